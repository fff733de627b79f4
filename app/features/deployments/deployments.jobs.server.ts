// One-click deployment's jobs (docs/decisions/036): start one deployment's app and follow it until it runs or fails;
// expire one deployment at its time (queued with runAt = its expiry); and, every minute, a sweep that expires any
// whose own job was lost.
import { z } from 'zod';
import { defineJob, defineRecurringJob } from '../../../server/jobs/job';
import { expireDeployment, expireDueDeployments, runDeployment } from './deployments.server';

const ZPayload = z.object({ deploymentId: z.string().min(1).max(64) });

export const deployStartJob = defineJob({
  id: 'deploy.start',
  payload: ZPayload,
  maxAttempts: 5,
  backoff: (attempt) => Math.min(2000 * 2 ** (attempt - 1), 60_000),
  // Longer than the longest start (DEPLOY_START_TIMEOUT_MS ≤ 1 hour).
  timeoutMs: 65 * 60_000,
  handler: async ({ deploymentId }, ctx) =>
    ({ status: await runDeployment(ctx, deploymentId, { attempt: ctx.attempt, maxAttempts: ctx.maxAttempts, signal: ctx.signal }) }),
});

export const deployExpireJob = defineJob({
  id: 'deploy.expire',
  payload: ZPayload,
  maxAttempts: 5,
  timeoutMs: 5 * 60_000,
  handler: async ({ deploymentId }, ctx) =>
    ({ status: await expireDeployment(ctx, deploymentId, new Date(), { attempt: ctx.attempt, maxAttempts: ctx.maxAttempts, signal: ctx.signal }) }),
});

export const deploySweepJob = defineRecurringJob({
  id: 'deploy.sweep',
  every: 60_000,
  maxAttempts: 2,
  timeoutMs: 10 * 60_000,
  handler: async (ctx) => {
    const expired = await expireDueDeployments(ctx);
    if (expired.length) ctx.logger.info({ jobId: ctx.jobId, expired }, 'deployments expired by the sweep');
    return { expired };
  },
});
