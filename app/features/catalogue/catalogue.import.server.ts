// Product imports (`npm run import`): CSV or JSON rows, checked with the same schema as the seed, written
// through the same path, with a report of every rejected row and why.
import { localiseIssue } from '../../../server/http/validate';
import type { Db } from '../../../server/db/client';
import { parseCsv } from '../../lib/csv';
import { ZProductInput } from './catalogue.schema';
import { writeProducts, type ProductRow, type RejectedRow } from './catalogue.write.server';

export interface RawRow {
  /** 1-based: the CSV line (the header is line 1) or the JSON array position. */
  row: number;
  source: string;
  value: unknown;
}

const LIST_FIELDS = new Set(['tags']);

/** A CSV record as the nested object the schema expects: `tagline.zh` → {tagline: {zh}}, `tags` split on | or ;. */
export function csvRecord(header: string[], cells: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  header.forEach((rawKey, index) => {
    const key = rawKey.trim();
    const value = (cells[index] ?? '').trim();
    if (!key || value === '') return;
    let parsed: unknown = value;
    if (LIST_FIELDS.has(key))
      parsed = value
        .split(/[|;]/)
        .map((t) => t.trim())
        .filter(Boolean);
    else if (/^[[{]/.test(value)) {
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = value;
      }
    }
    const path = key.split('.');
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = parsed;
  });
  return out;
}

/** The rows of a JSON import: an array of products, or `{"products": [...]}` (also the catalogue.import job). */
export function productRowsFromJson(data: unknown): RawRow[] {
  const list = Array.isArray(data) ? data : (data as { products?: unknown })?.products;
  if (!Array.isArray(list)) throw new Error('a JSON import is an array of products, or {"products": [...]}');
  return list.map((value, i) => ({ row: i + 1, source: `item ${i + 1}`, value }));
}

/** The rows of an import file, by its extension. */
export function parseProductFile(fileName: string, content: string): RawRow[] {
  if (/\.json$/i.test(fileName)) return productRowsFromJson(JSON.parse(content));
  if (/\.csv$/i.test(fileName)) {
    const [header, ...lines] = parseCsv(content);
    if (!header) return [];
    return lines.map((cells, i) => ({
      row: i + 2,
      source: `line ${i + 2}`,
      value: csvRecord(header, cells),
    }));
  }
  throw new Error('the file must end in .csv or .json');
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
