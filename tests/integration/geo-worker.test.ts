// A GEO detection whose worker process is killed mid-answer is taken over by another worker once its lease runs
// out, and completes once: one completed detection, one job done, the answer whole (docs/decisions/024).
import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoDetectJob } from '~/features/geo-check/geo-check.jobs.server';
import { geoChecks, geoDetections, jobs, llmCalls } from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import { createLocalBus } from '../../server/events/change-bus';
import { createPostgresJobQueue } from '../../server/jobs/postgres-queue';
import { createTestUser } from '../fixtures/accounts';
import { dbTargets, postgresReachable } from '../fixtures/db';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-compatible';

const withPostgres = await postgresReachable();
const KEY = 'sk-geo-worker';
const ANSWER = Array.from({ length: 40 }, (_, i) => (i === 20 ? 'AI Atlas' : `word${i}`)).join(' ');

describe('GEO detections and dying workers', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: KEY });
    fake.reply = () => ANSWER;
    // About 40 × 100 ms: long enough to kill the worker in the middle.
    fake.chunkMs = 100;
  });
  afterAll(async () => {
    await fake?.close();
  });

  it.runIf(withPostgres)('a SIGKILLed worker’s detection is taken over and completes once', { timeout: 90_000 }, async () => {
    const target = (await dbTargets()).find((t) => t.name === 'postgres')!;
    const database = await target.open({ seed: false });
    const children: ChildProcess[] = [];
    try {
      const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const user = await createTestUser(database.db);
      await database.db.insert(geoChecks).values({ id: 'workerkillcheck0001', userId: user.id, question: 'Best AI directories?', keywords: ['AI Atlas'], lang: 'en' });
      await database.db.insert(geoDetections).values({ id: 'workerkilldetect001', checkId: 'workerkillcheck0001', platform: 'deepseek' });
      const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const queue = createPostgresJobQueue({ deps: { env, database, logger: pino({ level: 'silent' }), bus: createLocalBus() }, jobs: [geoDetectJob], concurrency: 1, leaseMs: 2000 });
      const { id: jobId } = await queue.enqueue(geoDetectJob, { detectionId: 'workerkilldetect001' }, { key: 'detection:workerkilldetect001' });

      const worker = () => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
          env: {
            ...process.env,
            DATABASE_URL: url,
            SEED_ON_START: 'false',
            LOG_LEVEL: 'warn',
            JOBS_WORKER: 'off',
            JOBS_LEASE_MS: '2000',
            LLM_DEEPSEEK_API_KEY: KEY,
            LLM_DEEPSEEK_BASE_URL: fake.url,
            LLM_MAX_RETRIES: '0',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        return child;
      };
      const detection = async () => (await database.db.select().from(geoDetections).where(eq(geoDetections.id, 'workerkilldetect001')))[0]!;

      const first = worker();
      const firstExit = new Promise((resolve) => first.once('exit', resolve));
      // Killed once the answer is streaming (progress written past the start).
      await expect.poll(async () => (await detection()).progress, { timeout: 30_000, interval: 100 }).toBeGreaterThan(10);
      const cut = await detection();
      expect(cut.status).toBe('processing');
      first.kill('SIGKILL');
      await firstExit;
      const killedAt = Date.now();
      // The second answer need not be slow: nothing is killed during it.
      fake.chunkMs = 10;

      worker();
      await expect.poll(async () => (await detection()).status, { timeout: 40_000, interval: 200 }).toBe('completed');
      const done = await detection();
      expect(done.answer).toBe(ANSWER);
      expect(done.progress).toBe(100);
      expect(done.runs).toBe(2);
      expect(done.runId).not.toBe(cut.runId);
      expect(done.analysis).toMatchObject({ mentioned: true, exposureCount: 1 });
      // Taken over after the lease ran out, not before.
      expect(Date.now() - killedAt).toBeGreaterThan(1000);
      // The job row is released just after the detection is written.
      const job = async () => (await database.db.select().from(jobs).where(eq(jobs.id, Number(jobId))))[0];
      await expect.poll(job, { timeout: 10_000, interval: 100 }).toMatchObject({ state: 'done', attempts: 2 });
      expect(await database.db.select().from(geoDetections)).toHaveLength(1);
      // The platform was asked twice (the first answer was cut off); only the finished call was recorded as ok.
      expect(fake.requests).toHaveLength(2);
      const calls = await database.db.select().from(llmCalls);
      expect(calls.filter((c) => c.ok)).toHaveLength(1);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await database.close();
    }
  });
});
