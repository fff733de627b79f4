// Real traffic figures for the rankings (`npm run import:traffic -- file.csv|file.json`): one row per product,
// period and region. Rows are checked with zod, unknown products are rejected with their reasons, valid rows are
// written by key (importing a file twice changes nothing), and the sample snapshots of the periods they touch are
// recomputed from the real figures (docs/decisions/015).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../server/db/client';
import { products, rankingSnapshots, trafficPeriods } from '../../../server/db/schema';
import { localiseIssue } from '../../../server/http/validate';
import { parseCsv } from '~/lib/csv';
import { REGIONS } from '~/lib/regions';
import { catchUp, computePeriod, type ComputeResult } from './rankings.compute.server';
import { nextPeriod, parsePeriodKey, periodOf, type Period } from './rankings.periods';

export const ZTrafficRow = z.object({
  product: z.string().trim().min(1).max(120),
  /** 2026-W47 (a week) or 2026-10 (a month). */
  period: z
    .string()
    .trim()
    .regex(/^\d{4}-(?:[Ww]\d{2}|\d{2})$/)
    .refine((p) => (/[Ww]/.test(p) ? parsePeriodKey('weekly', p) : parsePeriodKey('monthly', p)) !== undefined),
  region: z.enum(REGIONS).default('global'),
  visits: z.coerce.number().int().min(0).max(1e13),
});
export type TTrafficRow = z.output<typeof ZTrafficRow>;

export interface TrafficRejected {
  row: number;
  reasons: string[];
}

export interface TrafficImportReport {
  rows: number;
  written: number;
  rejected: TrafficRejected[];
  /** The periods whose figures changed (month or week). */
  periods: Period[];
  recomputed: ComputeResult[];
}

/** The raw records of a CSV (header line: product,period,region,visits) or JSON (an array of objects) file. */
export function parseTrafficFile(fileName: string, content: string): Record<string, unknown>[] {
  if (/\.json$/i.test(fileName)) {
    const data: unknown = JSON.parse(content);
    if (!Array.isArray(data)) throw new Error('expected a JSON array of {product, period, region, visits}');
    return data as Record<string, unknown>[];
  }
  const [header, ...rows] = parseCsv(content);
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  return rows.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i]?.trim() === '' ? undefined : cells[i]])));
}

const periodFor = (key: string): Period => (/W/i.test(key) ? parsePeriodKey('weekly', key)! : parsePeriodKey('monthly', key)!);

/**
 * Writes the valid rows and recomputes what they change: every stored sample snapshot of a touched period (and of
 * the period after it, whose "previous" figures change, and of a touched month's quarter) is replaced by one
 * computed from the imported figures. Snapshots already computed from real figures are never replaced.
 */
export async function importTraffic(db: Db, raw: readonly Record<string, unknown>[], options: { timeZone: string; now?: Date }): Promise<TrafficImportReport> {
  const rejected: TrafficRejected[] = [];
  const valid: { row: number; data: TTrafficRow }[] = [];
  raw.forEach((record, i) => {
    const parsed = ZTrafficRow.safeParse(record);
    if (parsed.success) valid.push({ row: i + 1, data: parsed.data });
    else rejected.push({ row: i + 1, reasons: parsed.error.issues.map((issue) => localiseIssue(issue, 'en').message) });
  });
  const slugs = [...new Set(valid.map((v) => v.data.product.toLowerCase()))];
  const ids = new Map<string, number>();
  for (let i = 0; i < slugs.length; i += 5000) {
    const found = await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs.slice(i, i + 5000)));
    for (const f of found) ids.set(f.slug, f.id);
  }
  const values = [];
  const touched = new Map<string, Period>();
  for (const { row, data } of valid) {
    const productId = ids.get(data.product.toLowerCase());
    if (!productId) {
      rejected.push({ row, reasons: [`product: no product with the slug "${data.product}"`] });
      continue;
    }
    const period = periodFor(data.period);
    touched.set(`${period.kind}|${period.key}`, period);
    values.push({ productId, periodKind: period.kind, periodKey: period.key, region: data.region, visits: data.visits });
  }
  for (let i = 0; i < values.length; i += 1000) {
    await db
      .insert(trafficPeriods)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [trafficPeriods.periodKind, trafficPeriods.periodKey, trafficPeriods.region, trafficPeriods.productId],
        set: { visits: sql`excluded.visits`, updatedAt: new Date() },
      });
  }
  const periods = [...touched.values()];
  const stale = new Map<string, Period>();
  for (const p of periods) {
    for (const q of [p, nextPeriod(p), ...(p.kind === 'monthly' ? [periodOf('quarterly', p.first)] : [])]) stale.set(`${q.kind}|${q.key}`, q);
    if (p.kind === 'monthly') {
      const quarter = periodOf('quarterly', p.first);
      stale.set(`quarterly|${nextPeriod(quarter).key}`, nextPeriod(quarter));
    }
  }
  const recomputed: ComputeResult[] = [];
  for (const p of stale.values()) {
    const deleted = await db
      .delete(rankingSnapshots)
      .where(and(eq(rankingSnapshots.periodKind, p.kind), eq(rankingSnapshots.periodKey, p.key), eq(rankingSnapshots.isSample, true)))
      .returning({ id: rankingSnapshots.id });
    if (deleted.length) recomputed.push(await computePeriod(db, p, options));
  }
  // Periods due but never computed (a fresh store, a long stop) are computed with the new figures too.
  recomputed.push(...(await catchUp(db, options)));
  return { rows: raw.length, written: values.length, rejected, periods, recomputed };
}

export function formatTrafficReport(report: TrafficImportReport): string {
  const lines = [
    `${report.rows} rows: ${report.written} written, ${report.rejected.length} rejected; ` +
      `${report.periods.length} periods changed, ${report.recomputed.filter((r) => r.created).length} rankings recomputed`,
  ];
  for (const r of report.rejected) lines.push(`  row ${r.row}: ${r.reasons.join('; ')}`);
  return lines.join('\n');
}
