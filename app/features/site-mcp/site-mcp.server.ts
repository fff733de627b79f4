// The site as an MCP server: a fresh McpServer over the read-only tools of tools/registry.ts for each request of
// the stateless /api/mcp endpoint (docs/decisions/022). Titles and descriptions come from the catalogues.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { formatMessage } from '~/i18n/messages.server';
import { LANG_CODES, localizePath, type LangCode } from '~/i18n/locales';
import type { SiteToolContext } from './tools/define';
import { SITE_TOOLS } from './tools/registry';

export const SITE_MCP_VERSION = '1.0.0';

const ZLang = z.enum(LANG_CODES).optional().describe('Language of the answer: zh (default of the site), en, tw (Traditional Chinese) or ja.');

export function createSiteMcpServer(deps: Pick<AppDeps, 'database' | 'bus' | 'env' | 'logger'>, lang: LangCode): McpServer {
  const server = new McpServer(
    { name: 'ai-atlas', title: formatMessage(lang, 'site.name'), version: SITE_MCP_VERSION },
    { capabilities: { tools: {} }, instructions: formatMessage(lang, 'siteMcp.instructions') },
  );
  const appUrl = deps.env.APP_URL.replace(/\/+$/, '');
  for (const tool of SITE_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: formatMessage(lang, tool.titleKey),
        description: formatMessage(lang, tool.descriptionKey),
        inputSchema: { ...tool.input, lang: ZLang },
        outputSchema: tool.output,
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      async (args: Record<string, unknown>) => {
        const answerLang = (args.lang as LangCode | undefined) ?? lang;
        const ctx: SiteToolContext = {
          deps,
          lang: answerLang,
          pageUrl: (path) => `${appUrl}${localizePath(path, answerLang, deps.env.DEFAULT_LANG)}`,
        };
        try {
          const data = await tool.run(ctx, args);
          // The JSON as text too, for clients that do not read structured content (MCP 2025-06-18 §tools).
          return { content: [{ type: 'text' as const, text: JSON.stringify(data) }], structuredContent: data };
        } catch (error) {
          // A product or list that does not exist is the tool's answer, not a protocol failure.
          if (error instanceof AppError && error.status < 500) {
            const text = formatMessage(answerLang, error.messageKey, { details: error.issues?.map((i) => i.message).join('; ') ?? '', ...error.values });
            return { content: [{ type: 'text' as const, text }], isError: true };
          }
          throw error;
        }
      },
    );
  }
  return server;
}
