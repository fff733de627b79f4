// /api/leads (a signed-in visitor's service request of any kind; /api/geo/consultations is the GEO form's older
// address, kind `geo`) and the staff calls mounted under /api/admin/leads: list and filter, change a lead's status
// or add a note, export CSV.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { currentUser, requireAdmin } from '../../../server/http/session';
import { routeDoc } from '../../../server/http/openapi';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ZLead, ZLeadFields, ZLeadId, ZLeadQuery, ZLeadUpdate, type TLeadInput } from './leads.schema';
import { createLead, exportLeadsCsv, listLeads, updateLead } from './leads.server';

const doc = routeDoc('leads');

async function submit(c: Context<AppEnv>, read: () => Promise<TLeadInput>) {
  // Signed out: "请先登录后再提交表单", with the 401 that makes the page offer sign-in.
  const user = await currentUser(c);
  if (!user) throw new AppError('UNAUTHORIZED', { messageKey: 'leads.error.signIn' });
  const input = await read();
  const deps = c.get('deps');
  return ok(c, await createLead(deps.database.db, user.id, input, c.get('lang'), deps.env.LEADS_PER_DAY));
}

export const leadsApi = new Hono<AppEnv>().post(
  '/',
  doc({ summary: 'Ask for a service: GEO, training, labeling, an agent, consulting, hardware, compute, deployment (signed in; a few a day per kind)', auth: 'user', body: ZLead, errors: { 429: 'The daily number of requests of this kind is reached.' } }),
  (c) => submit(c, () => parseJson(c, ZLead)),
);

/** The GEO form's address before leads had kinds: the same request, kind `geo`. */
export const geoConsultationsApi = new Hono<AppEnv>().post(
  '/',
  doc({ summary: 'Ask for a GEO consultation (the same as POST /api/leads with kind geo)', auth: 'user', body: ZLeadFields, errors: { 429: 'The daily number of requests is reached.' } }),
  (c) => submit(c, async () => ({ ...(await parseJson(c, ZLeadFields)), kind: 'geo' as const })),
);

export const leadsAdminApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .get('/', doc({ summary: 'Service requests (leads), filtered by kind and status, searchable', auth: 'admin', query: ZLeadQuery }), async (c) => ok(c, await listLeads(c.get('deps').database.db, parseQuery(c, ZLeadQuery))))
  .get('/export.csv', doc({ summary: 'Service requests (leads) as CSV', auth: 'admin', query: ZLeadQuery, response: { description: 'CSV (UTF-8 with BOM)' } }), async (c) => {
    const { q, status, kind } = parseQuery(c, ZLeadQuery);
    const csv = await exportLeadsCsv(c.get('deps').database.db, { q, status, kind });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${kind ? `${kind}-` : ''}${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/:id', doc({ summary: "Change a lead's status (new → contacted → won / lost) and/or add a note", auth: 'admin', params: ZLeadId, body: ZLeadUpdate, errors: { 404: 'No such lead.', 409: 'The status cannot go there from where it is (or just changed).' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZLeadId, { id: c.req.param('id') }, c.get('lang'));
    const update = await parseJson(c, ZLeadUpdate);
    return ok(c, await updateLead(c.get('deps').database.db, id, update, admin.id));
  });
