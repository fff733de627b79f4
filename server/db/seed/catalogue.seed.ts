// Loads the shipped catalogue (server/db/seed/catalogue/*.json): categories, tags, then products from the
// products-top-* files before the products-more-* files, so a product listed in both keeps its top entry.
import fs from 'node:fs';
import path from 'node:path';
import { localiseIssue } from '../../http/validate';
import type { Db } from '../client';
import { appMeta } from '../schema';
import { PROJECT_ROOT } from '../../paths';
import { ZCategoryInput, ZProductInput, ZTagInput } from '~/features/catalogue/catalogue.schema';
import {
  upsertCategories,
  upsertTags,
  writeProducts,
  type ProductRow,
  type RejectedRow,
} from '~/features/catalogue/catalogue.write.server';

export const CATALOGUE_SEED_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'seed', 'catalogue');

function productFiles(dir: string): string[] {
  const files = fs.readdirSync(dir).filter((f) => /^products-.*\.json$/.test(f));
  const rank = (f: string) => (f.startsWith('products-top-') ? 0 : f.startsWith('products-more-') ? 1 : 2);
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
}

/** Whether the seed files are present (they are data, shipped beside the code). */
export function hasCatalogueSeed(dir = CATALOGUE_SEED_DIR): boolean {
  return (
    fs.existsSync(path.join(dir, 'categories.json')) &&
    fs.existsSync(path.join(dir, 'tags.json')) &&
    productFiles(dir).length > 0
  );
}

export interface CatalogueSeedReport {
  files: string[];
  /** Product entries in the files. */
  products: number;
  inserted: number;
  updated: number;
  /** Rows left out, with the file and position they came from: duplicates, invalid or dangling references. */
  rejected: (RejectedRow & { file: string })[];
  ms: number;
}

function readJsonArray(file: string): unknown[] {
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array`);
  return data;
}

export async function loadCatalogueSeed(db: Db, dir = CATALOGUE_SEED_DIR): Promise<CatalogueSeedReport> {
  const started = performance.now();
  const categories = readJsonArray(path.join(dir, 'categories.json')).map((c) => ZCategoryInput.parse(c));
  const tags = readJsonArray(path.join(dir, 'tags.json')).map((t) => ZTagInput.parse(t));
  await upsertCategories(db, categories);
  await upsertTags(db, tags);

  const files = productFiles(dir);
  const origin: { file: string; index: number }[] = [];
  const rows: ProductRow[] = [];
  const rejected: CatalogueSeedReport['rejected'] = [];
  for (const file of files) {
    readJsonArray(path.join(dir, file)).forEach((raw, index) => {
      const row = origin.push({ file, index: index + 1 });
      const parsed = ZProductInput.safeParse(raw);
      if (parsed.success) rows.push({ row, source: `${file}#${index + 1}`, product: parsed.data });
      else {
        const slug = (raw as { slug?: unknown })?.slug;
        rejected.push({
          row: index + 1,
          file,
          slug: typeof slug === 'string' ? slug : undefined,
          reasons: parsed.error.issues.map((i) => `${localiseIssue(i, 'en').message}`),
        });
      }
    });
  }
  const report = await writeProducts(db, rows, { batchSize: 250 });
  for (const r of report.rejected)
    rejected.push({ ...r, row: origin[r.row - 1]!.index, file: origin[r.row - 1]!.file });
  return {
    files,
    products: origin.length,
    inserted: report.inserted,
    updated: report.updated,
    rejected,
    ms: Math.round(performance.now() - started),
  };
}

/** Seed step: the report is kept in app_meta under `seed:catalogue-v1:report` for later inspection. */
export async function runCatalogueSeed(db: Db): Promise<void> {
  const report = await loadCatalogueSeed(db);
  await db
    .insert(appMeta)
    .values({ key: 'seed:catalogue-v1:report', value: report })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: report, updatedAt: new Date() } });
}
