// The MCP playground's shared shapes: what the page sends (zod, checked again on the server) and what it gets back.
import { z } from 'zod';
import { MAX_HEADERS, MAX_URL_LENGTH, PLAYGROUND_TRANSPORTS } from './mcp-playground.constants';

export * from './mcp-playground.constants';

/**
 * Headers the transport sets itself or that would confuse the exchange; a visitor adds credentials (Authorization,
 * X-API-Key …), not these.
 */
const RESERVED_HEADERS = new Set([
  'host', 'connection', 'content-length', 'content-type', 'accept', 'accept-encoding', 'transfer-encoding', 'te',
  'trailer', 'upgrade', 'keep-alive', 'proxy-connection', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id',
]);

export const ZPlaygroundHeader = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'mcpPlayground.error.headerName')
    .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), 'mcpPlayground.error.headerReserved'),
  value: z
    .string()
    .max(4000)
    .regex(/^[^\r\n\0]*$/, 'mcpPlayground.error.headerValue'),
});

export const ZPlaygroundTarget = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(MAX_URL_LENGTH)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'mcpPlayground.error.url'),
  transport: z.enum(PLAYGROUND_TRANSPORTS).default('auto'),
  headers: z.array(ZPlaygroundHeader).max(MAX_HEADERS).default([]),
});
export type TPlaygroundTarget = z.input<typeof ZPlaygroundTarget>;

export const ZConnectInput = ZPlaygroundTarget;

export const ZCallToolInput = ZPlaygroundTarget.extend({
  name: z.string().min(1).max(200),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

export const ZReadResourceInput = ZPlaygroundTarget.extend({
  uri: z.string().min(1).max(MAX_URL_LENGTH),
});

export const ZGetPromptInput = ZPlaygroundTarget.extend({
  name: z.string().min(1).max(200),
  arguments: z.record(z.string(), z.string().max(10_000)).default({}),
});

export type TPlaygroundFailure = 'blocked' | 'unreachable' | 'timeout' | 'tooLarge' | 'unauthorized' | 'notMcp' | 'remoteError';

/** A JSON Schema as a tool declares it; the form reads the parts it understands. */
export interface TJsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
}

export interface TPlaygroundTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: TJsonSchema;
  outputSchema?: TJsonSchema;
  annotations?: Record<string, unknown>;
}

export interface TPlaygroundResource {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
}

export interface TPlaygroundPrompt {
  name: string;
  title?: string;
  description?: string;
  arguments?: { name: string; description?: string; required?: boolean }[];
}

export interface TPlaygroundServer {
  name: string;
  version: string;
  title?: string;
  protocolVersion?: string;
  instructions?: string;
  capabilities: Record<string, unknown>;
}

export interface TPlaygroundLogEntry {
  at: number;
  direction: 'out' | 'in';
  message: unknown;
}

export interface TPlaygroundListing {
  tools: TPlaygroundTool[];
  resources: TPlaygroundResource[];
  resourceTemplates: { uriTemplate: string; name: string; description?: string }[];
  prompts: TPlaygroundPrompt[];
}

/** The answer of every playground action: a remote failure is a result to show with its log, not an API error. */
export interface TPlaygroundOutcome<R = unknown> {
  ok: boolean;
  transport: 'streamable-http' | 'sse' | null;
  server?: TPlaygroundServer;
  result?: R;
  error?: { reason: TPlaygroundFailure; message: string; detail?: string };
  log: TPlaygroundLogEntry[];
  ms: number;
}
