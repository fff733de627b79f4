// Reading rankings: a snapshot is loaded whole once (it never changes) and every list is a view of it — filtered
// by category and type, ordered by the kind (total, growth, decline, new stars), ranked within the filter — with
// the rank change against the same view of the period before and a sparkline from the earlier snapshots.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { categories, products, rankingLabels, rankingSnapshots, type LocalizedText, type SnapshotRow } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { createMemo, type Memo } from '../../../server/cache/memo';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '~/features/catalogue/catalogue.schema';
import type { TRegion } from '~/lib/regions';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import { PERIOD_KINDS, periodOf, parsePeriodKey, type TPeriodKind } from './rankings.periods';
import type { TMetric } from './rankings.compute.server';
import { RANKING_KINDS, rankingPath, type TRankingItem, type TRankingKind, type TRankingList, type TRankingQuery } from './rankings.schema';

/** The change topic of every ranking page: published when snapshots land (or are recomputed after an import). */
export const RANKINGS_TOPIC = 'rankings';
/** Product pages show the monthly rank history: they listen to this topic. */
export const MONTHLY_RANKINGS_TOPIC = 'rankings:monthly';

export interface SnapshotMeta {
  id: number;
  periodKind: TPeriodKind;
  periodKey: string;
  region: string;
  metric: string;
  isSample: boolean;
  rowCount: number;
  computedAt: Date;
}

export interface Label {
  id: number;
  productId: number;
  slug: string;
  name: LocalizedText;
  categorySlug: string;
  categoryName: LocalizedText;
  type: string;
}

interface LoadedSnapshot {
  meta: SnapshotMeta;
  rows: SnapshotRow[];
  labels: Map<number, Label>;
  /** value by product id, for sparklines. */
  byProduct: Map<number, number>;
}

// Snapshots never change, so a loaded one stays valid for ever; only memory bounds the memo. One memo per database:
// a snapshot's id names it only within its own store, and one process may open several (the tests do).
const snapshotMemos = new WeakMap<Db, Memo<number, LoadedSnapshot>>();
function snapshotsOf(db: Db): Memo<number, LoadedSnapshot> {
  let memo = snapshotMemos.get(db);
  if (!memo) {
    memo = createMemo<number, LoadedSnapshot>({ ttlMs: 24 * 3_600_000, maxEntries: 96 });
    snapshotMemos.set(db, memo);
  }
  return memo;
}

const META_COLUMNS = {
  id: rankingSnapshots.id,
  periodKind: rankingSnapshots.periodKind,
  periodKey: rankingSnapshots.periodKey,
  region: rankingSnapshots.region,
  metric: rankingSnapshots.metric,
  isSample: rankingSnapshots.isSample,
  rowCount: rankingSnapshots.rowCount,
  computedAt: rankingSnapshots.computedAt,
};

/** The stored snapshots of one list, newest first (without their rows). */
export async function snapshotHistory(db: Db, period: TPeriodKind, region: string, metric: TMetric, limit = 60): Promise<SnapshotMeta[]> {
  const rows = await db
    .select(META_COLUMNS)
    .from(rankingSnapshots)
    .where(and(eq(rankingSnapshots.periodKind, period), eq(rankingSnapshots.region, region), eq(rankingSnapshots.metric, metric)))
    .orderBy(desc(rankingSnapshots.periodKey))
    .limit(limit);
  return rows as SnapshotMeta[];
}

async function loadSnapshot(db: Db, meta: SnapshotMeta): Promise<LoadedSnapshot> {
  return snapshotsOf(db).get(meta.id, async () => {
    const [row] = await db.select({ rows: rankingSnapshots.rows }).from(rankingSnapshots).where(eq(rankingSnapshots.id, meta.id));
    const rows: SnapshotRow[] = row ? (JSON.parse(row.rows) as SnapshotRow[]) : [];
    const ids = [...new Set(rows.map((r) => r[0]))];
    const labels = new Map<number, Label>();
    for (let i = 0; i < ids.length; i += 5000) {
      const found = await db
        .select({
          id: rankingLabels.id,
          productId: rankingLabels.productId,
          slug: rankingLabels.slug,
          name: rankingLabels.name,
          categorySlug: rankingLabels.categorySlug,
          categoryName: rankingLabels.categoryName,
          type: rankingLabels.type,
        })
        .from(rankingLabels)
        .where(inArray(rankingLabels.id, ids.slice(i, i + 5000)));
      for (const l of found) labels.set(l.id, l);
    }
    const byProduct = new Map<number, number>();
    for (const r of rows) byProduct.set(labels.get(r[0])!.productId, r[1]);
    return { meta, rows, labels, byProduct };
  });
}

/** The snapshot a query names: its period key or a day inside it, else the latest stored. */
function pickSnapshot(history: readonly SnapshotMeta[], query: Pick<TRankingQuery, 'period' | 'date'>): SnapshotMeta | undefined {
  if (!query.date) return history[0];
  const key = /^\d{4}-\d{2}-\d{2}$/.test(query.date)
    ? periodOf(query.period, query.date).key
    : parsePeriodKey(query.period, query.date)?.key;
  return history.find((h) => h.periodKey === key);
}

interface ViewRow {
  row: SnapshotRow;
  label: Label;
}

/** A list's rows in order: the filter applied, then the kind's order. */
function view(snapshot: LoadedSnapshot, kind: TRankingKind, category?: string, type?: string): ViewRow[] {
  const rows: ViewRow[] = [];
  for (const row of snapshot.rows) {
    const label = snapshot.labels.get(row[0])!;
    if (category && label.categorySlug !== category) continue;
    if (type && label.type !== type) continue;
    rows.push({ row, label });
  }
  switch (kind) {
    case 'growth':
      return rows.filter(({ row }) => row[2] > 0 && row[1] > row[2]).sort((a, b) => b.row[1] - b.row[2] - (a.row[1] - a.row[2]) || a.row[0] - b.row[0]);
    case 'decline':
      return rows.filter(({ row }) => row[2] > 0 && row[1] < row[2]).sort((a, b) => a.row[1] - a.row[2] - (b.row[1] - b.row[2]) || a.row[0] - b.row[0]);
    case 'new':
      // New stars: products with figures for fewer periods than the sparkline shows, biggest first.
      return rows.filter(({ row }) => row[3] < 12);
    default:
      return rows; // stored by value
  }
}

/**
 * Rank in the period before within the same filter, for the rank change: the previous figures of the rows ranked
 * the same way. Growth and decline lists compare positions by visits (their own order has no "before").
 */
function previousRanks(rows: readonly ViewRow[]): Map<number, number> {
  const ranked = rows.filter(({ row }) => row[2] > 0).sort((a, b) => b.row[2] - a.row[2] || a.row[0] - b.row[0]);
  return new Map(ranked.map(({ label }, i) => [label.productId, i + 1]));
}

export interface ResolvedList {
  meta: SnapshotMeta;
  history: SnapshotMeta[];
  rows: ViewRow[];
  previousRank: Map<number, number>;
  currentRank: Map<number, number>;
}

/** The rows of a list, or a localised 404 when no snapshot of that period exists. */
export async function resolveList(db: Db, query: Omit<TRankingQuery, 'page' | 'pageSize'>): Promise<ResolvedList> {
  const metric: TMetric = query.kind === 'site' ? 'site' : 'traffic';
  const history = await snapshotHistory(db, query.period, metric === 'site' ? 'global' : query.region, metric);
  const meta = pickSnapshot(history, query);
  if (!meta) throw new AppError('NOT_FOUND');
  const snapshot = await loadSnapshot(db, meta);
  const rows = view(snapshot, query.kind, query.category, query.type);
  // Rank change compares positions by the list's measure (visits or score) inside the same filter.
  const byValue = query.kind === 'traffic' || query.kind === 'site' ? rows : view(snapshot, 'traffic', query.category, query.type);
  const currentRank = new Map(byValue.map(({ label }, i) => [label.productId, i + 1]));
  return { meta, history, rows, previousRank: previousRanks(byValue), currentRank };
}

/** Sparkline figures of some products: the earlier snapshots of the same list (up to 11) and this one. */
async function sparklines(db: Db, resolved: ResolvedList, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const index = resolved.history.findIndex((h) => h.id === resolved.meta.id);
  const window = resolved.history.slice(index, index + 12).reverse();
  const loaded = await Promise.all(window.map((meta) => loadSnapshot(db, meta)));
  return new Map(productIds.map((id) => [id, loaded.map((s) => s.byProduct.get(id) ?? 0)]));
}

function toItem(v: ViewRow, rank: number, resolved: ResolvedList, spark: number[], lang: LangCode, live: boolean): TRankingItem {
  const [, value, previous, , parts] = v.row;
  const id = v.label.productId;
  const before = resolved.previousRank.get(id);
  return {
    rank,
    productId: id,
    slug: v.label.slug,
    name: pickText(v.label.name, lang),
    category: { slug: v.label.categorySlug, name: pickText(v.label.categoryName, lang) },
    type: v.label.type,
    value,
    previous,
    growth: value - previous,
    growthRate: previous > 0 ? Math.round(((value - previous) / previous) * 10_000) / 10_000 : null,
    rankChange: before === undefined ? null : before - (resolved.currentRank.get(id) ?? rank),
    spark,
    live,
    ...(parts ? { parts: { views: parts[0] ?? 0, likes: parts[1] ?? 0, favorites: parts[2] ?? 0, outbound: parts[3] ?? 0 } } : {}),
  };
}

/** Which of these products are listed today (published): past rankings keep hidden ones, without a link. */
async function listedIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const out = new Set<number>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    if (!chunk.length) break;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, chunk), eq(products.status, 'published')));
    for (const r of rows) out.add(r.id);
  }
  return out;
}

/** One page of a ranking list: the API's envelope data and what the pages show. */
export async function listRanking(db: Db, query: TRankingQuery, lang: LangCode): Promise<TRankingList> {
  const resolved = await resolveList(db, query);
  const start = (query.page - 1) * query.pageSize;
  const pageRows = resolved.rows.slice(start, start + query.pageSize);
  const ids = pageRows.map((r) => r.label.productId);
  const [spark, live] = await Promise.all([sparklines(db, resolved, ids), listedIds(db, ids)]);
  return {
    period: query.period,
    key: resolved.meta.periodKey,
    snapshotAt: resolved.meta.computedAt.toISOString(),
    isSample: resolved.meta.isSample,
    kind: query.kind,
    region: (query.kind === 'site' ? 'global' : query.region) as TRegion,
    category: query.category ?? null,
    type: query.type ?? null,
    total: resolved.rows.length,
    page: query.page,
    pageSize: query.pageSize,
    items: pageRows.map((r, i) => toItem(r, start + i + 1, resolved, spark.get(r.label.productId) ?? [], lang, live.has(r.label.productId))),
  };
}

/** Every row of a list, for the CSV and JSON downloads (no sparklines). */
export async function exportRanking(db: Db, query: Omit<TRankingQuery, 'page' | 'pageSize'>, lang: LangCode) {
  const resolved = await resolveList(db, query);
  const live = await listedIds(db, resolved.rows.map((r) => r.label.productId));
  return {
    key: resolved.meta.periodKey,
    snapshotAt: resolved.meta.computedAt.toISOString(),
    isSample: resolved.meta.isSample,
    items: resolved.rows.map((r, i) => toItem(r, i + 1, resolved, [], lang, live.has(r.label.productId))),
  };
}

/** The period keys stored for a list, newest first (the time filter's choices). */
export async function storedPeriods(db: Db, period: TPeriodKind, kind: TRankingKind, region: string): Promise<string[]> {
  const metric: TMetric = kind === 'site' ? 'site' : 'traffic';
  return (await snapshotHistory(db, period, metric === 'site' ? 'global' : region, metric)).map((h) => h.periodKey);
}

/**
 * A product's rank within its category in the monthly worldwide traffic rankings, oldest first: the product page's
 * "rank in category over time".
 */
export async function rankHistory(db: Db, productId: number): Promise<{ key: string; rank: number; of: number }[]> {
  const history = (await snapshotHistory(db, 'monthly', 'global', 'traffic', 12)).reverse();
  const out: { key: string; rank: number; of: number }[] = [];
  for (const meta of history) {
    const found = categoryRanks(await loadSnapshot(db, meta)).get(productId);
    if (found) out.push({ key: meta.periodKey, rank: found[0], of: found[1] });
  }
  return out;
}

const categoryRankMemo = new WeakMap<LoadedSnapshot, Map<number, [rank: number, of: number]>>();

/**
 * Each product's place within its category in a snapshot, worked out once per loaded snapshot (snapshots never
 * change): a product page looks up twelve months without scanning them.
 */
function categoryRanks(snapshot: LoadedSnapshot): Map<number, [rank: number, of: number]> {
  let ranks = categoryRankMemo.get(snapshot);
  if (ranks) return ranks;
  const byCategory = new Map<string, number[]>();
  for (const row of snapshot.rows) {
    const label = snapshot.labels.get(row[0])!;
    let ids = byCategory.get(label.categorySlug);
    if (!ids) byCategory.set(label.categorySlug, (ids = []));
    ids.push(label.productId);
  }
  ranks = new Map();
  for (const ids of byCategory.values()) ids.forEach((id, i) => ranks!.set(id, [i + 1, ids.length]));
  categoryRankMemo.set(snapshot, ranks);
  return ranks;
}

/** The landing page: this week's biggest movers and the top of each category, worldwide. */
export async function rankingLanding(db: Db, lang: LangCode) {
  const base = { period: 'weekly' as const, region: 'global' as const };
  let movers: TRankingList | undefined;
  try {
    movers = await listRanking(db, { ...base, kind: 'growth', page: 1, pageSize: 10 }, lang);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
  const top = await listRanking(db, { ...base, kind: 'traffic', page: 1, pageSize: 10 }, lang);
  const resolved = await resolveList(db, { ...base, kind: 'traffic' });
  // Each category's top three products listed today (a product hidden since keeps its place in the list pages,
  // but the landing shows links only): a few candidates per category, checked in one query.
  const candidates = new Map<string, typeof resolved.rows>();
  for (const entry of resolved.rows) {
    const list = candidates.get(entry.label.categorySlug) ?? [];
    if (list.length < 6) candidates.set(entry.label.categorySlug, [...list, entry]);
  }
  const listed = await listedIds(db, [...candidates.values()].flat().map((r) => r.label.productId));
  const perCategory = new Map<string, { slug: string; name: string; items: { productId: number; slug: string; name: string; value: number }[] }>();
  for (const [slug, list] of candidates) {
    const first = list[0]!.label;
    const items = list
      .filter((r) => listed.has(r.label.productId))
      .slice(0, 3)
      .map(({ row, label }) => ({ productId: label.productId, slug: label.slug, name: pickText(label.name, lang), value: row[1] }));
    if (items.length) perCategory.set(slug, { slug, name: pickText(first.categoryName, lang), items });
  }
  return { movers, top, categories: [...perCategory.values()] };
}



/**
 * The ranking pages search engines should know: the landing page, the latest of every list, each category's
 * latest weekly and monthly list, and every stored period's worldwide top list (past rankings never change).
 */
export async function rankingSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const stored = await db
    .select({ kind: rankingSnapshots.periodKind, key: rankingSnapshots.periodKey, at: rankingSnapshots.computedAt })
    .from(rankingSnapshots)
    .where(and(eq(rankingSnapshots.region, 'global'), eq(rankingSnapshots.metric, 'traffic')));
  if (!stored.length) return [];
  const latest = new Map<string, Date>();
  for (const s of stored) if (!latest.has(s.kind) || latest.get(s.kind)! < s.at) latest.set(s.kind, s.at);
  const cats = await db.select({ slug: categories.slug }).from(categories);
  const entries: SitemapEntry[] = [{ path: '/best-ai-tools', changefreq: 'weekly', priority: 0.8, lastmod: latest.get('weekly') }];
  for (const period of PERIOD_KINDS) {
    const lastmod = latest.get(period);
    if (!lastmod) continue;
    const changefreq = period === 'weekly' ? 'weekly' : 'monthly';
    for (const kind of RANKING_KINDS) entries.push({ path: rankingPath(period, { kind, region: 'global' }), changefreq, priority: 0.7, lastmod });
    if (period !== 'quarterly') {
      for (const c of cats) entries.push({ path: rankingPath(period, { kind: 'traffic', region: 'global', category: c.slug }), changefreq, priority: 0.5, lastmod });
    }
  }
  for (const s of stored) entries.push({ path: rankingPath(s.kind as TPeriodKind, { kind: 'traffic', region: 'global', key: s.key }), priority: 0.3, lastmod: s.at });
  return entries;
}

registerSitemapSource((deps) => rankingSitemapEntries(deps.database.db));
