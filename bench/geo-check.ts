// GEO detections per minute through the job queue (docs/decisions/024): each detection is one geo.detect job that
// asks the fake OpenAI-compatible platform (answers taking about 50 ms, then about 2 s), analyses the answer and
// stores it. PGlite always; PostgreSQL on 127.0.0.1 when reachable. Figures, never pass/fail.
// `npm run bench:geo` (or `npx tsx bench/geo-check.ts`).
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { geoDetectJob } from '../app/features/geo-check/geo-check.jobs.server';
import { openDatabase, type Database } from '../server/db/client';
import { geoChecks, geoDetections, users } from '../server/db/schema';
import { parseEnv } from '../server/env';
import { createLocalBus } from '../server/events/change-bus';
import { createPostgresJobQueue } from '../server/jobs/postgres-queue';
import { startFakeOpenAi } from '../tests/fakes/openai-compatible';

const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEY = 'sk-bench';
const logger = pino({ level: 'silent' });
const fake = await startFakeOpenAi({ apiKey: KEY });
const WORDS = 10;
fake.reply = () => Array.from({ length: WORDS }, (_, i) => (i === 3 ? 'AI Atlas' : `word${i}`)).join(' ');
// Two platforms on the fake, so LLM_CONCURRENCY (4 per platform and process) is not what limits the queue.
const env = parseEnv({
  LOG_LEVEL: 'silent',
  LLM_DEEPSEEK_API_KEY: KEY,
  LLM_DEEPSEEK_BASE_URL: fake.url,
  LLM_KIMI_API_KEY: KEY,
  LLM_KIMI_BASE_URL: fake.url,
  LLM_MAX_RETRIES: '0',
});

async function measure(name: string, database: Database, concurrency: number, latencyMs: number, count: number) {
  fake.chunkMs = Math.round(latencyMs / (WORDS + 1));
  const db = database.db;
  const [user] = await db.insert(users).values({ email: `bench-${randomBytes(4).toString('hex')}@bench.test` }).returning({ id: users.id });
  const checkId = randomBytes(12).toString('base64url');
  await db.insert(geoChecks).values({ id: checkId, userId: user!.id, question: 'Which AI directories are best?', keywords: ['AI Atlas'], lang: 'en' });
  const ids = Array.from({ length: count }, () => randomBytes(12).toString('base64url'));
  await db.insert(geoDetections).values(ids.map((id, i) => ({ id, checkId, platform: i % 2 ? 'kimi' : 'deepseek' })));
  const queue = createPostgresJobQueue({ deps: { env, database, logger, bus: createLocalBus() }, jobs: [geoDetectJob], concurrency, leaseMs: 30_000 });
  for (const detectionId of ids) await queue.enqueue(geoDetectJob, { detectionId }, { key: `detection:${detectionId}` });
  const started = performance.now();
  await queue.start();
  for (;;) {
    const rows = await db.select({ status: geoDetections.status }).from(geoDetections).where(inArray(geoDetections.id, ids));
    if (rows.every((r) => r.status === 'completed' || r.status === 'failed')) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await queue.close();
  const completed = (await db.select({ id: geoDetections.id }).from(geoDetections).where(eq(geoDetections.checkId, checkId))).length;
  const failed = (await db.select({ status: geoDetections.status }).from(geoDetections).where(inArray(geoDetections.id, ids))).filter((r) => r.status === 'failed').length;
  console.log(
    `${name.padEnd(9)} platform ${String(latencyMs).padStart(4)} ms  concurrency ${String(concurrency).padStart(2)}  ` +
      `${String(count).padStart(3)} detections in ${(ms / 1000).toFixed(1).padStart(5)} s = ${Math.round((count / ms) * 60_000)
        .toString()
        .padStart(5)} per minute${failed ? ` (${failed} failed)` : ''}${completed !== count ? ' (count mismatch)' : ''}`,
  );
}

async function runAll(name: string, database: Database, concurrencies: number[]) {
  for (const concurrency of concurrencies) {
    await measure(name, database, concurrency, 50, Math.max(60, concurrency * 20));
    await measure(name, database, concurrency, 2000, Math.max(6, concurrency * 3));
  }
}

const pglite = await openDatabase({});
await pglite.migrate();
// PGlite runs one job at a time by default (JOBS_CONCURRENCY unset), 4 when an operator raises it.
await runAll('pglite', pglite, [1, 4]);
await pglite.close();

const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 1500 });
if (await admin.connect().then(() => true, () => false)) {
  const dbName = `atlas_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await database.migrate();
    await runAll('postgres', database, [2, 8]);
  } finally {
    await database.close();
    await admin.query(`drop database ${dbName} with (force)`);
    await admin.end();
  }
}
await fake.close();
