// `npm run bench`: figures, never pass/fail. Starts the production server on a throw-away data folder,
// then measures cold start, memory and request rates on loopback. Results print as a table and are
// written to bench/results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import { createReport } from './report';

const report = createReport();
const record = report.record;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitHealthy(base: string, timeoutMs: number) {
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

async function load(url: string) {
  const rps: number[] = [];
  const p99: number[] = [];
  let errors = 0;
  for (let i = 0; i < REPEATS; i++) {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
    errors += result.errors + result.non2xx;
  }
  return { rps: median(rps), p99: median(p99), errors };
}

// Build once (outside the timing) so the cold start below is a pure server start.
spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-'));
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

async function startAndTime(label: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
  const ms = await waitHealthy(base, 120_000);
  record(`cold start to first byte of / (${label})`, `${Math.round(ms)} ms`);
  return child;
}

const first = await startAndTime('first start: migrate + seed');
first.kill('SIGTERM');
await new Promise((r) => first.once('exit', r));
let server = await startAndTime('later start: migrate only');
await new Promise((r) => setTimeout(r, 1000));
record('server RSS after start', `${rssMb(server.pid!)} MB`);

const PAGES = [
  ['home', '/en'],
  ['search results', '/en/discover/video'],
  ['product details', '/details/chatgpt'],
  ['category', '/class/video-generation'],
  ['tools directory', '/tools'],
] as const;

for (const [label, url] of [
  ['GET /api/menu/navMenu', `${base}/api/menu/navMenu?useWebsite=2&langType=en`],
  ['GET /healthz', `${base}/healthz`],
  ['GET /api/products/search?q=video', `${base}/api/products/search?q=video&langType=en`],
] as const) {
  const { rps, p99, errors } = await load(url);
  record(`${label} @${CONNECTIONS} conns`, `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}`);
}

// JavaScript and CSS each page type ships (gzip), read from the page's own script and stylesheet links.
const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
for (const [label, pagePath] of PAGES) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const assets = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(m[1]!);
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)|"(\/assets\/[^"]+\.js)"/g)) assets.add((m[1] ?? m[2])!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSize(Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer()));
    if (asset.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  const inline = gzipSize(Buffer.from(html));
  record(`shipped to ${label} (gzip)`, `JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB, HTML ${(inline / 1024).toFixed(1)} KB`);
}

// The physical limit: the same HTML served as files by a plain static server, in the same run.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-static-'));
for (const [, pagePath] of PAGES) {
  fs.writeFileSync(path.join(staticDir, `${encodeURIComponent(pagePath)}.html`), await (await fetch(`${base}${pagePath}`)).text());
}
const staticPort = await freePort();
const staticServer = spawn(process.execPath, ['bench/static-server.mjs', staticDir, String(staticPort)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const staticRps = new Map<string, number>();
for (const [label, pagePath] of PAGES) {
  const { rps, p99 } = await load(`http://127.0.0.1:${staticPort}/${encodeURIComponent(encodeURIComponent(pagePath))}.html`);
  staticRps.set(pagePath, rps);
  record(`static file of ${label} (reference)`, `${Math.round(rps)} req/s, p99 ${p99} ms`);
}
staticServer.kill('SIGTERM');

for (const [label, pagePath] of PAGES) {
  const { rps, p99, errors } = await load(`${base}${pagePath}`);
  const ratio = (100 * rps) / staticRps.get(pagePath)!;
  record(`SSR ${label} ${pagePath}, page cache on`, `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}, ${ratio.toFixed(0)}% of static`);
}
record('server RSS after load (cache on)', `${rssMb(server.pid!)} MB`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
server = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...env, PAGE_CACHE: 'false' }, stdio: 'ignore' });
await waitHealthy(base, 120_000);
for (const [label, pagePath] of PAGES) {
  const { rps, p99, errors } = await load(`${base}${pagePath}`);
  const ratio = (100 * rps) / staticRps.get(pagePath)!;
  record(`SSR ${label} ${pagePath}, page cache off`, `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}, ${ratio.toFixed(1)}% of static`);
}
record('server RSS after load (cache off)', `${rssMb(server.pid!)} MB`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(staticDir, { recursive: true, force: true });

report.finish('latest.json', `medians of ${REPEATS} runs of ${DURATION_S}s`);
