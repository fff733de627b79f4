// /api/agents: the agent page's groups, or agent products matching a search. Public reads, cacheable for a minute.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { routeDoc } from '../../../server/http/openapi';
import { parseOrThrow } from '../../../server/http/validate';
import { ZAgentQuery } from './agents.schema';
import { getAgentPage } from './agents.server';

const doc = routeDoc('agents');
const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

export const agentsApi = new Hono<AppEnv>().get(
  '/',
  doc({
    summary: 'AI agents from the catalogue, in groups',
    description: 'Every group with all its products (or only `group`), and with `q` the agent products matching the words.',
    query: ZAgentQuery,
  }),
  async (c) => {
    const query = parseOrThrow(ZAgentQuery, c.req.query(), c.get('lang'));
    const page = await getAgentPage(c.get('deps'), query, c.get('lang'), Number.MAX_SAFE_INTEGER);
    return ok(c, query.group ? { ...page, groups: page.groups.filter((g) => g.key === query.group) } : page, { headers: PUBLIC_CACHE });
  },
);
