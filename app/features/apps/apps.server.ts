// AI app rankings: lists per platform, region, month and category with the rank change since the previous month,
// the stored months, and exports. Reads only; writes are in apps.write.server.ts.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appRankings } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { formatCsv } from '~/lib/csv';
import { REGIONS } from '~/lib/regions';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import { appListPath } from './apps.paths';
import {
  APP_CATEGORIES,
  type TAppCategory,
  type TAppExportQuery,
  type TAppPlatform,
  type TAppRankingItem,
  type TAppRankingPage,
  type TAppRankingQuery,
  type TRankChange,
} from './apps.schema';

/** The change topic of app figures: pages showing them are dropped from the page cache when it fires. */
export const APPS_TOPIC = 'apps';

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Rank change of an app at `position` that stood at `previous` (undefined: not in last month's list). */
export function rankChange(position: number, previous: number | null | undefined): TRankChange {
  if (previous === null || previous === undefined) return { kind: 'new' };
  if (previous === position) return { kind: 'same' };
  return previous > position
    ? { kind: 'up', by: previous - position }
    : { kind: 'down', by: position - previous };
}

/** The months with figures for a platform, newest first. */
export async function listAppMonths(db: Db, platform: TAppPlatform): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: appRankings.month })
    .from(appRankings)
    .where(eq(appRankings.platform, platform))
    .orderBy(desc(appRankings.month));
  return rows.map((r) => r.month);
}

/** The app's name in a language: its own text, else English, else whatever it has. */
export function appName(name: Partial<Record<LangCode, string>>, lang: LangCode): string {
  const chain: LangCode[] =
    lang === 'tw' ? ['tw', 'zh', 'en'] : lang === 'ja' ? ['ja', 'en'] : [lang, 'en', 'zh'];
  for (const code of chain) if (name[code]) return name[code]!;
  return Object.values(name).find(Boolean) ?? '';
}

interface RankedRow extends Record<string, unknown> {
  id: number;
  platform: TAppPlatform;
  store_id: string;
  name: Partial<Record<LangCode, string>>;
  developer: string;
  category: TAppCategory;
  store_url: string;
  icon_url: string | null;
  product_slug: string | null;
  rating: number | null;
  downloads: string | number | null;
  pos: string | number;
  prev_pos: string | number | null;
}

function filterSql(
  platform: TAppPlatform,
  region: string,
  month: string,
  category: TAppCategory | undefined,
) {
  return sql`r.platform = ${platform} and r.region = ${region} and r.month = ${month}${
    category ? sql` and a.category = ${category}` : sql``
  }`;
}

/**
 * One page of a ranking. Places are counted within the filter (the third image app is 3 in the image list), from
 * the stored rank; the change compares with the same filter's list of the month before.
 */
export async function listAppRankings(
  db: Db,
  query: TAppRankingQuery,
  lang: LangCode,
  months?: string[],
): Promise<TAppRankingPage> {
  const stored = months ?? (await listAppMonths(db, query.platform));
  if (query.month && !stored.includes(query.month)) {
    throw new AppError('NOT_FOUND', { messageKey: 'apps.error.noMonth', values: { month: query.month } });
  }
  const period = query.month ?? stored[0] ?? null;
  const base = {
    platform: query.platform,
    period,
    region: query.region,
    category: query.category ?? null,
    page: query.page,
    pageSize: query.pageSize,
  };
  if (!period) return { ...base, isSample: false, total: 0, items: [] };
  const where = filterSql(query.platform, query.region, period, query.category);
  const previous = filterSql(query.platform, query.region, previousMonth(period), query.category);
  const [counts, ranked] = await Promise.all([
    db.execute(sql`
      select count(*)::int as total, coalesce(bool_or(r.is_sample), false) as sample
      from app_rankings r join apps a on a.id = r.app_id where ${where}`),
    db.execute(sql`
      with cur as (
        select r.app_id, r.rating, r.downloads, row_number() over (order by r.rank, r.app_id) as pos
        from app_rankings r join apps a on a.id = r.app_id where ${where}
      ), prev as (
        select r.app_id, row_number() over (order by r.rank, r.app_id) as pos
        from app_rankings r join apps a on a.id = r.app_id where ${previous}
      )
      select a.id, a.platform, a.store_id, a.name, a.developer, a.category, a.store_url, a.icon_url,
        p.slug as product_slug, cur.rating, cur.downloads, cur.pos, prev.pos as prev_pos
      from cur
        join apps a on a.id = cur.app_id
        left join prev on prev.app_id = cur.app_id
        left join products p on p.slug = a.product_slug and p.status = 'published'
      order by cur.pos
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  ]);
  const count = (counts as unknown as { rows: { total: number; sample: boolean }[] }).rows[0]!;
  const rows = (ranked as unknown as { rows: RankedRow[] }).rows;
  const items: TAppRankingItem[] = rows.map((row) => {
    const pos = Number(row.pos);
    return {
      rank: pos,
      change: rankChange(pos, row.prev_pos === null ? null : Number(row.prev_pos)),
      app: {
        id: row.id,
        platform: row.platform,
        storeId: row.store_id,
        name: appName(row.name, lang),
        developer: row.developer,
        category: row.category,
        storeUrl: row.store_url,
        iconUrl: row.icon_url,
        productSlug: row.product_slug,
      },
      rating: row.rating === null ? null : Number(row.rating),
      downloads: row.downloads === null ? null : Number(row.downloads),
    };
  });
  return { ...base, isSample: count.sample, total: count.total, items };
}

/** Every row of a filtered ranking (no paging), for downloads. */
export async function exportAppRankings(
  db: Db,
  query: TAppExportQuery,
  lang: LangCode,
): Promise<TAppRankingPage> {
  return listAppRankings(db, { ...query, page: 1, pageSize: 100_000 }, lang);
}

export const EXPORT_COLUMNS = [
  'rank',
  'change',
  'name',
  'developer',
  'platform',
  'storeId',
  'category',
  'region',
  'month',
  'rating',
  'downloads',
  'storeUrl',
  'isSample',
] as const;

/** A change as one cell: places gained (3), lost (-2), 0, or 'new'. Numbers, so spreadsheets sort them. */
export function changeCell(change: TRankChange): number | 'new' {
  if (change.kind === 'new') return 'new';
  if (change.kind === 'same') return 0;
  return change.kind === 'up' ? change.by : -change.by;
}

export function rankingCsv(page: TAppRankingPage): string {
  return formatCsv(
    EXPORT_COLUMNS,
    page.items.map((item) => [
      item.rank,
      changeCell(item.change),
      item.app.name,
      item.app.developer,
      item.app.platform,
      item.app.storeId,
      item.app.category,
      page.region,
      page.period,
      item.rating,
      item.downloads,
      item.app.storeUrl,
      page.isSample,
    ]),
  );
}

/** The file name of a download: ai-apps-android-global-2026-10[-image].csv */
export function exportFileName(page: TAppRankingPage, ext: 'csv' | 'json'): string {
  return (
    ['ai-apps', page.platform, page.region, page.period ?? 'none', page.category].filter(Boolean).join('-') +
    `.${ext}`
  );
}

/**
 * The ranking pages in the sitemaps: each platform's latest list, per region and per category (iOS only in the China
 * edition, SPEC §2.1). Past months stay reachable from the month filter.
 */
export async function appSitemapEntries(db: Db, isCN: boolean): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const platform of isCN ? (['android', 'ios'] as const) : (['android'] as const)) {
    const latest = (await listAppMonths(db, platform))[0];
    if (!latest) continue;
    entries.push({ path: appListPath(platform, {}, latest), changefreq: 'monthly', priority: 0.7 });
    for (const region of REGIONS.filter((r) => r !== 'global'))
      entries.push({ path: appListPath(platform, { region }, latest), changefreq: 'monthly', priority: 0.5 });
    for (const category of APP_CATEGORIES)
      entries.push({
        path: appListPath(platform, { category }, latest),
        changefreq: 'monthly',
        priority: 0.5,
      });
  }
  return entries;
}

registerSitemapSource((deps) => appSitemapEntries(deps.database.db, deps.env.IS_CN));
