// The brand tracker's jobs (docs/decisions/027): one answer (a query asked on a platform), run at least once — only
// the run holding the answer stores it, so it completes once; and the scheduler, which starts the re-runs that are
// due and asks their answers.
import { z } from 'zod';
import { defineJob, defineRecurringJob } from '../../../server/jobs/job';
import { askAnswer, completeStrandedRuns, schedulerPass } from './trackers.server';

export const trackerAskJob = defineJob({
  id: 'tracker.ask',
  payload: z.object({ answerId: z.string().min(1).max(64) }),
  maxAttempts: 4,
  backoff: (attempt) => Math.min(2000 * 2 ** (attempt - 1), 60_000),
  timeoutMs: 5 * 60_000,
  handler: async ({ answerId }, ctx) =>
    askAnswer(ctx, answerId, { claim: `${ctx.jobId}:${ctx.attempt}`, attempt: ctx.attempt, maxAttempts: ctx.maxAttempts, signal: ctx.signal }),
});

/** Every minute: cheap when nothing is due (two indexed reads). */
export const trackerScheduleJob = defineRecurringJob({
  id: 'tracker.schedule',
  every: 60_000,
  maxAttempts: 2,
  timeoutMs: 10 * 60_000,
  handler: async (ctx) => {
    const passed = await schedulerPass(ctx, { signal: ctx.signal });
    const completed = await completeStrandedRuns(ctx);
    if (passed.started || passed.asked || completed) ctx.logger.info({ jobId: ctx.jobId, ...passed, completed }, 'tracker schedule');
    return { ...passed, completed };
  },
});
