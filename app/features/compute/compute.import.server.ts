// `npm run import:compute` (docs/decisions/033): real offers from a CSV or JSON file replace the shipped samples.
// Every row is checked with ZOfferImport and its GPU must be one of the market's; the valid rows are written by id
// in one transaction that also removes every sample offer, so the market never mixes samples with real offers.
// Running the same file again writes the same state. Rejected rows are reported with their reasons.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { computeGpus, computeOffers } from '../../../server/db/schema';
import { localiseIssue } from '../../../server/http/validate';
import { parseCsv } from '~/lib/csv';
import { ZOfferImport, type TOfferImport } from './compute.schema';

export interface ComputeImportReport {
  created: number;
  updated: number;
  samplesRemoved: number;
  rejected: { row: number; id?: string; reasons: string[] }[];
}

/** Rows of a CSV (header line of column names) or a JSON file (an array, or {"offers": [...]}). */
export function parseOfferFile(fileName: string, content: string): Record<string, unknown>[] {
  if (/\.json$/i.test(fileName)) {
    const data: unknown = JSON.parse(content);
    const rows = Array.isArray(data) ? data : (data as { offers?: unknown })?.offers;
    if (!Array.isArray(rows)) throw new Error('expected a JSON array of offers, or {"offers": [...]}');
    return rows as Record<string, unknown>[];
  }
  const [header, ...rows] = parseCsv(content);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return rows
    .filter((cells) => cells.some((c) => c.trim() !== ''))
    .map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i]?.trim() === '' ? undefined : cells[i]?.trim()])));
}

export async function importOffers(db: Db, raw: readonly Record<string, unknown>[]): Promise<ComputeImportReport> {
  const report: ComputeImportReport = { created: 0, updated: 0, samplesRemoved: 0, rejected: [] };
  const gpus = new Set((await db.select({ slug: computeGpus.slug }).from(computeGpus)).map((g) => g.slug));
  const valid = new Map<string, TOfferImport>();
  raw.forEach((record, i) => {
    const row = i + 1;
    const parsed = ZOfferImport.safeParse(record);
    const id = typeof record?.id === 'string' ? record.id : undefined;
    if (!parsed.success) {
      report.rejected.push({ row, id, reasons: parsed.error.issues.map((issue) => localiseIssue(issue, 'en').message) });
    } else if (!gpus.has(parsed.data.gpu)) {
      report.rejected.push({ row, id, reasons: [`gpu: no GPU "${parsed.data.gpu}" in the market (see GET /api/compute/gpus)`] });
    } else if (valid.has(parsed.data.id)) {
      report.rejected.push({ row, id, reasons: [`id: "${parsed.data.id}" appears twice in the file`] });
    } else valid.set(parsed.data.id, parsed.data);
  });
  if (!valid.size) return report;
  await db.transaction(async (tx) => {
    const removed = await tx.delete(computeOffers).where(sql`${computeOffers.isSample}`).returning({ id: computeOffers.id });
    report.samplesRemoved = removed.length;
    const ids = [...valid.keys()];
    const present = new Set((await tx.select({ id: computeOffers.id }).from(computeOffers).where(inArray(computeOffers.id, ids))).map((r) => r.id));
    const now = new Date();
    for (const o of valid.values()) {
      const values = {
        section: o.section,
        title: o.title,
        gpuSlug: o.gpu,
        gpuCount: o.gpuCount,
        cpuCores: o.cpuCores,
        ramGb: o.ramGb,
        storageGb: o.storageGb,
        region: o.region,
        provider: o.provider,
        availability: o.availability,
        pricePerHour: o.pricePerHour,
        pricePerMonth: o.pricePerMonth,
        isSample: false,
        updatedAt: now,
        ...(o.listedAt ? { listedAt: new Date(`${o.listedAt}T00:00:00Z`) } : {}),
      };
      await tx
        .insert(computeOffers)
        .values({ id: o.id, ...values })
        .onConflictDoUpdate({ target: computeOffers.id, set: values });
      if (present.has(o.id)) report.updated++;
      else report.created++;
    }
  });
  return report;
}

export function formatComputeImportReport(report: ComputeImportReport): string {
  const lines = [
    `offers: created ${report.created}, updated ${report.updated}, rejected ${report.rejected.length}; sample offers removed ${report.samplesRemoved}`,
  ];
  for (const r of report.rejected) lines.push(`  #${r.row}${r.id ? ` ${r.id}` : ''}: ${r.reasons.join('; ')}`);
  return lines.join('\n');
}
