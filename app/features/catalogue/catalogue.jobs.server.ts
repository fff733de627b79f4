// Jobs of the catalogue area: a product import in the background, in the format of `npm run import`'s JSON, and
// the hourly health check of a slice of the catalogue (each product weekly).
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../../server/db/schema';
import { defineJob, type JobContext } from '../../../server/jobs/job';
import { checkProducts, dueProducts, hourlyQuota, type HealthDeps } from './catalogue.health.server';
import { importProducts, productRowsFromJson } from './catalogue.import.server';
import { pruneMedia } from '../media/media.server';
import { anyNameResolves, dueScreenshots, findChromium, screenshotProducts, type ScreenshotDeps } from './catalogue.screenshot.server';
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
    images: ctx.env.SITE_LOGOS ? { timeoutMs: ctx.env.HEALTH_CHECK_TIMEOUT_MS, allowHosts: ctx.env.SSRF_ALLOW_HOSTS, logger: ctx.logger } : undefined,
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

/**
 * The screenshot settings as the job (or staff's take-now) uses them; null when screenshots are off for that caller
 * (SCREENSHOTS=false for both, 'staff' for the job) or no Chromium is found.
 */
export function screenshotDeps(ctx: Pick<JobContext, 'db' | 'bus' | 'logger' | 'env'>, caller: 'job' | 'staff' = 'job'): ScreenshotDeps | null {
  if (ctx.env.SCREENSHOTS === 'false' || (caller === 'job' && ctx.env.SCREENSHOTS === 'staff')) return null;
  const executablePath = findChromium(ctx.env.SCREENSHOT_CHROMIUM);
  if (!executablePath) return null;
  return {
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    executablePath,
    options: { timeoutMs: ctx.env.SCREENSHOT_TIMEOUT_MS, allowHosts: ctx.env.SSRF_ALLOW_HOSTS },
  };
}

/**
 * Every hour, screenshots of the live products that have none or an old one (SCREENSHOTS_PER_RUN, one at a time in
 * one browser), then stored images nobody uses any more are deleted. With SCREENSHOTS=auto a run whose site names
 * do not resolve takes nothing: the machine has no network (docs/decisions/028).
 */
export const catalogueScreenshotsJob = defineJob({
  id: 'catalogue.screenshots',
  payload: z.object({ productIds: z.array(z.number().int().positive()).max(100).optional() }),
  every: 60 * 60_000,
  maxAttempts: 2,
  timeoutMs: 50 * 60_000,
  handler: async (payload, ctx) => {
    const deps = screenshotDeps(ctx);
    const pruned = await pruneMedia(ctx.db);
    if (!deps) return { taken: 0, off: true, pruned };
    const due = payload.productIds?.length
      ? await ctx.db.select({ id: products.id, url: products.url }).from(products).where(inArray(products.id, payload.productIds))
      : await dueScreenshots(ctx.db, ctx.env.SCREENSHOTS_PER_RUN, ctx.env.SCREENSHOT_MAX_AGE_DAYS);
    if (ctx.env.SCREENSHOTS === 'auto' && due.length && !(await anyNameResolves(due.map((d) => d.url)))) {
      ctx.logger.warn({ due: due.length }, 'screenshots: no site name resolved; the machine looks offline, none taken');
      return { taken: 0, offline: true, pruned };
    }
    const report = await screenshotProducts(deps, due, ctx.signal);
    ctx.logger.info({ jobId: ctx.jobId, ...report, pruned }, 'catalogue screenshots');
    return { ...report, pruned };
  },
});
