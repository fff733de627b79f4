// What every job queue owes its callers (`JobQueue` in ./job.ts), as one suite of tests that each backend's test file
// registers against its own queue: results, retries, dead jobs, a worker that dies, idempotency keys, recurring
// jobs and a graceful stop. What really differs between the backends comes in through `QueueUnderTest`: the names
// of the states, how a stored job is read, how a dead worker is staged.
import pino, { type Logger } from 'pino';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, PermanentJobError, type AnyJobDefinition, type Backoff, type JobQueue } from './job';

/** A job as its backend stores it, in the terms the suite compares. */
export interface StoredJob {
  /** In the backend's own words (`QueueUnderTest.states`). */
  state: string;
  /** Attempts started, a run whose worker died included. */
  attempts: number;
  result: unknown;
  /** The last failure as stored, or null. */
  error: string | null;
  /** Whether a worker holds the job (a lease or a lock that has not run out). */
  locked: boolean;
  finishedAt: Date | null;
}

export interface QueueUnderTest {
  /**
   * A new queue over the test's store, running up to 2 jobs at once and quick to notice new ones; the backend's
   * test file closes it after each test.
   */
  queue(definitions: AnyJobDefinition[], options?: { logger?: Logger }): JobQueue;
  /** The backend's name for each state of a job. */
  states: { pending: string; running: string; done: string; dead: string };
  read(id: string): Promise<StoredJob>;
  /** How many jobs of this name the backend holds, finished ones included. */
  count(name: string): Promise<number>;
  /** Stores a job as it comes, without the payload check of `enqueue` (as a job from an older release may be). */
  enqueueRaw(name: string, payload: unknown, maxAttempts: number): Promise<string>;
  /** A worker takes the pending job `id` and dies holding it: nobody renews its lease, which ends after `leaseMs`. */
  dieHolding(id: string, leaseMs: number): Promise<void>;
  /** What the backend stores as the error of an attempt that threw `new Error(message)`. */
  storedError(message: string): unknown;
  /** Checks of the backend's own once a recurring job has run in several processes. */
  afterRecurring?(job: AnyJobDefinition): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Registers the suite in the caller's `describe`. */
export function jobQueueContract(backend: QueueUnderTest) {
  const { queue, states, read } = backend;
  const state = async (id: string) => (await read(id)).state;

  it('enqueues, runs and completes a job, storing its result', async () => {
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
    expect(await state(id)).toBe(states.pending);
    await q.start();
    await expect.poll(() => state(id), { timeout: 5000 }).toBe(states.done);
    const done = await read(id);
    expect(done).toMatchObject({ attempts: 1, result: { doubled: 42 }, locked: false, error: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1 }]);
  });

  it('retries with the definition back-off, then marks the job dead with its last error after maxAttempts', async () => {
    const attempts: number[] = [];
    // The back-off as a function for one job and a constant for the other: the backends take both.
    const flaky = (id: string, backoff: Backoff) =>
      defineJob({
        id,
        payload: z.object({ failTimes: z.number() }),
        maxAttempts: 3,
        backoff,
        handler: async ({ failTimes }, ctx) => {
          attempts.push(ctx.attempt);
          if (ctx.attempt <= failTimes) throw new Error(`boom ${ctx.attempt}`);
          return 'ok';
        },
      });
    const recovering = flaky('test.flaky', (attempt) => attempt * 30);
    const failing = flaky('test.flaky-constant', 20);
    const lines: { msg: string; jobId: string | number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const q = queue([recovering, failing], { logger });
    await q.start();
    const recovers = await q.enqueue(recovering, { failTimes: 2 });
    await expect.poll(() => state(recovers.id), { timeout: 5000 }).toBe(states.done);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await read(recovers.id)).toMatchObject({ attempts: 3, result: 'ok' });
    expect((await read(recovers.id)).error).toContain('boom 2');

    const never = await q.enqueue(failing, { failTimes: 99 });
    await expect.poll(() => state(never.id), { timeout: 5000 }).toBe(states.dead);
    const dead = await read(never.id);
    expect(dead).toMatchObject({ attempts: 3, error: backend.storedError('boom 3') });
    expect(dead.finishedAt).toBeInstanceOf(Date);
    const logged = lines.filter((l) => String(l.jobId) === never.id).map((l) => l.msg);
    expect(logged).toEqual(['job failed; will retry', 'job failed; will retry', 'job dead']);
  });

  it('sends a permanent failure, a bad stored payload and a time-out straight to dead', async () => {
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
    const c = await backend.enqueueRaw('test.permanent', 'not an object', 5);
    await q.start();
    await expect.poll(() => Promise.all([state(a.id), state(b.id), state(c)]), { timeout: 5000 }).toEqual([states.dead, states.dead, states.dead]);
    expect(await read(a.id)).toMatchObject({ attempts: 1 });
    expect((await read(a.id)).error).toContain('cannot work');
    expect((await read(b.id)).error).toContain('timed out after 100 ms');
    expect(await read(c)).toMatchObject({ attempts: 1 });
    expect((await read(c)).error).toContain('invalid payload');
  });

  it('runs a job again when its worker dies holding it, once its lease has run out', async () => {
    const runs: number[] = [];
    const work = defineJob({
      id: 'test.work',
      payload: z.object({}),
      maxAttempts: 3,
      handler: async (_, ctx) => {
        runs.push(ctx.attempt);
        return 'recovered';
      },
    });
    const q = queue([work]);
    const { id } = await q.enqueue(work, {});
    await backend.dieHolding(id, 600);
    await q.start();
    await expect.poll(() => state(id), { timeout: 8000 }).toBe(states.done);
    expect(await read(id)).toMatchObject({ attempts: 2, result: 'recovered' });
    expect(runs).toEqual([2]);
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
    const first = await q.enqueue(keyed, { v: 1 }, { key: 'import:42' });
    const again = await q.enqueue(keyed, { v: 2 }, { key: 'import:42' });
    expect(again).toEqual({ id: first.id, enqueued: false });
    const other = await q.enqueue(keyed, { v: 3 }, { key: 'import:43' });
    expect(other.enqueued).toBe(true);
    await q.start();
    await expect.poll(() => runs).toBe(2);
    await expect.poll(() => state(first.id)).toBe(states.running);
    expect(await q.enqueue(keyed, { v: 4 }, { key: 'import:42' })).toEqual({ id: first.id, enqueued: false });
    release();
    await expect.poll(() => state(first.id)).toBe(states.done);
    expect((await read(first.id)).result).toBe(1);
    // Finished: the same key queues a new run under the same id.
    const rerun = await q.enqueue(keyed, { v: 5 }, { key: 'import:42' });
    expect(rerun).toEqual({ id: first.id, enqueued: true });
    await expect.poll(() => runs).toBe(3);
    release();
    await expect.poll(async () => (await read(first.id)).result).toBe(5);
    expect(runs).toBe(3);
    expect(await backend.count('test.keyed')).toBe(2);
  });

  it("books one more run with whileRunning 'again' while the keyed job runs, after a done or a dead end alike", async () => {
    const seen: number[] = [];
    const waiting: (() => void)[] = [];
    const release = () => waiting.splice(0).forEach((r) => r());
    const again = defineJob({
      id: 'test.again',
      payload: z.object({ v: z.number() }),
      maxAttempts: 1,
      handler: async ({ v }) => {
        seen.push(v);
        await new Promise<void>((r) => waiting.push(r));
        if (v < 0) throw new PermanentJobError('negative');
        return v;
      },
    });
    const q = queue([again]);
    const options = { key: 'votes', whileRunning: 'again' } as const;
    const first = await q.enqueue(again, { v: 1 }, options);
    expect(first.enqueued).toBe(true);
    // Pending: it has read nothing yet, so nothing is booked.
    expect(await q.enqueue(again, { v: 2 }, options)).toEqual({ id: first.id, enqueued: false });
    await q.start();
    await expect.poll(() => [...seen]).toEqual([1]);
    await expect.poll(() => state(first.id)).toBe(states.running);
    // Running: one more run is booked, however often it is asked, with the latest payload.
    expect(await q.enqueue(again, { v: 3 }, options)).toEqual({ id: first.id, enqueued: true });
    expect(await q.enqueue(again, { v: 4 }, options)).toEqual({ id: first.id, enqueued: true });
    expect(await q.enqueue(again, { v: 5 }, { key: 'votes' })).toEqual({ id: first.id, enqueued: false });
    release();
    await expect.poll(() => [...seen]).toEqual([1, 4]);
    release();
    await expect.poll(async () => (await read(first.id)).result).toBe(4);
    expect(await state(first.id)).toBe(states.done);
    await sleep(300);
    expect(seen).toEqual([1, 4]);

    // A run that ends dead honours its booking too.
    const failing = await q.enqueue(again, { v: -1 }, { ...options, key: 'dies' });
    await expect.poll(() => [...seen]).toEqual([1, 4, -1]);
    await expect.poll(() => state(failing.id)).toBe(states.running);
    expect(await q.enqueue(again, { v: 6 }, { ...options, key: 'dies' })).toEqual({ id: failing.id, enqueued: true });
    release();
    await expect.poll(() => [...seen]).toEqual([1, 4, -1, 6]);
    release();
    await expect.poll(async () => (await read(failing.id)).result).toBe(6);
    expect(await state(failing.id)).toBe(states.done);
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
    await backend.afterRecurring?.(tick);
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
    await expect.poll(() => state(a.id)).toBe(states.running);
    expect((await read(a.id)).locked).toBe(true);
    await q.stop();
    expect(finished).toEqual([1]);
    expect(await state(a.id)).toBe(states.done);
    const b = await q.enqueue(step, { n: 2 });
    await sleep(200);
    expect(await state(b.id)).toBe(states.pending);
  });
}
