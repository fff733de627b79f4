// The SSRF guard: every outbound request to an address a user supplied goes through `safeFetch`, so nobody can
// make the server reach its own network, a neighbour behind the firewall or the cloud metadata service.
import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Logger } from 'pino';
import type { MessageKey } from '~/i18n/messages.server';
import { AppError } from './errors';

export const SAFE_FETCH_DEFAULTS = {
  ports: [80, 443] as readonly number[],
  maxRedirects: 5,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
};

// IPv4 space that is not the public internet (IANA special-purpose address registry).
const NON_PUBLIC_V4: readonly (readonly [network: string, prefix: number])[] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT: the provider's network, not the internet
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
];

// Only 2000::/3 is global unicast IPv6, so everything outside it is refused (PUBLIC_V6 below); these are listed
// to name them, and the ones inside 2000::/3 because the rule above does not catch them.
const NON_PUBLIC_V6: readonly (readonly [network: string, prefix: number])[] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 segment identifiers
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** The same IPv4 network inside a 6to4 address (2002:AABB:CCDD::/48 carries AA.BB.CC.DD). */
function sixToFour(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::`;
}

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) {
  // BlockList applies IPv4 rules to IPv4-mapped IPv6 addresses (::ffff:127.0.0.1, ::ffff:7f00:1) by itself.
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
  // NAT64 and 6to4 gateways forward to the IPv4 address inside: refuse the same networks there.
  NON_PUBLIC.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
  NON_PUBLIC.addSubnet(sixToFour(network), 16 + prefix, 'ipv6');
}
for (const [network, prefix] of NON_PUBLIC_V6) NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

const PUBLIC_V6 = new BlockList();
PUBLIC_V6.addSubnet('2000::', 3, 'ipv6'); // global unicast
// These two carry an IPv4 address and are public when it is (DNS64 answers 64:ff9b:: for IPv4-only sites).
PUBLIC_V6.addSubnet('::ffff:0:0', 96, 'ipv6');
PUBLIC_V6.addSubnet('64:ff9b::', 96, 'ipv6');

/**
 * Whether `ip` (an IPv4 or IPv6 address in standard notation) is on the public internet. Anything else — a host
 * name, shorthand such as `127.1`, a bracketed or zoned IPv6 address — is not.
 */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  // A zone index (fe80::1%eth0) only ever names a link-local address.
  if (family === 0 || ip.includes('%')) return false;
  if (family === 4) return !NON_PUBLIC.check(ip, 'ipv4');
  return !NON_PUBLIC.check(ip, 'ipv6') && PUBLIC_V6.check(ip, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family?: number;
}

export interface AllowedHost {
  /** As a URL spells it: lower case, IPv4 normalised, IPv6 in brackets. */
  hostname: string;
  /** A port the host may be reached on besides the allowed ports. */
  port?: number;
}

/** An `SSRF_ALLOW_HOSTS` entry — `name`, `name:port`, `10.0.0.5:8080`, `[fd00::5]:8080` — or undefined. */
export function parseAllowedHost(entry: string): AllowedHost | undefined {
  const text = entry.trim();
  if (!text || /[\s/\\?#@]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${text}`);
  } catch {
    return undefined;
  }
  // Read the port from the text: URL drops :80 as the default of http.
  const port = /:(\d+)$/.exec(text.startsWith('[') ? text.slice(text.indexOf(']')) : text)?.[1];
  if (port === undefined) return { hostname: url.hostname };
  return Number(port) > 0 ? { hostname: url.hostname, port: Number(port) } : undefined;
}

export interface SafeFetchOptions {
  /** Ports a URL may name; default 80 and 443. */
  ports?: readonly number[];
  /**
   * Hosts reached even though they are private (pass `env.SSRF_ALLOW_HOSTS`): a self-hosted service on purpose,
   * or a test's server on 127.0.0.1. An entry with a port also allows that port. Matched per hop, by name.
   */
  allowHosts?: readonly string[];
  /** Redirects followed, each checked like the first address; default 5. */
  maxRedirects?: number;
  /** For the whole exchange, redirects and body included; default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, counted after decompression; default 5 MB. */
  maxBytes?: number;
  /**
   * Resolve as soon as the headers arrive and let the caller read the body as it comes (server-sent events);
   * the size and time limits still apply, and reading fails with the same AppError. Default: the body is read
   * whole before `safeFetch` resolves.
   */
  stream?: boolean;
  /** Certificate authorities to trust instead of Node's bundled list (a service with a private CA; tests). */
  ca?: string | Buffer | (string | Buffer)[];
  /** Name resolution; default the system resolver, as for every other connection of the process. */
  lookup?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
  /** Refusals (with the address that caused them) at warn, failures at info. */
  logger?: Pick<Logger, 'warn' | 'info'>;
}

interface Policy {
  ports: readonly number[];
  allowHosts: AllowedHost[];
  maxRedirects: number;
  timeoutMs: number;
  maxBytes: number;
  stream: boolean;
  ca: SafeFetchOptions['ca'];
  lookup: (hostname: string) => Promise<readonly ResolvedAddress[]>;
  logger: SafeFetchOptions['logger'];
}

function policyOf(options: SafeFetchOptions): Policy {
  const count = (value: number, name: string, min: number) => {
    if (!Number.isInteger(value) || value < min) {
      throw new RangeError(`safeFetch: ${name} must be an integer >= ${min}`);
    }
    return value;
  };
  return {
    ports: options.ports ?? SAFE_FETCH_DEFAULTS.ports,
    allowHosts: (options.allowHosts ?? []).map((entry) => {
      const parsed = parseAllowedHost(entry);
      if (!parsed) throw new TypeError(`safeFetch: allowHosts entry ${JSON.stringify(entry)} is not a host`);
      return parsed;
    }),
    maxRedirects: count(options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects, 'maxRedirects', 0),
    timeoutMs: count(options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs, 'timeoutMs', 1),
    maxBytes: count(options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes, 'maxBytes', 0),
    stream: options.stream ?? false,
    ca: options.ca,
    lookup: options.lookup ?? ((hostname) => dns.promises.lookup(hostname, { all: true })),
    logger: options.logger,
  };
}

// Refusals and failures are 400s about the address the user gave: a 5xx would read as our outage and the
// generic client would retry it (docs/decisions/003), fetching the user's address again.
function refuse(policy: Policy, url: URL | undefined, reason: string, address?: string): AppError {
  policy.logger?.warn(
    { target: url && `${url.protocol}//${url.host}`, address, reason },
    'outbound request refused',
  );
  return new AppError('VALIDATION', { messageKey: 'api.error.addressNotAllowed', cause: new Error(reason) });
}

function failure(policy: Policy, url: URL, messageKey: MessageKey, cause: unknown): AppError {
  policy.logger?.info({ target: `${url.protocol}//${url.host}`, err: cause }, 'outbound request failed');
  return new AppError('VALIDATION', { messageKey, cause });
}

interface Target {
  url: URL;
  /** Host name or IP address, without IPv6 brackets. */
  host: string;
  port: number;
  literal: boolean;
  /** On the allow list: its addresses are not checked. */
  trusted: boolean;
}

/** Scheme, credentials, port and literal addresses: everything that can be refused before resolving the name. */
function checkTarget(url: URL, policy: Policy): Target {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(policy, url, `scheme ${url.protocol} is not allowed`);
  }
  if (url.username || url.password) throw refuse(policy, url, 'credentials in the address');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const entries = policy.allowHosts.filter((entry) => entry.hostname === url.hostname);
  if (!policy.ports.includes(port) && !entries.some((entry) => entry.port === port)) {
    throw refuse(policy, url, `port ${port} is not allowed`);
  }
  const trusted = entries.some((entry) => entry.port === undefined || entry.port === port);
  // URL has already turned 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1, and IPv6 into its
  // canonical form.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = isIP(host) !== 0;
  if (!trusted) {
    if (literal && !isPublicAddress(host)) throw refuse(policy, url, 'not a public address', host);
    const name = host.replace(/\.$/, '');
    // RFC 6761: these names are the local host whatever DNS says.
    if (name === 'localhost' || name.endsWith('.localhost')) throw refuse(policy, url, 'a local host name');
  }
  return { url, host, port, literal, trusted };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The addresses to connect to, each one checked; they are the only ones the connection may use. */
async function resolveTarget(
  target: Target,
  policy: Policy,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  if (target.literal) return [{ address: target.host, family: isIP(target.host) }];
  const answers = await untilAborted(policy.lookup(target.host), signal);
  if (answers.length === 0) {
    throw failure(policy, target.url, 'api.error.siteUnreachable', new Error('no address'));
  }
  if (!target.trusted) {
    // One private answer refuses the name: a connection may fall back to any of them.
    const bad = answers.find((answer) => !isPublicAddress(answer.address));
    if (bad) throw refuse(policy, target.url, 'the name resolves to a non-public address', bad.address);
  }
  return answers.map(({ address }) => ({ address, family: isIP(address) }));
}

/**
 * Node resolves the name again when it connects; answering with the addresses already checked means a DNS
 * server cannot pass the check with a public address and then send the connection to a private one.
 */
function pinnedLookup(host: string, addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
    const first = usable[0];
    if (hostname !== host || !first) {
      callback(Object.assign(new Error(`no checked address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((a) => ({ address: a.address, family: a.family ?? 4 })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
}

interface Outgoing {
  method: string;
  headers: Headers;
  body: Buffer | undefined;
}

function send(
  target: Target,
  addresses: readonly ResolvedAddress[],
  outgoing: Outgoing,
  policy: Policy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const headers: Record<string, string> = Object.fromEntries(outgoing.headers);
    headers.host = target.url.host;
    if (outgoing.body) headers['content-length'] = String(outgoing.body.length);
    const request = (target.url.protocol === 'https:' ? https : http).request({
      // The name stays the host: SNI, certificate check and Host header use it; only the lookup is pinned.
      host: target.host,
      port: target.port,
      path: target.url.pathname + target.url.search,
      method: outgoing.method,
      headers,
      setHost: false,
      // A pooled socket could have been opened by another caller without these checks.
      agent: false,
      lookup: pinnedLookup(target.host, addresses),
      ca: policy.ca,
    });
    let response: IncomingMessage | undefined;
    // Each stream ends with an error object of its own. One signal can end several requests at once (an MCP client
    // closing its streams), and a library in the process may mark the error a socket ends with: urllib, under the
    // Alipay SDK, defines a read-only property on it, and a second mark on one object throws inside this listener.
    // What the caller sees is decided by the signals (`settle` in safeFetch), never by this object.
    const abort = () => {
      const reason: unknown = signal.reason;
      const ended = () => Object.assign(new Error(reason instanceof Error ? reason.message : 'aborted', { cause: reason }), { name: reason instanceof Error ? reason.name : 'AbortError' });
      request.destroy(ended());
      response?.destroy(ended());
    };
    signal.addEventListener('abort', abort, { once: true });
    request.on('response', (res) => {
      response = res;
      res.once('close', () => signal.removeEventListener('abort', abort));
      resolve(res);
    });
    request.on('error', (error) => {
      if (!response) signal.removeEventListener('abort', abort);
      reject(error);
    });
    request.end(outgoing.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([204, 205, 304]);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// Set per connection by safeFetch itself, never by the caller.
const CONNECTION_HEADERS = [
  'host',
  'connection',
  'content-length',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-language', 'content-location'];
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function decoderFor(encoding: string | null): Transform | undefined {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      // Sync flush tolerates a body cut short at its end, as browsers do.
      return zlib.createGunzip({
        flush: zlib.constants.Z_SYNC_FLUSH,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/**
 * The body, decompressed, failing once more than `maxBytes` came out: a small compressed answer that inflates
 * to gigabytes stops at the limit, because a failure destroys every stage down to the socket.
 */
function limitedBody(
  res: IncomingMessage,
  headers: Headers,
  maxBytes: number,
  tooLarge: () => AppError,
): Readable {
  const decoder = decoderFor(headers.get('content-encoding'));
  if (decoder) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  pipeline(decoder ? [res, decoder, limiter] : [res, limiter], () => {});
  return limiter;
}

async function readAll(body: Readable): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  // Buffer.concat allocates a new, plain ArrayBuffer.
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}

function withUrl(response: Response, url: URL, redirected: boolean): Response {
  const final = new URL(url);
  final.hash = '';
  return Object.defineProperties(response, { url: { value: final.href }, redirected: { value: redirected } });
}

/**
 * `fetch` for an address a user supplied. Only http and https, no credentials in the URL, allowed ports only;
 * the name is resolved and every address checked, and the connection goes to a checked address; redirects are
 * followed by hand and each hop checked again; the whole exchange has a time limit and the body a size limit
 * (after decompression). Resolves with a standard Response (its `url` and `redirected` set) for any HTTP status.
 *
 * Throws AppError VALIDATION with `api.error.addressNotAllowed` (refused before connecting),
 * `api.error.siteUnreachable` (network failure, time limit, too many redirects) or `api.error.siteTooLarge`; the
 * cause and the log say why, the message never names the address that was refused. A caller's `init.signal`
 * aborting rejects with its reason, as fetch does.
 */
export async function safeFetch(
  input: string | URL,
  init: RequestInit = {},
  options: SafeFetchOptions = {},
): Promise<Response> {
  const policy = policyOf(options);
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw refuse(policy, undefined, 'not a URL');
  }
  let method = (init.method ?? 'GET').toUpperCase();
  if (!METHODS.has(method)) throw new TypeError(`safeFetch: method ${method} is not supported`);
  const headers = new Headers(init.headers);
  for (const name of CONNECTION_HEADERS) headers.delete(name);
  if (!headers.has('accept')) headers.set('accept', '*/*');
  if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br');
  if (!headers.has('user-agent')) headers.set('user-agent', 'AI-Atlas');
  let body: Buffer | undefined;
  if (init.body !== undefined && init.body !== null) {
    if (method === 'GET' || method === 'HEAD') {
      throw new TypeError(`safeFetch: a ${method} request has no body`);
    }
    // Response serialises every kind of body (text, bytes, form, stream) with its content type, as fetch does.
    const serialised = new Response(init.body);
    const type = serialised.headers.get('content-type');
    if (type && !headers.has('content-type')) headers.set('content-type', type);
    body = Buffer.from(await serialised.arrayBuffer());
  }

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), policy.timeoutMs);
  const finish = () => clearTimeout(timer);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
  const settle = (error: unknown): unknown => {
    if (init.signal?.aborted) return init.signal.reason;
    if (error instanceof AppError) return error;
    const cause = deadline.signal.aborted
      ? new Error(`no complete answer within ${policy.timeoutMs} ms`)
      : error;
    return failure(policy, url, 'api.error.siteUnreachable', cause);
  };

  try {
    for (let redirects = 0; ; redirects++) {
      const target = checkTarget(url, policy);
      const addresses = await resolveTarget(target, policy, signal);
      const res = await send(target, addresses, { method, headers, body }, policy, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location !== undefined && init.redirect !== 'manual') {
        res.destroy();
        if (init.redirect === 'error' || redirects >= policy.maxRedirects) {
          throw failure(
            policy,
            url,
            'api.error.siteUnreachable',
            new Error(`more than ${policy.maxRedirects} redirects`),
          );
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch (error) {
          throw failure(policy, url, 'api.error.siteUnreachable', error);
        }
        if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
          method = 'GET';
          body = undefined;
          for (const name of BODY_HEADERS) headers.delete(name);
        }
        if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
        url = next;
        continue;
      }

      if (status < 200 || status > 599) {
        res.destroy();
        throw failure(policy, url, 'api.error.siteUnreachable', new Error(`status ${status}`));
      }
      const responseHeaders = new Headers();
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
        responseHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
      }
      const responseInit = { status, statusText: res.statusMessage, headers: responseHeaders };
      if (method === 'HEAD' || NULL_BODY.has(status)) {
        res.resume();
        finish();
        return withUrl(new Response(null, responseInit), url, redirects > 0);
      }
      const tooLarge = () =>
        failure(
          policy,
          url,
          'api.error.siteTooLarge',
          new Error(`response larger than ${policy.maxBytes} bytes`),
        );
      if (Number(res.headers['content-length']) > policy.maxBytes) {
        res.destroy();
        throw tooLarge();
      }
      const stream = limitedBody(res, responseHeaders, policy.maxBytes, tooLarge);
      if (!policy.stream) {
        const bytes = await readAll(stream);
        finish();
        return withUrl(new Response(bytes, responseInit), url, redirects > 0);
      }
      const chunks = stream[Symbol.asyncIterator]();
      const webStream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await chunks.next();
            if (next.done) {
              finish();
              controller.close();
            } else {
              controller.enqueue(next.value as Buffer);
            }
          } catch (error) {
            finish();
            controller.error(settle(error));
          }
        },
        cancel() {
          finish();
          stream.destroy();
        },
      });
      return withUrl(new Response(webStream, responseInit), url, redirects > 0);
    }
  } catch (error) {
    finish();
    throw settle(error);
  }
}
