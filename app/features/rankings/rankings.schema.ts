// The rankings' shared shapes: the API query (zod) and list items; the URL slug's words are in rankings.slug.ts,
// which pages import without zod.
import { z } from 'zod';
import { REGIONS, type TRegion } from '~/lib/regions';
import { PERIOD_KINDS, type TPeriodKind } from './rankings.periods';
import { PRODUCT_TYPES, RANKING_KINDS, type TProductType, type TRankingKind } from './rankings.slug';

export * from './rankings.slug';


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
  /** The product is still listed: its name links to its page (a product hidden since keeps its place, unlinked). */
  live: boolean;
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
