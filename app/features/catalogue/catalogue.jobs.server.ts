// Jobs of the catalogue area: a product import in the background, in the format of `npm run import`'s JSON, and
// the hourly health check of a slice of the catalogue (each product weekly).
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../server/jobs/job';
import { checkProducts, dueProducts, hourlyQuota, type HealthDeps } from './catalogue.health.server';
import { importProducts, productRowsFromJson } from './catalogue.import.server';
import { publishProductChanges } from './catalogue.search.server';

/** Rows of the report kept with the job; the counts cover them all. */
const REJECTED_KEPT = 50;

/**
 * Adds or updates products by slug, exactly like `npm run import`. Safe to run again after a crash: rows already
 * written are updated in place, so every product exists once.
 */
export const catalogueImportJob = defineJob({
  id: 'catalogue.import',
  payload: z.object({ products: z.array(z.unknown()).min(1).max(100_000) }),
  maxAttempts: 5,
  backoff: (attempt) => Math.min(10_000 * 2 ** (attempt - 1), 10 * 60_000),
  timeoutMs: 60 * 60_000,
  handler: async (payload, ctx) => {
    const report = await importProducts(ctx.db, productRowsFromJson(payload));
    if (report.ids.length) await publishProductChanges(ctx.bus, report.ids);
    ctx.logger.info(
      { jobId: ctx.jobId, rows: report.rows, inserted: report.inserted, updated: report.updated, rejected: report.rejected.length },
      'catalogue import',
    );
    return {
      rows: report.rows,
      inserted: report.inserted,
      updated: report.updated,
      rejected: report.rejected.length,
      rejectedRows: report.rejected.slice(0, REJECTED_KEPT),
    };
  },
});

/** The health check's settings as a job (or the admin's check-now) uses them. */
export function healthDeps(ctx: Pick<JobContext, 'db' | 'bus' | 'logger' | 'env'>): HealthDeps {
  return {
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    concurrency: ctx.env.HEALTH_CHECK_CONCURRENCY,
    visit: { timeoutMs: ctx.env.HEALTH_CHECK_TIMEOUT_MS, allowHosts: ctx.env.SSRF_ALLOW_HOSTS, logger: ctx.logger },
  };
}

/**
 * Every hour, the products most overdue a check (a 168th of the catalogue, so each is visited weekly and the visits
 * are spread over the week). Off with HEALTH_CHECKS=false. A rerun after a crash checks what is still due.
 */
export const catalogueHealthJob = defineJob({
  id: 'catalogue.health',
  payload: z.object({}),
  every: 60 * 60_000,
  maxAttempts: 2,
  timeoutMs: 50 * 60_000,
  handler: async (_payload, ctx) => {
    if (!ctx.env.HEALTH_CHECKS) return { checked: 0, off: true };
    const quota = await hourlyQuota(ctx.db, ctx.env.HEALTH_CHECKS_PER_RUN);
    const report = await checkProducts(healthDeps(ctx), await dueProducts(ctx.db, quota), ctx.signal);
    ctx.logger.info({ jobId: ctx.jobId, ...report }, 'catalogue health');
    return report;
  },
});
