// The rankings' schedule on the job queue: a recurring check computes every due period that has no snapshot yet —
// the Wednesday's week, the 8th's month and quarter — and so also the ones missed while no worker ran.
import { z } from 'zod';
import type { ChangeBus } from '../../../server/events/change-bus';
import { defineJob, defineRecurringJob } from '../../../server/jobs/job';
import { catchUp, computePeriod, type ComputeResult } from './rankings.compute.server';
import { parsePeriodKey, PERIOD_KINDS, type TPeriodKind } from './rankings.periods';
import { MONTHLY_RANKINGS_TOPIC, RANKINGS_TOPIC } from './rankings.server';

export { MONTHLY_RANKINGS_TOPIC };

/** Tells every replica that snapshots landed: ranking pages (and, for months, product pages) refresh. */
export async function publishRankingChanges(bus: Pick<ChangeBus, 'publish'>, results: readonly ComputeResult[]): Promise<void> {
  const landed = results.filter((r) => r.created > 0);
  if (!landed.length) return;
  if (landed.some((r) => r.period.kind === 'monthly')) await bus.publish(MONTHLY_RANKINGS_TOPIC);
  await bus.publish(RANKINGS_TOPIC);
}

const summary = (results: readonly ComputeResult[]) => results.map((r) => ({ period: r.period.key, kind: r.period.kind, created: r.created, ms: r.ms }));

/** Every 10 minutes: cheap when nothing is due (one grouped count), and a missed Wednesday is caught up within it. */
export const rankingsScheduleJob = defineRecurringJob({
  id: 'rankings.schedule',
  every: 10 * 60_000,
  maxAttempts: 3,
  timeoutMs: 30 * 60_000,
  handler: async (ctx) => {
    const results = await catchUp(ctx.db, { timeZone: ctx.env.RANKINGS_TZ });
    await publishRankingChanges(ctx.bus, results);
    if (results.length) ctx.logger.info({ jobId: ctx.jobId, periods: summary(results) }, 'rankings computed');
    return summary(results);
  },
});

/** One period on demand (the same work as `npm run rankings -- compute`), e.g. after an import. */
export const rankingsComputeJob = defineJob({
  id: 'rankings.compute',
  payload: z
    .object({ kind: z.enum(PERIOD_KINDS), key: z.string().max(10) })
    .refine((p) => parsePeriodKey(p.kind as TPeriodKind, p.key) !== undefined, { message: 'unknown period', path: ['key'] }),
  maxAttempts: 3,
  timeoutMs: 30 * 60_000,
  handler: async (payload, ctx) => {
    const result = await computePeriod(ctx.db, parsePeriodKey(payload.kind, payload.key)!, { timeZone: ctx.env.RANKINGS_TZ });
    await publishRankingChanges(ctx.bus, [result]);
    return summary([result]);
  },
});
