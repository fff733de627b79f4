// The MCP library's shared shapes: the official registry's server.json (validated the same way in the submit form,
// the API and `npm run import:mcp`), list queries, and the views pages and the API return.
import { z } from 'zod';
import { MCP_CATEGORIES, MCP_RANKING_KINDS, MCP_REGISTRIES, MCP_SORTS, MCP_TRANSPORTS, SNIPPET_CLIENTS, MCP_NAME_PATTERN, type TMcpCategory, type TMcpRegistry, type TMcpTransport } from './mcp.constants';

export * from './mcp.constants';

// ---------------------------------------------------------------------------------------------------------------
// server.json (https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json), with the snake_case
// spelling of the registry's first seed (registry_name, package_arguments, transport_type …) read as the same thing.

const text = (max: number) => z.string().trim().max(max, { error: 'mcp.error.tooLong' });

const ZArgument = z.object({
  type: z.enum(['positional', 'named']).default('positional'),
  name: text(200).optional(),
  value: text(500).optional(),
  valueHint: text(200).optional(),
  description: text(500).optional(),
  isRequired: z.boolean().optional(),
  isRepeated: z.boolean().optional(),
  format: text(40).optional(),
  default: text(500).optional(),
});
export type TMcpArgument = z.output<typeof ZArgument>;

const ZKeyValue = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/, { error: 'mcp.error.envName' }),
  description: text(500).optional(),
  isRequired: z.boolean().optional(),
  isSecret: z.boolean().optional(),
  default: text(500).optional(),
  format: text(40).optional(),
  value: text(500).optional(),
});
export type TMcpKeyValue = z.output<typeof ZKeyValue>;

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'mcp.error.url' });

const ZTransport = z.object({
  type: z.enum(MCP_TRANSPORTS).default('stdio'),
  url: text(2000).optional(),
  headers: z.array(ZKeyValue).max(20).optional(),
});

const ZPackage = z.object({
  registryType: z.enum(MCP_REGISTRIES, { error: 'mcp.error.registry' }),
  registryBaseUrl: ZHttpUrl.optional(),
  identifier: z
    .string()
    .trim()
    .min(1, { error: 'mcp.error.identifier' })
    .max(300)
    .regex(/^[^\s"'`<>]+$/, { error: 'mcp.error.identifier' }),
  version: text(100).optional(),
  runtimeHint: text(40).optional(),
  transport: ZTransport.default({ type: 'stdio' }),
  runtimeArguments: z.array(ZArgument).max(40).default([]),
  packageArguments: z.array(ZArgument).max(40).default([]),
  environmentVariables: z.array(ZKeyValue).max(60).default([]),
});
export type TMcpPackage = z.output<typeof ZPackage>;

const ZRemote = z.object({
  type: z.enum(['streamable-http', 'sse'], { error: 'mcp.error.transport' }),
  url: ZHttpUrl,
  headers: z.array(ZKeyValue).max(20).default([]),
});
export type TMcpRemote = z.output<typeof ZRemote>;

/** Reverse-DNS namespace, one slash, server name: io.github.owner/server. */

const ZServerJsonCore = z
  .object({
    $schema: z.string().max(300).optional(),
    name: z
      .string({ error: 'mcp.error.name' })
      .trim()
      .min(3, { error: 'mcp.error.name' })
      .max(200, { error: 'mcp.error.name' })
      .regex(MCP_NAME_PATTERN, { error: 'mcp.error.name' }),
    title: text(100).optional(),
    description: text(1000).default(''),
    version: text(100).optional(),
    websiteUrl: ZHttpUrl.optional(),
    repository: z
      .object({ url: z.union([ZHttpUrl, z.literal('')]).default(''), source: text(40).optional(), subfolder: text(300).optional(), id: text(100).optional() })
      .optional(),
    packages: z.array(ZPackage).max(20).default([]),
    remotes: z.array(ZRemote).max(20).default([]),
  })
  .refine((s) => s.packages.length > 0 || s.remotes.length > 0, { error: 'mcp.error.noPackage', path: ['packages'] });
export type TServerJson = z.output<typeof ZServerJsonCore>;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Copies `from` keys to their current names when the current name is absent. */
function rename(input: unknown, names: Record<string, string>): unknown {
  if (!isObject(input)) return input;
  const out: Loose = { ...input };
  for (const [old, current] of Object.entries(names)) {
    if (old in out && !(current in out)) out[current] = out[old];
    if (old in out) delete out[old];
  }
  return out;
}
const ARG_NAMES = { value_hint: 'valueHint', is_required: 'isRequired', is_repeated: 'isRepeated', is_secret: 'isSecret' };
const list = (v: unknown, map: (x: unknown) => unknown) => (Array.isArray(v) ? v.map(map) : v);

/** The registry's first (snake_case) spelling, read as the current one. Unknown shapes pass through to fail zod. */
export function legacyToCurrent(input: unknown): unknown {
  if (!isObject(input)) return input;
  const server = { ...input };
  if (isObject(server.version_detail) && server.version === undefined) server.version = server.version_detail.version;
  delete server.version_detail;
  server.packages = list(server.packages, (p) => {
    if (!isObject(p)) return p;
    const legacy = 'registry_name' in p;
    const out = rename(p, {
      registry_name: 'registryType',
      registry_base_url: 'registryBaseUrl',
      runtime_hint: 'runtimeHint',
      package_arguments: 'packageArguments',
      runtime_arguments: 'runtimeArguments',
      environment_variables: 'environmentVariables',
    }) as Loose;
    if (legacy && typeof out.name === 'string' && out.identifier === undefined) {
      out.identifier = out.name;
      delete out.name;
    }
    if (out.registryType === 'docker') out.registryType = 'oci';
    if (out.version === '') delete out.version;
    out.packageArguments = list(out.packageArguments, (a) => rename(a, ARG_NAMES));
    out.runtimeArguments = list(out.runtimeArguments, (a) => rename(a, ARG_NAMES));
    out.environmentVariables = list(out.environmentVariables, (e) => rename(e, ARG_NAMES));
    return out;
  });
  server.remotes = list(server.remotes, (r) => {
    const out = rename(r, { transport_type: 'type' }) as Loose;
    if (isObject(out) && (out.type === '' || out.type === undefined) && typeof out.url === 'string') {
      out.type = /\/sse\/?$/.test(out.url) ? 'sse' : 'streamable-http';
    }
    if (isObject(out) && out.type === 'streamable') out.type = 'streamable-http';
    return out;
  });
  if (server.packages === undefined) delete server.packages;
  if (server.remotes === undefined) delete server.remotes;
  return server;
}

/** One server.json, current or first-seed spelling. */
export const ZServerJson = z.preprocess(legacyToCurrent, ZServerJsonCore);

/** The submit form's body: a server.json as an object (the form's text is parsed in the browser). */
export const ZMcpSubmission = z.object({ serverJson: z.unknown() });

export const ZMcpReject = z.object({
  reason: z.string({ error: 'mcp.error.reason' }).trim().min(2, { error: 'mcp.error.reason' }).max(500, { error: 'mcp.error.reason' }),
});

export const ZMcpInstallCopy = z.object({ client: z.enum(SNIPPET_CLIENTS) });

const slugLike = z.string().trim().max(80).regex(/^[a-z0-9][a-z0-9-]*$/);
export const ZMcpSlug = z.object({ slug: z.string().trim().min(1).max(120).regex(/^[a-z0-9][a-z0-9._-]*$/) });

export const ZMcpQuery = z.object({
  q: z.string().trim().max(200).default(''),
  category: z.enum(MCP_CATEGORIES).optional(),
  tag: slugLike.optional(),
  transport: z.enum(MCP_TRANSPORTS).optional(),
  registry: z.enum(MCP_REGISTRIES).optional(),
  sort: z.enum(MCP_SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type TMcpQuery = z.output<typeof ZMcpQuery>;

export const ZMcpRankingQuery = z.object({
  by: z.enum(MCP_RANKING_KINDS).default('views'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZMcpAssistantQuery = z.object({
  task: z.string().trim().max(500).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const ZMcpSearchQuery = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

// ---------------------------------------------------------------------------------------------------------------
// Views

export interface TMcpServerCard {
  id: number;
  slug: string;
  name: string;
  title: string;
  description: string;
  category: TMcpCategory;
  tags: string[];
  transports: TMcpTransport[];
  registries: TMcpRegistry[];
  likes: number;
  installs: number;
}

export interface TMcpFacetValue {
  value: string;
  count: number;
}

export interface TMcpSearchResult {
  items: TMcpServerCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: { category: TMcpFacetValue[]; tag: TMcpFacetValue[]; transport: TMcpFacetValue[]; registry: TMcpFacetValue[] };
}

export interface TMcpEnvVar {
  name: string;
  description: string | null;
  isSecret: boolean;
  isRequired: boolean;
}

export interface TMcpServerDetail extends TMcpServerCard {
  version: string | null;
  repositoryUrl: string | null;
  websiteUrl: string | null;
  packages: TMcpPackage[];
  remotes: TMcpRemote[];
  envVars: TMcpEnvVar[];
  views: number;
  source: string;
  updatedAt: string;
}

/** The compact answer other callers (the site's own MCP endpoint) get from searchMcpServers. */
export interface TMcpCompactResult {
  slug: string;
  name: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  transports: string[];
  packages: { registry: string; identifier: string; version: string | null }[];
  repositoryUrl: string | null;
  path: string;
}

export interface TMcpRecommendation {
  server: TMcpServerCard;
  score: number;
  /** Task words found in the server's name, tags or description. */
  words: string[];
  /** Categories the task's words point to that this server is in. */
  categories: string[];
  tags: string[];
}

export interface TMcpRankingRow {
  rank: number;
  server: TMcpServerCard;
  value: number;
}

export interface TMcpSubmissionRow {
  id: number;
  slug: string;
  name: string;
  title: string;
  status: 'pending' | 'published' | 'rejected';
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  submitter: string | null;
  serverJson?: TServerJson;
}

export type TImportRejected = { index: number; name: string | null; issues: { path: string; message: string }[] };
export interface TImportReport {
  created: number;
  updated: number;
  rejected: TImportRejected[];
}
