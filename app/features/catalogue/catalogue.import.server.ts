// Product imports (`npm run import`): CSV or JSON rows, checked with the same schema as the seed, written
// through the same path, with a report of every rejected row and why.
import { localiseIssue } from '../../../server/http/validate';
import type { Db } from '../../../server/db/client';
import { parseImportFile, rowsFromJson, type RawRow } from '../../lib/import-file';
import { ZProductInput } from './catalogue.schema';
import { writeProducts, type ProductRow, type RejectedRow } from './catalogue.write.server';

export type { RawRow };

const LIST_FIELDS = new Set(['tags']);

/** The rows of a JSON import: an array of products, or `{"products": [...]}` (also the catalogue.import job). */
export function productRowsFromJson(data: unknown): RawRow[] {
  return rowsFromJson(data, 'products');
}

/** The rows of an import file, by its extension. */
export function parseProductFile(fileName: string, content: string): RawRow[] {
  return parseImportFile(fileName, content, { listKey: 'products', listFields: LIST_FIELDS });
}

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  rejected: (RejectedRow & { source: string })[];
  ids: number[];
}

/** Validates and writes the rows; the caller publishes the 'catalogue' change when anything was written. */
export async function importProducts(db: Db, raw: RawRow[]): Promise<ImportReport> {
  const valid: ProductRow[] = [];
  const rejected: ImportReport['rejected'] = [];
  for (const r of raw) {
    const parsed = ZProductInput.safeParse(r.value);
    if (parsed.success) valid.push({ row: r.row, source: r.source, product: parsed.data });
    else {
      const slug = (r.value as { slug?: unknown })?.slug;
      rejected.push({
        row: r.row,
        source: r.source,
        slug: typeof slug === 'string' ? slug : undefined,
        reasons: parsed.error.issues.map((i) => localiseIssue(i, 'en').message),
      });
    }
  }
  const report = await writeProducts(db, valid);
  const sourceOf = new Map(raw.map((r) => [r.row, r.source]));
  for (const r of report.rejected) rejected.push({ ...r, source: sourceOf.get(r.row) ?? `row ${r.row}` });
  rejected.sort((a, b) => a.row - b.row);
  return { rows: raw.length, inserted: report.inserted, updated: report.updated, rejected, ids: report.ids };
}

/** The report as the CLI prints it. */
export function formatImportReport(report: ImportReport): string {
  const lines = [
    `${report.rows} rows: ${report.inserted} added, ${report.updated} updated, ${report.rejected.length} rejected`,
  ];
  for (const r of report.rejected)
    lines.push(`  ${r.source}${r.slug ? ` (${r.slug})` : ''}: ${r.reasons.join('; ')}`);
  return lines.join('\n');
}
