// `npm run bench`: figures, never pass/fail. Starts the production server on a throw-away data folder,
// then measures cold start, memory and request rates on loopback. Results print as a table and are
// written to bench/results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/chromium.mjs';
import { freePort } from '../scripts/free-port.mjs';
import {
  CONNECTIONS,
  DURATION_S,
  load,
  REPEATS,
  PRODUCT_PAGE_JS_BUDGET_BYTES,
  rssMb,
  shippedBytes,
  signIn,
  startServer,
  stopServer,
  waitHealthy,
} from './lib';
import { createReport } from './report';

const report = createReport();
const record = report.record;

// Build once (outside the timing) so the cold start below is a pure server start.
spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-'));
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), DATA_DIR: dataDir };

async function startAndTime(label: string) {
  const child = startServer(env);
  const ms = await waitHealthy(base, 120_000);
  record(`cold start to first byte of / (${label})`, `${Math.round(ms)} ms`);
  return child;
}

const first = await startAndTime('first start: migrate + seed');
await stopServer(first);
let server = await startAndTime('later start: migrate only');
await new Promise((r) => setTimeout(r, 1000));
record('server RSS after start', `${rssMb(server.pid!)} MB`);

// [label, path, signed in]: anonymous pages come from the page cache when it is on; signed-in pages never do.
const PAGES = [
  ['home', '/en', false],
  ['search results', '/en/discover/video', false],
  ['product details', '/details/chatgpt', false],
  ['category', '/class/video-generation', false],
  ['tools directory', '/tools', false],
  ['sign-in (passport)', '/passport', false],
  ['user center (signed in)', '/user', true],
] as const;
const cookie = await signIn(base);
const headersFor = (signedIn: boolean): Record<string, string> => (signedIn ? { Cookie: cookie } : {});
const fetchPage = async (pagePath: string, signedIn: boolean) => {
  const res = await fetch(`${base}${pagePath}`, { headers: headersFor(signedIn), redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
  return res.text();
};

for (const [label, url] of [
  ['GET /api/menu/navMenu', `${base}/api/menu/navMenu?useWebsite=2&langType=en`],
  ['GET /api/products/search?q=video', `${base}/api/products/search?q=video&langType=en`],
] as const) {
  const { rps, p99, errors } = await load(url);
  record(`${label} @${CONNECTIONS} conns`, `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}`);
}

// JavaScript and CSS each page type ships, in Debian's Chromium at phone width (bench/lib.ts shippedBytes).
const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const chromiumPath = findChromium();
if (!chromiumPath) {
  record('JS and CSS shipped per page type', 'skipped: no Chromium (apt-get install chromium)');
} else {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    for (const [label, pagePath, signedIn] of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      if (signedIn) {
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const at = pair.indexOf('=');
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
          }),
        );
      }
      const sum = await shippedBytes(context, `${base}${pagePath}`);
      const html = gzipSize(Buffer.from(await fetchPage(pagePath, signedIn)));
      record(
        `shipped to ${label} (gzip)`,
        `JS ${kb(sum.js)} in ${sum.scripts} files, CSS ${kb(sum.css)}, HTML ${kb(html)}; Brotli: JS ${kb(sum.jsBrotli)}, CSS ${kb(sum.cssBrotli)}`,
      );
      if (label === 'product details') {
        record(
          `JS on a product page (target < ${kb(PRODUCT_PAGE_JS_BUDGET_BYTES)} Brotli)`,
          `${kb(sum.jsBrotli)}: ${sum.jsBrotli < PRODUCT_PAGE_JS_BUDGET_BYTES ? 'met' : 'MISSED'}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

// The physical limit: the same HTML served as files by a plain static server, in the same run.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-static-'));
for (const [, pagePath, signedIn] of PAGES) {
  fs.writeFileSync(
    path.join(staticDir, `${encodeURIComponent(pagePath)}.html`),
    await fetchPage(pagePath, signedIn),
  );
}
const staticPort = await freePort();
const staticServer = spawn(process.execPath, ['bench/static-server.mjs', staticDir, String(staticPort)], {
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 500));
const staticRps = new Map<string, number>();
for (const [label, pagePath] of PAGES) {
  const { rps, p99 } = await load(
    `http://127.0.0.1:${staticPort}/${encodeURIComponent(encodeURIComponent(pagePath))}.html`,
  );
  staticRps.set(pagePath, rps);
  record(`static file of ${label} (reference)`, `${Math.round(rps)} req/s, p99 ${p99} ms`);
}
staticServer.kill('SIGTERM');

/** What the page cache did with a request (HIT, MISS, BYPASS; null when the cache is off). */
async function xCacheOf(pagePath: string, signedIn: boolean) {
  const res = await fetch(`${base}${pagePath}`, { headers: headersFor(signedIn), redirect: 'manual' });
  await res.arrayBuffer();
  return res.headers.get('x-cache');
}

async function loadPages(cache: 'on' | 'off') {
  for (const [label, pagePath, signedIn] of PAGES) {
    // A page the cache never serves (the personal paths: sign-in, user center, favorites…) is rendered on every
    // request whether the cache is on or off: its one measurement is the one with the cache off.
    if (cache === 'on' && (await xCacheOf(pagePath, signedIn)) === 'BYPASS') {
      record(`SSR ${label} ${pagePath}, page cache on (X-Cache BYPASS)`, 'never cached: see page cache off');
      continue;
    }
    const { rps, p99, errors } = await load(`${base}${pagePath}`, headersFor(signedIn));
    const ratio = (100 * rps) / staticRps.get(pagePath)!;
    // What the page cache did with the request after the run.
    const xCache = await xCacheOf(pagePath, signedIn);
    const note = cache === 'on' ? ` (X-Cache ${xCache ?? 'none'})` : '';
    record(
      `SSR ${label} ${pagePath}, page cache ${cache}${note}`,
      `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}, ${ratio.toFixed(ratio < 10 ? 1 : 0)}% of static`,
    );
  }
  record(`server RSS after load (cache ${cache})`, `${rssMb(server.pid!)} MB`);
}

await loadPages('on');
await stopServer(server);
server = startServer({ ...env, PAGE_CACHE: 'false' });
await waitHealthy(base, 120_000);
await loadPages('off');
await stopServer(server);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(staticDir, { recursive: true, force: true });

report.finish('latest.json', `medians of ${REPEATS} runs of ${DURATION_S}s at ${CONNECTIONS} connections`);
