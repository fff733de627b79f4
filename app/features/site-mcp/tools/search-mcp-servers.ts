// search_mcp_servers: the MCP library's search — servers by what they do, with how to install them.
import { z } from 'zod';
import { searchMcpServers } from '~/features/mcp/mcp.server';
import { defineSiteTool } from './define';

export const searchMcpServersTool = defineSiteTool({
  name: 'search_mcp_servers',
  titleKey: 'siteMcp.tool.searchMcpServers.title',
  descriptionKey: 'siteMcp.tool.searchMcpServers.description',
  input: {
    query: z.string().trim().max(200).default('').describe('What the server should do or connect to, in any language (e.g. "postgres", "web search", "浏览器"). Empty lists the most popular servers.'),
    limit: z.number().int().min(1).max(50).default(10).describe('Results (1–50).'),
  },
  output: {
    items: z.array(
      z.object({
        slug: z.string(),
        name: z.string().describe('The registry name (e.g. "io.github.owner/server").'),
        title: z.string(),
        description: z.string(),
        category: z.string(),
        tags: z.array(z.string()),
        transports: z.array(z.string()).describe('stdio, streamable-http or sse.'),
        packages: z.array(z.object({ registry: z.string(), identifier: z.string(), version: z.string().nullable() })).describe('Where to install it from (npm, pypi, oci…).'),
        repositoryUrl: z.string().nullable(),
        page: z.string().describe('The server page on this site, with install snippets for common clients.'),
      }),
    ),
  },
  async run(ctx, args) {
    const found = await searchMcpServers(ctx.deps, { q: args.query, limit: args.limit, lang: ctx.lang });
    return { items: found.map(({ path, ...server }) => ({ ...server, page: ctx.pageUrl(path) })) };
  },
});
