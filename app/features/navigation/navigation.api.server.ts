// /api/menu and /api/route: the menu tree and the route-rule check.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { json, ok } from '../../../server/http/envelope';
import { parseQuery } from '../../../server/http/validate';
import { ZNavMenuQuery, ZRouteRuleQuery } from './navigation.schema';
import { checkRouteRuleCached, getNavMenu } from './navigation.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('navigation');

export const menuApi = new Hono<AppEnv>().get('/navMenu', doc({ summary: 'The menu tree', query: ZNavMenuQuery }), async (c) => {
  const { useWebsite } = parseQuery(c, ZNavMenuQuery);
  const items = await getNavMenu(c.get('deps'), useWebsite, c.get('lang'));
  return ok(c, items, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
});

export const routeApi = new Hono<AppEnv>().get('/rule', doc({ summary: 'Whether a route may be shown', description: 'Answers code 200 (not 0) on success; the client redirects when data.checkResult is false.', query: ZRouteRuleQuery }), async (c) => {
  const { useWebsite, route } = parseQuery(c, ZRouteRuleQuery);
  const data = await checkRouteRuleCached(c.get('deps'), useWebsite, route);
  // SPEC-NOTES: this endpoint answers code 200 rather than 0; the client redirects when checkResult is false.
  return json(c, { code: 200, data, msg: 'OK' });
});
