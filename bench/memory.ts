// `npm run bench:memory`: server memory after warm-up at 20k and 100k products, on the embedded store and (when
// one answers on 127.0.0.1:5432) on PostgreSQL. Each store is grown with bench/grow-catalogue.ts, the production
// server starts on it, every page type is visited in every language (and searches run) until the caches are warm,
// then the kernel's resident-set size of the server process is read. Figures, never pass/fail; the target is
// < 500 MB at 20k products embedded.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';
import { rssMb, startServer, stopServer, waitHealthy, warmUp } from './lib';
import { createReport } from './report';

const SIZES = (process.env.BENCH_MEMORY_SIZES ?? '20000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const IDLE_S = Number(process.env.BENCH_MEMORY_IDLE_S ?? 0);
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const report = createReport();

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function measure(kind: string, storeEnv: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  for (const size of SIZES) {
    const grown = spawnSync(process.execPath, ['--import', 'tsx', 'bench/grow-catalogue.ts', String(size)], {
      env: { ...process.env, ...storeEnv, LOG_LEVEL: 'warn', SCREENSHOTS: 'false' },
      encoding: 'utf8',
    });
    if (grown.status !== 0) throw new Error(`growing the ${kind} store failed:\n${grown.stderr}`);
    console.log(grown.stdout.trim());
    const server = startServer({ ...storeEnv, PORT: String(port) });
    try {
      const ready = await waitHealthy(base, 600_000);
      report.record(
        `start to first page, ${size / 1000}k products (${kind})`,
        `${(ready / 1000).toFixed(1)} s`,
      );
      report.record(`server RSS after start, ${size / 1000}k products (${kind})`, `${rssMb(server.pid!)} MB`);
      const requests = await warmUp(base);
      const warm = rssMb(server.pid!);
      let idle = '';
      if (IDLE_S > 0) {
        // Garbage of the warm-up may still be in the heap; V8 gives memory back once the process is idle.
        await new Promise((r) => setTimeout(r, IDLE_S * 1000));
        idle = `, ${rssMb(server.pid!)} MB after ${IDLE_S} s idle`;
      }
      report.record(
        `server RSS after warm-up, ${size / 1000}k products (${kind})`,
        `${warm} MB after ${requests} requests${idle}`,
      );
    } finally {
      await stopServer(server);
    }
  }
}

spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-memory-'));
try {
  await measure('embedded', { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (await postgresReachable()) {
  const name = `atlas_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
} else {
  report.record(
    'server RSS on PostgreSQL',
    `not measured: nothing answers at ${new URL(POSTGRES_ADMIN_URL).host}`,
  );
}

report.finish(
  'memory.json',
  'RSS read from /proc after two rounds of visits to every page type in every language',
);
