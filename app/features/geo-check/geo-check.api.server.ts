// /api/geo-check: the platforms, start a check, follow it, retry a failed detection, export a finished check, the
// history, and the recommended keywords (docs/api.md "GEO ranking check").
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { requireUser } from '../../../server/http/session';
import { routeDoc } from '../../../server/http/openapi';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { toCsv, toXlsx } from './geo-check.export.server';
import { recommendedKeywords } from './geo-check.keywords.server';
import { ZGeoCheckInput, ZGeoExportQuery, ZGeoHistoryQuery, ZGeoId, ZGeoKeywordQuery } from './geo-check.schema';
import { createCheck, exportCheck, geoPlatforms, getCheck, listHistory, retryDetection } from './geo-check.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const doc = routeDoc('geo-check');
const ZGeoIdParam = { id: ZGeoId };

export const geoCheckApi = new Hono<AppEnv>()
  .get('/platforms', doc({ summary: 'The AI platforms a GEO check can ask, and which are available' }), (c) => ok(c, geoPlatforms(c.get('deps')), { headers: PRIVATE }))
  .get('/keywords', doc({ summary: 'Recommended brand keywords with heat and difficulty', auth: 'user', query: ZGeoKeywordQuery }), async (c) => {
    await requireUser(c);
    const { q } = parseQuery(c, ZGeoKeywordQuery);
    return ok(c, q ? await recommendedKeywords(c.get('deps'), q, c.get('lang')) : [], { headers: PRIVATE });
  })
  .post('/checks', doc({ summary: 'Start a GEO check: one detection per platform, queued', auth: 'user', body: ZGeoCheckInput, errors: { 429: 'Too many checks this hour.' } }), async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, ZGeoCheckInput);
    return ok(c, await createCheck(c.get('deps'), user.id, input, c.get('lang')), { headers: PRIVATE });
  })
  .get('/checks', doc({ summary: 'Your GEO check history', auth: 'user', query: ZGeoHistoryQuery }), async (c) => {
    const user = await requireUser(c);
    const { page } = parseQuery(c, ZGeoHistoryQuery);
    return ok(c, await listHistory(c.get('deps'), user.id, page), { headers: PRIVATE });
  })
  .get('/checks/:id', doc({ summary: 'One GEO check with its detections (status, progress, people ahead, results)', auth: 'user', params: ZGeoIdParam, errors: { 404: 'No such check of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZGeoId, c.req.param('id'), c.get('lang'));
    return ok(c, await getCheck(c.get('deps'), user.id, id, c.get('lang')), { headers: PRIVATE });
  })
  .get('/checks/:id/export', doc({ summary: 'A finished GEO check as CSV or XLSX', auth: 'user', params: ZGeoIdParam, query: ZGeoExportQuery, response: { description: 'The file (text/csv or XLSX)' }, errors: { 404: 'No such check of yours.', 409: 'Detections still running.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZGeoId, c.req.param('id'), c.get('lang'));
    const { format } = parseQuery(c, ZGeoExportQuery);
    const lang = c.get('lang');
    const { check, answers } = await exportCheck(c.get('deps'), user.id, id, lang);
    const name = `geo-check-${check.createdAt.slice(0, 10)}-${check.id.slice(0, 6)}.${format}`;
    const headers = { ...PRIVATE, 'Content-Disposition': `attachment; filename="${name}"` };
    if (format === 'csv') return c.body(toCsv(check, answers, lang), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
    const body = await toXlsx(check, answers, lang);
    return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  })
  .post('/detections/:id/retry', doc({ summary: 'Start a failed detection again', auth: 'user', params: ZGeoIdParam, errors: { 404: 'No such detection of yours.', 409: 'Only a failed detection can be retried.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZGeoId, c.req.param('id'), c.get('lang'));
    return ok(c, await retryDetection(c.get('deps'), user.id, id, c.get('lang')), { headers: PRIVATE });
  });
