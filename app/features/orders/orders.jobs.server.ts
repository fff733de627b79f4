// Background work of orders: every minute, finish what a crash or a lost callback left half done (docs/decisions/
// 018), expire unpaid orders, retry refunds, and end ads whose 30 days are over.
import { defineRecurringJob } from '../../../server/jobs/job';
import { ADS_TOPIC } from './orders.ads.server';
import { paymentsContext } from './orders.api.server';
import { reconcile } from './orders.payments.server';
import { endExpiredAds } from './orders.review.server';

export const ordersReconcileJob = defineRecurringJob({
  id: 'orders.reconcile',
  every: 60_000,
  // A process killed between storing a callback and acting on it finishes the work as soon as it is back.
  runAtStart: true,
  maxAttempts: 3,
  timeoutMs: 5 * 60_000,
  handler: async (ctx) => {
    const report = await reconcile(paymentsContext(ctx));
    const adsEnded = await endExpiredAds(ctx.db);
    if (adsEnded) await ctx.bus.publish(ADS_TOPIC);
    const total = report.callbacks + report.fulfilled + report.expired + report.queried + report.refunds + adsEnded;
    if (total) ctx.logger.info({ jobId: ctx.jobId, ...report, adsEnded }, 'orders reconciled');
    return { ...report, adsEnded };
  },
});
