// Jobs of the analytics area: page-view de-duplication marks are only needed for a few minutes.
import { defineRecurringJob } from '../../../server/jobs/job';
import { prunePageViewMarks } from './analytics.server';

/** The marks' window is 5 minutes; pruning every 10 keeps the table at a quarter of an hour of views. */
export const prunePageViewMarksJob = defineRecurringJob({
  id: 'analytics.prune-page-view-marks',
  every: 10 * 60_000,
  maxAttempts: 3,
  timeoutMs: 5 * 60_000,
  handler: async (ctx) => {
    await prunePageViewMarks(ctx.db);
  },
});
