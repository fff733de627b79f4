// `npm run bench`: figures, never pass/fail. Starts the production server on a throw-away data folder,
// then measures cold start, memory and request rates on loopback. Results print as a table and are
// written to bench/results/latest.json.
import { spawnSync } from 'node:child_process';
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
  BROWSER_ENCODING,
  cpuPerRequest,
  load,
  PINNED,
  REPEATS,
  PRODUCT_PAGE_JS_BUDGET_BYTES,
  rssMb,
  shippedBytes,
  signIn,
  spawnPinned,
  startServer,
  stopServer,
  waitHealthy,
  wireBytes,
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
const ALL_PAGES = [
  ['home', '/en', false],
  ['search results', '/en/discover/video', false],
  ['product details', '/details/chatgpt', false],
  ['product comparison', '/en/compare/chatgpt-vs-claude-vs-midjourney', false],
  ['category', '/class/video-generation', false],
  ['tools directory', '/tools', false],
  ['rankings landing', '/best-ai-tools', false],
  ['weekly ranking, filtered', '/en/best-ai-tools/weekly/growth/video-generation/us', false],
  ['model library', '/en/models', false],
  ['MCP library list', '/en/mcp/servers', false],
  ['MCP server details', '/mcp/mendableai-firecrawl-mcp-server', false],
  ['news list', '/news', false],
  ['news article', '/en/news/openai-gpt-4', false],
  ['compute market, filtered', '/compute?count=8&sort=price-month', false],
  ['compute assistant', '/en/compute/assistant?workload=inference&params=70&precision=fp16&context=8192&batch=4', false],
  ['guide list', '/guide', false],
  ['guide reading page', '/en/guide/build-a-rag-knowledge-base', false],
  ['sign-in (passport)', '/passport', false],
  ['user center (signed in)', '/user', true],
] as const;
// BENCH_PAGES=label,path,… measures only those page types (when looking into one); issue 23's targets need the
// product page.
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const PAGES = ALL_PAGES.filter(([label, pagePath]) => !ONLY || ONLY.includes(label) || ONLY.includes(pagePath));
const cookie = await signIn(base);
const headersFor = (signedIn: boolean): Record<string, string> => (signedIn ? { Cookie: cookie } : {});
const fetchPage = async (pagePath: string, signedIn: boolean) => {
  const res = await fetch(`${base}${pagePath}`, { headers: headersFor(signedIn), redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
  return res.text();
};

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

// Browsers send Accept-Encoding and get compressed bytes; a client that sends none gets plain bytes. Every page-rate
// figure is taken both ways, each beside the same kind of answer from the static reference.
const ENCODINGS = [
  ['br', BROWSER_ENCODING],
  ['plain', {}],
] as const;

// HTML as sent: bytes of each page type's document, plain and as a browser receives it.
for (const [label, pagePath, signedIn] of PAGES) {
  const res = await fetch(`${base}${pagePath}`, { headers: headersFor(signedIn), redirect: 'manual' });
  const html = Buffer.from(await res.arrayBuffer());
  const br = await wireBytes(`${base}${pagePath}`, BROWSER_ENCODING['Accept-Encoding'], headersFor(signedIn));
  record(`HTML of ${label}`, `${kb(html.length)} plain, ${kb(br)} as sent to a browser`);
}

// The physical limit: the same HTML served as precompressed files by a plain static server (as nginx gzip_static /
// brotli_static would), in the same run and on the same core.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-static-'));
for (const [, pagePath, signedIn] of PAGES) {
  const file = path.join(staticDir, `${encodeURIComponent(pagePath)}.html`);
  const body = Buffer.from(await fetchPage(pagePath, signedIn));
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}
const staticPort = await freePort();
const staticServer = spawnPinned(['bench/static-server.mjs', staticDir, String(staticPort)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const staticRps = new Map<string, number>();
for (const [label, pagePath] of PAGES) {
  for (const [encoding, headers] of ENCODINGS) {
    const { rps, p99 } = await load(`http://127.0.0.1:${staticPort}/${encodeURIComponent(encodeURIComponent(pagePath))}.html`, headers);
    staticRps.set(`${pagePath} ${encoding}`, rps);
    record(`static file of ${label}, ${encoding} (reference)`, `${Math.round(rps)} req/s, p99 ${p99} ms`);
  }
}
staticServer.kill('SIGTERM');

/** What the page cache did with a request (HIT, MISS, BYPASS; null when the cache is off). */
async function xCacheOf(pagePath: string, signedIn: boolean) {
  const res = await fetch(`${base}${pagePath}`, { headers: headersFor(signedIn), redirect: 'manual' });
  await res.arrayBuffer();
  return res.headers.get('x-cache');
}

const rates = new Map<string, { rps: number; p99: number }>();

/** The two JSON endpoints, each way: the reference for uncached pages is the nav-menu API in the same server. */
async function loadApis(cache: 'on' | 'off') {
  for (const [label, url] of [
    ['GET /api/menu/navMenu', `${base}/api/menu/navMenu?useWebsite=2&langType=en`],
    ['GET /api/products/search?q=video', `${base}/api/products/search?q=video&langType=en`],
    ['GET /api/mcp-servers/search?q=database', `${base}/api/mcp-servers/search?q=database&langType=en`],
  ] as const) {
    for (const [encoding, headers] of ENCODINGS) {
      const { rps, p99, errors } = await load(url, headers);
      rates.set(`${label} ${encoding} ${cache}`, { rps, p99 });
      record(`${label}, ${encoding} (page cache ${cache}) @${CONNECTIONS} conns`, `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}`);
    }
  }
}

async function loadPages(cache: 'on' | 'off') {
  for (const [label, pagePath, signedIn] of PAGES) {
    // A page the cache never serves (the personal paths: sign-in, user center, favorites…) is rendered on every
    // request whether the cache is on or off: its one measurement is the one with the cache off.
    if (cache === 'on' && (await xCacheOf(pagePath, signedIn)) === 'BYPASS') {
      record(`SSR ${label} ${pagePath}, page cache on (X-Cache BYPASS)`, 'never cached: see page cache off');
      continue;
    }
    for (const [encoding, encodingHeaders] of ENCODINGS) {
      const { rps, p99, errors } = await load(`${base}${pagePath}`, { ...headersFor(signedIn), ...encodingHeaders });
      rates.set(`${pagePath} ${encoding} ${cache}`, { rps, p99 });
      const ratio = (100 * rps) / staticRps.get(`${pagePath} ${encoding}`)!;
      const note = cache === 'on' ? ` (X-Cache ${(await xCacheOf(pagePath, signedIn)) ?? 'none'})` : '';
      record(
        `SSR ${label} ${pagePath}, ${encoding}, page cache ${cache}${note}`,
        `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}, ${ratio.toFixed(ratio < 10 ? 1 : 0)}% of static`,
      );
    }
  }
  record(`server RSS after load (cache ${cache})`, `${rssMb(server.pid!)} MB`);
}

await loadApis('on');
await loadPages('on');
await stopServer(server);
server = startServer({ ...env, PAGE_CACHE: 'false' });
await waitHealthy(base, 120_000);
await loadApis('off');
await loadPages('off');
// An almost empty page with the cache off: what every page costs before its own content.
for (const [encoding, headers] of ENCODINGS) {
  const { rps, p99 } = await load(`${base}/en/about`, headers);
  rates.set(`/en/about ${encoding} off`, { rps, p99 });
  record(`SSR about /en/about, ${encoding}, page cache off`, `${Math.round(rps)} req/s, p99 ${p99} ms`);
}
// Server CPU per answer (a rate divided among cores and neighbours moves; this barely does).
for (const [label, url] of [
  ['nav-menu API', `${base}/api/menu/navMenu?useWebsite=2&langType=en`],
  ['/en/about, uncached', `${base}/en/about`],
  ['product page, uncached', `${base}/details/chatgpt`],
] as const) {
  const ms = await cpuPerRequest(server.pid!, url, BROWSER_ENCODING);
  record(`server CPU per answer: ${label}, br`, `${ms.toFixed(2)} ms`);
}
await stopServer(server);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(staticDir, { recursive: true, force: true });

// Issue 23's targets, as ratios within this run (browser requests: Accept-Encoding gzip, deflate, br, zstd).
const product = '/details/chatgpt';
const target = (figure: string, value: number, goal: number, unit: string, met: boolean) =>
  record(`target: ${figure}`, `${value.toFixed(unit === '%' ? 0 : 1)}${unit} (goal ${goal}${unit}): ${met ? 'met' : 'MISSED'}`);
if (rates.has(`${product} br on`)) {
  const cachedShare = (100 * rates.get(`${product} br on`)!.rps) / staticRps.get(`${product} br`)!;
  target('cached product page vs precompressed static file', cachedShare, 25, '%', cachedShare >= 25);
  const uncachedShare = (100 * rates.get(`${product} br off`)!.rps) / rates.get('GET /api/menu/navMenu br off')!.rps;
  target('uncached product page vs nav-menu API', uncachedShare, 20, '%', uncachedShare >= 20);
  const p99 = rates.get(`${product} br on`)!.p99;
  target(`p99 of the cached product page at ${CONNECTIONS} connections`, p99, 50, ' ms', p99 < 50);
}

report.finish(
  'latest.json',
  `medians of ${REPEATS} runs of ${DURATION_S}s at ${CONNECTIONS} connections${PINNED ? '; servers on core 0, load generator on the others' : ''}`,
);
