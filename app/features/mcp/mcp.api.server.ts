// /api/mcp-servers: the MCP library's API — list and search, compact search, detail with install snippets, likes,
// "install snippet copied", rankings, the task assistant, submissions, the user's own submissions and the review
// queue. (/api/mcp is the site's own MCP endpoint, elsewhere.)
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { requireAdmin, requireUser } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { visitorId } from '../../../server/http/visitor';
import {
  SNIPPET_CLIENTS,
  ZMcpAssistantQuery,
  ZMcpInstallCopy,
  ZMcpQuery,
  ZMcpRankingQuery,
  ZMcpReject,
  ZMcpSearchQuery,
  ZMcpSlug,
  ZMcpSubmission,
} from './mcp.schema';
import {
  getServerDetail,
  getServerLikeState,
  likeServer,
  MCP_TOPIC,
  rankServers,
  recommendServers,
  recordInstallCopy,
  searchMcpServers,
  searchServers,
} from './mcp.server';
import { installSnippets } from './mcp.snippets';
import { approveSubmission, listMcpReviewQueue, listMySubmissions, rejectSubmission, submitServer } from './mcp.write.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('mcp');

/** Submissions per user per hour (each one waits for a person to review it). */
const SUBMIT_RULE = { limit: 20, windowMs: 3_600_000 };
const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
const slugOf = (c: Context<AppEnv>) => parseOrThrow(ZMcpSlug, { slug: c.req.param('slug') }, c.get('lang')).slug;
const ZSubmissionId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const idOf = (c: Context<AppEnv>) => parseOrThrow(ZSubmissionId, { id: c.req.param('id') }, c.get('lang')).id;

export const mcpApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'MCP servers: list, filter and search', query: ZMcpQuery }), async (c) => ok(c, await searchServers(c.get('deps'), parseQuery(c, ZMcpQuery), c.get('lang')), { headers: PUBLIC_CACHE }))
  .get('/search', doc({ summary: 'Compact search of MCP servers', query: ZMcpSearchQuery }), async (c) => {
    const { q, limit } = parseQuery(c, ZMcpSearchQuery);
    return ok(c, await searchMcpServers(c.get('deps'), { q, limit, lang: c.get('lang') }), { headers: PUBLIC_CACHE });
  })
  .get('/ranking', doc({ summary: 'MCP servers ranked', query: ZMcpRankingQuery }), async (c) => {
    const { by, limit } = parseQuery(c, ZMcpRankingQuery);
    return ok(c, await rankServers(c.get('deps').database.db, by, c.get('lang'), limit), { headers: PUBLIC_CACHE });
  })
  .get('/assistant', doc({ summary: 'MCP servers for a task described in words', query: ZMcpAssistantQuery }), async (c) => {
    const { task, limit } = parseQuery(c, ZMcpAssistantQuery);
    return ok(c, await recommendServers(c.get('deps'), task, c.get('lang'), limit), { headers: PUBLIC_CACHE });
  })
  .post('/submissions', doc({ summary: 'Submit an MCP server (its server.json) for review', auth: 'user', body: ZMcpSubmission, errors: { 409: 'Already listed or already submitted.', 429: 'Too many submissions this hour.' } }), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.get('deps').database.db, `mcp-submit:${user.id}`, SUBMIT_RULE);
    const { serverJson } = await parseJson(c, ZMcpSubmission);
    const result = await submitServer(c.get('deps').database.db, user.id, serverJson, c.get('lang'));
    return ok(c, result);
  })
  .get('/submissions/mine', doc({ summary: 'Your submissions and their review state', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, await listMySubmissions(c.get('deps').database.db, user.id));
  })
  .get('/review', doc({ summary: 'The submissions waiting for review', auth: 'admin' }), async (c) => {
    await requireAdmin(c);
    return ok(c, await listMcpReviewQueue(c.get('deps').database.db));
  })
  .post('/review/:id/approve', doc({ summary: 'Approve a submission: the server is listed', auth: 'admin', params: ZSubmissionId }), async (c) => {
    const admin = await requireAdmin(c);
    const result = await approveSubmission(c.get('deps').database.db, admin.id, idOf(c));
    await c.get('deps').bus.publish(MCP_TOPIC);
    return ok(c, result);
  })
  .post('/review/:id/reject', doc({ summary: 'Reject a submission with a reason', auth: 'admin', params: ZSubmissionId, body: ZMcpReject }), async (c) => {
    const admin = await requireAdmin(c);
    const { reason } = await parseJson(c, ZMcpReject);
    return ok(c, await rejectSubmission(c.get('deps').database.db, admin.id, idOf(c), reason));
  })
  .get('/:slug', doc({ summary: 'One MCP server with its install snippets', params: ZMcpSlug, errors: { 404: 'No such server.' } }), async (c) => {
    const slug = slugOf(c);
    const detail = await getServerDetail(c.get('deps').database.db, slug, c.get('lang'));
    const snippets = installSnippets({ key: slug, packages: detail.packages, remotes: detail.remotes }, SNIPPET_CLIENTS);
    return ok(c, { ...detail, snippets }, { headers: PUBLIC_CACHE });
  })
  .get('/:slug/like', doc({ summary: "The server's likes and whether this visitor liked it", params: ZMcpSlug, errors: { 404: 'No such server.' } }), async (c) => ok(c, await getServerLikeState(c.get('deps').database.db, slugOf(c), visitorId(c))))
  .post('/:slug/like', doc({ summary: 'Like a server (once per visitor)', params: ZMcpSlug, errors: { 404: 'No such server.' } }), async (c) => ok(c, await likeServer(c.get('deps').database.db, slugOf(c), visitorId(c))))
  .post('/:slug/installs', doc({ summary: 'An install snippet was copied', params: ZMcpSlug, body: ZMcpInstallCopy, errors: { 404: 'No such server.' } }), async (c) => {
    const { client } = await parseJson(c, ZMcpInstallCopy);
    return ok(c, await recordInstallCopy(c.get('deps').database.db, slugOf(c), visitorId(c), client));
  });
