// The MCP library's constants, page paths and names: no zod here, so pages that only need these (lists, cards,
// rankings) do not ship the validation library; mcp.schema.ts re-exports them with the schemas.

/** Where a package is published; `unknown` only comes from older registry data (nothing to install from). */
export const MCP_REGISTRIES = ['npm', 'pypi', 'oci', 'nuget', 'mcpb', 'unknown'] as const;
export type TMcpRegistry = (typeof MCP_REGISTRIES)[number];
export const MCP_TRANSPORTS = ['stdio', 'streamable-http', 'sse'] as const;
export type TMcpTransport = (typeof MCP_TRANSPORTS)[number];

/** The library's categories, in the order filters show them (names: `mcp.category.<slug>`). */
export const MCP_CATEGORIES = [
  'databases',
  'search-web',
  'browser-automation',
  'developer-tools',
  'cloud-devops',
  'observability',
  'knowledge-memory',
  'productivity',
  'communication',
  'data-analytics',
  'finance',
  'crypto',
  'design-media',
  'ai-platforms',
  'security',
  'frameworks',
  'other',
] as const;
export type TMcpCategory = (typeof MCP_CATEGORIES)[number];

/** The MCP area's own pages: no server may take one of these as its slug (static segments win over /mcp/:slug). */
export const MCP_AREA_SEGMENTS = ['servers', 'clients', 'cases', 'submit', 'ranking', 'assistant', 'playground', 'debug'] as const;

export const MCP_SORTS = ['popular', 'newest', 'likes', 'installs', 'name'] as const;
export type TMcpSort = (typeof MCP_SORTS)[number];
export const MCP_RANKING_KINDS = ['views', 'likes', 'installs'] as const;
export type TMcpRankingKind = (typeof MCP_RANKING_KINDS)[number];
/** The clients the detail page writes install snippets for (mcp.snippets.ts). */
export const SNIPPET_CLIENTS = ['claude-desktop', 'cursor', 'vscode', 'cline'] as const;
export type TSnippetClient = (typeof SNIPPET_CLIENTS)[number];

/** A registry name: namespace/name (reverse-DNS namespace, as the official registry requires). */
export const MCP_NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

/** page_views target type of a server page (its id as text). */
export const MCP_VIEW_TYPE = 'mcp';

/** The page path of a server (without language prefix). */
export const mcpServerPath = (slug: string) => `/mcp/${slug}`;
export const mcpCasePath = (slug: string) => `/mcp/cases/${slug}`;

/** The slug of a registry name: io.github.owner/repo → owner-repo; never an area name. */
export function mcpSlugOf(name: string): string {
  const base =
    name
      .replace(/^io\.github\./i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'server';
  return (MCP_AREA_SEGMENTS as readonly string[]).includes(base) ? `${base}-server` : base;
}

const ACRONYMS = new Set(['ai', 'api', 'aws', 'bsc', 'cli', 'cms', 'csv', 'db', 'evm', 'gcp', 'ios', 'k8s', 'llm', 'lsp', 'nba', 'pdf', 'rag', 's3', 'sec', 'sql', 'tft', 'ui', 'url', 'usdc', 'ynab', 'fred', 'fdic', 'dicom', 'mssql', 'tos', 'iot'].map((w) => w));

/** A readable title from the registry name: owner/mcp-server-foo → "Foo". */
export function mcpTitleOf(name: string): string {
  const last = name.split('/').pop() ?? name;
  const words = last
    .replace(/[_.]+/g, '-')
    .split('-')
    .filter((w) => w && !/^(mcp|server|model|context|protocol)$/i.test(w));
  const owner = name.replace(/^io\.github\./i, '').split('/')[0] ?? '';
  const chosen = words.length ? words : [owner];
  return chosen.map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1))).join(' ');
}
