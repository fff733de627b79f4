// The default job queue: the `jobs` table of the site's own database, the same on PGlite and PostgreSQL
// (docs/decisions/010). Workers claim due jobs with FOR UPDATE SKIP LOCKED and hold them by a lease
// (`locked_until`) that a heartbeat renews; a job whose worker died is claimed again once its lease has passed.
// Every statement is short and runs on its own, so on the single-connection PGlite the web requests wait for one
// statement at most, never for a job.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, type JobState } from '../db/schema';
import {
  backoffDelay,
  checkEnqueue,
  describeError,
  jobRegistry,
  PermanentJobError,
  runAttempt,
  type JobQueue,
  type JobQueueOptions,
} from './job';

/** The lease (`leaseMs`) is renewed every third of it while the handler runs. */
export interface PostgresQueueOptions extends JobQueueOptions {
  /** How often an idle worker looks for due jobs (an enqueue in the same process wakes it at once). */
  pollMs?: number;
  /** Names this worker in `locked_by`, before the claim number (default host:pid:random). */
  workerId?: string;
  /** The clock of the recurring schedule (tests move it). */
  now?: () => number;
}

interface ClaimedRow {
  id: number | string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

interface Claim {
  id: number;
  attempt: number;
  /**
   * `locked_by` of this claim: the worker and its claim number, so a run's late outcome never passes for a later
   * claim of the same row by the same worker (after its lease ran out while the run was still going).
   */
  token: string;
}

const DEFAULT_POLL_MS = 1000;
/** When the database is away, look again at most this often. */
const MAX_ERROR_WAIT_MS = 5000;

/**
 * The columns a run that ends the job sets (`done`, or `dead` as its last attempt failed or its worker was lost):
 * the end itself, or, when an enqueue booked a run while it ran (`whileRunning: 'again'`), a fresh pending run.
 */
function afterRun(end: 'done' | 'dead') {
  const booked = sql`${jobs.runAgain}`;
  return {
    state: sql<JobState>`case when ${booked} then 'pending' else ${end} end`,
    attempts: sql<number>`case when ${booked} then 0 else ${jobs.attempts} end`,
    runAt: sql<Date>`case when ${booked} then now() else ${jobs.runAt} end`,
    lockedBy: sql<string | null>`case when ${booked} then null else ${jobs.lockedBy} end`,
    finishedAt: sql<Date | null>`case when ${booked} then null else now() end`,
    runAgain: false,
  };
}

/** afterRun('dead') for the raw statement of `claim` (a worker lost on the job's last attempt). */
const AFTER_RUN = sql.raw(`state = case when run_again then 'pending' else 'dead' end,
          attempts = case when run_again then 0 else attempts end,
          run_at = case when run_again then now() else run_at end,
          locked_by = case when run_again then null else locked_by end,
          finished_at = case when run_again then null else now() end,
          run_again = false`);

export function createPostgresJobQueue(options: PostgresQueueOptions): JobQueue {
  const { deps } = options;
  const { database, logger } = deps;
  const db = database.db;
  const registry = jobRegistry(options.jobs);
  const names = [...registry.keys()];
  const recurring = options.jobs.filter((j) => j.every !== undefined);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const now = options.now ?? Date.now;
  const log = logger.child({ component: 'jobs', worker: workerId });

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let wakePending = false;
  /** Runs in this process, by row and claim (runKey). */
  const inFlight = new Map<string, { done: Promise<void>; controller: AbortController; heartbeat: NodeJS.Timeout }>();
  let claims = 0;
  const runKey = (id: number, token: string) => `${id}@${token}`;
  const scheduled = new Map<string, number>();

  function nudge() {
    if (wake) wake();
    else wakePending = true;
  }

  function sleep(ms: number) {
    if (wakePending) {
      wakePending = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  const enqueue: JobQueue['enqueue'] = async (job, payload, enqueueOptions = {}) => {
    checkEnqueue(registry, job, payload);
    const values = {
      name: job.id,
      key: enqueueOptions.key ?? null,
      payload: payload as unknown,
      maxAttempts: job.maxAttempts,
      runAt: enqueueOptions.runAt ?? sql`now()`,
    };
    if (!enqueueOptions.key) {
      const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
      afterEnqueue(enqueueOptions.runAt);
      return { id: String(row!.id), enqueued: true };
    }
    // One row per (name, key): a finished row is reset to run again; a pending or running one is left alone.
    const [row] = await db
      .insert(jobs)
      .values(values)
      .onConflictDoUpdate({
        target: [jobs.name, jobs.key],
        set: {
          payload: sql`excluded.payload`,
          state: 'pending',
          attempts: 0,
          maxAttempts: sql`excluded.max_attempts`,
          runAt: sql`excluded.run_at`,
          lockedUntil: null,
          lockedBy: null,
          startedAt: null,
          finishedAt: null,
          lastError: null,
          result: null,
          createdAt: sql`now()`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${jobs.state} in ('done', 'dead')`,
      })
      .returning({ id: jobs.id });
    if (row) {
      afterEnqueue(enqueueOptions.runAt);
      return { id: String(row.id), enqueued: true };
    }
    const sameKey = and(eq(jobs.name, job.id), eq(jobs.key, enqueueOptions.key));
    if (enqueueOptions.whileRunning === 'again') {
      // One more run after the running one: its completion (or death) turns the row back to pending.
      const [booked] = await db
        .update(jobs)
        .set({ runAgain: true, payload: values.payload, updatedAt: sql`now()` })
        .where(and(sameKey, eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      if (booked) return { id: String(booked.id), enqueued: true };
    }
    const [existing] = await db.select({ id: jobs.id, state: jobs.state }).from(jobs).where(sameKey);
    // The run ended between the two statements: the key is free again.
    if (enqueueOptions.whileRunning === 'again' && (existing!.state === 'done' || existing!.state === 'dead')) {
      return enqueue(job, payload, enqueueOptions);
    }
    return { id: String(existing!.id), enqueued: false };
  };

  function afterEnqueue(runAt: Date | undefined) {
    if (running && (!runAt || runAt.getTime() <= Date.now())) nudge();
  }

  /** One insert per recurring job and period in this process; the unique key makes it one per period overall. */
  async function scheduleRecurring() {
    const at = now();
    for (const job of recurring) {
      const period = Math.floor(at / job.every!);
      if (scheduled.get(job.id) === period) continue;
      const start = new Date(period * job.every!);
      await db
        .insert(jobs)
        .values({ name: job.id, key: `period:${start.toISOString()}`, payload: {}, maxAttempts: job.maxAttempts, runAt: start })
        .onConflictDoNothing({ target: [jobs.name, jobs.key] });
      scheduled.set(job.id, period);
    }
  }

  async function claim(limit: number, token: string): Promise<ClaimedRow[]> {
    // A job whose worker died on its last attempt is dead; the others whose lease passed are taken over.
    const result = await db.execute(sql`
      with lost as (
        update jobs set locked_until = null, updated_at = now(),
          last_error = 'worker lost: the lease ran out on the last attempt' || coalesce(E'\n' || last_error, ''),
          ${AFTER_RUN}
        where state = 'running' and locked_until < now() and attempts >= max_attempts and name in ${names}
        returning id
      ), next as (
        select id from jobs
        where name in ${names}
          and ((state = 'pending' and run_at <= now())
            or (state = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      update jobs set state = 'running', attempts = jobs.attempts + 1, run_again = false,
        locked_until = now() + ${leaseMs}::int * interval '1 millisecond', locked_by = ${token},
        started_at = now(), updated_at = now()
      from next where jobs.id = next.id
      returning jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts`);
    return (result as unknown as { rows: ClaimedRow[] }).rows;
  }

  /** Keeps the lease; false when another worker holds the job now (our lease had run out). */
  async function renew(c: Claim): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${leaseMs}::int * interval '1 millisecond'`, updatedAt: sql`now()` })
      .where(owned(c))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  function owned(c: Claim) {
    return and(eq(jobs.id, c.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, c.token), eq(jobs.attempts, c.attempt));
  }

  /** Writes an outcome, trying again briefly if the database is away (otherwise the lease runs out: a rerun). */
  async function record(what: string, c: Claim, write: () => Promise<unknown[]>) {
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await write();
        if (!rows.length) log.warn({ jobId: c.id, attempt: c.attempt }, `job ${what} after its lease was lost; another worker runs it`);
        return;
      } catch (error) {
        if (attempt >= 5) {
          log.error({ err: error, jobId: c.id }, `could not record job ${what}; it runs again when its lease ends`);
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  async function execute(row: ClaimedRow, token: string) {
    const job = registry.get(row.name)!;
    const c: Claim = { id: Number(row.id), attempt: Number(row.attempts), token };
    const maxAttempts = Number(row.max_attempts);
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      renew(c)
        .then((kept) => {
          if (!kept && !controller.signal.aborted) controller.abort(new Error('lease lost'));
        })
        .catch((error) => log.warn({ err: error, jobId: c.id }, 'job heartbeat failed'));
    }, Math.max(50, Math.floor(leaseMs / 3)));
    const started = performance.now();
    const entry = { controller, heartbeat, done: Promise.resolve() };
    inFlight.set(runKey(c.id, token), entry);
    try {
      const result = await runAttempt(
        job,
        row.payload,
        { ...deps, db, jobId: String(c.id), attempt: c.attempt, maxAttempts },
        controller,
      );
      clearInterval(heartbeat);
      await record('completion', c, () =>
        db
          .update(jobs)
          .set({
            result: (result ?? null) as unknown,
            lockedUntil: null,
            updatedAt: sql`now()`,
            ...afterRun('done'),
          })
          .where(owned(c))
          .returning({ id: jobs.id }),
      );
      log.info({ job: job.id, jobId: c.id, attempt: c.attempt, ms: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      clearInterval(heartbeat);
      const dead = error instanceof PermanentJobError || c.attempt >= maxAttempts;
      const delay = dead ? 0 : backoffDelay(job, c.attempt, error);
      await record('failure', c, () =>
        db
          .update(jobs)
          .set({
            lockedUntil: null,
            lastError: describeError(error),
            updatedAt: sql`now()`,
            // A retry reads the data afresh anyway; only a run that ends the job honours a booked run.
            ...(dead
              ? afterRun('dead')
              : { state: 'pending' as const, runAgain: false, runAt: sql`now() + ${delay}::int * interval '1 millisecond'`, lockedBy: null, finishedAt: null }),
          })
          .where(owned(c))
          .returning({ id: jobs.id }),
      );
      const line = { job: job.id, jobId: c.id, attempt: c.attempt, maxAttempts, err: error };
      if (dead) log.error(line, 'job dead');
      else log.warn({ ...line, retryInMs: delay }, 'job failed; will retry');
    } finally {
      inFlight.delete(runKey(c.id, token));
      // A slot is free: look for the next job now rather than at the next poll.
      nudge();
    }
  }

  async function work() {
    let failures = 0;
    while (running) {
      let wait = pollMs;
      try {
        await scheduleRecurring();
        const free = options.concurrency - inFlight.size;
        if (free > 0) {
          // The rows of one claim share its token; with the row's id it names one run.
          const token = `${workerId}#${++claims}`;
          const rows = await claim(free, token);
          for (const row of rows) {
            const done = execute(row, token);
            const entry = inFlight.get(runKey(Number(row.id), token));
            if (entry) entry.done = done;
          }
        }
        if (failures) log.info('job queue reconnected');
        failures = 0;
      } catch (error) {
        if (!failures) log.warn({ err: error }, 'job queue cannot reach the database; retrying');
        failures++;
        wait = Math.min(pollMs * 2 ** failures, MAX_ERROR_WAIT_MS);
      }
      if (running) await sleep(wait);
    }
  }

  async function stop(timeoutMs?: number) {
    if (!running) return;
    running = false;
    nudge();
    await loop;
    loop = undefined;
    const pending = [...inFlight.values()];
    if (!pending.length) return;
    log.info({ jobs: pending.length }, 'waiting for jobs in flight');
    const all = Promise.allSettled(pending.map((p) => p.done));
    if (timeoutMs === undefined) {
      await all;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      all.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (late) {
      log.warn({ jobs: inFlight.size }, 'jobs still running at shutdown; their leases run out and another worker runs them');
      // No more renewals: the lease must be allowed to run out.
      for (const { controller, heartbeat } of inFlight.values()) {
        clearInterval(heartbeat);
        controller.abort(new Error('worker stopping'));
      }
    }
  }

  return {
    backend: 'postgres',
    enqueue,
    async start() {
      if (running) return;
      running = true;
      wakePending = false;
      loop = work();
      log.info({ concurrency: options.concurrency, leaseMs, jobs: names }, 'job worker started');
    },
    stop,
    async close(timeoutMs?: number) {
      await stop(timeoutMs);
    },
  };
}
