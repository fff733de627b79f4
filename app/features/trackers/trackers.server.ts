// The brand tracker (docs/decisions/027): a signed-in user's brands; each run generates queries, asks every chosen
// platform each of them (one answer per query and platform, spread over the report window, run as jobs), analyses
// the answers for the brand and its competitors, and when the last one is in writes the report. Runs repeat on a
// schedule; the completed runs make the trend.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { brandTrackers, trackerAnswers, trackerRuns } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { ChatError, readChat } from '../../../server/integrations/llm/chat-platform';
import { llmPlatforms, smsSender } from '../../../server/integrations/registry';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import { isLangCode, type LangCode } from '~/i18n/locales';
import { maskPhone } from '~/features/accounts/sessions.server';
import { analyzeAnswer } from '~/features/geo-check/geo-check.analysis';
import type { TBrandAnalysis } from '~/features/geo-check/geo-check.constants';
import { generateQueries } from './trackers.queries';
import { visibilityOf } from './trackers.scoring';
import type {
  TNotifyState,
  TTracker,
  TTrackerAnswer,
  TTrackerListItem,
  TTrackerQuery,
  TTrackerReport,
  TTrackerRun,
  TTrackerRunStatus,
  TTrackerStep,
  TTrendPoint,
} from './trackers.constants';
import type { TTrackerInput } from './trackers.schema';

export type TrackerDeps = Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm' | 'sms'> & { jobs?: AppDeps['jobs'] };
type TrackerRow = typeof brandTrackers.$inferSelect;
type RunRow = typeof trackerRuns.$inferSelect;
type AnswerRow = typeof trackerAnswers.$inferSelect;
type Analyses = Record<string, TBrandAnalysis>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CREATES_PER_HOUR = { limit: 10, windowMs: HOUR };
/** Trend points kept on the page: half a year of weekly runs. */
const TREND_RUNS = 26;
const newId = () => randomBytes(12).toString('base64url');
const RETRYABLE = new Set(['rate_limited', 'server', 'network', 'timeout']);

/** The platform list of the GEO check (the same adapters and offline engines). */
function platformsOf(deps: TrackerDeps) {
  return llmPlatforms(deps).all;
}

function langOf(deps: TrackerDeps, lang: string): LangCode {
  return isLangCode(lang) ? lang : deps.env.DEFAULT_LANG;
}

/** A processing answer older than every attempt's time limit was left by a process that stopped. */
function staleMs(deps: TrackerDeps): number {
  return deps.env.LLM_TIMEOUT_MS * (deps.env.LLM_MAX_RETRIES + 1) + deps.env.JOBS_LEASE_MS + 60_000;
}

export function queriesFor(deps: TrackerDeps, tracker: Pick<TrackerRow, 'products' | 'topics' | 'competitors' | 'lang'>): TTrackerQuery[] {
  const lang = langOf(deps, tracker.lang);
  return generateQueries(tracker, (template, values) => formatMessage(lang, `tracker.query.${template}` as MessageKey, values), deps.env.TRACKER_MAX_QUERIES);
}

// ---------------------------------------------------------------------------------------------------------
// Runs and answers

/**
 * Starts the tracker's next run: its queries, and one answer per query and platform, due evenly over the report
 * window. The run number is unique per tracker, so two processes starting "the next run" at once make one.
 */
export async function startRun(deps: TrackerDeps, tracker: TrackerRow): Promise<{ runId: string; answers: { id: string; dueAt: Date }[] } | null> {
  const db = deps.database.db;
  const queries = queriesFor(deps, tracker);
  const [last] = await db.select({ seq: sql<number>`coalesce(max(${trackerRuns.seq}), 0)` }).from(trackerRuns).where(eq(trackerRuns.trackerId, tracker.id));
  const runId = newId();
  const inserted = await db
    .insert(trackerRuns)
    .values({ id: runId, trackerId: tracker.id, seq: Number(last?.seq ?? 0) + 1, queries })
    .onConflictDoNothing()
    .returning({ id: trackerRuns.id });
  if (!inserted.length) return null;
  const pairs = queries.flatMap((_, queryIndex) => tracker.platforms.map((platform) => ({ queryIndex, platform })));
  const window = deps.env.TRACKER_REPORT_WINDOW_MS;
  const now = Date.now();
  const answers = pairs.map((p, i) => ({ id: newId(), runId, ...p, dueAt: new Date(now + Math.floor((window * i) / Math.max(1, pairs.length))) }));
  if (answers.length) await db.insert(trackerAnswers).values(answers);
  else await finishRunIfDone(deps, runId);
  return { runId, answers: answers.map((a) => ({ id: a.id, dueAt: a.dueAt })) };
}

async function scheduleAnswers(deps: TrackerDeps, answers: { id: string; dueAt: Date }[]): Promise<void> {
  // Imported here: the job module imports this one.
  const { trackerAskJob } = await import('./trackers.jobs.server');
  for (const answer of answers) {
    if (deps.jobs) {
      await deps.jobs.enqueue(trackerAskJob, { answerId: answer.id }, { key: `tracker-answer:${answer.id}`, runAt: answer.dueAt });
    } else {
      // A process without a queue (API-only tests, tools) asks beside the request, in order.
      void askAnswer(deps, answer.id, { claim: `inline:${newId()}`, attempt: 1, maxAttempts: 1 }).catch((err: unknown) =>
        deps.logger.warn({ err, answer: answer.id }, 'tracker answer failed'),
      );
    }
  }
}

export interface AskRun {
  claim: string;
  attempt: number;
  maxAttempts: number;
  signal?: AbortSignal;
}

/** The names an answer is read for: the brand, then each competitor. */
function namesOf(tracker: Pick<TrackerRow, 'brand' | 'competitors'>): string[] {
  return [tracker.brand, ...tracker.competitors];
}

/** Asks one query on one platform and stores the answer with its analysis; then completes the run if it was last. */
export async function askAnswer(deps: TrackerDeps, answerId: string, run: AskRun): Promise<{ status: string }> {
  const db = deps.database.db;
  const [claimed] = await db
    .update(trackerAnswers)
    .set({ status: 'processing', claim: run.claim, startedAt: new Date(), error: null })
    .where(
      and(
        eq(trackerAnswers.id, answerId),
        or(
          eq(trackerAnswers.status, 'pending'),
          // A run that held it and is gone (its job attempt ended with the process).
          and(eq(trackerAnswers.status, 'processing'), lt(trackerAnswers.startedAt, new Date(Date.now() - staleMs(deps)))),
          run.attempt > 1 ? eq(trackerAnswers.status, 'processing') : undefined,
        ),
      ),
    )
    .returning();
  if (!claimed) return { status: 'skipped' };
  const held = and(eq(trackerAnswers.id, answerId), eq(trackerAnswers.claim, run.claim));
  const [runRow] = await db.select().from(trackerRuns).where(eq(trackerRuns.id, claimed.runId));
  const [tracker] = runRow ? await db.select().from(brandTrackers).where(eq(brandTrackers.id, runRow.trackerId)) : [];
  const fail = async (kind: string, message: string) => {
    await db.update(trackerAnswers).set({ status: 'failed', error: `${kind}: ${message}`.slice(0, 1000), finishedAt: new Date() }).where(held);
    await finishRunIfDone(deps, claimed.runId);
    return { status: 'failed' };
  };
  if (!runRow || !tracker) return fail('client', 'the run is gone');
  const query = (runRow.queries as TTrackerQuery[])[claimed.queryIndex];
  const platform = llmPlatforms(deps).get(claimed.platform);
  if (!query) return fail('client', 'no such query');
  if (!platform?.available) return fail('unavailable', `${claimed.platform} is not available`);
  try {
    const stream = platform.chat([{ role: 'user', content: query.text }], {
      maxTokens: deps.env.GEO_MAX_TOKENS,
      temperature: 0.7,
      purpose: 'tracker',
      lang: tracker.lang,
      signal: run.signal,
    });
    const { text, usage } = await readChat(stream);
    if (!text.trim()) throw new ChatError('the answer was empty', 'malformed');
    // The offline engine's first paragraph is its notice (it names this site), not part of the answer.
    const body = platform.offline ? text.split('\n\n').slice(1).join('\n\n') : text;
    const analysis: Analyses = Object.fromEntries(namesOf(tracker).map((name) => [name, analyzeAnswer(body, [name])]));
    await db
      .update(trackerAnswers)
      .set({ status: 'completed', answer: text, analysis, model: usage.model, error: null, finishedAt: new Date() })
      .where(held);
    await finishRunIfDone(deps, claimed.runId);
    return { status: 'completed' };
  } catch (error) {
    if (run.signal?.aborted) throw error;
    const failure = error instanceof ChatError ? error : new ChatError(error instanceof Error ? error.message : String(error), 'network');
    deps.logger.warn({ err: error, answer: answerId, platform: claimed.platform, attempt: run.attempt }, 'tracker answer failed');
    if (RETRYABLE.has(failure.kind) && run.attempt < run.maxAttempts) {
      await db.update(trackerAnswers).set({ status: 'pending' }).where(held);
      throw failure;
    }
    return fail(failure.kind, failure.message);
  }
}

/** The report of a run's answers: per platform, overall, per competitor, per query. */
export function buildReport(
  tracker: Pick<TrackerRow, 'brand' | 'competitors' | 'platforms'>,
  queries: readonly TTrackerQuery[],
  answers: readonly Pick<AnswerRow, 'queryIndex' | 'platform' | 'status' | 'analysis'>[],
  labels: Map<string, { label: string; offline: boolean }>,
): TTrackerReport {
  const done = answers.filter((a) => a.status === 'completed');
  const of = (name: string, list: typeof done) => list.map((a) => (a.analysis as Analyses | null)?.[name]);
  return {
    overall: visibilityOf(of(tracker.brand, done)),
    platforms: tracker.platforms.map((platform) => ({
      platform,
      label: labels.get(platform)?.label ?? platform,
      offline: labels.get(platform)?.offline ?? false,
      failed: answers.filter((a) => a.platform === platform && a.status === 'failed').length,
      ...visibilityOf(of(tracker.brand, done.filter((a) => a.platform === platform))),
    })),
    comparison: namesOf(tracker).map((name, i) => ({ name, own: i === 0, ...visibilityOf(of(name, done)) })),
    queries: queries.map((_, index) => {
      const own = done.filter((a) => a.queryIndex === index);
      return { index, answers: own.length, mentioned: own.filter((a) => (a.analysis as Analyses | null)?.[tracker.brand]?.mentioned).length };
    }),
  };
}

function labelMap(deps: TrackerDeps) {
  return new Map(platformsOf(deps).map((p) => [p.id, { label: p.label, offline: p.offline }]));
}

/** When no answer of the run is left to ask, the report is written once (by whichever answer was last). */
export async function finishRunIfDone(deps: TrackerDeps, runId: string): Promise<boolean> {
  const db = deps.database.db;
  const answers = await db.select().from(trackerAnswers).where(eq(trackerAnswers.runId, runId));
  if (answers.some((a) => a.status === 'pending' || a.status === 'processing')) return false;
  const [run] = await db.select().from(trackerRuns).where(eq(trackerRuns.id, runId));
  if (!run || run.status !== 'generating') return false;
  const [tracker] = await db.select().from(brandTrackers).where(eq(brandTrackers.id, run.trackerId));
  if (!tracker) return false;
  const report = buildReport(tracker, run.queries as TTrackerQuery[], answers, labelMap(deps));
  const done = await db
    .update(trackerRuns)
    .set({ status: 'completed', report, finishedAt: new Date() })
    .where(and(eq(trackerRuns.id, runId), eq(trackerRuns.status, 'generating')))
    .returning({ id: trackerRuns.id });
  if (!done.length) return false;
  if (tracker.notifyState === 'enabled' && tracker.notifyPhone) {
    const lang = langOf(deps, tracker.lang);
    try {
      await smsSender(deps as AppDeps).send({
        to: tracker.notifyPhone,
        body: formatMessage(lang, 'tracker.sms.ready', { brand: tracker.brand, score: report.overall.score, visibility: report.overall.visibility }),
      });
    } catch (err) {
      // The report stands; a missed message is logged, not retried.
      deps.logger.warn({ err, tracker: tracker.id }, 'tracker report notification not sent');
    }
  }
  return true;
}

/**
 * The scheduler's pass (the tracker.schedule job): starts the runs that are due, one per tracker however many
 * processes pass at once, and asks the due answers no job is asking (re-runs, and answers whose job was lost).
 */
export async function schedulerPass(deps: TrackerDeps, options: { maxAnswers?: number; signal?: AbortSignal } = {}): Promise<{ started: number; asked: number }> {
  const db = deps.database.db;
  const now = new Date();
  const due = await db
    .select()
    .from(brandTrackers)
    .where(lte(brandTrackers.nextRunAt, now))
    .orderBy(asc(brandTrackers.nextRunAt))
    .limit(50);
  let started = 0;
  for (const tracker of due) {
    const next = new Date(now.getTime() + deps.env.TRACKER_RERUN_DAYS * DAY);
    const [mine] = await db
      .update(brandTrackers)
      .set({ nextRunAt: next })
      .where(and(eq(brandTrackers.id, tracker.id), lte(brandTrackers.nextRunAt, now)))
      .returning();
    if (!mine) continue;
    const [open] = await db.select({ n: count() }).from(trackerRuns).where(and(eq(trackerRuns.trackerId, tracker.id), eq(trackerRuns.status, 'generating')));
    // A run still generating is not doubled; the schedule moves on a period.
    if ((open?.n ?? 0) > 0) continue;
    if (await startRun(deps, mine)) started++;
  }
  // Answers due a while ago and still pending (the queue did not take them; re-runs are asked here), and answers
  // left processing by a process that stopped.
  const waiting = await db
    .select({ id: trackerAnswers.id, dueAt: trackerAnswers.dueAt })
    .from(trackerAnswers)
    .where(
      or(
        and(eq(trackerAnswers.status, 'pending'), lte(trackerAnswers.dueAt, new Date(now.getTime() - (deps.jobs ? 60_000 : 0)))),
        and(eq(trackerAnswers.status, 'processing'), lt(trackerAnswers.startedAt, new Date(now.getTime() - staleMs(deps)))),
      ),
    )
    .orderBy(asc(trackerAnswers.dueAt))
    .limit(options.maxAnswers ?? 20);
  let asked = 0;
  for (const { id, dueAt } of waiting) {
    if (options.signal?.aborted) break;
    // A platform error worth another try leaves the answer pending for a later pass, for half an hour after it
    // was due; then it fails, so the run can complete.
    const retry = dueAt.getTime() > now.getTime() - 30 * 60_000;
    try {
      const result = await askAnswer(deps, id, { claim: `schedule:${newId()}`, attempt: 1, maxAttempts: retry ? 2 : 1, signal: options.signal });
      if (result.status !== 'skipped') asked++;
    } catch (err) {
      if (options.signal?.aborted) break;
      deps.logger.info({ err, answer: id }, 'tracker answer left for a later pass');
    }
  }
  return { started, asked };
}

// ---------------------------------------------------------------------------------------------------------
// The user's trackers

function refuseUnavailable(deps: TrackerDeps, platforms: readonly string[], lang: LangCode) {
  const known = new Map(platformsOf(deps).map((p) => [p.id, p]));
  for (const id of platforms) {
    const platform = known.get(id);
    if (!platform?.available) {
      const values = { platform: platform?.label ?? id };
      throw new AppError('VALIDATION', {
        messageKey: 'geo.error.platformUnavailable',
        values,
        issues: [{ field: 'platforms', message: formatMessage(lang, 'geo.error.platformUnavailable', values) }],
      });
    }
  }
}

export async function createTracker(deps: TrackerDeps, userId: number, input: Omit<Required<TTrackerInput>, 'websiteUrl'> & { websiteUrl: string | null }, lang: LangCode): Promise<TTracker> {
  refuseUnavailable(deps, input.platforms, lang);
  const db = deps.database.db;
  const [owned] = await db.select({ n: count() }).from(brandTrackers).where(eq(brandTrackers.userId, userId));
  if ((owned?.n ?? 0) >= deps.env.TRACKER_MAX_PER_USER) {
    throw new AppError('CONFLICT', { messageKey: 'tracker.error.limit', values: { max: deps.env.TRACKER_MAX_PER_USER } });
  }
  await enforceRateLimit(db, `tracker:create:${userId}`, CREATES_PER_HOUR);
  const id = newId();
  const [tracker] = await db
    .insert(brandTrackers)
    .values({
      id,
      userId,
      brand: input.brand,
      description: input.description,
      products: input.products,
      websiteUrl: input.websiteUrl,
      competitors: input.competitors,
      topics: input.topics,
      platforms: input.platforms,
      lang,
      nextRunAt: new Date(Date.now() + deps.env.TRACKER_RERUN_DAYS * DAY),
    })
    .returning();
  const started = await startRun(deps, tracker!);
  if (started) await scheduleAnswers(deps, started.answers);
  return getTracker(deps, userId, id, lang);
}

async function loadOwn(deps: TrackerDeps, userId: number, id: string): Promise<TrackerRow> {
  const [row] = await deps.database.db.select().from(brandTrackers).where(and(eq(brandTrackers.id, id), eq(brandTrackers.userId, userId)));
  // Another user's tracker is as absent as one that never existed.
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function stepOf(run: RunRow, answers: readonly AnswerRow[]): TTrackerStep {
  if (run.status === 'completed') return 'report';
  if (!answers.length) return 'queries';
  const open = answers.filter((a) => a.status === 'pending' || a.status === 'processing').length;
  // Each answer is analysed as it arrives; the last step is the report once none is left to ask.
  if (open === 0) return 'report';
  return answers.some((a) => a.status === 'completed') ? 'analysing' : 'asking';
}

function toRun(run: RunRow, answers: readonly AnswerRow[]): TTrackerRun {
  return {
    id: run.id,
    seq: run.seq,
    status: run.status as TTrackerRunStatus,
    queries: run.queries as TTrackerQuery[],
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    done: answers.filter((a) => a.status === 'completed' || a.status === 'failed').length,
    total: answers.length,
    step: stepOf(run, answers),
    report: (run.report as TTrackerReport | null) ?? null,
  };
}

export async function getTracker(deps: TrackerDeps, userId: number, id: string, _lang: LangCode): Promise<TTracker> {
  const tracker = await loadOwn(deps, userId, id);
  const db = deps.database.db;
  const runs = await db.select().from(trackerRuns).where(eq(trackerRuns.trackerId, id)).orderBy(desc(trackerRuns.seq)).limit(TREND_RUNS);
  // The newest completed run is the report; a newer one still generating is shown as such.
  const run = runs[0] ?? null;
  const answers = run ? await db.select().from(trackerAnswers).where(eq(trackerAnswers.runId, run.id)).orderBy(asc(trackerAnswers.queryIndex), asc(trackerAnswers.platform)) : [];
  const labels = labelMap(deps);
  const trend: TTrendPoint[] = runs
    .filter((r) => r.status === 'completed' && r.report)
    .reverse()
    .map((r) => {
      const report = r.report as TTrackerReport;
      return { seq: r.seq, at: (r.finishedAt ?? r.createdAt).toISOString(), overall: report.overall.score, scores: Object.fromEntries(report.platforms.map((p) => [p.platform, p.score])) };
    });
  return {
    id: tracker.id,
    brand: tracker.brand,
    description: tracker.description,
    products: tracker.products,
    websiteUrl: tracker.websiteUrl,
    competitors: tracker.competitors,
    topics: tracker.topics,
    platforms: tracker.platforms.map((p) => ({ id: p, label: labels.get(p)?.label ?? p, offline: labels.get(p)?.offline ?? false })),
    createdAt: tracker.createdAt.toISOString(),
    nextRunAt: tracker.nextRunAt.toISOString(),
    notifyState: tracker.notifyState as TNotifyState,
    notifyPhone: maskPhone(tracker.notifyPhone),
    slowReports: deps.env.TRACKER_REPORT_WINDOW_MS >= HOUR,
    run: run ? toRun(run, answers) : null,
    answers: answers.map(
      (a): TTrackerAnswer => {
        const own = (a.analysis as Analyses | null)?.[tracker.brand];
        return {
          queryIndex: a.queryIndex,
          platform: a.platform,
          label: labels.get(a.platform)?.label ?? a.platform,
          status: a.status,
          mentioned: own ? own.mentioned : null,
          exposure: own ? own.exposureCount : null,
          recommended: own ? own.recommended : null,
          sentiment: own ? own.sentiment : null,
        };
      },
    ),
    trend,
  };
}

export async function listTrackers(deps: TrackerDeps, userId: number): Promise<TTrackerListItem[]> {
  const db = deps.database.db;
  const rows = await db.select().from(brandTrackers).where(eq(brandTrackers.userId, userId)).orderBy(desc(brandTrackers.createdAt), desc(brandTrackers.id));
  if (!rows.length) return [];
  const runs = await db
    .selectDistinctOn([trackerRuns.trackerId])
    .from(trackerRuns)
    .where(inArray(trackerRuns.trackerId, rows.map((r) => r.id)))
    .orderBy(trackerRuns.trackerId, desc(trackerRuns.seq));
  const latest = new Map(runs.map((r) => [r.trackerId, r]));
  const labels = labelMap(deps);
  return rows.map((r) => {
    const run = latest.get(r.id);
    const report = (run?.report as TTrackerReport | null) ?? null;
    return {
      id: r.id,
      brand: r.brand,
      products: r.products,
      platforms: r.platforms.map((p) => labels.get(p)?.label ?? p),
      createdAt: r.createdAt.toISOString(),
      status: (run?.status as TTrackerRunStatus | undefined) ?? null,
      overall: report?.overall.score ?? null,
      visibility: report?.overall.visibility ?? null,
    };
  });
}

export async function deleteTracker(deps: TrackerDeps, userId: number, id: string): Promise<void> {
  const gone = await deps.database.db
    .delete(brandTrackers)
    .where(and(eq(brandTrackers.id, id), eq(brandTrackers.userId, userId)))
    .returning({ id: brandTrackers.id });
  if (!gone.length) throw new AppError('NOT_FOUND');
}

/** Runs whose answers are all in but whose report was never written (a process stopped in between). */
export async function completeStrandedRuns(deps: TrackerDeps): Promise<number> {
  const open = await deps.database.db
    .select({ id: trackerRuns.id })
    .from(trackerRuns)
    .where(and(eq(trackerRuns.status, 'generating'), isNull(trackerRuns.finishedAt)))
    .limit(100);
  let n = 0;
  for (const { id } of open) if (await finishRunIfDone(deps, id)) n++;
  return n;
}
