// The MCP client adapter: reaches a remote MCP server a visitor named, over Streamable HTTP or SSE (never stdio),
// with every HTTP request — redirects included — through the SSRF guard. One action per connection: connect,
// initialise, do it, close (docs/decisions/022), so any replica can serve any action and nothing stays open.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  McpError,
  type CallToolResult,
  type GetPromptResult,
  type Implementation,
  type JSONRPCMessage,
  type Prompt,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
  type ServerCapabilities,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import { AppError } from '../../http/errors';
import { safeFetch, type SafeFetchOptions } from '../../http/ssrf';

export const MCP_TRANSPORTS = ['auto', 'streamable-http', 'sse'] as const;
export type McpTransportChoice = (typeof MCP_TRANSPORTS)[number];
export type McpTransportKind = Exclude<McpTransportChoice, 'auto'>;

export interface McpTarget {
  url: string;
  transport: McpTransportChoice;
  /** Sent with every request (an Authorization header, say); never logged, never stored. */
  headers?: Record<string, string>;
}

export type McpAction =
  | { kind: 'list' }
  | { kind: 'callTool'; name: string; arguments: Record<string, unknown> }
  | { kind: 'readResource'; uri: string }
  | { kind: 'getPrompt'; name: string; arguments: Record<string, string> };

export interface McpLimits {
  /** The whole action: connecting, initialising, the action itself and closing. */
  timeoutMs: number;
  /** One JSON-RPC request (initialize, tools/list, tools/call …). */
  requestTimeoutMs: number;
  /** One HTTP response body (an SSE stream counts whole). */
  maxBytes: number;
  /** SSRF_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** Ports, name resolution and trusted authorities, for tests (see server/http/ssrf.ts); default 80 and 443. */
  ports?: SafeFetchOptions['ports'];
  lookup?: SafeFetchOptions['lookup'];
  ca?: SafeFetchOptions['ca'];
}

export const MCP_DEFAULT_LIMITS: McpLimits = { timeoutMs: 20_000, requestTimeoutMs: 15_000, maxBytes: 1024 * 1024 };

/** One message on the wire, as sent or received. Headers are never part of it. */
export interface McpLogEntry {
  /** Milliseconds since the action started. */
  at: number;
  direction: 'out' | 'in';
  message: JSONRPCMessage | { truncated: true; bytes: number };
}

export type McpFailureReason =
  | 'blocked'
  | 'unreachable'
  | 'timeout'
  | 'tooLarge'
  | 'unauthorized'
  | 'notMcp'
  | 'remoteError';

export interface McpServerSummary {
  name: string;
  version: string;
  title?: string;
  protocolVersion?: string;
  instructions?: string;
  capabilities: ServerCapabilities;
}

export interface McpListing {
  tools: Tool[];
  resources: Resource[];
  resourceTemplates: ResourceTemplate[];
  prompts: Prompt[];
}

export type McpActionResult =
  | { kind: 'list'; listing: McpListing }
  | { kind: 'callTool'; result: CallToolResult }
  | { kind: 'readResource'; result: ReadResourceResult }
  | { kind: 'getPrompt'; result: GetPromptResult };

export type McpOutcome =
  | { ok: true; transport: McpTransportKind; server: McpServerSummary; result: McpActionResult; log: McpLogEntry[]; ms: number }
  | {
      ok: false;
      transport: McpTransportKind | null;
      reason: McpFailureReason;
      /** What the remote server said (a JSON-RPC error message, an HTTP status); never our internals. */
      detail?: string;
      server?: McpServerSummary;
      log: McpLogEntry[];
      ms: number;
    };

const CLIENT_INFO: Implementation = { name: 'ai-atlas-playground', version: '1.0.0' };
/** Messages and bytes the log keeps; a bigger message is logged by its size. */
const LOG_MAX_ENTRIES = 200;
const LOG_MAX_MESSAGE_BYTES = 256 * 1024;
/** Pages of tools, resources and prompts read at most (servers paginate with cursors). */
const MAX_LIST_PAGES = 5;

class Run {
  readonly started = Date.now();
  readonly log: McpLogEntry[] = [];
  /** The first refusal of the SSRF guard: it explains the failure better than the SDK's wrapped error. */
  guardFailure: AppError | undefined;
  /** The last HTTP status a response had. */
  lastStatus: number | undefined;
  timedOut = false;
  readonly deadline: AbortController = new AbortController();

  constructor(readonly limits: McpLimits) {}

  remaining(): number {
    return this.limits.timeoutMs - (Date.now() - this.started);
  }

  record(direction: McpLogEntry['direction'], message: JSONRPCMessage): void {
    if (this.log.length >= LOG_MAX_ENTRIES) return;
    const bytes = Buffer.byteLength(JSON.stringify(message));
    this.log.push({
      at: Date.now() - this.started,
      direction,
      message: bytes > LOG_MAX_MESSAGE_BYTES ? { truncated: true, bytes } : message,
    });
  }

  /** The response with a body whose failures (the size or time limit while streaming) are noted like the guard's. */
  private watched(res: Response): Response {
    if (!res.body) return res;
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        try {
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          if (error instanceof AppError && !this.guardFailure) this.guardFailure = error;
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const copy = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    return Object.defineProperties(copy, { url: { value: res.url }, redirected: { value: res.redirected } });
  }

  /** fetch for the SDK: every request, and each hop of a redirect, through the SSRF guard. */
  readonly fetch: FetchLike = async (url, init) => {
    const timeoutMs = this.remaining();
    if (timeoutMs <= 0) throw new Error('the action ran out of time');
    try {
      const res = await safeFetch(url, init, {
        allowHosts: this.limits.allowHosts,
        timeoutMs,
        maxBytes: this.limits.maxBytes,
        stream: true,
        logger: this.limits.logger,
        ports: this.limits.ports,
        lookup: this.limits.lookup,
        ca: this.limits.ca,
      });
      this.lastStatus = res.status;
      return this.watched(res);
    } catch (error) {
      if (error instanceof AppError && !this.guardFailure) this.guardFailure = error;
      throw error;
    }
  };
}

/** Logs every message both ways: sends as they leave, and whatever the transport hands its `onmessage`. */
function logged<T extends Transport>(transport: T, run: Run): T {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    run.record('out', message);
    return send(message, options);
  };
  let handler: Transport['onmessage'];
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () =>
      handler &&
      ((message: JSONRPCMessage, extra?: Parameters<NonNullable<Transport['onmessage']>>[1]) => {
        run.record('in', message);
        handler?.(message, extra);
      }),
    set: (value: Transport['onmessage']) => {
      handler = value;
    },
  });
  return transport;
}

function transportFor(kind: McpTransportKind, target: McpTarget, run: Run): Transport {
  const url = new URL(target.url);
  const requestInit: RequestInit = { headers: target.headers ?? {} };
  // Redirects are followed by the guard, which checks each hop; the SDK's own rule would stop at the origin.
  if (kind === 'sse') {
    return logged(
      new SSEClientTransport(url, {
        fetch: run.fetch,
        requestInit,
        eventSourceInit: { fetch: (u, init) => run.fetch(u, { ...init, headers: { ...target.headers, ...init?.headers } }) },
        redirectPolicy: 'follow',
      }),
      run,
    );
  }
  return logged(
    new StreamableHTTPClientTransport(url, {
      fetch: run.fetch,
      requestInit,
      redirectPolicy: 'follow',
      // One action, one connection: a dropped stream is a failure to show, not something to resume.
      reconnectionOptions: { maxReconnectionDelay: 0, initialReconnectionDelay: 0, reconnectionDelayGrowFactor: 1, maxRetries: 0 },
    }),
    run,
  );
}

function summaryOf(client: Client): McpServerSummary {
  const version = client.getServerVersion();
  const transport = client.transport as { protocolVersion?: string } | undefined;
  return {
    name: version?.name ?? '',
    version: version?.version ?? '',
    title: version?.title,
    protocolVersion: transport?.protocolVersion,
    instructions: client.getInstructions(),
    capabilities: client.getServerCapabilities() ?? {},
  };
}

async function allPages<T>(
  read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const answer = await read(cursor);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return items;
}

async function perform(client: Client, action: McpAction, run: Run): Promise<McpActionResult> {
  const options = { timeout: run.limits.requestTimeoutMs, signal: run.deadline.signal };
  switch (action.kind) {
    case 'list': {
      const caps = client.getServerCapabilities() ?? {};
      const [tools, resources, resourceTemplates, prompts] = await Promise.all([
        caps.tools ? allPages(async (cursor) => {
          const r = await client.listTools(cursor ? { cursor } : undefined, options);
          return { items: r.tools, nextCursor: r.nextCursor };
        }) : [],
        caps.resources ? allPages(async (cursor) => {
          const r = await client.listResources(cursor ? { cursor } : undefined, options);
          return { items: r.resources, nextCursor: r.nextCursor };
        }) : [],
        caps.resources ? allPages(async (cursor) => {
          const r = await client.listResourceTemplates(cursor ? { cursor } : undefined, options);
          return { items: r.resourceTemplates, nextCursor: r.nextCursor };
        }) : [],
        caps.prompts ? allPages(async (cursor) => {
          const r = await client.listPrompts(cursor ? { cursor } : undefined, options);
          return { items: r.prompts, nextCursor: r.nextCursor };
        }) : [],
      ]);
      return { kind: 'list', listing: { tools, resources, resourceTemplates, prompts } };
    }
    case 'callTool': {
      const result = (await client.callTool({ name: action.name, arguments: action.arguments }, undefined, options)) as CallToolResult;
      return { kind: 'callTool', result };
    }
    case 'readResource':
      return { kind: 'readResource', result: await client.readResource({ uri: action.uri }, options) };
    case 'getPrompt':
      return { kind: 'getPrompt', result: await client.getPrompt({ name: action.name, arguments: action.arguments }, options) };
  }
}

/** Why a run failed, from the most telling evidence: the guard's refusal, the clock, the HTTP status, the SDK. */
function reasonOf(error: unknown, run: Run, connected: boolean): { reason: McpFailureReason; detail?: string } {
  if (run.guardFailure) {
    const key = run.guardFailure.messageKey;
    if (key === 'api.error.addressNotAllowed') return { reason: 'blocked' };
    if (key === 'api.error.siteTooLarge') return { reason: 'tooLarge' };
    if (run.timedOut || run.remaining() <= 0) return { reason: 'timeout' };
    return { reason: 'unreachable' };
  }
  if (run.timedOut || run.remaining() <= 0) return { reason: 'timeout' };
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) return { reason: 'timeout' };
  if (run.lastStatus === 401 || run.lastStatus === 403) return { reason: 'unauthorized', detail: `HTTP ${run.lastStatus}` };
  if (connected && error instanceof McpError) return { reason: 'remoteError', detail: error.message.slice(0, 500) };
  const status = run.lastStatus && run.lastStatus >= 300 ? `HTTP ${run.lastStatus}` : undefined;
  return { reason: 'notMcp', detail: status };
}

async function attempt(kind: McpTransportKind, target: McpTarget, action: McpAction, run: Run): Promise<McpOutcome> {
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  const transport = transportFor(kind, target, run);
  let connected = false;
  let server: McpServerSummary | undefined;
  try {
    await client.connect(transport, { timeout: run.limits.requestTimeoutMs, signal: run.deadline.signal });
    connected = true;
    server = summaryOf(client);
    const result = await perform(client, action, run);
    return { ok: true, transport: kind, server, result, log: run.log, ms: Date.now() - run.started };
  } catch (error) {
    const { reason, detail } = reasonOf(error, run, connected);
    return { ok: false, transport: connected ? kind : null, reason, detail, server, log: run.log, ms: Date.now() - run.started };
  } finally {
    // Closing ends the standalone stream and, for a server that keeps sessions, asks it to drop ours.
    if (kind === 'streamable-http' && connected) {
      await (transport as StreamableHTTPClientTransport).terminateSession().catch(() => {});
    }
    await client.close().catch(() => {});
  }
}

/**
 * Connects to `target`, initialises, does `action`, closes, and reports what happened with the JSON-RPC log.
 * `auto` tries Streamable HTTP and, when the address does not speak it, the older HTTP+SSE transport. Never
 * throws for anything the remote server does; a malformed URL is refused like a blocked address.
 */
export async function runMcpAction(target: McpTarget, action: McpAction, limits: McpLimits = MCP_DEFAULT_LIMITS): Promise<McpOutcome> {
  const run = new Run(limits);
  const timer = setTimeout(() => {
    run.timedOut = true;
    run.deadline.abort(new Error('the action ran out of time'));
  }, limits.timeoutMs);
  try {
    try {
      new URL(target.url);
    } catch {
      return { ok: false, transport: null, reason: 'blocked', log: [], ms: 0 };
    }
    const first: McpTransportKind = target.transport === 'sse' ? 'sse' : 'streamable-http';
    const outcome = await attempt(first, target, action, run);
    if (outcome.ok || target.transport !== 'auto' || outcome.reason !== 'notMcp' || outcome.transport !== null) return outcome;
    // The backwards-compatible fallback of the specification: a 4xx to the POST means an HTTP+SSE server.
    run.lastStatus = undefined;
    const fallback = await attempt('sse', target, action, run);
    return fallback.ok || fallback.reason !== 'notMcp' ? fallback : { ...outcome, log: run.log, ms: Date.now() - run.started };
  } finally {
    clearTimeout(timer);
  }
}
