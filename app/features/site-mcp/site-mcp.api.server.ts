// /api/mcp: the site's own MCP endpoint, Streamable HTTP without sessions. Every POST gets a fresh server and
// transport answering JSON; GET and DELETE are 405 as the specification allows a server that offers no stream and
// no sessions. Public and read-only: no cookies are read, any origin may call it, each address is rate-limited.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { clientIp } from '../../../server/http/client-ip';
import type { AppEnv } from '../../../server/http/context';
import { routeDoc } from '../../../server/http/openapi';
import { hitRateLimit } from '../../../server/http/rate-limit';
import { createSiteMcpServer } from './site-mcp.server';

const MAX_BODY = 256 * 1024;

const doc = routeDoc('site-mcp');
const ZJsonRpc = z
  .object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]).optional(), method: z.string(), params: z.record(z.string(), z.unknown()).optional() })
  .describe('A JSON-RPC 2.0 message of the Model Context Protocol (initialize, tools/list, tools/call…), or an array of them');
const ZJsonRpcError = z.object({ jsonrpc: z.literal('2.0'), error: z.object({ code: z.number().int(), message: z.string() }), id: z.null() });

function rpcError(c: Context<AppEnv>, status: 400 | 405 | 413 | 429, code: number, message: string, headers: Record<string, string> = {}) {
  return c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, status, { 'Cache-Control': 'no-store', ...headers });
}

export const siteMcpApi = new Hono<AppEnv>()
  .use(
    cors({
      origin: '*',
      allowMethods: ['POST', 'GET', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept', 'Authorization', 'Mcp-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID'],
      exposeHeaders: ['Mcp-Protocol-Version', 'Mcp-Session-Id'],
      maxAge: 86_400,
    }),
  )
  .post(
    '/',
    doc({
      summary: "The site's MCP endpoint (Streamable HTTP, stateless, JSON answers)",
      description: 'Public and read-only; sends no cookies; any origin; rate-limited per address (MCP_SERVER_PER_MINUTE). Tools search the catalogue, models and MCP servers.',
      content: { 'application/json': z.union([ZJsonRpc, z.array(ZJsonRpc)]) },
      response: { description: 'The JSON-RPC answer (not the envelope).', content: { 'application/json': z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]), result: z.unknown() }) } },
      errors: { 413: 'Body over 256 KB (JSON-RPC error).', 429: 'Rate limit exceeded (JSON-RPC error, Retry-After).' },
    }),
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => rpcError(c as Context<AppEnv>, 413, -32600, 'Request body too large') }),
    async (c) => {
      const deps = c.get('deps');
      const limit = await hitRateLimit(deps.database.db, `mcp-server:${clientIp(c, deps.env.TRUST_PROXY)}`, {
        limit: deps.env.MCP_SERVER_PER_MINUTE,
        windowMs: 60_000,
      });
      if (!limit.allowed) {
        return rpcError(c, 429, -32000, `Rate limit exceeded; retry in ${limit.retryAfter} s`, { 'Retry-After': String(limit.retryAfter) });
      }
      const server = createSiteMcpServer(deps, c.get('lang'));
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      transport.onerror = (error) => deps.logger.debug({ err: error }, 'mcp endpoint');
      try {
        await server.connect(transport);
        const res = await transport.handleRequest(c.req.raw);
        res.headers.set('Cache-Control', 'no-store');
        return res;
      } finally {
        // JSON answers are complete when handleRequest resolves: nothing of this request is left to send.
        await server.close().catch(() => {});
      }
    },
  )
  .on(['GET', 'DELETE'], '/', doc({ summary: 'Not offered: this server keeps no streams or sessions', response: { status: 405, description: 'A JSON-RPC error; Allow: POST, OPTIONS.', content: { 'application/json': ZJsonRpcError } } }), (c) => rpcError(c, 405, -32000, 'Method not allowed: this server is stateless (POST only)', { Allow: 'POST, OPTIONS' }));
