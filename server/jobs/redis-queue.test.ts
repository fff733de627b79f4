import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { redisReachable, TEST_REDIS_URL } from '../../tests/fixtures/redis';
import { pgliteTarget } from '../../tests/fixtures/db';
import type { Database } from '../db/client';
import { parseEnv } from '../env';
import { createLocalBus } from '../events/change-bus';
import { defineJob, type AnyJobDefinition, type JobQueue } from './job';
import { jobQueueContract, type QueueUnderTest } from './queue.contract';
import { createRedisJobQueue, REDIS_QUEUE_NAME, type RedisQueueOptions } from './redis-queue';

const logger = pino({ level: 'silent' });
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

describe.skipIf(!(await redisReachable()))('BullMQ job queue on Redis', () => {
  const prefix = `atlas:test:${randomBytes(4).toString('hex')}`;
  let database: Database;
  let redis: Redis;
  let inspect: Queue;
  const queues: JobQueue[] = [];
  const doomedWorkers: Worker[] = [];

  function queue(definitions: AnyJobDefinition[], { logger: log = logger, ...options }: Partial<RedisQueueOptions> & { logger?: Logger } = {}) {
    const q = createRedisJobQueue({
      deps: { env, database, logger: log, bus: createLocalBus() },
      jobs: definitions,
      redisUrl: TEST_REDIS_URL,
      concurrency: 2,
      leaseMs: 2000,
      // The jobs of dead workers are found within 200 ms of their lock running out.
      stalledIntervalMs: 200,
      prefix,
      ...options,
    });
    queues.push(q);
    return q;
  }

  beforeAll(async () => {
    // Handlers receive the database; these test jobs do not use it.
    database = await pgliteTarget.open({ seed: false });
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    inspect = new Queue(REDIS_QUEUE_NAME, { connection: redis, prefix });
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close(2000)));
    await Promise.all(doomedWorkers.splice(0).map((w) => w.close(true).catch(() => {})));
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

  const bullmq: QueueUnderTest = {
    queue,
    states: { pending: 'waiting', running: 'active', done: 'completed', dead: 'failed' },
    async read(id) {
      const found = (await inspect.getJob(id))!;
      return {
        state: await found.getState(),
        attempts: found.attemptsStarted,
        result: found.returnvalue,
        error: found.failedReason ?? null,
        locked: (await redis.exists(`${prefix}:${REDIS_QUEUE_NAME}:${id}:lock`)) === 1,
        finishedAt: found.finishedOn ? new Date(found.finishedOn) : null,
      };
    },
    async count(name) {
      return (await inspect.getJobs()).filter((j) => j.name === name).length;
    },
    async enqueueRaw(name, payload, maxAttempts) {
      return (await inspect.add(name, payload, { attempts: maxAttempts })).id!;
    },
    async dieHolding(id, leaseMs) {
      // A worker that took the job and then vanished: its lock is never renewed.
      const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
      const doomed = new Worker(REDIS_QUEUE_NAME, null, { connection, prefix, autorun: false, lockDuration: leaseMs });
      doomedWorkers.push(doomed);
      const taken = await doomed.getNextJob('doomed-token');
      expect(taken?.id).toBe(id);
      connection.disconnect();
    },
    // BullMQ keeps the message.
    storedError: (message) => message,
    async afterRecurring() {
      expect(await inspect.getJobSchedulersCount()).toBe(1);
    },
  };
  jobQueueContract(bullmq);

  it('starts a run booked before a crash (the run ended, its booking untaken) when a worker starts', async () => {
    const seen: number[] = [];
    const tally = defineJob({
      id: 'test.tally',
      payload: z.object({ v: z.number() }),
      handler: async ({ v }) => {
        seen.push(v);
        return v;
      },
    });
    const first = queue([tally]);
    const { id } = await first.enqueue(tally, { v: 1 }, { key: 'votes' });
    await first.start();
    await expect.poll(async () => (await bullmq.read(id)).state).toBe('completed');
    await first.close(2000);
    // What a process that died between the run's end and taking the booking leaves behind.
    await redis.set(`${prefix}:again:${id}`, JSON.stringify({ name: tally.id, payload: { v: 2 } }));
    await queue([tally]).start();
    await expect.poll(async () => (await bullmq.read(id)).result).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await redis.exists(`${prefix}:again:${id}`)).toBe(0);
  });
});
