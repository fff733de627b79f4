// /api/notifications: the signed-in visitor's notifications (page, unread count, mark one or all read).
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { requireUser } from '../../../server/http/session';
import { parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ZNotificationId, ZNotificationQuery } from './notifications.schema';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './notifications.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('notifications');

export const notificationsApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'A page of your notifications', auth: 'user', query: ZNotificationQuery }), async (c) => {
    const user = await requireUser(c);
    const query = parseQuery(c, ZNotificationQuery);
    return ok(c, await listNotifications(c.get('deps').database.db, user.id, query));
  })
  .get('/unread', doc({ summary: 'How many of your notifications are unread', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, { count: await unreadCount(c.get('deps').database.db, user.id) });
  })
  .post('/read-all', doc({ summary: 'Mark all your notifications read', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, await markAllNotificationsRead(c.get('deps').database.db, user.id));
  })
  .post('/:id/read', doc({ summary: 'Mark one notification read', auth: 'user', params: ZNotificationId, errors: { 404: 'No such notification of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const { id } = parseOrThrow(ZNotificationId, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await markNotificationRead(c.get('deps').database.db, user.id, id));
  });
