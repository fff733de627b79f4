// Background jobs as data (docs/decisions/010): an id, a zod payload, a handler, and how to retry, time out and
// repeat it; the queue interface every provider (PostgreSQL, Redis) implements; the run of one attempt.
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { ChangeBus } from '../events/change-bus';

/** What a handler may use besides its payload: the process's settings, database, logger and change bus. */
export interface JobDeps {
  env: Env;
  database: Database;
  logger: Logger;
  bus: ChangeBus;
}

export interface JobContext extends JobDeps {
  db: Db;
  jobId: string;
  /** 1 on the first run; a run whose worker died counts too. */
  attempt: number;
  maxAttempts: number;
  /**
   * Aborted when the attempt timed out, the lease was lost to another worker, or the process stops before the
   * job ends. Long handlers check it between steps; the queue records the outcome either way.
   */
  signal: AbortSignal;
}

/** Milliseconds before the next attempt: a constant, or a function of the attempt that failed (1, 2, …). */
export type Backoff = number | ((attempt: number, error: unknown) => number);

export interface JobDefinition<TPayload extends z.ZodType = z.ZodType, TResult = unknown> {
  /** `area.what`, unique in the registry; stored with every job. */
  id: string;
  payload: TPayload;
  /** Runs at least once per job: after a crash it runs again, so it must be idempotent. */
  handler: (payload: z.output<TPayload>, ctx: JobContext) => Promise<TResult>;
  maxAttempts: number;
  backoff: Backoff;
  timeoutMs: number;
  /** Recurring: one run per period of this many milliseconds, whichever process schedules it first. */
  every?: number;
  /**
   * Also run once when a worker process starts (recovery work that must not wait for the next period: a run of
   * this period may have ended before the process was killed).
   */
  runAtStart?: boolean;
}

export interface DefineJobInput<TPayload extends z.ZodType, TResult> {
  id: string;
  payload: TPayload;
  handler: (payload: z.output<TPayload>, ctx: JobContext) => Promise<TResult>;
  /** Default 5. */
  maxAttempts?: number;
  /** Default: 1 s doubling per attempt, at most 5 minutes. */
  backoff?: Backoff;
  /** Default 10 minutes. */
  timeoutMs?: number;
  every?: number;
  runAtStart?: boolean;
}

export const DEFAULT_BACKOFF: Backoff = (attempt) => Math.min(1000 * 2 ** (attempt - 1), 5 * 60_000);

export function defineJob<TPayload extends z.ZodType, TResult>(
  input: DefineJobInput<TPayload, TResult>,
): JobDefinition<TPayload, TResult> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(input.id)) {
    throw new Error(`job id "${input.id}" must look like area.what-it-does`);
  }
  if (input.every !== undefined && !(input.every >= 1000)) {
    throw new Error(`job ${input.id}: every must be at least 1000 ms`);
  }
  // A recurring run is scheduled without a caller, so its payload is the empty object.
  if (input.every !== undefined && !input.payload.safeParse({}).success) {
    throw new Error(`job ${input.id}: a recurring job's payload schema must accept {}`);
  }
  return {
    id: input.id,
    payload: input.payload,
    handler: input.handler,
    maxAttempts: input.maxAttempts ?? 5,
    backoff: input.backoff ?? DEFAULT_BACKOFF,
    timeoutMs: input.timeoutMs ?? 10 * 60_000,
    every: input.every,
    runAtStart: input.runAtStart,
  };
}

const NO_PAYLOAD = z.object({});

export interface DefineRecurringJobInput<TResult>
  extends Omit<DefineJobInput<typeof NO_PAYLOAD, TResult>, 'payload' | 'handler' | 'every'> {
  every: number;
  handler: (ctx: JobContext) => Promise<TResult>;
}

/** A recurring job without a payload of its own (housekeeping): its handler gets the context only. */
export function defineRecurringJob<TResult>(
  input: DefineRecurringJobInput<TResult>,
): JobDefinition<typeof NO_PAYLOAD, TResult> {
  return defineJob({ ...input, payload: NO_PAYLOAD, handler: (_payload, ctx) => input.handler(ctx) });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds definitions of every payload type
export type AnyJobDefinition = JobDefinition<any, unknown>;

/** Definitions by id; two definitions with one id are a programming error. */
export function jobRegistry(definitions: readonly AnyJobDefinition[]): ReadonlyMap<string, AnyJobDefinition> {
  const byId = new Map<string, AnyJobDefinition>();
  for (const definition of definitions) {
    if (byId.has(definition.id)) throw new Error(`job ${definition.id} is defined twice`);
    byId.set(definition.id, definition);
  }
  return byId;
}

/** What every queue is made with; each backend adds its own settings. */
export interface JobQueueOptions {
  deps: JobDeps;
  /** The jobs this queue may enqueue and run (server/jobs/registry.ts). */
  jobs: readonly AnyJobDefinition[];
  /** Jobs run at once by this process. */
  concurrency: number;
  /**
   * How long a claimed job stays with its worker: the lease (PostgreSQL) or lock (BullMQ), renewed while the handler
   * runs. A job whose worker died goes to another worker once it has run out.
   */
  leaseMs: number;
}

export interface EnqueueOptions {
  /**
   * Idempotency key, unique per job id: enqueueing it again while that job is pending or running adds nothing
   * and answers the existing job; once it is done or dead the same key queues a new run.
   */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * With `key`, what an enqueue does while the key's job is running: `skip` (default) adds nothing; `again` books
   * one more run of the job, with this payload, to start once the running one ends (done or dead), however many
   * enqueues ask for it meanwhile. For work that must see data written after the running job read it (a vote, a
   * retried detection). A pending job is left as it is either way: it has not read anything yet.
   */
  whileRunning?: 'skip' | 'again';
}

export interface EnqueueResult {
  id: string;
  /** false when the key matched a pending job, or a running one with `whileRunning: 'skip'`. */
  enqueued: boolean;
}

export interface JobQueue {
  readonly backend: 'postgres' | 'redis';
  /** Validates the payload (throws the schema's error) and stores the job; any process may enqueue. */
  enqueue<TPayload extends z.ZodType>(
    job: JobDefinition<TPayload, unknown>,
    payload: z.input<TPayload>,
    options?: EnqueueOptions,
  ): Promise<EnqueueResult>;
  /** Starts claiming and running jobs, and scheduling the recurring ones, in this process. */
  start(): Promise<void>;
  /**
   * Stops claiming and waits for the jobs in flight to finish. After `timeoutMs` it stops waiting and aborts
   * their signals; their leases then run out and another worker runs them again.
   */
  stop(timeoutMs?: number): Promise<void>;
  /** stop(), then releases the queue's own connections (the database belongs to the caller). */
  close(timeoutMs?: number): Promise<void>;
}

/** Before a job is stored: its definition must be the queue's own, and the payload must pass the schema (or throw). */
export function checkEnqueue(registry: ReadonlyMap<string, AnyJobDefinition>, job: AnyJobDefinition, payload: unknown): void {
  if (registry.get(job.id) !== job) throw new Error(`job ${job.id} is not in this queue's registry`);
  job.payload.parse(payload);
}

/** Thrown by a handler (or the queue) for a failure that another attempt cannot fix: the job goes dead at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
  }
}

export function backoffDelay(job: AnyJobDefinition, attempt: number, error: unknown): number {
  const delay = typeof job.backoff === 'function' ? job.backoff(attempt, error) : job.backoff;
  return Number.isFinite(delay) && delay > 0 ? Math.round(delay) : 0;
}

/** The error as stored with the job: its stack (or message), bounded. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

/**
 * One attempt: checks the stored payload against the schema (a payload that fails can never succeed, so it is a
 * permanent failure) and runs the handler against the definition's time limit.
 */
export async function runAttempt(
  job: AnyJobDefinition,
  rawPayload: unknown,
  ctx: Omit<JobContext, 'signal'>,
  controller: AbortController,
): Promise<unknown> {
  const parsed = (job.payload as z.ZodType).safeParse(rawPayload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new PermanentJobError(`invalid payload: ${issues.join('; ')}`);
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(job.timeoutMs);
      controller.abort(error);
      reject(error);
    }, job.timeoutMs);
  });
  // Abandoned on a time-out: the handler may still settle later, and nobody listens then.
  const running = job.handler(parsed.data, { ...ctx, signal: controller.signal });
  running.catch(() => {});
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
