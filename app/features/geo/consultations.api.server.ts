// /api/geo/consultations (a signed-in visitor's GEO consultation request) and the staff calls mounted under
// /api/admin/geo-consultations: list and search, change a request's status, export CSV.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { currentUser, requireAdmin } from '../../../server/http/session';
import { routeDoc } from '../../../server/http/openapi';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ZGeoConsultation, ZGeoConsultationId, ZGeoConsultationQuery, ZGeoConsultationStatus } from './consultations.schema';
import { createConsultation, exportConsultationsCsv, listConsultations, setConsultationStatus } from './consultations.server';

const doc = routeDoc('geo');

export const geoConsultationsApi = new Hono<AppEnv>().post('/', doc({ summary: 'Ask for a GEO consultation (signed in; a few a day)', auth: 'user', body: ZGeoConsultation, errors: { 429: 'The daily number of requests is reached.' } }), async (c) => {
  // Signed out: "请先登录后再提交表单", with the 401 that makes the page offer sign-in.
  const user = await currentUser(c);
  if (!user) throw new AppError('UNAUTHORIZED', { messageKey: 'geo.consult.error.signIn' });
  const input = await parseJson(c, ZGeoConsultation);
  const deps = c.get('deps');
  const created = await createConsultation(deps.database.db, user.id, input, c.get('lang'), deps.env.GEO_CONSULT_PER_DAY);
  return ok(c, created);
});

export const geoConsultationsAdminApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .get('/', doc({ summary: 'GEO consultation requests, searchable', auth: 'admin', query: ZGeoConsultationQuery }), async (c) => ok(c, await listConsultations(c.get('deps').database.db, parseQuery(c, ZGeoConsultationQuery))))
  .get('/export.csv', doc({ summary: 'GEO consultation requests as CSV', auth: 'admin', query: ZGeoConsultationQuery, response: { description: 'CSV (UTF-8 with BOM)' } }), async (c) => {
    const { q, status } = parseQuery(c, ZGeoConsultationQuery);
    const csv = await exportConsultationsCsv(c.get('deps').database.db, { q, status });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="geo-consultations-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/:id/status', doc({ summary: "Change a consultation request's status", auth: 'admin', params: ZGeoConsultationId, body: ZGeoConsultationStatus, errors: { 404: 'No such request.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZGeoConsultationId, { id: c.req.param('id') }, c.get('lang'));
    const { status } = await parseJson(c, ZGeoConsultationStatus);
    return ok(c, await setConsultationStatus(c.get('deps').database.db, id, status, admin.id));
  });
