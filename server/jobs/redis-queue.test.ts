import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { redisReachable, TEST_REDIS_URL } from '../../tests/fixtures/redis';
import { openDatabase, type Database } from '../db/client';
import { parseEnv } from '../env';
import { createLocalBus } from '../events/change-bus';
import { defineJob, PermanentJobError, type AnyJobDefinition, type JobQueue } from './job';
import { createRedisJobQueue, REDIS_QUEUE_NAME, type RedisQueueOptions } from './redis-queue';

const logger = pino({ level: 'silent' });
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!(await redisReachable()))('BullMQ job queue on Redis', () => {
  const prefix = `atlas:test:${randomBytes(4).toString('hex')}`;
  let database: Database;
  let redis: Redis;
  let inspect: Queue;
  const queues: JobQueue[] = [];

  function queue(definitions: AnyJobDefinition[], options: Partial<RedisQueueOptions> = {}, log = logger) {
    const q = createRedisJobQueue({
      deps: { env, database, logger: log, bus: createLocalBus() },
      jobs: definitions,
      redisUrl: TEST_REDIS_URL,
      concurrency: 2,
      leaseMs: 2000,
      prefix,
      ...options,
    });
    queues.push(q);
    return q;
  }

  async function job(id: string) {
    const found = await inspect.getJob(id);
    return { state: await found!.getState(), attemptsMade: found!.attemptsMade, result: found!.returnvalue, error: found!.failedReason };
  }

  beforeAll(async () => {
    // Handlers receive the database; these test jobs do not use it.
    database = await openDatabase({});
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    inspect = new Queue(REDIS_QUEUE_NAME, { connection: redis, prefix });
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close(2000)));
    await inspect.obliterate({ force: true });
    for (const scheduler of await inspect.getJobSchedulers()) await inspect.removeJobScheduler(scheduler.key);
  });
  afterAll(async () => {
    await inspect?.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis?.disconnect();
    await database?.close();
  });

  it('enqueues, runs and completes a job with its result', async () => {
    const echo = defineJob({
      id: 'test.echo',
      payload: z.object({ n: z.number() }),
      handler: async ({ n }, ctx) => ({ doubled: n * 2, attempt: ctx.attempt }),
    });
    const q = queue([echo]);
    await expect(q.enqueue(echo, { n: 'x' } as never)).rejects.toThrow();
    const { id } = await q.enqueue(echo, { n: 21 });
    await q.start();
    await expect.poll(async () => (await job(id)).state, { timeout: 5000 }).toBe('completed');
    expect((await job(id)).result).toEqual({ doubled: 42, attempt: 1 });
  });

  it('retries with the definition back-off, then fails the job for good after maxAttempts', async () => {
    const attempts: number[] = [];
    const flaky = defineJob({
      id: 'test.flaky',
      payload: z.object({ failTimes: z.number() }),
      maxAttempts: 3,
      backoff: 20,
      handler: async ({ failTimes }, ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt <= failTimes) throw new Error(`boom ${ctx.attempt}`);
        return 'ok';
      },
    });
    const permanent = defineJob({
      id: 'test.permanent',
      payload: z.object({}),
      handler: async () => {
        throw new PermanentJobError('cannot work');
      },
    });
    const lines: { msg: string; jobId: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const q = queue([flaky, permanent], {}, log);
    await q.start();
    const recovers = await q.enqueue(flaky, { failTimes: 2 });
    await expect.poll(async () => (await job(recovers.id)).state, { timeout: 5000 }).toBe('completed');
    expect(attempts).toEqual([1, 2, 3]);
    const never = await q.enqueue(flaky, { failTimes: 99 });
    await expect.poll(async () => (await job(never.id)).state, { timeout: 5000 }).toBe('failed');
    expect(await job(never.id)).toMatchObject({ attemptsMade: 3, error: 'boom 3' });
    const logged = lines.filter((l) => l.jobId === never.id).map((l) => l.msg);
    expect(logged).toEqual(['job failed; will retry', 'job failed; will retry', 'job dead']);
    const fatal = await q.enqueue(permanent, {});
    await expect.poll(async () => (await job(fatal.id)).state, { timeout: 5000 }).toBe('failed');
    expect((await job(fatal.id)).attemptsMade).toBe(1);
    expect((await job(fatal.id)).error).toContain('cannot work');
  });

  it('runs a job again when its worker dies holding it, once the lock has run out', async () => {
    const runs: number[] = [];
    const work = defineJob({
      id: 'test.work',
      payload: z.object({}),
      handler: async (_, ctx) => {
        runs.push(ctx.attempt);
        return 'recovered';
      },
    });
    const q = queue([work], { leaseMs: 500, stalledIntervalMs: 200 });
    const { id } = await q.enqueue(work, {});
    // A worker that took the job and then vanished: its lock is never renewed.
    const doomedConnection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const doomed = new Worker(REDIS_QUEUE_NAME, null, { connection: doomedConnection, prefix, autorun: false, lockDuration: 500 });
    const taken = await doomed.getNextJob('doomed-token');
    expect(taken?.id).toBe(id);
    doomedConnection.disconnect();
    await q.start();
    await expect.poll(async () => (await job(id)).state, { timeout: 8000 }).toBe('completed');
    expect((await job(id)).result).toBe('recovered');
    expect(runs).toHaveLength(1);
    await doomed.close(true).catch(() => {});
  });

  it('treats an idempotency key as a no-op while its job is waiting or active, and runs it again after', async () => {
    let runs = 0;
    const keyed = defineJob({
      id: 'test.keyed',
      payload: z.object({ v: z.number() }),
      handler: async ({ v }) => {
        runs++;
        await sleep(200);
        return v;
      },
    });
    const q = queue([keyed]);
    const first = await q.enqueue(keyed, { v: 1 }, { key: 'import:42' });
    expect(await q.enqueue(keyed, { v: 2 }, { key: 'import:42' })).toEqual({ id: first.id, enqueued: false });
    await q.start();
    await expect.poll(async () => (await job(first.id)).state).toBe('active');
    expect((await q.enqueue(keyed, { v: 3 }, { key: 'import:42' })).enqueued).toBe(false);
    await expect.poll(async () => (await job(first.id)).state).toBe('completed');
    expect((await job(first.id)).result).toBe(1);
    expect(await q.enqueue(keyed, { v: 4 }, { key: 'import:42' })).toEqual({ id: first.id, enqueued: true });
    await expect.poll(async () => (await job(first.id)).result).toBe(4);
    expect(runs).toBe(2);
  });

  it('runs a recurring job once per period however many processes schedule it', async () => {
    const runs: string[] = [];
    const tick = defineJob({
      id: 'test.tick',
      payload: z.object({}),
      every: 1000,
      handler: async (_, ctx) => {
        runs.push(ctx.jobId);
      },
    });
    const replicas = [queue([tick]), queue([tick]), queue([tick])];
    const started = Date.now();
    await Promise.all(replicas.map((q) => q.start()));
    await sleep(2600);
    const periods = Math.ceil((Date.now() - started) / 1000);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(periods + 1);
    expect(new Set(runs).size).toBe(runs.length);
    expect(await inspect.getJobSchedulersCount()).toBe(1);
  });

  it('stop() lets the jobs in flight finish', async () => {
    const finished: number[] = [];
    const step = defineJob({
      id: 'test.step',
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => {
        await sleep(300);
        finished.push(n);
      },
    });
    const q = queue([step]);
    const a = await q.enqueue(step, { n: 1 });
    await q.start();
    await expect.poll(async () => (await job(a.id)).state).toBe('active');
    await q.stop();
    expect(finished).toEqual([1]);
    expect((await job(a.id)).state).toBe('completed');
    const b = await q.enqueue(step, { n: 2 });
    await sleep(200);
    expect((await job(b.id)).state).toBe('waiting');
  });
});
