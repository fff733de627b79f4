// Job queue throughput on this machine: N no-op jobs enqueued one by one, then run by one process with
// JOBS_CONCURRENCY 2, on each backend that answers here (PGlite always; PostgreSQL and Redis on 127.0.0.1 when
// reachable). Figures, never pass/fail. `npx tsx bench/jobs.ts` (BENCH_JOBS, default 2000).
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import pg from 'pg';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { openDatabase, type Database } from '../server/db/client';
import { parseEnv } from '../server/env';
import { createLocalBus } from '../server/events/change-bus';
import { defineJob, type JobQueue } from '../server/jobs/job';
import { createPostgresJobQueue } from '../server/jobs/postgres-queue';
import { createRedisJobQueue } from '../server/jobs/redis-queue';

const COUNT = Number(process.env.BENCH_JOBS ?? 2000);
const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = parseEnv({ LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });

let done = 0;
const noop = defineJob({ id: 'bench.noop', payload: z.object({ i: z.number() }), handler: async () => void done++ });

async function measure(name: string, database: Database, make: (deps: Parameters<typeof createPostgresJobQueue>[0]['deps']) => JobQueue) {
  done = 0;
  const queue = make({ env, database, logger, bus: createLocalBus() });
  let started = performance.now();
  for (let i = 0; i < COUNT; i++) await queue.enqueue(noop, { i });
  const enqueueMs = performance.now() - started;
  started = performance.now();
  await queue.start();
  while (done < COUNT) await new Promise((r) => setTimeout(r, 5));
  const runMs = performance.now() - started;
  await queue.close();
  console.log(
    `${name.padEnd(10)} enqueue ${COUNT} in ${Math.round(enqueueMs)} ms (${Math.round((COUNT / enqueueMs) * 1000)}/s), ` +
      `run in ${Math.round(runMs)} ms (${Math.round((COUNT / runMs) * 1000)}/s)`,
  );
}

const pglite = await openDatabase({});
await pglite.migrate();
await measure('pglite', pglite, (deps) => createPostgresJobQueue({ deps, jobs: [noop], concurrency: 2, leaseMs: 30_000 }));
await pglite.close();

const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 1500 });
if (await admin.connect().then(() => true, () => false)) {
  const name = `atlas_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await database.migrate();
    await measure('postgres', database, (deps) => createPostgresJobQueue({ deps, jobs: [noop], concurrency: 2, leaseMs: 30_000 }));
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
probe.on('error', () => {});
if (await probe.connect().then(() => true, () => false)) {
  const prefix = `atlas:bench:${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({});
  try {
    await measure('redis', database, (deps) =>
      createRedisJobQueue({ deps, jobs: [noop], redisUrl: REDIS_URL, concurrency: 2, leaseMs: 30_000, prefix }),
    );
  } finally {
    const keys = await probe.keys(`${prefix}:*`);
    if (keys.length) await probe.del(...keys);
    await database.close();
  }
}
probe.disconnect();
