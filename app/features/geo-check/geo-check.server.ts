// The GEO ranking check (docs/decisions/024): a signed-in user's question and brand keywords asked on the chosen
// platforms, one detection per platform as a job; the checks, their history, retries and exports are the user's own.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { geoChecks, geoDetections } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { llmPlatforms } from '../../../server/integrations/registry';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { runDetection } from './geo-check.detect.server';
import { geoDetectJob } from './geo-check.jobs.server';
import { renderAnswer } from './geo-check.markdown.server';
import {
  GEO_HISTORY_PAGE_SIZE,
  type TBrandAnalysis,
  type TGeoCheck,
  type TGeoDetection,
  type TGeoDetectionStatus,
  type TGeoHistoryItem,
  type TGeoPlatform,
} from './geo-check.constants';

type Deps = Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm' | 'jobs'>;
type DetectionRow = typeof geoDetections.$inferSelect;
type CheckRow = typeof geoChecks.$inferSelect;

const HOUR = 3_600_000;
const newId = () => randomBytes(12).toString('base64url');
const ERROR_KINDS = ['unavailable', 'timeout', 'aborted', 'rate_limited', 'server', 'client', 'malformed', 'network', 'lost'];

/** Every platform the site knows, in the order shown: those with keys, those without (disabled), then offline. */
export function geoPlatforms(deps: Deps): TGeoPlatform[] {
  return llmPlatforms(deps).all.map((p) => ({ id: p.id, label: p.label, model: p.model, available: p.available, offline: p.offline }));
}

/** A detection that ran longer than every attempt's time limit allows was left by a process that stopped. */
function staleMs(deps: Deps): number {
  return deps.env.LLM_TIMEOUT_MS * (deps.env.LLM_MAX_RETRIES + 1) + deps.env.JOBS_LEASE_MS + 60_000;
}

/**
 * Queues each detection under its key. A retry may come while the job of the run that failed is still finishing
 * (its row is released just after the detection is written): `whileRunning: 'again'` then books the retry's run
 * after it.
 */
async function schedule(deps: Deps, detectionIds: string[], whileRunning: 'skip' | 'again' = 'skip'): Promise<void> {
  for (const detectionId of detectionIds) {
    if (deps.jobs) {
      await deps.jobs.enqueue(geoDetectJob, { detectionId }, { key: `detection:${detectionId}`, whileRunning });
    } else {
      // A process without a queue (API-only tests, tools) runs the detection beside the request.
      void runDetection(deps, detectionId, { runId: `inline:${newId()}`, attempt: 1, maxAttempts: 1 }).catch((err: unknown) =>
        deps.logger.warn({ err, detectionId }, 'geo detection failed'),
      );
    }
  }
}

export async function createCheck(
  deps: Deps,
  userId: number,
  input: { question: string; keywords: string[]; platforms: string[] },
  lang: LangCode,
): Promise<TGeoCheck> {
  const known = new Map(geoPlatforms(deps).map((p) => [p.id, p]));
  for (const id of input.platforms) {
    const platform = known.get(id);
    if (!platform?.available) {
      throw new AppError('VALIDATION', {
        messageKey: 'geo.error.platformUnavailable',
        values: { platform: platform?.label ?? id },
        issues: [{ field: 'platforms', message: formatMessage(lang, 'geo.error.platformUnavailable', { platform: platform?.label ?? id }) }],
      });
    }
  }
  const db = deps.database.db;
  await enforceRateLimit(db, `geo:check:${userId}`, { limit: deps.env.GEO_CHECKS_PER_HOUR, windowMs: HOUR });
  const id = newId();
  const detections = input.platforms.map((platform) => ({ id: newId(), checkId: id, platform, model: known.get(platform)!.model }));
  await db.transaction(async (tx) => {
    await tx.insert(geoChecks).values({ id, userId, question: input.question, keywords: input.keywords, lang });
    await tx.insert(geoDetections).values(detections);
  });
  await schedule(deps, detections.map((d) => d.id));
  return getCheck(deps, userId, id, lang);
}

async function loadOwnCheck(deps: Deps, userId: number, id: string): Promise<CheckRow> {
  const [row] = await deps.database.db.select().from(geoChecks).where(and(eq(geoChecks.id, id), eq(geoChecks.userId, userId)));
  // Another user's check is as absent as one that never existed.
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Pending detections queued before this one, of every user: the people ahead in the queue. */
async function tasksAhead(deps: Deps, row: DetectionRow): Promise<number> {
  const [found] = await deps.database.db
    .select({ n: count() })
    .from(geoDetections)
    .where(
      and(
        eq(geoDetections.status, 'pending'),
        // Compared in the database: its timestamps have microseconds, a JavaScript date only milliseconds.
        sql`(${geoDetections.queuedAt}, ${geoDetections.id}) < (select d.queued_at, d.id from geo_detections d where d.id = ${row.id})`,
      ),
    );
  return found?.n ?? 0;
}

function errorText(lang: LangCode, stored: string | null): string | null {
  if (stored === null) return null;
  const kind = stored.slice(0, stored.indexOf(':'));
  return formatMessage(lang, `geo.detectionError.${ERROR_KINDS.includes(kind) ? kind : 'server'}` as MessageKey);
}

async function toDetection(deps: Deps, row: DetectionRow, lang: LangCode): Promise<TGeoDetection> {
  const platform = llmPlatforms(deps).get(row.platform);
  return {
    id: row.id,
    platform: row.platform,
    label: platform?.label ?? row.platform,
    model: row.model,
    offline: platform?.offline ?? false,
    status: row.status as TGeoDetectionStatus,
    progress: row.progress,
    tasksAhead: row.status === 'pending' ? await tasksAhead(deps, row) : null,
    answerHtml: row.answer === null ? null : renderAnswer(row.answer),
    analysis: (row.analysis as TBrandAnalysis | null) ?? null,
    error: errorText(lang, row.error),
    latencyMs: row.latencyMs,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getCheck(deps: Deps, userId: number, id: string, lang: LangCode): Promise<TGeoCheck> {
  const check = await loadOwnCheck(deps, userId, id);
  const db = deps.database.db;
  // A detection whose process stopped without its queue taking it over (the last attempt's worker died) ends as
  // failed, so it can be retried instead of spinning for ever.
  await db
    .update(geoDetections)
    .set({ status: 'failed', progress: 0, error: 'lost: the detection stopped', finishedAt: new Date() })
    .where(and(eq(geoDetections.checkId, id), eq(geoDetections.status, 'processing'), lt(geoDetections.startedAt, new Date(Date.now() - staleMs(deps)))));
  const rows = await db.select().from(geoDetections).where(eq(geoDetections.checkId, id)).orderBy(geoDetections.id);
  const order = new Map(geoPlatforms(deps).map((p, i) => [p.id, i]));
  rows.sort((a, b) => (order.get(a.platform) ?? 99) - (order.get(b.platform) ?? 99));
  const detections = await Promise.all(rows.map((r) => toDetection(deps, r, lang)));
  return {
    id: check.id,
    question: check.question,
    keywords: check.keywords,
    createdAt: check.createdAt.toISOString(),
    detections,
    finished: detections.every((d) => d.status === 'completed' || d.status === 'failed'),
  };
}

export async function listHistory(deps: Deps, userId: number, page: number): Promise<{ items: TGeoHistoryItem[]; total: number; page: number; pageSize: number }> {
  const db = deps.database.db;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(geoChecks).where(eq(geoChecks.userId, userId));
  const checks = await db
    .select()
    .from(geoChecks)
    .where(eq(geoChecks.userId, userId))
    .orderBy(desc(geoChecks.createdAt), desc(geoChecks.id))
    .limit(GEO_HISTORY_PAGE_SIZE)
    .offset((page - 1) * GEO_HISTORY_PAGE_SIZE);
  const rows = checks.length
    ? await db
        .select({ checkId: geoDetections.checkId, platform: geoDetections.platform, status: geoDetections.status, analysis: geoDetections.analysis })
        .from(geoDetections)
        .where(inArray(geoDetections.checkId, checks.map((c) => c.id)))
    : [];
  const labels = new Map(geoPlatforms(deps).map((p) => [p.id, p.label]));
  const items = checks.map((c) => {
    const own = rows.filter((r) => r.checkId === c.id);
    return {
      id: c.id,
      question: c.question,
      keywords: c.keywords,
      createdAt: c.createdAt.toISOString(),
      platforms: own.map((r) => labels.get(r.platform) ?? r.platform),
      completed: own.filter((r) => r.status === 'completed').length,
      failed: own.filter((r) => r.status === 'failed').length,
      total: own.length,
      mentioned: own.filter((r) => (r.analysis as TBrandAnalysis | null)?.mentioned).length,
    };
  });
  return { items, total, page, pageSize: GEO_HISTORY_PAGE_SIZE };
}

/** A failed detection of the user's own goes back to the queue (once, however often the button is pressed). */
export async function retryDetection(deps: Deps, userId: number, detectionId: string, lang: LangCode): Promise<TGeoCheck> {
  const db = deps.database.db;
  const [found] = await db
    .select({ checkId: geoDetections.checkId })
    .from(geoDetections)
    .innerJoin(geoChecks, eq(geoChecks.id, geoDetections.checkId))
    .where(and(eq(geoDetections.id, detectionId), eq(geoChecks.userId, userId)));
  if (!found) throw new AppError('NOT_FOUND');
  const reset = await db
    .update(geoDetections)
    .set({ status: 'pending', progress: 0, error: null, answer: null, analysis: null, runId: null, queuedAt: new Date(), startedAt: null, finishedAt: null })
    .where(and(eq(geoDetections.id, detectionId), eq(geoDetections.status, 'failed')))
    .returning({ id: geoDetections.id });
  if (!reset.length) throw new AppError('CONFLICT', { messageKey: 'geo.error.retryNotFailed' });
  // One retry per failure (the update above).
  await schedule(deps, [detectionId], 'again');
  return getCheck(deps, userId, found.checkId, lang);
}

/** The user's checks asked in the window, for the recommended keywords (counts only, never the text itself). */
export async function questionsContaining(deps: Pick<AppDeps, 'database'>, terms: string[], days = 90): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!terms.length) return out;
  const since = new Date(Date.now() - days * 24 * HOUR);
  const rows = await deps.database.db
    .select({ question: geoChecks.question, keywords: geoChecks.keywords })
    .from(geoChecks)
    .where(gt(geoChecks.createdAt, since))
    .orderBy(desc(geoChecks.createdAt))
    .limit(5000);
  for (const term of terms) {
    const needle = term.toLowerCase();
    out.set(term, rows.filter((r) => r.question.toLowerCase().includes(needle)).length);
  }
  return out;
}


/** The finished check's rows with the answers as written (Markdown); refused while a detection is unfinished. */
export async function exportCheck(deps: Deps, userId: number, id: string, lang: LangCode): Promise<{ check: TGeoCheck; answers: Map<string, string> }> {
  const check = await getCheck(deps, userId, id, lang);
  if (!check.finished) throw new AppError('CONFLICT', { messageKey: 'geo.error.exportUnfinished' });
  const rows = await deps.database.db
    .select({ id: geoDetections.id, answer: geoDetections.answer })
    .from(geoDetections)
    .where(eq(geoDetections.checkId, id));
  return { check, answers: new Map(rows.filter((r) => r.answer !== null).map((r) => [r.id, r.answer!])) };
}
