// `npm run bench:mcp`: the site's own MCP endpoint (/api/mcp, stateless Streamable HTTP): tools/call of
// search_products per second — each call a fresh server and transport, the JSON-RPC parsed and validated, the
// rate-limit row counted — beside tools/list and the same search over the REST API. Figures, never pass/fail.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import { BROWSER_ENCODING, CONNECTIONS, DURATION_S, median, REPEATS, startServer, stopServer, waitHealthy } from './lib';
import { createReport } from './report';

const report = createReport();
if (!process.env.BENCH_SKIP_BUILD) spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-mcp-'));
const base = `http://127.0.0.1:${port}`;
// The per-address limit would stop a load generator on one address within a second.
const server = startServer({ PORT: String(port), DATA_DIR: dataDir, MCP_SERVER_PER_MINUTE: '1000000' });

const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Mcp-Protocol-Version': '2025-06-18' };
const rpc = (method: string, params: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
const searchCall = (query: string) => rpc('tools/call', { name: 'search_products', arguments: { query, lang: 'en' } });

async function rate(label: string, options: autocannon.Options) {
  const rps: number[] = [];
  const p99: number[] = [];
  let errors = 0;
  for (let i = 0; i < REPEATS; i++) {
    const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
    errors += result.errors + result.non2xx;
  }
  report.record(`${label} @${CONNECTIONS} conns`, `${Math.round(median(rps))} req/s, p99 ${median(p99)} ms, errors ${errors}`);
}

try {
  await waitHealthy(base, 120_000);
  // One answer checked before measuring: a rate of failures would be no figure.
  const check = await fetch(`${base}/api/mcp`, { method: 'POST', headers: MCP_HEADERS, body: searchCall('video') });
  const answer = (await check.json()) as { result?: { structuredContent?: { total: number } } };
  if (check.status !== 200 || !answer.result?.structuredContent?.total) throw new Error(`search_products answered ${check.status}: ${JSON.stringify(answer).slice(0, 300)}`);

  await rate('MCP tools/call search_products "video"', { url: `${base}/api/mcp`, method: 'POST', headers: MCP_HEADERS, body: searchCall('video') });
  await rate('MCP tools/call search_products "视频"', { url: `${base}/api/mcp`, method: 'POST', headers: MCP_HEADERS, body: searchCall('视频') });
  await rate('MCP tools/call search_products "video", br', { url: `${base}/api/mcp`, method: 'POST', headers: { ...MCP_HEADERS, ...BROWSER_ENCODING }, body: searchCall('video') });
  await rate('MCP tools/list', { url: `${base}/api/mcp`, method: 'POST', headers: MCP_HEADERS, body: rpc('tools/list', {}) });
  await rate('reference: GET /api/products/search?q=video', { url: `${base}/api/products/search?q=video&langType=en` });
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
report.finish('mcp.json', `medians of ${REPEATS} runs of ${DURATION_S}s at ${CONNECTIONS} connections; stateless endpoint, one server per request`);
