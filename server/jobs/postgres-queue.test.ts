import { eq, sql } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dbTargets } from '../../tests/fixtures/db';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { parseEnv } from '../env';
import { createLocalBus } from '../events/change-bus';
import { defineJob, type AnyJobDefinition, type JobQueue } from './job';
import { createPostgresJobQueue, type PostgresQueueOptions } from './postgres-queue';
import { jobQueueContract, type QueueUnderTest } from './queue.contract';

const targets = await dbTargets();
const logger = pino({ level: 'silent' });
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(targets)('PostgreSQL job queue on $name', (target) => {
  let database: Database;
  const queues: JobQueue[] = [];

  function queue(definitions: AnyJobDefinition[], { logger: log = logger, ...options }: Partial<PostgresQueueOptions> & { logger?: Logger } = {}) {
    const q = createPostgresJobQueue({
      deps: { env, database, logger: log, bus: createLocalBus() },
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

  /** A worker that claimed the job and was then killed: running, its lease ending in `leaseMs`, nobody renewing it. */
  async function dieHolding(id: string, leaseMs: number) {
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'killed-worker', lockedUntil: sql`now() + ${leaseMs}::int * interval '1 millisecond'` })
      .where(eq(jobs.id, Number(id)));
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

  const postgres: QueueUnderTest = {
    queue,
    states: { pending: 'pending', running: 'running', done: 'done', dead: 'dead' },
    async read(id) {
      const r = await row(id);
      return { state: r.state, attempts: r.attempts, result: r.result, error: r.lastError, locked: r.lockedUntil !== null, finishedAt: r.finishedAt };
    },
    async count(name) {
      return (await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, name))).length;
    },
    async enqueueRaw(name, payload, maxAttempts) {
      const [inserted] = await database.db.insert(jobs).values({ name, payload, maxAttempts }).returning({ id: jobs.id });
      return String(inserted!.id);
    },
    dieHolding,
    // The stack, which starts with the error's name and message.
    storedError: (message) => expect.stringMatching(new RegExp(`^Error: ${message}`)),
  };
  jobQueueContract(postgres);

  it('leaves a job whose worker died alone until its lease has passed', async () => {
    const runs: number[] = [];
    const work = defineJob({
      id: 'test.work',
      payload: z.object({}),
      handler: async (_, ctx) => {
        runs.push(ctx.attempt);
      },
    });
    const q = queue([work]);
    const { id } = await q.enqueue(work, {});
    await dieHolding(id, 600);
    await q.start();
    await sleep(300);
    expect(await row(id)).toMatchObject({ state: 'running', lockedBy: 'killed-worker' });
    expect(runs).toEqual([]);
  });

  it('marks a job dead, with the reason, when its worker died on its last attempt', async () => {
    const work = defineJob({ id: 'test.work', payload: z.object({}), maxAttempts: 1, handler: async () => 'recovered' });
    const q = queue([work]);
    const { id } = await q.enqueue(work, {});
    await dieHolding(id, 0);
    await q.start();
    await expect.poll(async () => (await row(id)).state, { timeout: 5000 }).toBe('dead');
    expect((await row(id)).lastError).toContain('worker lost');
  });

  it('a run whose lease lapsed cannot end the newer claim of its row by the same worker', async () => {
    const started: number[] = [];
    const waiting: (() => void)[] = [];
    const work = defineJob({
      id: 'test.work',
      payload: z.object({}),
      maxAttempts: 1,
      handler: async () => {
        const n = started.push(started.length + 1);
        await new Promise<void>((r) => waiting.push(r));
        return n;
      },
    });
    const q = queue([work]);
    const { id } = await q.enqueue(work, {}, { key: 'k' });
    await q.start();
    await expect.poll(() => started.length).toBe(1);
    // Its lease ran out while it went on, and a booked run put the row back to pending (claim's lost branch).
    await database.db.update(jobs).set({ state: 'pending', attempts: 0, lockedBy: null, lockedUntil: null, runAt: sql`now()` }).where(eq(jobs.id, Number(id)));
    await expect.poll(() => started.length).toBe(2);
    // The first run ends late: the row is the second run's.
    waiting.shift()!();
    await sleep(300);
    expect(await row(id)).toMatchObject({ state: 'running', attempts: 1 });
    waiting.shift()!();
    await expect.poll(async () => (await row(id)).state).toBe('done');
    expect((await row(id)).result).toBe(2);
  });

  it('runs a job booked again (whileRunning) once more when its worker died on its last attempt', async () => {
    const runs: number[] = [];
    const work = defineJob({
      id: 'test.work',
      payload: z.object({ v: z.number() }),
      maxAttempts: 1,
      handler: async ({ v }, ctx) => {
        runs.push(v, ctx.attempt);
        return 'recovered';
      },
    });
    const q = queue([work]);
    const { id } = await q.enqueue(work, { v: 1 }, { key: 'k' });
    await dieHolding(id, 60_000);
    expect(await q.enqueue(work, { v: 2 }, { key: 'k', whileRunning: 'again' })).toEqual({ id, enqueued: true });
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, Number(id)));
    await q.start();
    await expect.poll(async () => (await row(id)).state, { timeout: 5000 }).toBe('done');
    expect(runs).toEqual([2, 1]);
    expect(await row(id)).toMatchObject({ attempts: 1, runAgain: false, result: 'recovered' });
  });

  it('keeps a long job with its worker while the heartbeat renews the lease', async () => {
    let runs = 0;
    // The job lasts two and a half leases. The lease leaves the heartbeat (every third of it) over a second of
    // slack: a busy machine once delayed a 300 ms lease's renewals past its end.
    const leaseMs = 2000;
    const long = defineJob({
      id: 'test.long',
      payload: z.object({}),
      handler: async () => {
        runs++;
        await sleep(leaseMs * 2.5);
      },
    });
    const a = queue([long], { leaseMs });
    const b = queue([long], { leaseMs });
    const { id } = await a.enqueue(long, {});
    await a.start();
    await expect.poll(async () => (await row(id)).state).toBe('running');
    await b.start();
    await expect.poll(async () => (await row(id)).state, { timeout: 15_000 }).toBe('done');
    expect(runs).toBe(1);
    expect((await row(id)).attempts).toBe(1);
  });

  it('starts one run of a recurring job per period of its clock, keyed by the period', async () => {
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

  it('stop(timeout) gives up on a stuck job, aborting its signal; the lease hands it to the next worker', async () => {
    let aborted = false;
    let finished = false;
    const stuck = defineJob({
      id: 'test.stuck',
      payload: z.object({}),
      handler: async (_, ctx) => {
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        aborted = true;
        await sleep(500);
        finished = true;
      },
    });
    const q = queue([stuck], { leaseMs: 400 });
    const { id } = await q.enqueue(stuck, {});
    await q.start();
    await expect.poll(async () => (await row(id)).state).toBe('running');
    await q.stop(200);
    // It gave up on the stuck job instead of waiting for it: the job, aborted, has not finished yet.
    expect(aborted).toBe(true);
    expect(finished).toBe(false);
    expect((await row(id)).state).toBe('running');
  });
});
