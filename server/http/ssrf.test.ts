// The SSRF guard against real sockets on 127.0.0.1: address classes, refused URLs, pinned resolution,
// redirects, size and time limits. Nothing here leaves the machine.
import { execFileSync } from 'node:child_process';
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES, formatMessage } from '~/i18n/messages.server';
import { EnvError, parseEnv } from '../env';
import { AppError } from './errors';
import {
  isPublicAddress,
  parseAllowedHost,
  safeFetch,
  type ResolvedAddress,
  type SafeFetchOptions,
} from './ssrf';

const REFUSED = { code: 'VALIDATION', messageKey: 'api.error.addressNotAllowed' };
const UNREACHABLE = { code: 'VALIDATION', messageKey: 'api.error.siteUnreachable' };
const TOO_LARGE = { code: 'VALIDATION', messageKey: 'api.error.siteTooLarge' };
const MB = 1024 * 1024;

interface LocalServer {
  port: number;
  base: string;
  /** TCP connections accepted so far. */
  connections: () => number;
  close: () => Promise<void>;
}

async function listen(server: http.Server | https.Server): Promise<LocalServer> {
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A resolver for names the tests make up; it fails the test if asked about anything else. */
function names(table: Record<string, string[]>) {
  return vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`unexpected lookup of ${hostname}`);
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  });
}

const noLookup = () =>
  vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    throw new Error(`must be refused before resolving ${hostname}`);
  });

/** The error `promise` rejects with; a value it resolves with fails the test without being printed whole. */
async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    return error as AppError;
  }
  if (value instanceof Response) {
    await value.body?.cancel();
    throw new Error(`expected a failure, got HTTP ${value.status}`);
  }
  throw new Error(`expected a failure, got ${Object.prototype.toString.call(value)}`);
}

// ---------------------------------------------------------------------------------------------------------------

describe('isPublicAddress', () => {
  // prettier-ignore
  it.each([
    // IPv4: this network, private, CGNAT, loopback, link-local and metadata, protocol, documentation,
    // 6to4 relay, benchmarking, multicast, reserved, broadcast — with the edges of each range
    '0.0.0.0', '0.255.255.255', '10.0.0.1', '10.255.255.255', '100.64.0.0', '100.127.255.255', '127.0.0.1',
    '127.255.255.254', '169.254.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.0.0.8',
    '192.0.2.1', '192.88.99.1', '192.168.0.1', '192.168.255.255', '198.18.0.1', '198.19.255.255',
    '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
    // IPv6: unspecified, loopback, IPv4-mapped and -compatible forms of private IPv4
    '::', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:7F00:1',
    '0:0:0:0:0:ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '::ffff:0.0.0.0',
    '::127.0.0.1', '::7f00:1', '::ffff:0:7f00:1',
    // NAT64 and 6to4 carrying private IPv4; NAT64 local use
    '64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::c0a8:101',
    '64:ff9b:1::808:808', '2002:7f00:1::', '2002:a00:1::1', '2002:c0a8:101::1', '2002:a9fe:a9fe::1',
    '2002:6440:1::', '2002::1',
    // unique local, link-local (with a zone), site-local, multicast, documentation, Teredo and other
    // protocol assignments, discard
    'fc00::1', 'fd12:3456::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe80::1', 'fe80::1%eth0', 'febf::1',
    'fec0::1', 'ff02::1', 'ff05::1:3', '2001:db8::1', '3fff::1', '2001::1', '2001:0:4136:e378::1', '2001:2::1',
    '2001:10::1', '100::1', '5f00::1',
    // not an address in standard notation
    '', 'localhost', '127.1', '2130706433', '0x7f000001', '[::1]', '1.2.3', 'example.com',
  ])('%s is not public', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  // prettier-ignore
  it.each([
    '8.8.8.8', '1.1.1.1', '93.184.215.14', '1.0.0.1', '9.255.255.255', '11.0.0.1',
    '100.63.255.255', '100.128.0.1', '126.255.255.255', '128.0.0.1', '169.253.255.255', '169.255.0.1',
    '172.15.255.255', '172.32.0.1', '192.167.255.255', '192.169.0.1', '198.17.255.255', '198.20.0.1',
    '223.255.255.255',
    '2606:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:80b::200e', '2400:cb00::1',
    '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '64:ff9b::1.1.1.1', '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('refused before any connection', () => {
  it.each([
    // literal addresses in every notation the URL parser turns into a private one
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://%31%32%37.0.0.1/',
    'http://０x7f.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::169.254.169.254]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'https://192.168.1.1/',
    // local names
    'http://localhost/',
    'http://LOCALHOST./',
    'http://api.localhost/',
    // schemes
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com:70/_GET',
    'data:text/plain,hello',
    'javascript:alert(1)',
    'ws://example.com/',
    'dict://example.com:11211/',
    // credentials
    'http://user:pass@example.com/',
    'http://user@example.com/',
    'https://:secret@example.com/',
    // ports outside the allowed list
    'http://example.com:8080/',
    'https://example.com:22/',
    'http://example.com:6379/',
    'http://8.8.8.8:25/',
    // not a URL
    'not a url',
    '',
    '//example.com/',
  ])('%s', async (url) => {
    const lookup = noLookup();
    expect(await failureOf(safeFetch(url, {}, { lookup }))).toMatchObject(REFUSED);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('an allowed port list can be widened', async () => {
    const lookup = names({ 'example.com': ['10.0.0.1'] });
    // 8080 is now fine, so the address is what refuses it
    const error = await failureOf(
      safeFetch('http://example.com:8080/', {}, { lookup, ports: [80, 443, 8080] }),
    );
    expect(error).toMatchObject(REFUSED);
    expect(String((error.cause as Error).message)).toMatch(/non-public/);
  });
});

describe('name resolution', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await listen(http.createServer((_req, res) => res.end('inside')));
  });
  afterAll(() => server.close());

  it.each([
    ['a name on the loopback', ['127.0.0.1']],
    ['the metadata service', ['169.254.169.254']],
    ['a private IPv6 name', ['fd00::5']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['one private among public answers', ['8.8.8.8', '1.1.1.1', '10.0.0.1']],
    ['a public IPv6 and a loopback', ['2606:4700::1111', '::1']],
  ])('refuses %s and never connects', async (_label, addresses) => {
    const lookup = names({ 'internal.example': addresses });
    expect(
      await failureOf(
        safeFetch(`http://internal.example:${server.port}/`, {}, { lookup, ports: [server.port] }),
      ),
    ).toMatchObject(REFUSED);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(server.connections()).toBe(0);
  });

  it('asks the system resolver by default', async () => {
    const spy = vi
      .spyOn(dns.promises, 'lookup')
      .mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as unknown as dns.LookupAddress);
    try {
      expect(
        await failureOf(safeFetch(`http://intranet.example:${server.port}/`, {}, { ports: [server.port] })),
      ).toMatchObject(REFUSED);
      expect(spy).toHaveBeenCalledWith('intranet.example', { all: true });
    } finally {
      spy.mockRestore();
    }
    expect(server.connections()).toBe(0);
  });

  it('logs the refused address but never puts it in the message', async () => {
    const logger = { warn: vi.fn(), info: vi.fn() };
    const lookup = names({ 'metadata.example': ['169.254.169.254'] });
    const error = await failureOf(safeFetch('http://metadata.example/', {}, { lookup, logger }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject(REFUSED);
    const shown = [
      error.message,
      JSON.stringify(error.values),
      ...Object.keys(CATALOGUES).map((lang) => formatMessage(lang as 'zh', error.messageKey, error.values)),
      (error.cause as Error).message,
    ].join(' ');
    expect(shown).not.toContain('169.254');
    expect(formatMessage('zh', error.messageKey)).toBe('该地址不可访问');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ address: '169.254.169.254', target: 'http://metadata.example' }),
      'outbound request refused',
    );
  });

  it('a name that resolves to nothing, or does not resolve, is unreachable', async () => {
    expect(
      await failureOf(safeFetch('http://empty.example/', {}, { lookup: names({ 'empty.example': [] }) })),
    ).toMatchObject(UNREACHABLE);
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' });
    };
    expect(await failureOf(safeFetch('http://nowhere.example/', {}, { lookup }))).toMatchObject(UNREACHABLE);
  });
});

describe('DNS rebinding', () => {
  let server: LocalServer;
  const dialled: string[] = [];
  const connect = net.Socket.prototype.connect;

  beforeEach(async () => {
    server = await listen(http.createServer((_req, res) => res.end('private data')));
  });
  afterEach(async () => {
    dialled.length = 0;
    await server.close();
  });
  beforeAll(() => {
    // Record every address a socket of this process would dial; a public one is stopped before the connection
    // attempt, so the test never sends a packet off this machine.
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
      this: net.Socket,
      ...args: unknown[]
    ) {
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

  it('connects to the address that was checked, not to a later answer', async () => {
    // A rebinding DNS server: public the first time, the loopback for every later question.
    let answers = 0;
    const lookup = vi.fn(async () => [{ address: answers++ === 0 ? '8.8.8.8' : '127.0.0.1', family: 4 }]);
    // The socket is stopped at 8.8.8.8 (see the spy above): the request fails, never reaching 127.0.0.1.
    expect(
      await failureOf(
        safeFetch(
          `http://rebind.example:${server.port}/`,
          {},
          { lookup, ports: [server.port], timeoutMs: 1500 },
        ),
      ),
    ).toMatchObject(UNREACHABLE);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(dialled).toEqual(['8.8.8.8']);
    expect(server.connections()).toBe(0);
  });

  it('refuses when the answer given for the check is already private', async () => {
    let answers = 0;
    const lookup = vi.fn(async () => [{ address: answers++ === 0 ? '127.0.0.1' : '8.8.8.8', family: 4 }]);
    expect(
      await failureOf(
        safeFetch(`http://rebind.example:${server.port}/`, {}, { lookup, ports: [server.port] }),
      ),
    ).toMatchObject(REFUSED);
    expect(dialled).toEqual([]);
    expect(server.connections()).toBe(0);
  });

  it('each redirect hop is resolved and checked again', async () => {
    const lookup = names({ 'rebind.example': ['127.0.0.1'] });
    const hop = await listen(
      http.createServer((_req, res) =>
        res.writeHead(302, { location: `http://rebind.example:${server.port}/` }).end(),
      ),
    );
    try {
      expect(
        await failureOf(
          safeFetch(
            `${hop.base}/`,
            {},
            { lookup, allowHosts: [`127.0.0.1:${hop.port}`], ports: [server.port] },
          ),
        ),
      ).toMatchObject(REFUSED);
      expect(lookup).toHaveBeenCalledWith('rebind.example');
      expect(server.connections()).toBe(0);
    } finally {
      await hop.close();
    }
  });
});

describe('a local service', () => {
  let server: LocalServer;
  let other: LocalServer;
  let allow: SafeFetchOptions;
  /** Bytes the last /chunked answer handed to its socket. */
  let chunkedSent = 0;
  const gzipBomb = zlib.gzipSync(Buffer.alloc(64 * MB));
  const brotliBomb = zlib.brotliCompressSync(Buffer.alloc(64 * MB), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
  });
  const text = 'hello from the fake site '.repeat(100);

  beforeAll(async () => {
    other = await listen(http.createServer((req, res) => res.end(JSON.stringify({ headers: req.headers }))));
    server = await listen(
      http.createServer((req, res) => {
        const url = new URL(req.url!, 'http://x');
        const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
        if (chain) {
          const left = Number(chain[1]);
          if (left === 0) return res.end('end of the chain');
          return res.writeHead(302, { location: `/chain/${left - 1}` }).end();
        }
        switch (url.pathname) {
          case '/echo': {
            const chunks: Buffer[] = [];
            req.on('data', (chunk: Buffer) => chunks.push(chunk));
            req.on('end', () =>
              res.writeHead(200, { 'content-type': 'application/json' }).end(
                JSON.stringify({
                  method: req.method,
                  headers: req.headers,
                  body: Buffer.concat(chunks).toString(),
                }),
              ),
            );
            return;
          }
          case '/to':
            return res
              .writeHead(Number(url.searchParams.get('status') ?? 302), {
                location: url.searchParams.get('u')!,
              })
              .end();
          case '/big':
            return res.writeHead(200, { 'content-length': 6 * MB }).end(Buffer.alloc(6 * MB, 'a'));
          case '/bytes':
            return res.writeHead(200).end(Buffer.alloc(Number(url.searchParams.get('n')), 'c'));
          case '/chunked': {
            // no length announced: 6 MB by default, as much as asked for with ?mb=
            res.writeHead(200, { 'content-type': 'application/octet-stream' });
            const chunk = Buffer.alloc(64 * 1024, 'b');
            let left = (Number(url.searchParams.get('mb')) || 6) * 16;
            chunkedSent = 0;
            const write = () => {
              while (!res.destroyed && left > 0 && res.write(chunk)) {
                left--;
                chunkedSent += chunk.length;
              }
              if (res.destroyed) return;
              if (left > 0) res.once('drain', () => (left--, (chunkedSent += chunk.length), write()));
              else res.end();
            };
            return write();
          }
          case '/gzip':
            return res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(text));
          case '/br':
            return res.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(text));
          case '/gzip-bomb':
            return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipBomb);
          case '/br-bomb':
            return res.writeHead(200, { 'content-encoding': 'br' }).end(brotliBomb);
          case '/trickle': {
            res.writeHead(200);
            const timer = setInterval(() => res.write('.'), 50);
            res.on('close', () => clearInterval(timer));
            return;
          }
          case '/hang':
            return; // never answers
          case '/empty':
            return res.writeHead(204).end();
          default:
            return res.writeHead(404).end('no such page');
        }
      }),
    );
    allow = { allowHosts: [`127.0.0.1:${server.port}`, `127.0.0.1:${other.port}`], lookup: noLookup() };
  });
  afterAll(async () => {
    await server.close();
    await other.close();
  });

  describe('is reachable only when allowed on purpose', () => {
    it('is refused by default, even on an allowed port', async () => {
      expect(await failureOf(safeFetch(`${server.base}/echo`))).toMatchObject(REFUSED);
      expect(await failureOf(safeFetch(`${server.base}/echo`, {}, { ports: [server.port] }))).toMatchObject(
        REFUSED,
      );
      expect(server.connections()).toBe(0);
    });

    it('an allowed host without a port still needs the port allowed', async () => {
      expect(
        await failureOf(safeFetch(`${server.base}/echo`, {}, { allowHosts: ['127.0.0.1'] })),
      ).toMatchObject(REFUSED);
      const res = await safeFetch(
        `${server.base}/echo`,
        {},
        { allowHosts: ['127.0.0.1'], ports: [server.port] },
      );
      expect(res.status).toBe(200);
    });

    it('answers with host:port on the allow list, the Host header naming the address asked for', async () => {
      const res = await safeFetch(`${server.base}/echo?q=1#frag`, {}, allow);
      expect(res.status).toBe(200);
      expect(res.url).toBe(`${server.base}/echo?q=1`);
      expect(res.redirected).toBe(false);
      const body = (await res.json()) as { method: string; headers: Record<string, string> };
      expect(body.method).toBe('GET');
      expect(body.headers.host).toBe(`127.0.0.1:${server.port}`);
      expect(body.headers['user-agent']).toBe('AI-Atlas');
    });

    it('the allow list names one host: other spellings of the same machine stay refused', async () => {
      for (const url of [
        `http://localhost:${server.port}/`,
        `http://[::1]:${server.port}/`,
        `http://127.0.0.2:${server.port}/`,
      ]) {
        expect(await failureOf(safeFetch(url, {}, allow))).toMatchObject(REFUSED);
      }
      // but any spelling URL normalises to the allowed address is that address
      expect((await safeFetch(`http://2130706433:${server.port}/echo`, {}, allow)).status).toBe(200);
    });

    it('reads SSRF_ALLOW_HOSTS', async () => {
      expect(parseEnv({}).SSRF_ALLOW_HOSTS).toEqual([]);
      const env = parseEnv({
        SSRF_ALLOW_HOSTS: ` 127.0.0.1:${server.port}, MCP.Internal.example ,[fd00::5]:8080`,
      });
      expect(env.SSRF_ALLOW_HOSTS).toEqual([
        `127.0.0.1:${server.port}`,
        'mcp.internal.example',
        '[fd00::5]:8080',
      ]);
      const res = await safeFetch(`${server.base}/echo`, {}, { allowHosts: env.SSRF_ALLOW_HOSTS });
      expect(res.status).toBe(200);
      for (const bad of [
        'http://x.example',
        'x.example/path',
        'user@x.example',
        'x.example:0',
        'x.example:99999',
        '::1',
      ]) {
        expect(() => parseEnv({ SSRF_ALLOW_HOSTS: bad }), bad).toThrow(EnvError);
        expect(() => parseEnv({ SSRF_ALLOW_HOSTS: bad }), bad).toThrow(/SSRF_ALLOW_HOSTS:/);
      }
    });

    it('parses allow-list entries as URLs spell hosts', async () => {
      expect(parseAllowedHost(' Example.COM:80 ')).toEqual({ hostname: 'example.com', port: 80 });
      expect(parseAllowedHost('mcp.internal')).toEqual({ hostname: 'mcp.internal' });
      expect(parseAllowedHost('2130706433:8080')).toEqual({ hostname: '127.0.0.1', port: 8080 });
      expect(parseAllowedHost('[::1]')).toEqual({ hostname: '[::1]' });
      expect(parseAllowedHost('[0:0::1]:3000')).toEqual({ hostname: '[::1]', port: 3000 });
      for (const bad of [
        '',
        'http://x.example',
        'x.example/path',
        'user@x.example',
        'x.example:0',
        'x:99999',
        '::1',
        'a b',
      ]) {
        expect(parseAllowedHost(bad), bad).toBeUndefined();
      }
      const misuse = failureOf(safeFetch('http://example.com/', {}, { allowHosts: ['http://x'] }));
      expect(await misuse).toBeInstanceOf(TypeError);
    });

    it('sends a body and its content type', async () => {
      const res = await safeFetch(
        `${server.base}/echo`,
        { method: 'post', body: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json' } },
        allow,
      );
      const body = (await res.json()) as { method: string; headers: Record<string, string>; body: string };
      expect(body).toMatchObject({ method: 'POST', body: '{"a":1}' });
      expect(body.headers['content-type']).toBe('application/json');
      expect(body.headers['content-length']).toBe('7');
      const form = (await (
        await safeFetch(
          `${server.base}/echo`,
          { method: 'POST', body: new URLSearchParams({ q: 'x y' }) },
          allow,
        )
      ).json()) as {
        headers: Record<string, string>;
        body: string;
      };
      expect(form.body).toBe('q=x+y');
      expect(form.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    });

    it('a closed port is unreachable', async () => {
      const closed = await listen(http.createServer());
      const port = closed.port;
      await closed.close();
      expect(
        await failureOf(safeFetch(`http://127.0.0.1:${port}/`, {}, { allowHosts: [`127.0.0.1:${port}`] })),
      ).toMatchObject(UNREACHABLE);
    });
  });

  describe('redirects', () => {
    const to = (u: string, status = 302) => `${server.base}/to?status=${status}&u=${encodeURIComponent(u)}`;

    it('follows up to five, each one checked', async () => {
      const res = await safeFetch(`${server.base}/chain/5`, {}, allow);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('end of the chain');
      expect(res.redirected).toBe(true);
      expect(res.url).toBe(`${server.base}/chain/0`);
    });

    it('refuses a sixth, or more than the option allows', async () => {
      const before = server.connections();
      expect(await failureOf(safeFetch(`${server.base}/chain/6`, {}, allow))).toMatchObject(UNREACHABLE);
      expect(server.connections() - before).toBe(6);
      expect(
        await failureOf(safeFetch(`${server.base}/chain/2`, {}, { ...allow, maxRedirects: 1 })),
      ).toMatchObject(UNREACHABLE);
      expect(
        await failureOf(safeFetch(`${server.base}/chain/1`, { redirect: 'error' }, allow)),
      ).toMatchObject(UNREACHABLE);
    });

    it.each([
      ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
      ['the loopback on an allowed port', 'http://127.0.0.1/'],
      ['a local name', 'http://localhost/'],
      ['IPv6 loopback', 'http://[::1]/'],
      ['a file', 'file:///etc/passwd'],
      ['gopher', 'gopher://127.0.0.1:6379/_FLUSHALL'],
      ['credentials', 'http://admin:admin@example.com/'],
      ['a port that is not allowed', 'http://example.com:25/'],
    ])('refuses a redirect to %s', async (_label, location) => {
      for (const status of [301, 302, 303, 307, 308]) {
        expect(await failureOf(safeFetch(to(location, status), {}, allow))).toMatchObject(REFUSED);
      }
    });

    it('refuses a redirect to a name that resolves to a private address', async () => {
      const lookup = names({ 'internal.example': ['10.0.0.7'] });
      expect(
        await failureOf(safeFetch(to('http://internal.example/admin'), {}, { ...allow, lookup })),
      ).toMatchObject(REFUSED);
      expect(lookup).toHaveBeenCalledTimes(1);
    });

    it('refuses a redirect to a local port that is not allowed', async () => {
      const target = await listen(http.createServer((_req, res) => res.end('secret')));
      try {
        expect(await failureOf(safeFetch(to(`${target.base}/`), {}, allow))).toMatchObject(REFUSED);
        expect(target.connections()).toBe(0);
      } finally {
        await target.close();
      }
    });

    it('turns POST into GET on 303 and keeps it on 307', async () => {
      const post = { method: 'POST', body: 'payload', headers: { 'content-type': 'text/plain' } };
      const seeOther = (await (await safeFetch(to('/echo', 303), post, allow)).json()) as Record<
        string,
        unknown
      >;
      expect(seeOther).toMatchObject({ method: 'GET', body: '' });
      const temporary = (await (await safeFetch(to('/echo', 307), post, allow)).json()) as Record<
        string,
        unknown
      >;
      expect(temporary).toMatchObject({ method: 'POST', body: 'payload' });
    });

    it('drops credentials when the redirect leaves the origin', async () => {
      const init = { headers: { authorization: 'Bearer secret', cookie: 'a=b', 'x-kept': 'yes' } };
      const same = (await (await safeFetch(to('/echo'), init, allow)).json()) as {
        headers: Record<string, string>;
      };
      expect(same.headers).toMatchObject({ authorization: 'Bearer secret', cookie: 'a=b' });
      const away = (await (await safeFetch(to(`${other.base}/`), init, allow)).json()) as {
        headers: Record<string, string>;
      };
      expect(away.headers.authorization).toBeUndefined();
      expect(away.headers.cookie).toBeUndefined();
      expect(away.headers['x-kept']).toBe('yes');
    });

    it('hands the redirect back untouched with redirect: manual', async () => {
      const res = await safeFetch(to('http://169.254.169.254/'), { redirect: 'manual' }, allow);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('http://169.254.169.254/');
    });
  });

  describe('size limit', () => {
    it('refuses an announced 6 MB body without reading it', async () => {
      expect(await failureOf(safeFetch(`${server.base}/big`, {}, allow))).toMatchObject(TOO_LARGE);
    });

    it('stops reading a 6 MB body that announces no length', async () => {
      expect(await failureOf(safeFetch(`${server.base}/chunked`, {}, allow))).toMatchObject(TOO_LARGE);
      expect(
        await failureOf(safeFetch(`${server.base}/chunked?mb=1`, {}, { ...allow, maxBytes: 100_000 })),
      ).toMatchObject(TOO_LARGE);
      const whole = await safeFetch(`${server.base}/chunked?mb=1`, {}, allow);
      expect((await whole.arrayBuffer()).byteLength).toBe(MB);
    });

    it('stops early on a body far beyond the limit', async () => {
      const rss = process.memoryUsage().rss;
      expect(await failureOf(safeFetch(`${server.base}/chunked?mb=256`, {}, allow))).toMatchObject(TOO_LARGE);
      // The connection closed with most of the 256 MB unsent: what the limit allows, plus the sockets' buffers.
      expect(chunkedSent).toBeLessThan(32 * MB);
      expect(process.memoryUsage().rss - rss).toBeLessThan(64 * MB);
    });

    it('a body of exactly the limit is fine, one byte more is not', async () => {
      const res = await safeFetch(`${server.base}/bytes?n=10000`, {}, { ...allow, maxBytes: 10_000 });
      expect((await res.text()).length).toBe(10_000);
      expect(
        await failureOf(safeFetch(`${server.base}/bytes?n=10001`, {}, { ...allow, maxBytes: 10_000 })),
      ).toMatchObject(TOO_LARGE);
    });

    it('decompresses gzip and brotli, and counts what comes out', async () => {
      for (const encoding of ['gzip', 'br']) {
        const res = await safeFetch(`${server.base}/${encoding}`, {}, allow);
        expect(await res.text()).toBe(text);
        expect(res.headers.get('content-encoding')).toBeNull();
      }
      expect(
        await failureOf(safeFetch(`${server.base}/gzip`, {}, { ...allow, maxBytes: 1000 })),
      ).toMatchObject(TOO_LARGE);
    });

    it.each(['gzip-bomb', 'br-bomb'])(
      'stops a decompression bomb (%s: 64 MB of zeros) at the limit',
      async (page) => {
        const rss = process.memoryUsage().rss;
        expect(await failureOf(safeFetch(`${server.base}/${page}`, {}, allow))).toMatchObject(TOO_LARGE);
        expect(process.memoryUsage().rss - rss).toBeLessThan(48 * MB);
      },
    );

    it('in stream mode the limit fails the read', async () => {
      const res = await safeFetch(`${server.base}/chunked`, {}, { ...allow, stream: true });
      expect(res.status).toBe(200);
      expect(await failureOf(res.arrayBuffer())).toMatchObject(TOO_LARGE);
      const small = await safeFetch(`${server.base}/gzip`, {}, { ...allow, stream: true });
      expect(await small.text()).toBe(text);
    });
  });

  // Both pages never end, so a request to them that ends gave up; a timer never fires early, so the time a
  // request took before giving up has a lower bound and no upper one (the test's own time limit is that).
  describe('time limit', () => {
    it.each(['trickle', 'hang'])('gives up on a site that %ss', async (page) => {
      const started = Date.now();
      expect(
        await failureOf(safeFetch(`${server.base}/${page}`, {}, { ...allow, timeoutMs: 400 })),
      ).toMatchObject(UNREACHABLE);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    });

    it('covers the body in stream mode', async () => {
      const started = Date.now();
      const res = await safeFetch(`${server.base}/trickle`, {}, { ...allow, timeoutMs: 400, stream: true });
      expect(res.status).toBe(200);
      expect(await failureOf(res.text())).toMatchObject(UNREACHABLE);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    });

    it("the caller's signal cancels with its own reason", async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const error = await failureOf(safeFetch(`${server.base}/hang`, { signal: controller.signal }, allow));
      expect(error).not.toBeInstanceOf(AppError);
      expect((error as Error).name).toBe('AbortError');
    });

    it('one signal ends several requests at once, also with the Alipay SDK in the process', async () => {
      // The SDK's HTTP client (urllib) marks every error a socket is destroyed with by a read-only property, so one
      // error object ending two connections threw inside the abort listener: an uncaught exception in the server.
      await import('alipay-sdk');
      const uncaught: unknown[] = [];
      const note = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', note);
      try {
        const controller = new AbortController();
        const hanging = safeFetch(`${server.base}/hang`, { signal: controller.signal }, allow);
        const trickling = await safeFetch(`${server.base}/trickle`, { signal: controller.signal }, { ...allow, stream: true });
        const reading = trickling.text();
        setTimeout(() => controller.abort(), 100);
        const errors = await Promise.all([failureOf(hanging), failureOf(reading)]);
        expect(errors.map((e) => (e as Error).name)).toEqual(['AbortError', 'AbortError']);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(uncaught).toEqual([]);
      } finally {
        process.off('uncaughtException', note);
      }
    });

    it('a 204 answer has no body', async () => {
      const res = await safeFetch(`${server.base}/empty`, {}, allow);
      expect(res.status).toBe(204);
      expect(res.body).toBeNull();
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------

const openssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!openssl)('https', () => {
  let server: LocalServer;
  let cert: string;
  let servernames: (string | undefined)[];
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssrf-tls-'));
    const key = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=site.example',
        '-addext',
        'subjectAltName=DNS:site.example',
        '-keyout',
        key,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    cert = fs.readFileSync(certFile, 'utf8');
    servernames = [];
    const tlsServer = https.createServer({ key: fs.readFileSync(key), cert }, (req, res) =>
      res.end(`host ${req.headers.host}`),
    );
    tlsServer.on('secureConnection', (socket) => servernames.push(socket.servername || undefined));
    tlsServer.on('tlsClientError', () => undefined);
    server = await listen(tlsServer);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('verifies the certificate against the host name while connecting to the checked address', async () => {
    const lookup = names({ 'site.example': ['127.0.0.1'] });
    const res = await safeFetch(
      `https://site.example:${server.port}/`,
      {},
      { lookup, allowHosts: [`site.example:${server.port}`], ca: cert },
    );
    expect(await res.text()).toBe(`host site.example:${server.port}`);
    expect(servernames.at(-1)).toBe('site.example');
  });

  it('an untrusted certificate or one for another name is unreachable', async () => {
    const lookup = names({ 'site.example': ['127.0.0.1'], 'other.example': ['127.0.0.1'] });
    const options = { lookup, allowHosts: [`site.example:${server.port}`, `other.example:${server.port}`] };
    expect(await failureOf(safeFetch(`https://site.example:${server.port}/`, {}, options))).toMatchObject(
      UNREACHABLE,
    );
    expect(
      await failureOf(safeFetch(`https://other.example:${server.port}/`, {}, { ...options, ca: cert })),
    ).toMatchObject(UNREACHABLE);
  });
});
