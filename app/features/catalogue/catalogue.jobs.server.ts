// Jobs of the catalogue area: a product import in the background, in the format of `npm run import`'s JSON.
import { z } from 'zod';
import { defineJob } from '../../../server/jobs/job';
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
