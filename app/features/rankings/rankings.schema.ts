// The rankings' shared shapes: the API query (zod, used by the router and the pages), list items, and the
// readable URL slug of a list (/best-ai-tools/weekly/growth/video-generation/open-source/us/2026-w47).
import { z } from 'zod';
import { REGIONS, type TRegion } from '~/lib/regions';
import { PERIOD_KINDS, parsePeriodKey, type TPeriodKind } from './rankings.periods';

export const RANKING_KINDS = ['traffic', 'growth', 'decline', 'new', 'site'] as const;
export type TRankingKind = (typeof RANKING_KINDS)[number];
export const PRODUCT_TYPES = ['commercial', 'open_source'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];

/** A period key (2026-W47, 2026-10, 2026-Q3) or a calendar day inside the period (2026-11-18). */
const ZPeriodDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-(?:[Ww]\d{2}|[Qq][1-4]|\d{2}(?:-\d{2})?)$/);

export const ZRankingQuery = z.object({
  period: z.enum(PERIOD_KINDS).default('weekly'),
  date: ZPeriodDate.optional(),
  kind: z.enum(RANKING_KINDS).default('traffic'),
  region: z.enum(REGIONS).default('global'),
  category: z
    .string()
    .max(64)
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TRankingQuery = z.output<typeof ZRankingQuery>;

export const ZRankingExportQuery = ZRankingQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'json']).default('csv'),
});

export interface TRankingItem {
  rank: number;
  productId: number;
  slug: string;
  name: string;
  category: { slug: string; name: string };
  type: string;
  /** Visits (traffic kinds) or the site score (site). */
  value: number;
  /** The same figure in the period before; 0 when it had none. */
  previous: number;
  /** value − previous */
  growth: number;
  /** growth / previous; null without a previous figure. */
  growthRate: number | null;
  /** Places gained since the previous period within the same list (negative: lost); null when it is new there. */
  rankChange: number | null;
  /** Up to 12 figures, oldest first, ending with this period's. */
  spark: number[];
  /** The site ranking's parts: views, likes, favorites, outbound visits. */
  parts?: { views: number; likes: number; favorites: number; outbound: number };
}

export interface TRankingList {
  period: TPeriodKind;
  /** The period key of the snapshot (2026-W47). */
  key: string;
  /** When the snapshot was computed (ISO time). */
  snapshotAt: string;
  isSample: boolean;
  kind: TRankingKind;
  region: TRegion;
  category: string | null;
  type: TProductType | null;
  total: number;
  page: number;
  pageSize: number;
  items: TRankingItem[];
}

// ---- the readable slug ------------------------------------------------------------------------------------------

/** The slug's word for each kind; total traffic is the "top" list the menu links to. */
export const KIND_TOKEN: Record<TRankingKind, string> = {
  traffic: 'top',
  growth: 'growth',
  decline: 'decline',
  new: 'new',
  site: 'site',
};
const TYPE_TOKEN: Record<TProductType, string> = { commercial: 'commercial', open_source: 'open-source' };

export interface RankingFilters {
  kind: TRankingKind;
  category?: string;
  type?: TProductType;
  region: TRegion;
  /** The period key; absent: the latest snapshot. */
  key?: string;
}

/** The canonical slug of a filter set: kind, then category, type, region (unless global), period (unless latest). */
export function formatRankingSlug(period: TPeriodKind, f: RankingFilters): string {
  return [
    KIND_TOKEN[f.kind],
    f.category,
    f.type && TYPE_TOKEN[f.type],
    f.region !== 'global' ? f.region : undefined,
    f.key?.toLowerCase(),
  ]
    .filter(Boolean)
    .join('/');
}

export const rankingPath = (period: TPeriodKind, f: RankingFilters) => `/best-ai-tools/${period}/${formatRankingSlug(period, f)}`;

/**
 * The filters a slug names, its words in any order and case, each kind of word at most once; undefined when a
 * word is repeated or cannot be read (a page answers 404). Any other word is taken as a category, checked by the
 * caller against the catalogue.
 */
export function parseRankingSlug(period: TPeriodKind, slug: string): RankingFilters | undefined {
  const words = slug
    .split('/')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const f: Partial<RankingFilters> = {};
  const once = <K extends keyof RankingFilters>(key: K, value: RankingFilters[K]) => {
    if (f[key] !== undefined) return false;
    f[key] = value;
    return true;
  };
  for (const word of words) {
    const kind = (Object.keys(KIND_TOKEN) as TRankingKind[]).find((k) => KIND_TOKEN[k] === word || k === word);
    const type = (Object.keys(TYPE_TOKEN) as TProductType[]).find((t) => TYPE_TOKEN[t] === word || t === word);
    const parsedPeriod = parsePeriodKey(period, word);
    let fine: boolean;
    if (kind) fine = once('kind', kind);
    else if (type) fine = once('type', type);
    else if ((REGIONS as readonly string[]).includes(word)) fine = once('region', word as TRegion);
    else if (parsedPeriod) fine = once('key', parsedPeriod.key);
    else if (/^[a-z0-9][a-z0-9-]{0,63}$/.test(word)) fine = once('category', word);
    else fine = false;
    if (!fine) return undefined;
  }
  return { kind: f.kind ?? 'traffic', region: f.region ?? 'global', category: f.category, type: f.type, key: f.key };
}
