// /api/trackers: the signed-in user's brand trackers — list, create (by description, or pre-filled from a website),
// the report, delete, and the report notification (docs/api.md "Brand tracker").
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { clientIp } from '../../../server/http/client-ip';
import { ok } from '../../../server/http/envelope';
import { routeDoc } from '../../../server/http/openapi';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { requireUser } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { confirmNotify, disableNotify, sendNotifyCode } from './trackers.notify.server';
import { ZNotifyConfirm, ZNotifySend, ZSiteQuery, ZTrackerId, ZTrackerInput } from './trackers.schema';
import { createTracker, deleteTracker, getTracker, listTrackers } from './trackers.server';
import { fetchSitePrefill } from './trackers.site.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const doc = routeDoc('trackers');
const ZIdParam = { id: ZTrackerId };
const SITE_READS_PER_HOUR = { limit: 30, windowMs: 3_600_000 };

export const trackersApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Your brand trackers with their latest score', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, await listTrackers(c.get('deps'), user.id), { headers: PRIVATE });
  })
  .post('/', doc({ summary: 'Add a brand: the first run starts at once (queries asked as jobs)', auth: 'user', body: ZTrackerInput, errors: { 409: 'Tracker limit reached.', 429: 'Too many trackers added this hour.' } }), async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, ZTrackerInput);
    return ok(c, await createTracker(c.get('deps'), user.id, input, c.get('lang')), { headers: PRIVATE });
  })
  .get('/site', doc({ summary: "A website's title, description and keywords to pre-fill the form (read through the SSRF guard)", auth: 'user', query: ZSiteQuery, errors: { 429: 'Too many sites read this hour.' } }), async (c) => {
    const user = await requireUser(c);
    const { url } = parseQuery(c, ZSiteQuery);
    await enforceRateLimit(c.get('deps').database.db, `tracker:site:${user.id}`, SITE_READS_PER_HOUR);
    return ok(c, await fetchSitePrefill(c.get('deps'), url), { headers: PRIVATE });
  })
  .get('/:id', doc({ summary: 'One tracker: the latest run (steps while generating, the report when completed) and the trend', auth: 'user', params: ZIdParam, errors: { 404: 'No such tracker of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZTrackerId, c.req.param('id'), c.get('lang'));
    return ok(c, await getTracker(c.get('deps'), user.id, id, c.get('lang')), { headers: PRIVATE });
  })
  .delete('/:id', doc({ summary: 'Delete a tracker with its runs', auth: 'user', params: ZIdParam, errors: { 404: 'No such tracker of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZTrackerId, c.req.param('id'), c.get('lang'));
    await deleteTracker(c.get('deps'), user.id, id);
    return ok(c, null, { headers: PRIVATE });
  })
  .post('/:id/notify/code', doc({ summary: 'Send a 6-digit code to the phone that will get report notifications', auth: 'user', params: ZIdParam, body: ZNotifySend, errors: { 404: 'No such tracker of yours.', 429: 'Codes are limited per phone, user and address.', 503: 'The SMS provider failed.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZTrackerId, c.req.param('id'), c.get('lang'));
    const { phone } = await parseJson(c, ZNotifySend);
    const deps = c.get('deps');
    return ok(c, await sendNotifyCode(deps, user.id, id, phone, { ip: clientIp(c, deps.env.TRUST_PROXY), lang: c.get('lang') }), { headers: PRIVATE });
  })
  .post('/:id/notify', doc({ summary: 'Confirm the code: report notifications are enabled', auth: 'user', params: ZIdParam, body: ZNotifyConfirm, errors: { 404: 'No such tracker of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZTrackerId, c.req.param('id'), c.get('lang'));
    const { phone, code } = await parseJson(c, ZNotifyConfirm);
    return ok(c, await confirmNotify(c.get('deps'), user.id, id, phone, code), { headers: PRIVATE });
  })
  .delete('/:id/notify', doc({ summary: 'Turn report notifications off', auth: 'user', params: ZIdParam, errors: { 404: 'No such tracker of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZTrackerId, c.req.param('id'), c.get('lang'));
    return ok(c, await disableNotify(c.get('deps'), user.id, id), { headers: PRIVATE });
  });
