// The site as an MCP server: for each request of the stateless /api/mcp endpoint a fresh low-level SDK `Server`
// answers tools/list and tools/call for the read-only tools of tools/registry.ts (docs/decisions/022). The tools'
// JSON Schemas are worked out once per process and language, not per request: building an McpServer and
// converting its zod schemas cost about 6 ms per tools/list here, most of what a call would take.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { localiseIssue } from '../../../server/http/validate';
import { formatMessage } from '~/i18n/messages.server';
import { LANG_CODES, localizePath, type LangCode } from '~/i18n/locales';
import type { RegisteredSiteTool, SiteToolContext } from './tools/define';
import { SITE_TOOLS } from './tools/registry';

export const SITE_MCP_VERSION = '1.0.0';

const ZLang = z.enum(LANG_CODES).optional().describe('Language of the answer: zh (default of the site), en, tw (Traditional Chinese) or ja.');

interface CompiledTool {
  tool: RegisteredSiteTool;
  input: z.ZodObject;
  inputSchema: Tool['inputSchema'];
  outputSchema: Tool['outputSchema'];
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest as Tool['inputSchema'];
};

const COMPILED = new Map<string, CompiledTool>(
  SITE_TOOLS.map((tool) => {
    const input = z.object({ ...tool.input, lang: ZLang });
    return [tool.name, { tool, input, inputSchema: jsonSchema(input, 'input'), outputSchema: jsonSchema(z.object(tool.output), 'output') }];
  }),
);

const listings = new Map<LangCode, Tool[]>();
/** tools/list in `lang`: titles and descriptions from the catalogues. */
function toolList(lang: LangCode): Tool[] {
  let tools = listings.get(lang);
  if (!tools) {
    tools = [...COMPILED.values()].map(({ tool, inputSchema, outputSchema }) => ({
      name: tool.name,
      title: formatMessage(lang, tool.titleKey),
      description: formatMessage(lang, tool.descriptionKey),
      inputSchema,
      outputSchema,
      annotations: { title: formatMessage(lang, tool.titleKey), readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    }));
    listings.set(lang, tools);
  }
  return tools;
}

const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

export function createSiteMcpServer(deps: Pick<AppDeps, 'database' | 'bus' | 'env'>, lang: LangCode): Server {
  const server = new Server(
    { name: 'ai-atlas', title: formatMessage(lang, 'site.name'), version: SITE_MCP_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: formatMessage(lang, 'siteMcp.instructions') },
  );
  const appUrl = deps.env.APP_URL.replace(/\/+$/, '');

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList(lang) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const compiled = COMPILED.get(request.params.name);
    if (!compiled) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    const parsed = compiled.input.safeParse(request.params.arguments ?? {});
    const answerLang: LangCode = (parsed.success ? (parsed.data.lang as LangCode | undefined) : undefined) ?? lang;
    // Bad arguments are the tool's answer, worded like the API's validation messages, so a model can correct them.
    if (!parsed.success) return errorResult(parsed.error.issues.map((issue) => { const { field, message } = localiseIssue(issue, answerLang); return `${field}: ${message}`; }).join('\n'));
    const ctx: SiteToolContext = {
      deps,
      lang: answerLang,
      pageUrl: (path) => `${appUrl}${localizePath(path, answerLang, deps.env.DEFAULT_LANG)}`,
    };
    try {
      const data = await compiled.tool.run(ctx, parsed.data);
      // The JSON as text too, for clients that do not read structured content (MCP 2025-06-18, tools).
      return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
    } catch (error) {
      // A product or list that does not exist is the tool's answer, not a protocol failure.
      if (error instanceof AppError && error.status < 500) {
        return errorResult(formatMessage(answerLang, error.messageKey, { details: error.issues?.map((i) => i.message).join('; ') ?? '', ...error.values }));
      }
      throw error;
    }
  });
  return server;
}
