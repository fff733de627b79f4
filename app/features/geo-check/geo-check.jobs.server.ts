// The GEO check's job: one detection (one platform's answer to the question), run at least once; only the run that
// holds the detection stores its outcome, so a detection completes once (docs/decisions/024).
import { z } from 'zod';
import { defineJob } from '../../../server/jobs/job';
import { runDetection } from './geo-check.detect.server';

export const geoDetectJob = defineJob({
  id: 'geo.detect',
  payload: z.object({ detectionId: z.string().min(1).max(64) }),
  // Platform errors worth another try (429, 5xx, time-outs) come back here with the back-off; a worker that dies
  // mid-answer leaves its lease to run out, and the next attempt asks again.
  maxAttempts: 4,
  backoff: (attempt) => Math.min(2000 * 2 ** (attempt - 1), 60_000),
  timeoutMs: 5 * 60_000,
  handler: async ({ detectionId }, ctx) =>
    runDetection(ctx, detectionId, { runId: `${ctx.jobId}:${ctx.attempt}`, attempt: ctx.attempt, maxAttempts: ctx.maxAttempts, signal: ctx.signal }),
});
