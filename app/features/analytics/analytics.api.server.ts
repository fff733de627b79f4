// /api/updatePv: counts a page view once per visitor per minute.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { parseQuery } from '../../../server/http/validate';
import { visitorId } from '../../../server/http/visitor';
import { ZUpdatePvQuery } from './analytics.schema';
import { recordPageView } from './analytics.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('analytics');

export const analyticsApi = new Hono<AppEnv>().get('/updatePv', doc({ summary: 'Count a page view (once per visitor a minute)', query: ZUpdatePvQuery }), async (c) => {
  const target = parseQuery(c, ZUpdatePvQuery);
  const { database, env } = c.get('deps');
  const visitor = visitorId(c);
  const result = await recordPageView(database.db, target, visitor, new Date(), env.RANKINGS_TZ);
  return ok(c, result, { headers: { 'Cache-Control': 'no-store' } });
});
