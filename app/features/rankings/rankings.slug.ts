// The readable URL slug of a ranking list (/best-ai-tools/weekly/growth/video-generation/open-source/us/2026-w47)
// and the words it is made of. No zod here: pages (the product page's rank history too) import it, and the product
// page's JavaScript budget has no room for the validation library.
import { REGIONS, type TRegion } from '~/lib/regions';
import { parsePeriodKey, type TPeriodKind } from './rankings.periods';

export const RANKING_KINDS = ['traffic', 'growth', 'decline', 'new', 'site'] as const;
export type TRankingKind = (typeof RANKING_KINDS)[number];
export const PRODUCT_TYPES = ['commercial', 'open_source'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];

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
