// One detection: the platform is asked the check's question, the answer streams in with its progress written as it
// grows, and the brand analysis is stored with it. Called by the geo.detect job (or in the request when a process
// has no queue).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { geoChecks, geoDetections } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { ChatError, readChat } from '../../../server/integrations/llm/chat-platform';
import { llmPlatforms } from '../../../server/integrations/registry';
import { analyzeAnswer } from './geo-check.analysis';

export type DetectDeps = Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm'>;

export interface DetectionRun {
  /** Unique per attempt: the claim that may store the outcome. */
  runId: string;
  attempt: number;
  maxAttempts: number;
  signal?: AbortSignal;
}

const PROGRESS_EVERY_MS = 400;
/** Kinds another attempt may cure; a refused request or an unknown platform fails at once. */
const RETRYABLE = new Set(['rate_limited', 'server', 'network', 'timeout']);

/**
 * Share of the work done while `chars` characters have arrived: 10 % once asked, then towards 95 % as the answer
 * grows (its length is not known in advance: half-way at about the length of a typical answer, 1,200 characters).
 */
export function progressFor(chars: number): number {
  return Math.min(95, Math.round(10 + 85 * (1 - Math.exp(-chars / 1700))));
}

export async function runDetection(deps: DetectDeps, detectionId: string, run: DetectionRun): Promise<{ status: string }> {
  const db = deps.database.db;
  // Claim: a pending detection, or one a run that is gone left processing (its lease ran out).
  const [claimed] = await db
    .update(geoDetections)
    .set({ status: 'processing', progress: 5, runId: run.runId, runs: sql`${geoDetections.runs} + 1`, startedAt: new Date(), error: null })
    .where(and(eq(geoDetections.id, detectionId), inArray(geoDetections.status, ['pending', 'processing'])))
    .returning();
  if (!claimed) return { status: 'skipped' };
  const [check] = await db.select().from(geoChecks).where(eq(geoChecks.id, claimed.checkId));
  const held = and(eq(geoDetections.id, detectionId), eq(geoDetections.runId, run.runId));
  const fail = async (kind: string, message: string) => {
    await db
      .update(geoDetections)
      .set({ status: 'failed', progress: 0, error: `${kind}: ${message}`.slice(0, 1000), finishedAt: new Date() })
      .where(held);
    return { status: 'failed' };
  };
  const platform = llmPlatforms(deps).get(claimed.platform);
  if (!check) return fail('client', 'the check is gone');
  if (!platform?.available) return fail('unavailable', `${claimed.platform} is not available`);

  let chars = 0;
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  try {
    await db.update(geoDetections).set({ progress: 10, model: platform.model }).where(held);
    const stream = platform.chat([{ role: 'user', content: check.question }], {
      maxTokens: deps.env.GEO_MAX_TOKENS,
      temperature: 0.7,
      purpose: 'geo',
      lang: check.lang,
      signal: run.signal,
    });
    const { text, usage } = await readChat(stream, (piece) => {
      chars += piece.length;
      const now = Date.now();
      if (now - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = now;
        // Progress is a hint: written in the background, one write at a time.
        writing = writing.then(() => db.update(geoDetections).set({ progress: progressFor(chars) }).where(held)).catch(() => {});
      }
    });
    await writing;
    if (!text.trim()) throw new ChatError('the answer was empty', 'malformed');
    // The offline engine's first paragraph is its notice (it names this site), not part of the answer.
    const analysis = analyzeAnswer(platform.offline ? text.split('\n\n').slice(1).join('\n\n') : text, check.keywords);
    const stored = await db
      .update(geoDetections)
      .set({ status: 'completed', progress: 100, answer: text, analysis, model: usage.model, latencyMs: usage.latencyMs, error: null, finishedAt: new Date() })
      .where(held)
      .returning({ id: geoDetections.id });
    return { status: stored.length ? 'completed' : 'superseded' };
  } catch (error) {
    await writing;
    // Stopped by the queue (time limit, lease lost, shutdown): the queue decides what runs next.
    if (run.signal?.aborted) throw error;
    const failure = error instanceof ChatError ? error : new ChatError(error instanceof Error ? error.message : String(error), 'network');
    deps.logger.warn({ err: error, detection: detectionId, platform: claimed.platform, attempt: run.attempt }, 'geo detection failed');
    if (RETRYABLE.has(failure.kind) && run.attempt < run.maxAttempts) {
      // Back in the queue until the back-off has passed.
      await db.update(geoDetections).set({ status: 'pending', progress: 0, queuedAt: new Date() }).where(held);
      throw failure;
    }
    return fail(failure.kind, failure.message);
  }
}
