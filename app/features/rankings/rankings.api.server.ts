// /api/rankings: one page of a ranking list in the envelope, every row as CSV (UTF-8 with BOM) or JSON, and the
// outbound-visit beacon of /ExcessLink for the site ranking.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { categories } from '../../../server/db/schema';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { parseJson, parseQuery } from '../../../server/http/validate';
import { visitorId } from '../../../server/http/visitor';
import { formatCsv } from '~/lib/csv';
import { formatMessage } from '~/i18n/messages.server';
import { recordOutbound } from './rankings.activity.server';
import { ZRankingExportQuery, ZRankingQuery, type TRankingQuery } from './rankings.schema';
import { exportRanking, listRanking } from './rankings.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('rankings');

const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

/** Filters the schema cannot judge alone: a category must exist, and the site ranking is worldwide only. */
async function checkFilters(c: Context<AppEnv>, query: Pick<TRankingQuery, 'category' | 'kind' | 'region'>) {
  const lang = c.get('lang');
  const issues = [];
  if (query.category) {
    const [found] = await c.get('deps').database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category));
    if (!found) issues.push({ field: 'category', message: formatMessage(lang, 'validation.invalid', { field: 'category' }) });
  }
  if (query.kind === 'site' && query.region !== 'global') {
    issues.push({ field: 'region', message: formatMessage(lang, 'validation.oneOf', { field: 'region', options: 'global' }) });
  }
  if (issues.length) throw new AppError('VALIDATION', { issues });
}

const ZOutbound = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const rankingsApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'A page of a ranking', query: ZRankingQuery }), async (c) => {
    const query = parseQuery(c, ZRankingQuery);
    await checkFilters(c, query);
    const list = await listRanking(c.get('deps').database.db, query, c.get('lang'));
    return ok(c, list, { headers: PUBLIC_CACHE });
  })
  .get('/export', doc({ summary: 'A whole ranking as CSV (UTF-8 with BOM) or JSON', query: ZRankingExportQuery, response: { description: 'The file, as an attachment.', content: { 'text/csv': { type: 'string' }, 'application/json': { type: 'object' } } } }), async (c) => {
    const { format, ...query } = parseQuery(c, ZRankingExportQuery);
    await checkFilters(c, query);
    const lang = c.get('lang');
    const data = await exportRanking(c.get('deps').database.db, query, lang);
    const name = `ai-atlas-${query.period}-${data.key}-${query.kind}-${query.region}${query.category ? `-${query.category}` : ''}${query.type ? `-${query.type}` : ''}`.toLowerCase();
    const headers = { ...PUBLIC_CACHE, 'Content-Disposition': `attachment; filename="${name}.${format}"` };
    if (format === 'json') {
      const body = { period: query.period, key: data.key, snapshotAt: data.snapshotAt, isSample: data.isSample, kind: query.kind, region: query.region, category: query.category ?? null, type: query.type ?? null, total: data.items.length, items: data.items };
      return c.body(JSON.stringify(body), 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    }
    const header = ['rank', 'product', 'slug', 'category', 'type', 'value', 'previous', 'growth', 'growth_rate', 'rank_change', 'period', 'region', 'is_sample'];
    const rows = data.items.map((i) => [i.rank, i.name, i.slug, i.category.slug, i.type, i.value, i.previous, i.growth, i.growthRate ?? '', i.rankChange ?? 'new', data.key, query.region, data.isSample]);
    return c.body(formatCsv(header, rows), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
  })
  .post('/outbound', doc({ summary: 'A visit to a product\'s own site (the ranking of sites counts them)', body: ZOutbound }), async (c) => {
    const { id } = await parseJson(c, ZOutbound);
    const { database, env } = c.get('deps');
    const counted = await recordOutbound(database.db, id, visitorId(c), env.RANKINGS_TZ);
    return ok(c, { counted });
  });


