import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dbTargets } from '../../tests/fixtures/db';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { parseEnv } from '../env';
import { createLocalBus } from '../events/change-bus';
import { defineJob, PermanentJobError, type AnyJobDefinition, type JobQueue } from './job';
import { createPostgresJobQueue, type PostgresQueueOptions } from './postgres-queue';

const targets = await dbTargets();
const logger = pino({ level: 'silent' });
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(targets)('PostgreSQL job queue on $name', (target) => {
  let database: Database;
  const queues: JobQueue[] = [];

  function queue(definitions: AnyJobDefinition[], options: Partial<PostgresQueueOptions> = {}) {
    const q = createPostgresJobQueue({
      deps: { env, database, logger, bus: createLocalBus() },
      jobs: definitions,
      concurrency: 2,
      leaseMs: 2000,
      pollMs: 25,
      ...options,
    });
    queues.push(q);
    return q;
  }

  async function row(id: string) {
    const [r] = await database.db.select().from(jobs).where(eq(jobs.id, Number(id)));
    return r!;
  }

  beforeAll(async () => {
    database = await target.open({ seed: false });
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close(2000)));
    await database.db.delete(jobs);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('enqueues, claims and completes a job, storing its result', async () => {
    const seen: unknown[] = [];
    const echo = defineJob({
      id: 'test.echo',
      payload: z.object({ n: z.number().int() }),
      handler: async (payload, ctx) => {
        seen.push({ payload, attempt: ctx.attempt });
        return { doubled: payload.n * 2 };
      },
    });
    const q = queue([echo]);
    await expect(q.enqueue(echo, { n: 'x' } as never)).rejects.toThrow();
    const { id, enqueued } = await q.enqueue(echo, { n: 21 });
    expect(enqueued).toBe(true);
    expect((await row(id)).state).toBe('pending');
    await q.start();
    await expect.poll(async () => (await row(id)).state, { timeout: 5000 }).toBe('done');
    const done = await row(id);
    expect(done).toMatchObject({ attempts: 1, result: { doubled: 42 }, lockedUntil: null, lastError: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1 }]);
  });

  it('retries with back-off, then marks the job dead with its last error after maxAttempts', async () => {
    const attempts: number[] = [];
    const flaky = defineJob({
      id: 'test.flaky',
      payload: z.object({ failTimes: z.number() }),
      maxAttempts: 3,
      backoff: (attempt) => attempt * 30,
      handler: async ({ failTimes }, ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt <= failTimes) throw new Error(`boom ${ctx.attempt}`);
        return 'ok';
      },
    });
    const q = queue([flaky]);
    await q.start();
    const recovers = await q.enqueue(flaky, { failTimes: 2 });
    await expect.poll(async () => (await row(recovers.id)).state, { timeout: 5000 }).toBe('done');
    expect(await row(recovers.id)).toMatchObject({ attempts: 3, result: 'ok' });
    expect((await row(recovers.id)).lastError).toContain('boom 2');

    const never = await q.enqueue(flaky, { failTimes: 99 });
    await expect.poll(async () => (await row(never.id)).state, { timeout: 5000 }).toBe('dead');
    const dead = await row(never.id);
    expect(dead.attempts).toBe(3);
    expect(dead.lastError).toMatch(/^Error: boom 3/);
    expect(dead.finishedAt).toBeInstanceOf(Date);
  });

  it('sends a permanent failure, a bad stored payload and a time-out to the right state', async () => {
    const permanent = defineJob({
      id: 'test.permanent',
      payload: z.object({}),
      handler: async () => {
        throw new PermanentJobError('cannot work');
      },
    });
    const slow = defineJob({
      id: 'test.slow',
      payload: z.object({}),
      maxAttempts: 1,
      timeoutMs: 100,
      handler: async (_, ctx) => {
        await sleep(1000);
        return ctx.signal.aborted;
      },
    });
    const q = queue([permanent, slow]);
    const a = await q.enqueue(permanent, {});
    const b = await q.enqueue(slow, {});
    const [c] = await database.db
      .insert(jobs)
      .values({ name: 'test.permanent', payload: 'not an object', maxAttempts: 5 })
      .returning({ id: jobs.id });
    await q.start();
    await expect.poll(async () => [(await row(a.id)).state, (await row(b.id)).state, (await row(String(c!.id))).state], { timeout: 5000 }).toEqual(['dead', 'dead', 'dead']);
    expect(await row(a.id)).toMatchObject({ attempts: 1 });
    expect((await row(a.id)).lastError).toContain('cannot work');
    expect((await row(b.id)).lastError).toContain('timed out after 100 ms');
    expect((await row(String(c!.id))).lastError).toContain('invalid payload');
  });

  it('takes over a job whose worker died once its lease has passed, and not before', async () => {
    const runs: number[] = [];
    const work = defineJob({
      id: 'test.work',
      payload: z.object({}),
      handler: async (_, ctx) => {
        runs.push(ctx.attempt);
        return 'recovered';
      },
    });
    // A worker that claimed the job and was then killed: running, lease 600 ms, nobody renewing it.
    const [claimed] = await database.db
      .insert(jobs)
      .values({
        name: 'test.work',
        payload: {},
        maxAttempts: 3,
        state: 'running',
        attempts: 1,
        lockedBy: 'killed-worker',
        lockedUntil: sql`now() + interval '600 milliseconds'`,
      })
      .returning({ id: jobs.id });
    const id = String(claimed!.id);
    const q = queue([work]);
    await q.start();
    await sleep(300);
    expect(await row(id)).toMatchObject({ state: 'running', lockedBy: 'killed-worker' });
    expect(runs).toEqual([]);
    await expect.poll(async () => (await row(id)).state, { timeout: 5000 }).toBe('done');
    expect(await row(id)).toMatchObject({ attempts: 2, result: 'recovered' });
    expect(runs).toEqual([2]);

    // Killed on its last attempt: dead, with the reason.
    const [last] = await database.db
      .insert(jobs)
      .values({ name: 'test.work', payload: {}, maxAttempts: 1, state: 'running', attempts: 1, lockedBy: 'killed-worker', lockedUntil: sql`now()` })
      .returning({ id: jobs.id });
    await expect.poll(async () => (await row(String(last!.id))).state, { timeout: 5000 }).toBe('dead');
    expect((await row(String(last!.id))).lastError).toContain('worker lost');
  });

  it('keeps a long job with its worker while the heartbeat renews the lease', async () => {
    let runs = 0;
    const long = defineJob({
      id: 'test.long',
      payload: z.object({}),
      handler: async () => {
        runs++;
        await sleep(1000);
      },
    });
    const a = queue([long], { leaseMs: 300 });
    const b = queue([long], { leaseMs: 300 });
    const { id } = await a.enqueue(long, {});
    await a.start();
    await expect.poll(async () => (await row(id)).state).toBe('running');
    await b.start();
    await expect.poll(async () => (await row(id)).state, { timeout: 5000 }).toBe('done');
    expect(runs).toBe(1);
    expect((await row(id)).attempts).toBe(1);
  });

  it('treats an idempotency key as a no-op while its job is pending or running, and runs it again after', async () => {
    let runs = 0;
    const waiting: (() => void)[] = [];
    const release = () => waiting.splice(0).forEach((r) => r());
    const keyed = defineJob({
      id: 'test.keyed',
      payload: z.object({ v: z.number() }),
      handler: async ({ v }) => {
        runs++;
        await new Promise<void>((r) => waiting.push(r));
        return v;
      },
    });
    const q = queue([keyed]);
    const first = await q.enqueue(keyed, { v: 1 }, { key: 'import-42' });
    const again = await q.enqueue(keyed, { v: 2 }, { key: 'import-42' });
    expect(again).toEqual({ id: first.id, enqueued: false });
    const other = await q.enqueue(keyed, { v: 3 }, { key: 'import-43' });
    expect(other.enqueued).toBe(true);
    await q.start();
    await expect.poll(() => runs).toBe(2);
    expect(await q.enqueue(keyed, { v: 4 }, { key: 'import-42' })).toEqual({ id: first.id, enqueued: false });
    release();
    await expect.poll(async () => (await row(first.id)).state).toBe('done');
    expect((await row(first.id)).result).toBe(1);
    // Finished: the same key queues a new run of the same row.
    const rerun = await q.enqueue(keyed, { v: 5 }, { key: 'import-42' });
    expect(rerun).toEqual({ id: first.id, enqueued: true });
    await expect.poll(() => runs).toBe(3);
    release();
    await expect.poll(async () => (await row(first.id)).result).toBe(5);
    expect(await database.db.select().from(jobs).where(eq(jobs.name, 'test.keyed'))).toHaveLength(2);
  });

  it('runs a recurring job once per period however many processes schedule it', async () => {
    let clock = Date.UTC(2026, 0, 1, 10, 0, 5);
    const runs: string[] = [];
    const hourly = defineJob({
      id: 'test.hourly',
      payload: z.object({}),
      every: 3_600_000,
      handler: async (_, ctx) => {
        runs.push(ctx.jobId);
      },
    });
    const replicas = [queue([hourly], { now: () => clock }), queue([hourly], { now: () => clock }), queue([hourly], { now: () => clock })];
    await Promise.all(replicas.map((q) => q.start()));
    await expect.poll(() => runs.length).toBe(1);
    clock += 30 * 60_000;
    await sleep(200);
    expect(runs).toHaveLength(1);
    clock += 30 * 60_000;
    await expect.poll(() => runs.length).toBe(2);
    await sleep(200);
    const rows = await database.db.select({ key: jobs.key, state: jobs.state }).from(jobs).orderBy(jobs.key);
    expect(rows).toEqual([
      { key: 'period:2026-01-01T10:00:00.000Z', state: 'done' },
      { key: 'period:2026-01-01T11:00:00.000Z', state: 'done' },
    ]);
  });

  it('stop() lets the jobs in flight finish and claims nothing after', async () => {
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
    await expect.poll(async () => (await row(a.id)).state).toBe('running');
    await q.stop();
    expect(finished).toEqual([1]);
    expect((await row(a.id)).state).toBe('done');
    const b = await q.enqueue(step, { n: 2 });
    await sleep(200);
    expect((await row(b.id)).state).toBe('pending');
  });

  it('stop(timeout) gives up on a stuck job, aborting its signal; the lease hands it to the next worker', async () => {
    let aborted = false;
    const stuck = defineJob({
      id: 'test.stuck',
      payload: z.object({}),
      handler: async (_, ctx) => {
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        aborted = true;
        await sleep(500);
      },
    });
    const q = queue([stuck], { leaseMs: 400 });
    const { id } = await q.enqueue(stuck, {});
    await q.start();
    await expect.poll(async () => (await row(id)).state).toBe('running');
    const started = Date.now();
    await q.stop(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
    expect((await row(id)).state).toBe('running');
  });
});
