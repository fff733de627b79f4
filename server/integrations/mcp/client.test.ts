// The MCP client adapter against the reference server (@modelcontextprotocol/server-everything) over Streamable
// HTTP and SSE on 127.0.0.1, and the SSRF guard's cases applied to it: private, loopback, link-local and metadata
// addresses, redirects to them, names that resolve to them (DNS rebinding), time and size limits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEverything, type EverythingServer } from '../../../tests/fakes/mcp-everything';
import { isPublicAddress, type ResolvedAddress } from '../../http/ssrf';
import { MCP_DEFAULT_LIMITS, runMcpAction, type McpLimits, type McpOutcome } from './client';

interface LocalServer {
  port: number;
  base: string;
  connections: () => number;
  requests: http.IncomingMessage[];
  close: () => Promise<void>;
}

/** An HTTP server on 127.0.0.1 that counts connections and keeps the requests it got. */
async function listen(handler: http.RequestListener): Promise<LocalServer> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const names = (table: Record<string, string[]>) =>
  vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`unexpected lookup of ${hostname}`);
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  });

const LIST = { kind: 'list' } as const;
const limitsFor = (...allowHosts: string[]): McpLimits => ({ ...MCP_DEFAULT_LIMITS, allowHosts });

function failed(outcome: McpOutcome) {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome;
}
function succeeded(outcome: McpOutcome) {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.reason} ${outcome.detail ?? ''}`);
  return outcome;
}
const toolNames = (outcome: McpOutcome) => {
  const ok = succeeded(outcome);
  if (ok.result.kind !== 'list') throw new Error('not a listing');
  return ok.result.listing.tools.map((t) => t.name);
};

describe('against server-everything over Streamable HTTP', () => {
  let everything: EverythingServer;
  beforeAll(async () => {
    everything = await startEverything('streamableHttp');
  }, 30_000);
  afterAll(async () => {
    await everything?.close();
  });

  it('lists tools, resources and prompts, and logs every message both ways', async () => {
    const outcome = succeeded(await runMcpAction({ url: everything.url, transport: 'streamable-http' }, LIST, limitsFor(everything.allowHost)));
    expect(outcome.transport).toBe('streamable-http');
    expect(outcome.server.name).toBeTruthy();
    expect(toolNames(outcome)).toContain('echo');
    if (outcome.result.kind !== 'list') throw new Error('not a listing');
    expect(outcome.result.listing.resources.length).toBeGreaterThan(0);
    expect(outcome.result.listing.prompts.length).toBeGreaterThan(0);
    const echo = outcome.result.listing.tools.find((t) => t.name === 'echo')!;
    expect(echo.inputSchema.properties).toHaveProperty('message');

    const log = outcome.log.map((e) => [e.direction, (e.message as { method?: string }).method ?? 'answer']);
    expect(log[0]).toEqual(['out', 'initialize']);
    expect(log[1]).toEqual(['in', 'answer']);
    expect(log).toContainEqual(['out', 'notifications/initialized']);
    expect(log).toContainEqual(['out', 'tools/list']);
    expect(outcome.log.every((e, i) => i === 0 || e.at >= outcome.log[i - 1]!.at)).toBe(true);
  });

  it('calls echo and answers with its result', async () => {
    const outcome = succeeded(
      await runMcpAction(
        { url: everything.url, transport: 'auto' },
        { kind: 'callTool', name: 'echo', arguments: { message: 'hello 你好' } },
        limitsFor(everything.allowHost),
      ),
    );
    expect(outcome.result).toEqual({ kind: 'callTool', result: { content: [{ type: 'text', text: 'Echo: hello 你好' }] } });
    expect(outcome.log.some((e) => (e.message as { method?: string }).method === 'tools/call')).toBe(true);
  });

  it('reads a resource and gets a prompt', async () => {
    const listing = succeeded(await runMcpAction({ url: everything.url, transport: 'auto' }, LIST, limitsFor(everything.allowHost)));
    if (listing.result.kind !== 'list') throw new Error('not a listing');
    const resource = listing.result.listing.resources[0]!;
    const read = succeeded(await runMcpAction({ url: everything.url, transport: 'auto' }, { kind: 'readResource', uri: resource.uri }, limitsFor(everything.allowHost)));
    expect(read.result.kind === 'readResource' && read.result.result.contents[0]?.uri).toBe(resource.uri);
    const simple = listing.result.listing.prompts.find((p) => !p.arguments?.some((a) => a.required))!;
    const prompt = succeeded(await runMcpAction({ url: everything.url, transport: 'auto' }, { kind: 'getPrompt', name: simple.name, arguments: {} }, limitsFor(everything.allowHost)));
    expect(prompt.result.kind === 'getPrompt' && prompt.result.result.messages.length).toBeGreaterThan(0);
  });

  it('passes on what the server says about an unknown tool or resource', async () => {
    const tool = succeeded(
      await runMcpAction({ url: everything.url, transport: 'auto' }, { kind: 'callTool', name: 'no-such-tool', arguments: {} }, limitsFor(everything.allowHost)),
    );
    expect(tool.result).toMatchObject({ kind: 'callTool', result: { isError: true } });
    const resource = failed(
      await runMcpAction({ url: everything.url, transport: 'auto' }, { kind: 'readResource', uri: 'demo://no/such/resource' }, limitsFor(everything.allowHost)),
    );
    expect(resource.reason).toBe('remoteError');
    expect(resource.detail).toBeTruthy();
    expect(resource.transport).toBe('streamable-http');
  });

  it('refuses the same server when its address is not allowed, before connecting', async () => {
    const outcome = failed(await runMcpAction({ url: everything.url, transport: 'auto' }, LIST, MCP_DEFAULT_LIMITS));
    expect(outcome.reason).toBe('blocked');
    expect(outcome.log.filter((e) => e.direction === 'in')).toEqual([]);
  });
});

describe('against server-everything over HTTP+SSE', () => {
  let everything: EverythingServer;
  beforeAll(async () => {
    everything = await startEverything('sse');
  }, 30_000);
  afterAll(async () => {
    await everything?.close();
  });

  it('connects with the SSE transport and calls echo', async () => {
    const list = succeeded(await runMcpAction({ url: everything.url, transport: 'sse' }, LIST, limitsFor(everything.allowHost)));
    expect(list.transport).toBe('sse');
    expect(toolNames(list)).toContain('echo');
    const echo = succeeded(
      await runMcpAction({ url: everything.url, transport: 'sse' }, { kind: 'callTool', name: 'echo', arguments: { message: 'over sse' } }, limitsFor(everything.allowHost)),
    );
    expect(echo.result).toMatchObject({ kind: 'callTool', result: { content: [{ type: 'text', text: 'Echo: over sse' }] } });
  });

  it('auto falls back to SSE when the address does not speak Streamable HTTP', async () => {
    const outcome = succeeded(await runMcpAction({ url: everything.url, transport: 'auto' }, LIST, limitsFor(everything.allowHost)));
    expect(outcome.transport).toBe('sse');
    expect(toolNames(outcome)).toContain('echo');
  });
});

describe('answers that are not MCP', () => {
  let server: LocalServer;
  let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  beforeAll(async () => {
    server = await listen((req, res) => answer(req, res));
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    server.requests.length = 0;
  });

  it('a web page is not an MCP server; the visitor headers reach it and stay out of the log', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>hi</title>');
    const outcome = failed(
      await runMcpAction(
        { url: `${server.base}/`, transport: 'auto', headers: { Authorization: 'Bearer s3cret-token' } },
        LIST,
        limitsFor(`127.0.0.1:${server.port}`),
      ),
    );
    expect(outcome.reason).toBe('notMcp');
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(server.requests.every((r) => r.headers.authorization === 'Bearer s3cret-token')).toBe(true);
    expect(JSON.stringify(outcome)).not.toContain('s3cret');
  });

  it('a 401 asks for authorisation', async () => {
    answer = (_req, res) => res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    expect(failed(await runMcpAction({ url: `${server.base}/mcp`, transport: 'streamable-http' }, LIST, limitsFor(`127.0.0.1:${server.port}`))).reason).toBe('unauthorized');
  });

  it('an answer over the size limit is too large', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 0, result: { pad: 'x'.repeat(200_000) } }));
    const outcome = failed(
      await runMcpAction({ url: `${server.base}/mcp`, transport: 'streamable-http' }, LIST, { ...limitsFor(`127.0.0.1:${server.port}`), maxBytes: 64 * 1024 }),
    );
    expect(outcome.reason).toBe('tooLarge');
  });

  it('a server that never answers runs into the time limit', async () => {
    answer = () => {};
    const outcome = failed(
      await runMcpAction({ url: `${server.base}/mcp`, transport: 'auto' }, LIST, { ...limitsFor(`127.0.0.1:${server.port}`), timeoutMs: 1500, requestTimeoutMs: 1500 }),
    );
    expect(outcome.reason).toBe('timeout');
  });
});

describe('the SSRF guard on every request of the playground', () => {
  let target: LocalServer;
  beforeAll(async () => {
    // What an attacker would want to reach; it must never see a connection.
    target = await listen((_req, res) => res.end('private data'));
  });
  afterAll(async () => {
    await target.close();
  });

  it.each([
    'http://127.0.0.1/mcp',
    'http://127.1/mcp',
    'http://localhost/mcp',
    'http://10.0.0.1/mcp',
    'http://172.16.0.1/mcp',
    'http://192.168.1.1/mcp',
    'http://100.64.0.1/mcp',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/mcp',
    'http://[fe80::1]/mcp',
    'http://[fd00::1]/mcp',
    'http://[::ffff:127.0.0.1]/mcp',
    'http://0.0.0.0/mcp',
    'file:///etc/passwd',
    'http://user:pass@example.com/mcp',
    'http://example.com:22/mcp',
  ])('refuses %s before connecting', async (url) => {
    const outcome = failed(await runMcpAction({ url, transport: 'auto' }, LIST, { ...MCP_DEFAULT_LIMITS, lookup: names({}) }));
    expect(outcome.reason).toBe('blocked');
    // What the client meant to send is logged; nothing came back.
    expect(outcome.log.filter((e) => e.direction === 'in')).toEqual([]);
  });

  it('refuses the loopback server itself on its port unless allowed', async () => {
    const outcome = failed(await runMcpAction({ url: `${target.base}/mcp`, transport: 'auto' }, LIST, MCP_DEFAULT_LIMITS));
    expect(outcome.reason).toBe('blocked');
    expect(target.connections()).toBe(0);
  });

  it.each([
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', 'http://10.1.2.3/mcp'],
    ['another port of the loopback', () => `${target.base}/mcp`],
  ])('refuses a redirect to %s', async (_label, location) => {
    const hop = await listen((_req, res) => res.writeHead(307, { location: typeof location === 'function' ? location() : location }).end());
    try {
      const outcome = failed(await runMcpAction({ url: `${hop.base}/mcp`, transport: 'streamable-http' }, LIST, limitsFor(`127.0.0.1:${hop.port}`)));
      expect(outcome.reason).toBe('blocked');
      expect(hop.connections()).toBeGreaterThan(0);
      expect(target.connections()).toBe(0);
    } finally {
      await hop.close();
    }
  });

  it('refuses a name that resolves to a private address', async () => {
    const lookup = names({ 'mcp.rebind.example': ['8.8.8.8', '127.0.0.1'] });
    const outcome = failed(
      await runMcpAction({ url: `http://mcp.rebind.example:${target.port}/mcp`, transport: 'auto' }, LIST, { ...MCP_DEFAULT_LIMITS, lookup, ports: [target.port] }),
    );
    expect(outcome.reason).toBe('blocked');
    expect(target.connections()).toBe(0);
  });

  describe('DNS rebinding', () => {
    const dialled: string[] = [];
    const connect = net.Socket.prototype.connect;
    beforeAll(() => {
      // Record every address a socket would dial; a public one is stopped before the attempt, so nothing leaves
      // this machine (as in server/http/ssrf.test.ts).
      vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
        this.on('lookup', (_error: Error | null, address: string) => {
          dialled.push(address);
          if (isPublicAddress(address)) this.destroy();
        });
        return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
      });
    });
    afterAll(() => {
      vi.restoreAllMocks();
    });

    it('connects only to the address that was checked, never to a later private answer', async () => {
      let answers = 0;
      const lookup = vi.fn(async () => [{ address: answers++ === 0 ? '8.8.8.8' : '127.0.0.1', family: 4 }]);
      const outcome = failed(
        await runMcpAction(
          { url: `http://mcp.rebind.example:${target.port}/mcp`, transport: 'auto' },
          LIST,
          { ...MCP_DEFAULT_LIMITS, lookup, ports: [target.port], timeoutMs: 3000, requestTimeoutMs: 3000 },
        ),
      );
      // Every request of the action is resolved and checked again: the later, private answers are refused.
      expect(['unreachable', 'blocked']).toContain(outcome.reason);
      expect(dialled.every((address) => address === '8.8.8.8')).toBe(true);
      expect(target.connections()).toBe(0);
    });
  });
});
