// /api/apps: app rankings per platform, region, month and category, as the envelope or as CSV and JSON downloads.
// The iOS ranking exists only in the China edition (SPEC §2.1), here as on the page.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { parseQuery } from '../../../server/http/validate';
import { z } from 'zod';
import { APP_PLATFORMS, ZAppExportQuery, ZAppRankingQuery, type TAppPlatform } from './apps.schema';
import { exportAppRankings, exportFileName, listAppMonths, listAppRankings, rankingCsv } from './apps.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('apps');

const SHORT_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

function available(c: Context<AppEnv>, platform: TAppPlatform): void {
  if (platform === 'ios' && !c.get('deps').env.IS_CN) throw new AppError('NOT_FOUND');
}

const ZAppMonthsQuery = z.object({ platform: z.enum(APP_PLATFORMS) });

const attachment = (name: string) => `attachment; filename="${name}"`;

export const appsApi = new Hono<AppEnv>()
  .get('/months', doc({ summary: 'Months with a ranking for a platform', query: ZAppMonthsQuery, errors: { 404: 'The platform is not offered in this edition.' } }), async (c) => {
    const { platform } = parseQuery(c, ZAppMonthsQuery);
    available(c, platform);
    return ok(c, await listAppMonths(c.get('deps').database.db, platform), { headers: SHORT_CACHE });
  })
  .get('/rankings', doc({ summary: 'A page of an app ranking', query: ZAppRankingQuery, errors: { 404: 'The platform is not offered in this edition.' } }), async (c) => {
    const query = parseQuery(c, ZAppRankingQuery);
    available(c, query.platform);
    return ok(c, await listAppRankings(c.get('deps').database.db, query, c.get('lang')), {
      headers: SHORT_CACHE,
    });
  })
  .get('/rankings.csv', doc({ summary: 'An app ranking as CSV', query: ZAppExportQuery, response: { description: 'The CSV file, as an attachment.', content: { 'text/csv': { type: 'string' } } }, errors: { 404: 'The platform is not offered in this edition.' } }), async (c) => {
    const query = parseQuery(c, ZAppExportQuery);
    available(c, query.platform);
    const page = await exportAppRankings(c.get('deps').database.db, query, c.get('lang'));
    return c.body(rankingCsv(page), 200, {
      ...SHORT_CACHE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(exportFileName(page, 'csv')),
    });
  })
  .get('/rankings.json', doc({ summary: 'An app ranking as a JSON file', query: ZAppExportQuery, response: { description: 'The JSON file (not enveloped), as an attachment.', content: { 'application/json': { type: 'object' } } }, errors: { 404: 'The platform is not offered in this edition.' } }), async (c) => {
    const query = parseQuery(c, ZAppExportQuery);
    available(c, query.platform);
    const page = await exportAppRankings(c.get('deps').database.db, query, c.get('lang'));
    const { page: _page, pageSize: _size, ...list } = page;
    return c.body(JSON.stringify(list, null, 2), 200, {
      ...SHORT_CACHE,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachment(exportFileName(page, 'json')),
    });
  });
