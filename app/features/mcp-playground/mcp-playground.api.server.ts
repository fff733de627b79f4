// /api/mcp-playground: connect and list, call a tool, read a resource, get a prompt — each one action against a
// remote MCP server for a signed-in visitor (docs/decisions/022). Answers are personal: never cached.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { requireUser } from '../../../server/http/session';
import { parseJson } from '../../../server/http/validate';
import type { McpAction } from '../../../server/integrations/mcp/client';
import { ZCallToolInput, ZConnectInput, ZGetPromptInput, ZReadResourceInput } from './mcp-playground.schema';
import { runPlaygroundAction } from './mcp-playground.server';
import type { z } from 'zod';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('mcp-playground');

const PRIVATE = { 'Cache-Control': 'private, no-store' };

async function act(c: Context<AppEnv>, target: z.output<typeof ZConnectInput>, action: McpAction) {
  const user = await requireUser(c);
  const outcome = await runPlaygroundAction(c.get('deps'), { userId: user.id, target, action, lang: c.get('lang') });
  return ok(c, outcome, { headers: PRIVATE });
}

export const mcpPlaygroundApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    // Signed out is answered before the body is read.
    await requireUser(c);
    await next();
  })
  .post('/connect', doc({ summary: "Connect to an MCP server and list its tools, resources and prompts", auth: 'user', body: ZConnectInput, errors: { 429: 'Too many calls.' } }), async (c) => {
    const target = await parseJson(c, ZConnectInput);
    return act(c, target, { kind: 'list' });
  })
  .post('/call-tool', doc({ summary: 'Call a tool of an MCP server', auth: 'user', body: ZCallToolInput, errors: { 429: 'Too many calls.' } }), async (c) => {
    const { name, arguments: args, ...target } = await parseJson(c, ZCallToolInput);
    return act(c, target, { kind: 'callTool', name, arguments: args });
  })
  .post('/read-resource', doc({ summary: 'Read a resource of an MCP server', auth: 'user', body: ZReadResourceInput, errors: { 429: 'Too many calls.' } }), async (c) => {
    const { uri, ...target } = await parseJson(c, ZReadResourceInput);
    return act(c, target, { kind: 'readResource', uri });
  })
  .post('/get-prompt', doc({ summary: 'Get a prompt of an MCP server', auth: 'user', body: ZGetPromptInput, errors: { 429: 'Too many calls.' } }), async (c) => {
    const { name, arguments: args, ...target } = await parseJson(c, ZGetPromptInput);
    return act(c, target, { kind: 'getPrompt', name, arguments: args });
  });
