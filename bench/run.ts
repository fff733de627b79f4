// `npm run bench`: figures, never pass/fail. Starts the production server on a throw-away data folder,
// then measures cold start, memory and request rates on loopback. Results print as a table and are
// written to bench/results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const server = await startAndTime('later start: migrate only');
await new Promise((r) => setTimeout(r, 1000));
record('server RSS after start', `${rssMb(server.pid!)} MB`);

for (const [label, url] of [
  ['GET /api/menu/navMenu', `${base}/api/menu/navMenu?useWebsite=2&langType=en`],
  ['GET /healthz', `${base}/healthz`],
  ['SSR home /en', `${base}/en`],
  ['SSR search /en/discover/video', `${base}/en/discover/video`],
  ['SSR details /details/chatgpt', `${base}/details/chatgpt`],
] as const) {
  const { rps, p99, errors } = await load(url);
  record(`${label} @${CONNECTIONS} conns`, `${Math.round(rps)} req/s, p99 ${p99} ms, errors ${errors}`);
}
record('server RSS after load', `${rssMb(server.pid!)} MB`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });

report.finish('latest.json', `medians of ${REPEATS} runs of ${DURATION_S}s`);
