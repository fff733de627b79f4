// What the benchmarks share: starting the production server, waiting for it, reading its memory, loading it
// with autocannon, and signing a visitor in for the pages that need an account.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { BrowserContext } from '@playwright/test';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Resident memory of a process in MB, as the kernel counts it. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Milliseconds until `${base}/` answers 200. */
export async function waitHealthy(base: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) {
        await res.text();
        return performance.now() - started;
      }
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy');
}

/** What browsers send: every page-rate figure is taken with it, and separately without. */
export const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, deflate, br, zstd' } as const;

/**
 * Servers under test run on core 0 and the load generator (this process) on the others, so the two do not take
 * turns on one core (`taskset`, util-linux; BENCH_PIN=off to switch off). Figures then read as "per core".
 */
export const PINNED =
  process.env.BENCH_PIN !== 'off' && os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
if (PINNED) spawnSync('taskset', ['-a', '-cp', `1-${os.cpus().length - 1}`, String(process.pid)]);

/** Runs `node args…` on the server core when pinned. */
export function spawnPinned(args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  return PINNED ? spawn('taskset', ['-c', '0', process.execPath, ...args], options) : spawn(process.execPath, args, options);
}

/** Starts the built production server (`node scripts/start.mjs`) with the given settings. */
export function startServer(env: Record<string, string | undefined>): ChildProcess {
  return spawnPinned([...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    // No Chromium launched by the screenshot job in the middle of a measurement (docs/decisions/028).
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', SCREENSHOTS: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** CPU time (user + system, all threads) a process has used, in ms, as the kernel counts it. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * Server CPU per answer: `amount` requests at 10 connections, divided into the CPU time the server process used.
 * Unlike a rate, it barely moves when something else runs on the machine.
 */
export async function cpuPerRequest(pid: number, url: string, headers: Record<string, string> = {}, amount = 1000) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: 10, amount, headers, timeout: 60 });
  return (cpuMs(pid) - before) / result.requests.total;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Median requests/s and p99 of REPEATS autocannon runs; errors and non-2xx answers summed.
 *
 * A run of DURATION_S counts only the answers that arrive inside it, and every run starts with CONNECTIONS
 * requests at once; the server works on all of them together, so a page that takes t ms of CPU answers its first
 * wave only after about CONNECTIONS × t ms. For a slow page (the 400 KB tools directory uncached) that is most of
 * a 2 s window, and the count would say 2 req/s for a page the server renders at 12 a second. Answers of such a
 * page also come in waves, so autocannon's rate (the mean of its per-second counts) is a multiple of 50 over a
 * few seconds: 50 or 33 for pages rendered at 70 to 100 a second. So when a run completes fewer than ten waves,
 * that repeat is measured instead by a fixed number of requests (two waves), timed until the last answer: the
 * server is busy from the first request to the last, so that is the rate it sustains. Once one repeat of a URL
 * needed that, the later repeats go straight to it.
 */
export async function load(url: string, headers: Record<string, string> = {}) {
  const rps: number[] = [];
  const p99: number[] = [];
  let errors = 0;
  const enough = 10 * CONNECTIONS;
  let slow = false;
  for (let i = 0; i < REPEATS; i++) {
    let result = slow ? undefined : await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
    let rate = result?.requests.average ?? 0;
    if (!result || result.requests.total < enough) {
      if (result) errors += result.errors + result.non2xx;
      slow = true;
      const started = performance.now();
      // autocannon's 10 s time-out would count the last answers of a slow page as errors. It notices that the
      // amount is reached on its sampling tick (1 s by default), which made every such rate 100 requests over a
      // whole number of seconds (50, 33, 25 …): ticks of 10 ms time the run to within them.
      result = await autocannon({
        url,
        connections: CONNECTIONS,
        amount: 2 * CONNECTIONS,
        timeout: 60,
        sampleInt: 10,
        headers,
      });
      rate = result.requests.total / ((performance.now() - started) / 1000);
    }
    rps.push(rate);
    p99.push(result.latency.p99);
    errors += result.errors + result.non2xx;
  }
  return { rps: median(rps), p99: median(p99), errors };
}

/**
 * Signs the bench account in over the API (registering it on a store that does not have it yet) and returns the
 * Cookie header of its session.
 */
export async function signIn(base: string): Promise<string> {
  const email = 'bench@bench.test';
  const password = 'bench-password-42';
  const post = async (path: string, data: unknown, cookie = '') => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(data),
    });
    return { res, body: (await res.json()) as { code: number; data: { ticket?: string } } };
  };
  let ticket = await post('/api/account/emailRegister', { email, password });
  if (ticket.body.code !== 0) ticket = await post('/api/account/emailLogin', { email, password });
  if (ticket.body.code !== 0) throw new Error(`bench sign-in failed: ${JSON.stringify(ticket.body)}`);
  const login = await post('/api/account/login', { code: ticket.body.data.ticket, loginType: 1 });
  if (login.body.code !== 0) throw new Error(`bench sign-in failed: ${JSON.stringify(login.body)}`);
  const cookie = login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  // Take the first-visit points notice, as a returning visitor would have.
  await fetch(`${base}/api/user/getNoticePoints`, { headers: { Cookie: cookie } });
  return cookie;
}

/** Visits every page type in every language, product pages and searches, a few requests at a time. */
export async function warmUp(base: string) {
  const cookie = await signIn(base);
  const slugs: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await fetch(`${base}/api/products?pageSize=20&page=${page}`);
    const body = (await res.json()) as { data: { items: { slug: string }[] } };
    slugs.push(...body.data.items.map((p) => p.slug));
  }
  const queries = ['视频', '写作 助手', 'video', 'chat', 'image generator', '翻译', 'codeing', 'ai'];
  const urls: [string, boolean][] = [];
  for (const prefix of ['', '/en', '/tw', '/ja']) {
    for (const page of [
      '/',
      '/class',
      '/tools',
      '/about',
      '/passport',
      ...queries.map((q) => `/discover/${encodeURIComponent(q)}`),
    ]) {
      urls.push([`${prefix}${page === '/' && prefix ? '' : page}`, false]);
    }
    for (const slug of slugs) urls.push([`${prefix}/details/${slug}`, false]);
    urls.push([`${prefix}/user`, true], [`${prefix}/favorites`, true]);
  }
  for (const q of queries) urls.push([`/api/products/search?q=${encodeURIComponent(q)}&langType=en`, false]);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < urls.length; i += 8) {
      await Promise.all(
        urls.slice(i, i + 8).map(async ([url, signedIn]) => {
          const res = await fetch(`${base}${url}`, {
            headers: signedIn ? { Cookie: cookie } : {},
            redirect: 'manual',
          });
          await res.arrayBuffer();
          if (res.status >= 500) throw new Error(`${url} answered ${res.status}`);
        }),
      );
    }
  }
  return urls.length * 2;
}

/** The Accept-Encoding header browsers send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Bytes of a response body as the server sends it to a client that accepts `encoding`. */
export const wireBytes = (url: string, encoding: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

/**
 * Issue 23's budget: JavaScript on a product page, counted as the Brotli bytes browsers receive (checked by
 * `npm test` and `npm run test:budgets`).
 */
export const PRODUCT_PAGE_JS_BUDGET_BYTES = 120 * 1024;

/**
 * Issue 23's target for the product page's HTML, uncompressed, as a visitor without a session gets it (checked by
 * `npm test` and `npm run test:budgets`).
 */
export const PRODUCT_PAGE_HTML_BUDGET_BYTES = 45 * 1024;

export interface ShippedBytes {
  scripts: number;
  /** gzip, as sent to a client that accepts only gzip */
  js: number;
  css: number;
  /** Brotli, as sent to a browser: the unit of the JavaScript budget */
  jsBrotli: number;
  cssBrotli: number;
}

/**
 * JavaScript and CSS a page ships: every script and stylesheet the browser fetches while loading the page until the
 * network is idle, so code loaded right after hydration counts too; code a visitor's action loads later (a dialog,
 * a chart tab, the first toast) does not. Each file is counted as the server sends it to a browser, which accepts
 * Brotli (the budget's unit), and to a client that accepts gzip only: bytes on the wire, not a recompression.
 */
export async function shippedBytes(context: BrowserContext, url: string): Promise<ShippedBytes> {
  const page = await context.newPage();
  try {
    const loaded: [string, string][] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.push([type, response.url()]);
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    if (res?.status() !== 200) throw new Error(`${url} answered ${res?.status()} in the browser`);
    const sum: ShippedBytes = { scripts: 0, js: 0, css: 0, jsBrotli: 0, cssBrotli: 0 };
    for (const [type, file] of loaded) {
      const [gzip, brotli] = await Promise.all([wireBytes(file, 'gzip'), wireBytes(file, BROWSER_ENCODINGS)]);
      if (type === 'script') {
        sum.scripts++;
        sum.js += gzip;
        sum.jsBrotli += brotli;
      } else {
        sum.css += gzip;
        sum.cssBrotli += brotli;
      }
    }
    return sum;
  } finally {
    await page.close();
  }
}
