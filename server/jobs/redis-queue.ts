// The job queue on Redis through BullMQ, chosen with JOBS_BACKEND=redis (docs/decisions/010): the same job
// definitions and interface as the PostgreSQL queue. BullMQ's job lock plays the lease (`lockDuration` =
// JOBS_LEASE_MS, renewed while the handler runs); the stalled check hands the job of a dead worker to another.
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { redisOptions, watchRedis } from '../redis/client';
import {
  backoffDelay,
  checkEnqueue,
  describeError,
  jobRegistry,
  PermanentJobError,
  runAttempt,
  type AnyJobDefinition,
  type JobQueue,
  type JobQueueOptions,
} from './job';

/** The lease (`leaseMs`) is BullMQ's job lock (`lockDuration`). */
export interface RedisQueueOptions extends JobQueueOptions {
  redisUrl: string;
  /** Key prefix (default `atlas:jobs`); the keys are `{prefix}:atlas:*`. Tests use their own. */
  prefix?: string;
  /** How often the stalled check looks for jobs of dead workers (default: the lease). */
  stalledIntervalMs?: number;
}

export const REDIS_QUEUE_NAME = 'atlas';
/** Finished jobs kept for inspection: done for 7 days (at most 10,000), dead for 30 days. */
const KEEP_DONE = { age: 7 * 24 * 3600, count: 10_000 };
const KEEP_DEAD = { age: 30 * 24 * 3600 };
/** How many times a job may lose its worker (stall) before BullMQ fails it. */
const MAX_STALLS = 3;

export function createRedisJobQueue(options: RedisQueueOptions): JobQueue {
  const { deps } = options;
  const registry = jobRegistry(options.jobs);
  const log = deps.logger.child({ component: 'jobs', backend: 'redis' });
  const prefix = options.prefix ?? 'atlas:jobs';
  // Enqueueing fails at once while Redis is away, like the other Redis commands of the process.
  const producer = new Redis(options.redisUrl, { ...redisOptions('atlas-jobs'), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  watchRedis(producer, log);
  const queue = new Queue(REDIS_QUEUE_NAME, { connection: producer, prefix });
  queue.on('error', () => {}); // reported once per outage by watchRedis
  let worker: Worker | undefined;
  let workerConnection: Redis | undefined;

  function jobOptions(job: AnyJobDefinition): JobsOptions {
    return { attempts: job.maxAttempts, backoff: { type: 'definition' }, removeOnComplete: KEEP_DONE, removeOnFail: KEEP_DEAD };
  }

  const enqueue: JobQueue['enqueue'] = async (job, payload, enqueueOptions = {}) => {
    checkEnqueue(registry, job, payload);
    const delay = enqueueOptions.runAt ? Math.max(0, enqueueOptions.runAt.getTime() - Date.now()) : undefined;
    const opts = { ...jobOptions(job), delay };
    if (!enqueueOptions.key) {
      const added = await queue.add(job.id, payload, opts);
      return { id: added.id!, enqueued: true };
    }
    const jobId = `${job.id}#${encodeURIComponent(enqueueOptions.key)}`;
    const state = await addKeyed(job, jobId, payload, opts);
    if (state === 'added') return { id: jobId, enqueued: true };
    if (enqueueOptions.whileRunning === 'again' && state === 'active') {
      await book(jobId, { name: job.id, payload });
      return { id: jobId, enqueued: true };
    }
    return { id: jobId, enqueued: false };
  };

  interface Booking {
    name: string;
    payload: unknown;
  }

  /**
   * One more run of the running job `jobId` (runBooked starts it when the run ends). Set, then looked at again: a
   * run that ended in between has been through runBooked already, so the booking is taken here instead. GETDEL
   * hands it to one side only.
   */
  async function book(jobId: string, booking: Booking) {
    await producer.set(againKey(jobId), JSON.stringify(booking));
    if (await hasEnded(jobId)) await runBooked(jobId);
  }

  async function hasEnded(jobId: string): Promise<boolean> {
    const job = await queue.getJob(jobId);
    return !job || ['completed', 'failed', 'unknown'].includes(await job.getState());
  }

  /**
   * Adds the keyed job unless its id is pending or running (BullMQ ignores an add whose id exists in any state, so
   * a finished job is removed first and the key runs again). Answers 'added', or the state that kept it out.
   */
  async function addKeyed(job: AnyJobDefinition, jobId: string, payload: unknown, opts: JobsOptions): Promise<string> {
    const existing = await queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return state;
      await existing.remove();
    }
    await queue.add(job.id, payload, { ...opts, jobId });
    return 'added';
  }

  const againKey = (jobId: string) => `${prefix}:again:${jobId}`;

  /** Starts the run an enqueue booked while the job `jobId` ran (`whileRunning: 'again'`), if there is one. */
  async function runBooked(jobId: string) {
    const taken = await producer.getdel(againKey(jobId));
    if (!taken) return;
    const booking = JSON.parse(taken) as Booking;
    const definition = registry.get(booking.name);
    if (!definition) return;
    let state: string;
    try {
      state = await addKeyed(definition, jobId, booking.payload, jobOptions(definition));
    } catch (error) {
      // Kept for the next end of a run, or the next start of a worker (resumeBookings).
      await producer.set(againKey(jobId), taken).catch(() => {});
      throw error;
    }
    // A newer run started meanwhile (another enqueue found the key free) and may have read the data before the
    // booking's write: the booking waits for that run's end instead.
    if (state === 'active') await book(jobId, booking);
  }

  /** Bookings whose run ended while no worker could start the next (a stop or a crash in between): started now. */
  async function resumeBookings() {
    const keys: string[] = [];
    for await (const batch of producer.scanStream({ match: againKey('*'), count: 100 })) keys.push(...(batch as string[]));
    for (const key of keys) {
      const jobId = key.slice(againKey('').length);
      if (await hasEnded(jobId)) await runBooked(jobId);
    }
  }

  /** Runs started by the worker's events, awaited before the queue closes its connections. */
  const starting = new Set<Promise<void>>();

  async function processJob(job: Job, _token?: string, signal?: AbortSignal) {
    const definition = registry.get(job.name);
    if (!definition) throw new UnrecoverableError(`no job definition "${job.name}" in this process`);
    // This run starts after every booking made so far: it reads what they wanted read, with the latest payload.
    let payload: unknown = job.data;
    const taken = job.id?.includes('#') ? await producer.getdel(againKey(job.id)) : null;
    if (taken) {
      payload = (JSON.parse(taken) as Booking).payload;
      await job.updateData(payload);
    }
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    try {
      return await runAttempt(
        definition,
        payload,
        {
          ...deps,
          db: deps.database.db,
          jobId: job.id!,
          attempt: Math.max(job.attemptsStarted, job.attemptsMade + 1),
          maxAttempts: definition.maxAttempts,
        },
        controller,
      );
    } catch (error) {
      if (error instanceof PermanentJobError) throw new UnrecoverableError(describeError(error));
      throw error;
    }
  }

  async function start() {
    if (worker) return;
    for (const job of options.jobs) {
      if (job.every === undefined) continue;
      // Idempotent across processes: one scheduler per recurring job, one run per period.
      await queue.upsertJobScheduler(job.id, { every: job.every }, { name: job.id, data: {}, opts: jobOptions(job) });
    }
    workerConnection = new Redis(options.redisUrl, { ...redisOptions('atlas-jobs-worker'), maxRetriesPerRequest: null });
    watchRedis(workerConnection, log);
    worker = new Worker(REDIS_QUEUE_NAME, processJob, {
      connection: workerConnection,
      prefix,
      concurrency: options.concurrency,
      lockDuration: options.leaseMs,
      stalledInterval: options.stalledIntervalMs ?? options.leaseMs,
      maxStalledCount: MAX_STALLS,
      removeOnComplete: KEEP_DONE,
      removeOnFail: KEEP_DEAD,
      settings: {
        backoffStrategy: (attemptsMade, _type, error, job) => {
          const definition = job ? registry.get(job.name) : undefined;
          return definition ? backoffDelay(definition, attemptsMade, error) : 1000;
        },
      },
    });
    worker.on('error', () => {}); // reported once per outage by watchRedis
    const booked = (jobId: string | undefined) => {
      if (!jobId?.includes('#')) return;
      const run = runBooked(jobId).catch((err: unknown) => log.warn({ err, jobId }, 'could not start the run booked while the job ran'));
      starting.add(run);
      void run.finally(() => starting.delete(run));
    };
    worker.on('completed', (job) => {
      log.info({ job: job.name, jobId: job.id, attempt: job.attemptsMade }, 'job done');
      booked(job.id);
    });
    worker.on('failed', (job, error) => {
      if (!job) return;
      const line = { job: job.name, jobId: job.id, attempt: job.attemptsMade, maxAttempts: job.opts.attempts, err: error };
      if (job.finishedOn) {
        log.error(line, 'job dead');
        booked(job.id);
      } else log.warn(line, 'job failed; will retry');
    });
    await worker.waitUntilReady();
    await resumeBookings().catch((err: unknown) => log.warn({ err }, 'could not look for runs booked before this start'));
    log.info({ concurrency: options.concurrency, leaseMs: options.leaseMs, jobs: [...registry.keys()] }, 'job worker started');
  }

  async function stop(timeoutMs?: number) {
    const current = worker;
    if (!current) return;
    worker = undefined;
    let timer: NodeJS.Timeout | undefined;
    const closing = current.close();
    if (timeoutMs !== undefined) {
      const late = await Promise.race([
        closing.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (late) {
        log.warn('jobs still running at shutdown; their locks run out and another worker runs them');
        current.cancelAllJobs('worker stopping');
        await current.close(true);
      }
    } else await closing;
    // A run that ended just now may be starting the run booked after it.
    await Promise.allSettled([...starting]);
    workerConnection?.disconnect();
    workerConnection = undefined;
  }

  return {
    backend: 'redis',
    enqueue,
    start,
    stop,
    async close(timeoutMs?: number) {
      await stop(timeoutMs);
      await queue.close();
      producer.disconnect();
    },
  };
}
