// Computes ranking snapshots: reads every published product with its figures for a period (imported rows first,
// generated samples otherwise), ranks them per region, and stores one immutable snapshot per period, region and
// metric. Safe to run twice, or in two workers at once: an existing snapshot is never replaced, and the unique
// index lets only the first insert of a period land.
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  categories,
  favorites,
  productLikes,
  products,
  productTraffic,
  rankingLabels,
  rankingSnapshots,
  siteActivityDaily,
  trafficPeriods,
  type LocalizedText,
  type SnapshotRow,
} from '../../../server/db/schema';
import { REGIONS, type TRegion } from '~/lib/regions';
import {
  duePeriods,
  KEPT_PERIODS,
  monthsOf,
  PERIOD_KINDS,
  periodOf,
  periodRange,
  previousPeriod,
  type Period,
  type TPeriodKind,
} from './rankings.periods';
import { SampleSeries } from './rankings.sample.server';

export const METRICS = ['traffic', 'site'] as const;
export type TMetric = (typeof METRICS)[number];

/** The regions each metric is ranked in: this site's own activity is counted worldwide only. */
export const METRIC_REGIONS: Record<TMetric, readonly TRegion[]> = { traffic: REGIONS, site: ['global'] };

/** Weights of the site score: an outbound visit or a like says more than a view, a favorite most. */
export const SITE_WEIGHTS = { views: 1, likes: 3, favorites: 5, outbound: 2 } as const;

interface SourceProduct {
  id: number;
  slug: string;
  name: LocalizedText;
  type: string;
  categorySlug: string;
  categoryName: LocalizedText;
  series: SampleSeries;
}

async function loadProducts(db: Db): Promise<SourceProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      type: products.type,
      categorySlug: categories.slug,
      categoryName: categories.name,
      history: productTraffic.history,
      countries: productTraffic.countries,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTraffic, eq(productTraffic.productId, products.id))
    .where(eq(products.status, 'published'));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    categorySlug: r.categorySlug,
    categoryName: r.categoryName,
    series: new SampleSeries({ slug: r.slug, history: r.history ?? [], countries: r.countries ?? [] }),
  }));
}

/** Imported figures by `kind|key|region|productId`. */
type Imported = Map<string, number>;
const importKey = (kind: string, key: string, region: string, productId: number) => `${kind}|${key}|${region}|${productId}`;

async function loadImported(db: Db, periods: readonly Period[]): Promise<Imported> {
  const wanted = new Map<string, Set<string>>();
  for (const p of periods) {
    const kind = p.kind === 'quarterly' ? 'monthly' : p.kind;
    const keys = p.kind === 'quarterly' ? monthsOf(p) : [p.key];
    for (const key of keys) (wanted.get(kind) ?? wanted.set(kind, new Set()).get(kind)!).add(key);
  }
  const out: Imported = new Map();
  for (const [kind, keys] of wanted) {
    const rows = await db
      .select()
      .from(trafficPeriods)
      .where(and(eq(trafficPeriods.periodKind, kind), inArray(trafficPeriods.periodKey, [...keys])));
    for (const r of rows) out.set(importKey(r.periodKind, r.periodKey, r.region, r.productId), r.visits);
  }
  return out;
}

interface Figure {
  value: number;
  sample: boolean;
}

/** One product's worldwide visits in a period: an imported row, else the sample figure. */
function globalVisits(product: SourceProduct, period: Period, imported: Imported): Figure {
  if (period.kind === 'quarterly') {
    let value = 0;
    let sample = false;
    for (const month of monthsOf(period)) {
      const f = globalVisits(product, periodOf('monthly', `${month}-01`), imported);
      value += f.value;
      sample ||= f.sample;
    }
    return { value, sample };
  }
  const own = imported.get(importKey(period.kind, period.key, 'global', product.id));
  return own !== undefined ? { value: own, sample: false } : { value: product.series.period(period), sample: true };
}

/** A country's visits: an imported row for it, else the worldwide figure times the product's share of that country. */
function regionVisits(product: SourceProduct, period: Period, region: TRegion, global: Figure, imported: Imported): Figure {
  if (period.kind === 'quarterly') {
    if (!imported.size) return { value: Math.round(global.value * product.series.share(region)), sample: true };
    let value = 0;
    let sample = false;
    for (const month of monthsOf(period)) {
      const m = periodOf('monthly', `${month}-01`);
      const f = regionVisits(product, m, region, globalVisits(product, m, imported), imported);
      value += f.value;
      sample ||= f.sample;
    }
    return { value, sample };
  }
  const own = imported.size ? imported.get(importKey(period.kind, period.key, region, product.id)) : undefined;
  if (own !== undefined) return { value: own, sample: false };
  return { value: Math.round(global.value * product.series.share(region)), sample: true };
}

/** A stable fingerprint of what a ranking row shows of a product. */
function fingerprint(p: Omit<SourceProduct, 'series'>): string {
  const text = JSON.stringify([p.id, p.slug, p.name, p.type, p.categorySlug, p.categoryName]);
  return createHash('sha1').update(text).digest('base64url');
}

/** The label id of each product as it looks now, creating the labels not seen before. */
async function labelIds(db: Db, list: readonly SourceProduct[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const CHUNK = 2000;
  for (let i = 0; i < list.length; i += CHUNK) {
    const chunk = list.slice(i, i + CHUNK).map((p) => ({ product: p, fingerprint: fingerprint(p) }));
    const read = async (wanted: string[]) =>
      db.select({ id: rankingLabels.id, fingerprint: rankingLabels.fingerprint }).from(rankingLabels).where(inArray(rankingLabels.fingerprint, wanted));
    const byFingerprint = new Map((await read(chunk.map((c) => c.fingerprint))).map((r) => [r.fingerprint, r.id]));
    const fresh = chunk.filter((c) => !byFingerprint.has(c.fingerprint));
    if (fresh.length) {
      await db
        .insert(rankingLabels)
        .values(
          fresh.map(({ product: p, fingerprint: f }) => ({
            fingerprint: f,
            productId: p.id,
            slug: p.slug,
            name: p.name,
            categorySlug: p.categorySlug,
            categoryName: p.categoryName,
            type: p.type,
          })),
        )
        .onConflictDoNothing();
      // Read back rather than `returning`: a label another worker inserted first is not returned by this insert.
      for (const r of await read(fresh.map((c) => c.fingerprint))) byFingerprint.set(r.fingerprint, r.id);
    }
    for (const c of chunk) out.set(c.product.id, byFingerprint.get(c.fingerprint)!);
  }
  return out;
}

const byValue = (a: SnapshotRow, b: SnapshotRow) => b[1] - a[1] || a[0] - b[0];

interface BuiltSnapshot {
  region: TRegion;
  metric: TMetric;
  isSample: boolean;
  rows: SnapshotRow[];
}

/**
 * Rows kept in a country's ranking: its top of the list. Worldwide lists keep every product; a country's long tail
 * (products with a sliver of their visits there) would triple the store for rows nobody pages to.
 */
export const REGION_ROW_LIMIT = 500;

/** Traffic rankings of a period in every region. */
function trafficSnapshots(list: readonly SourceProduct[], labels: Map<number, number>, period: Period, imported: Imported): BuiltSnapshot[] {
  const previous = previousPeriod(period);
  const history: Period[] = [];
  for (let p = previous, i = 0; i < KEPT_PERIODS[period.kind]; i++, p = previousPeriod(p)) history.push(p);
  const figures = list.map((product) => {
    // How many periods before this one had visits (worldwide), up to the sparkline's length: "new stars" have few.
    let age = 0;
    while (age < history.length && globalVisits(product, history[age]!, imported).value > 0) age++;
    return { product, age, now: globalVisits(product, period, imported), before: globalVisits(product, previous, imported) };
  });
  return REGIONS.map((region) => {
    let isSample = false;
    const rows: SnapshotRow[] = [];
    for (const { product, age, now: globalNow, before: globalBefore } of figures) {
      const now = region === 'global' ? globalNow : regionVisits(product, period, region, globalNow, imported);
      if (now.value <= 0) continue;
      const before = region === 'global' ? globalBefore : regionVisits(product, previous, region, globalBefore, imported);
      isSample ||= now.sample;
      rows.push([labels.get(product.id)!, now.value, before.value, age]);
    }
    rows.sort(byValue);
    return { region, metric: 'traffic' as const, isSample, rows: region === 'global' ? rows : rows.slice(0, REGION_ROW_LIMIT) };
  });
}

/** This site's activity per product in a period: counted views and outbound visits, likes and favorites. */
async function siteFigures(db: Db, period: Period, timeZone: string): Promise<Map<number, number[]>> {
  const { start, end } = periodRange(period, timeZone);
  const out = new Map<number, number[]>();
  const part = (id: number) => out.get(id) ?? out.set(id, [0, 0, 0, 0]).get(id)!;
  const daily = await db
    .select({
      productId: siteActivityDaily.productId,
      views: sql<number>`sum(${siteActivityDaily.views})::int`,
      outbound: sql<number>`sum(${siteActivityDaily.outbound})::int`,
    })
    .from(siteActivityDaily)
    .where(and(gte(siteActivityDaily.day, period.first), sql`${siteActivityDaily.day} <= ${period.last}`))
    .groupBy(siteActivityDaily.productId);
  for (const r of daily) {
    part(r.productId)[0] = r.views;
    part(r.productId)[3] = r.outbound;
  }
  const likes = await db
    .select({ productId: productLikes.productId, n: sql<number>`count(*)::int` })
    .from(productLikes)
    .where(and(gte(productLikes.createdAt, start), lt(productLikes.createdAt, end)))
    .groupBy(productLikes.productId);
  for (const r of likes) part(r.productId)[1] = r.n;
  const favs = await db
    .select({ productId: favorites.productId, n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(and(gte(favorites.createdAt, start), lt(favorites.createdAt, end)))
    .groupBy(favorites.productId);
  for (const r of favs) part(r.productId)[2] = r.n;
  return out;
}

export const siteScore = ([views = 0, likes = 0, favs = 0, outbound = 0]: readonly number[]) =>
  views * SITE_WEIGHTS.views + likes * SITE_WEIGHTS.likes + favs * SITE_WEIGHTS.favorites + outbound * SITE_WEIGHTS.outbound;

async function siteSnapshot(
  db: Db,
  list: readonly SourceProduct[],
  labels: Map<number, number>,
  period: Period,
  timeZone: string,
): Promise<BuiltSnapshot> {
  const [now, before] = await Promise.all([siteFigures(db, period, timeZone), siteFigures(db, previousPeriod(period), timeZone)]);
  const rows: SnapshotRow[] = [];
  for (const product of list) {
    const parts = now.get(product.id);
    const value = parts ? siteScore(parts) : 0;
    if (value <= 0) continue;
    const previous = siteScore(before.get(product.id) ?? []);
    rows.push([labels.get(product.id)!, value, previous, previous > 0 ? 1 : 0, parts]);
  }
  return { region: 'global', metric: 'site', isSample: false, rows: rows.sort(byValue) };
}

export interface ComputeResult {
  period: Period;
  /** Snapshots this call stored; 0 when they existed already (or another worker stored them first). */
  created: number;
  existing: number;
  ms: number;
}

const SNAPSHOTS_PER_PERIOD = METRICS.reduce((n, m) => n + METRIC_REGIONS[m].length, 0);

/** The products and their labels, read once for several periods (a catch-up computes up to 28). */
export interface Prepared {
  list: SourceProduct[];
  labels: Map<number, number>;
}

export async function prepare(db: Db): Promise<Prepared> {
  const list = await loadProducts(db);
  return { list, labels: await labelIds(db, list) };
}

/** Computes and stores the snapshots of one period that do not exist yet. */
export async function computePeriod(db: Db, period: Period, options: { timeZone: string; prepared?: Prepared }): Promise<ComputeResult> {
  const started = performance.now();
  const have = await db
    .select({ region: rankingSnapshots.region, metric: rankingSnapshots.metric })
    .from(rankingSnapshots)
    .where(and(eq(rankingSnapshots.periodKind, period.kind), eq(rankingSnapshots.periodKey, period.key)));
  const done = (metric: TMetric, region: string) => have.some((h) => h.metric === metric && h.region === region);
  if (have.length >= SNAPSHOTS_PER_PERIOD) return { period, created: 0, existing: have.length, ms: 0 };

  const { list, labels } = options.prepared ?? (await prepare(db));
  const built: BuiltSnapshot[] = [];
  if (REGIONS.some((r) => !done('traffic', r))) {
    const periods = [period];
    for (let p = period, i = 0; i <= KEPT_PERIODS[period.kind]; i++) periods.push((p = previousPeriod(p)));
    const imported = await loadImported(db, periods);
    built.push(...trafficSnapshots(list, labels, period, imported).filter((s) => !done('traffic', s.region)));
  }
  if (!done('site', 'global')) built.push(await siteSnapshot(db, list, labels, period, options.timeZone));

  let created = 0;
  for (const snapshot of built) {
    const inserted = await db
      .insert(rankingSnapshots)
      .values({
        periodKind: period.kind,
        periodKey: period.key,
        region: snapshot.region,
        metric: snapshot.metric,
        isSample: snapshot.isSample,
        rowCount: snapshot.rows.length,
        rows: JSON.stringify(snapshot.rows),
      })
      .onConflictDoNothing()
      .returning({ id: rankingSnapshots.id });
    created += inserted.length;
  }
  return { period, created, existing: have.length, ms: Math.round(performance.now() - started) };
}

/** The periods due at `now` (the kept number of each kind) that lack any of their snapshots, oldest first. */
export async function missingPeriods(db: Db, now: Date, timeZone: string, kinds: readonly TPeriodKind[] = PERIOD_KINDS): Promise<Period[]> {
  const counts = await db
    .select({ kind: rankingSnapshots.periodKind, key: rankingSnapshots.periodKey, n: sql<number>`count(*)::int` })
    .from(rankingSnapshots)
    .groupBy(rankingSnapshots.periodKind, rankingSnapshots.periodKey);
  const complete = new Set(counts.filter((c) => c.n >= SNAPSHOTS_PER_PERIOD).map((c) => `${c.kind}|${c.key}`));
  return kinds
    .flatMap((kind) => duePeriods(kind, now, timeZone, KEPT_PERIODS[kind]).reverse())
    .filter((p) => !complete.has(`${p.kind}|${p.key}`));
}

/** Computes every due period that lacks snapshots: the schedule's run, and the catch-up after days without one. */
export async function catchUp(db: Db, options: { now?: Date; timeZone: string }): Promise<ComputeResult[]> {
  const results: ComputeResult[] = [];
  const missing = await missingPeriods(db, options.now ?? new Date(), options.timeZone);
  const prepared = missing.length ? await prepare(db) : undefined;
  for (const period of missing) results.push(await computePeriod(db, period, { timeZone: options.timeZone, prepared }));
  return results;
}
