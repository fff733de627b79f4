// App writes shared by the seed and `npm run import:apps`: apps upserted by (platform, store id), figures upserted by
// (app, region, month). Imported figures are real (is_sample false); a month a file gives for a platform and region
// replaces that month's sample figures there, so a list never mixes samples with real figures of other apps.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appRankings, apps, products } from '../../../server/db/schema';
import { localiseIssue } from '../../../server/http/validate';
import { parseImportFile, type RawRow } from '~/lib/import-file';
import { urlKey } from '../catalogue/catalogue.write.server';
import { sampleAppFigures } from './apps.sample.server';
import {
  ZAppImportRow,
  ZAppInput,
  type TAppImportRow,
  type TAppInput,
  type TAppPlatform,
} from './apps.schema';

const BATCH = 500;

/** The catalogue product of an app: a slug as given, a URL resolved to its product's slug (null when unknown). */
async function productSlugs(db: Db, refs: string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const urls = new Map<string, string>();
  for (const ref of new Set(refs)) {
    if (/^https?:\/\//i.test(ref)) {
      try {
        urls.set(urlKey(ref), ref);
      } catch {
        out.set(ref, null);
      }
    } else out.set(ref, ref.toLowerCase());
  }
  if (urls.size) {
    const found = await db
      .select({ slug: products.slug, key: products.urlKey })
      .from(products)
      .where(inArray(products.urlKey, [...urls.keys()]));
    const byKey = new Map(found.map((f) => [f.key, f.slug]));
    for (const [key, ref] of urls) out.set(ref, byKey.get(key) ?? null);
  }
  return out;
}

/** Adds or updates apps by (platform, store id); returns their ids by `platform:storeId`. */
export async function upsertApps(db: Db, inputs: TAppInput[]): Promise<Map<string, number>> {
  const slugs = await productSlugs(
    db,
    inputs.flatMap((a) => (a.product ? [a.product] : [])),
  );
  const ids = new Map<string, number>();
  for (let i = 0; i < inputs.length; i += BATCH) {
    const rows = await db
      .insert(apps)
      .values(
        inputs.slice(i, i + BATCH).map((a) => ({
          platform: a.platform,
          storeId: a.storeId,
          name: a.name,
          developer: a.developer,
          storeUrl: a.storeUrl,
          iconUrl: a.iconUrl ?? null,
          category: a.category,
          productSlug: a.product ? (slugs.get(a.product) ?? null) : null,
          source: a.source,
        })),
      )
      .onConflictDoUpdate({
        target: [apps.platform, apps.storeId],
        set: {
          name: sql`excluded.name`,
          developer: sql`excluded.developer`,
          storeUrl: sql`excluded.store_url`,
          iconUrl: sql`excluded.icon_url`,
          category: sql`excluded.category`,
          productSlug: sql`excluded.product_slug`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: apps.id, platform: apps.platform, storeId: apps.storeId });
    for (const r of rows) ids.set(`${r.platform}:${r.storeId}`, r.id);
  }
  return ids;
}

interface FigureRow {
  appId: number;
  platform: TAppPlatform;
  region: string;
  month: string;
  rank: number;
  rating: number | null;
  downloads: number | null;
  isSample: boolean;
}

// Rows travel as one JSON parameter per batch: binding 9 parameters per row is what made the seed's 14,000 rows slow.
const FIGURE_BATCH = 5000;

async function upsertFigures(db: Db, rows: FigureRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += FIGURE_BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + FIGURE_BATCH));
    await db.execute(sql`
      insert into app_rankings (app_id, platform, region, month, rank, rating, downloads, is_sample)
      select "appId", platform, region, month, rank, rating, downloads, "isSample"
      from jsonb_to_recordset(${batch}::jsonb) as r("appId" int, platform text, region text, month text, rank int,
        rating real, downloads bigint, "isSample" boolean)
      on conflict (app_id, region, month) do update set rank = excluded.rank, rating = excluded.rating,
        downloads = excluded.downloads, is_sample = excluded.is_sample, updated_at = now()`);
  }
}

/** The seed: the shipped apps and their generated sample figures (about 14,000 rows, written in batches). */
export async function seedApps(db: Db, inputs: TAppInput[]): Promise<void> {
  const ids = await upsertApps(db, inputs);
  for (const platform of ['android', 'ios'] as const) {
    const figures = sampleAppFigures(inputs.filter((a) => a.platform === platform));
    await upsertFigures(
      db,
      figures.map((f) => ({
        appId: ids.get(`${platform}:${f.storeId}`)!,
        platform,
        region: f.region,
        month: f.month,
        rank: f.rank,
        rating: f.rating,
        downloads: f.downloads,
        isSample: true,
      })),
    );
  }
}

// ---- import -----------------------------------------------------------------------------------------------------

export type RawAppRow = RawRow;

/** The rows of an import file, by its extension: a CSV with a header line, or a JSON array (or {"rows": [...]}). */
export function parseAppFile(fileName: string, content: string): RawAppRow[] {
  return parseImportFile(fileName, content, { listKey: 'rows' });
}

export interface AppImportReport {
  rows: number;
  /** Apps added (new store ids). */
  appsAdded: number;
  /** Figure rows written (added or replaced). */
  figures: number;
  rejected: { row: number; source: string; storeId?: string; reasons: string[] }[];
}

/**
 * Validates and writes the rows. A row names an app by platform and store id; an app the store does not know yet
 * needs its facts in the row (name, developer, category, storeUrl, source). Running the same file twice writes the
 * same state. The caller publishes the 'apps' change when anything was written.
 */
export async function importAppFigures(db: Db, raw: RawAppRow[]): Promise<AppImportReport> {
  const report: AppImportReport = { rows: raw.length, appsAdded: 0, figures: 0, rejected: [] };
  const valid: { r: RawAppRow; row: TAppImportRow }[] = [];
  for (const r of raw) {
    const parsed = ZAppImportRow.safeParse(r.value);
    if (parsed.success) valid.push({ r, row: parsed.data });
    else {
      const storeId = (r.value as { storeId?: unknown })?.storeId;
      report.rejected.push({
        row: r.row,
        source: r.source,
        storeId: typeof storeId === 'string' ? storeId : undefined,
        reasons: parsed.error.issues.map((i) => localiseIssue(i, 'en').message),
      });
    }
  }

  const known = new Map<string, number>();
  const keys = [...new Set(valid.map((v) => `${v.row.platform}:${v.row.storeId}`))];
  for (const platform of ['android', 'ios'] as const) {
    const storeIds = keys
      .filter((k) => k.startsWith(`${platform}:`))
      .map((k) => k.slice(platform.length + 1));
    if (!storeIds.length) continue;
    const found = await db
      .select({ id: apps.id, storeId: apps.storeId })
      .from(apps)
      .where(and(eq(apps.platform, platform), inArray(apps.storeId, storeIds)));
    for (const f of found) known.set(`${platform}:${f.storeId}`, f.id);
  }

  // Facts given in rows (new apps, or corrections) are written first, once per app.
  const facts = new Map<string, TAppInput>();
  const accepted: { r: RawAppRow; row: TAppImportRow; key: string }[] = [];
  const seen = new Map<string, string>();
  for (const { r, row } of valid) {
    const key = `${row.platform}:${row.storeId}`;
    const reasons: string[] = [];
    const figureKey = `${key}:${row.region}:${row.month}`;
    const first = seen.get(figureKey);
    if (first) reasons.push(`the same app, region and month are already given in ${first}`);
    if (row.name || row.developer || row.category || row.storeUrl || row.source) {
      const app = ZAppInput.safeParse({
        platform: row.platform,
        storeId: row.storeId,
        name: row.name,
        developer: row.developer,
        category: row.category,
        storeUrl: row.storeUrl,
        iconUrl: row.iconUrl,
        product: row.product,
        source: row.source ?? row.storeUrl,
      });
      if (app.success) facts.set(key, app.data);
      else if (!known.has(key)) reasons.push(...app.error.issues.map((i) => localiseIssue(i, 'en').message));
    } else if (!known.has(key)) {
      reasons.push(
        `unknown app ${row.platform} ${row.storeId}: give name, developer, category, storeUrl and source`,
      );
    }
    if (reasons.length) {
      report.rejected.push({ row: r.row, source: r.source, storeId: row.storeId, reasons });
      continue;
    }
    seen.set(figureKey, r.source);
    accepted.push({ r, row, key });
  }
  if (!accepted.length) return report;

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (facts.size) {
      const ids = await upsertApps(t, [...facts.values()]);
      for (const [key, id] of ids) {
        if (!known.has(key)) report.appsAdded++;
        known.set(key, id);
      }
    }
    // Real figures for a platform, region and month replace that list's samples.
    const lists = new Set(accepted.map(({ row }) => `${row.platform}|${row.region}|${row.month}`));
    for (const list of lists) {
      const [platform, region, month] = list.split('|') as [string, string, string];
      await t
        .delete(appRankings)
        .where(
          and(
            eq(appRankings.platform, platform),
            eq(appRankings.region, region),
            eq(appRankings.month, month),
            eq(appRankings.isSample, true),
          ),
        );
    }
    await upsertFigures(
      t,
      accepted.map(({ row, key }) => ({
        appId: known.get(key)!,
        platform: row.platform,
        region: row.region,
        month: row.month,
        rank: row.rank,
        rating: row.rating ?? null,
        downloads: row.downloads ?? null,
        isSample: false,
      })),
    );
  });
  report.figures = accepted.length;
  report.rejected.sort((a, b) => a.row - b.row);
  return report;
}

export function formatAppImportReport(report: AppImportReport): string {
  const lines = [
    `${report.rows} rows: ${report.figures} figures written, ${report.appsAdded} apps added, ${report.rejected.length} rejected`,
  ];
  for (const r of report.rejected)
    lines.push(`  ${r.source}${r.storeId ? ` (${r.storeId})` : ''}: ${r.reasons.join('; ')}`);
  return lines.join('\n');
}
