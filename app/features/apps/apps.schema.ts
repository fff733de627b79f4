// AI app rankings: the app record, the list filters and the import rows, shared by server, API and pages.
import { z } from 'zod';
import { REGIONS, type TRegion } from '~/lib/regions';
import { APP_CATEGORIES, APP_PAGE_SIZE, APP_PLATFORMS, MAX_APP_PAGE_SIZE, MONTH_RE, type TAppCategory, type TAppPlatform } from './apps.constants';

export * from './apps.constants';

const ZMonth = z.string().regex(MONTH_RE, 'apps.error.month');
const ZStoreId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, 'apps.error.storeId');

/** Google Play package names are dotted Java identifiers; App Store ids are numbers. */
export function storeIdFits(platform: TAppPlatform, storeId: string): boolean {
  return platform === 'ios'
    ? /^\d{5,12}$/.test(storeId)
    : /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/.test(storeId);
}

const ZHttpUrl = z
  .string()
  .trim()
  .url()
  .max(500)
  .refine((u) => /^https?:\/\//i.test(u), 'apps.error.url');

const ZName = z
  .object({
    zh: z.string().trim().min(1).max(120).optional(),
    en: z.string().trim().min(1).max(120).optional(),
    tw: z.string().trim().min(1).max(120).optional(),
    ja: z.string().trim().min(1).max(120).optional(),
  })
  .refine((n) => Object.values(n).some(Boolean), 'apps.error.name');

/** One app as the seed and imports give it (facts; its figures come separately). */
export const ZAppInput = z
  .object({
    platform: z.enum(APP_PLATFORMS),
    storeId: ZStoreId,
    name: ZName,
    developer: z.string().trim().min(1).max(120),
    category: z.enum(APP_CATEGORIES),
    storeUrl: ZHttpUrl,
    iconUrl: ZHttpUrl.optional(),
    /** The catalogue product: its slug, or its website URL. */
    product: z.string().trim().min(1).max(500).optional(),
    /** Where the facts were taken from (the store listing). */
    source: ZHttpUrl,
  })
  .refine((a) => storeIdFits(a.platform, a.storeId), { message: 'apps.error.storeId', path: ['storeId'] });
export type TAppInput = z.output<typeof ZAppInput>;

/** One import row: the app's facts (optional once the app is known) and its figures for a region and month. */
/** Numbers from CSV cells or JSON: "12" is 12, "x" is not a number (rather than a missing value). */
const cellNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);

export const ZAppFigureInput = z.object({
  platform: z.enum(APP_PLATFORMS),
  storeId: ZStoreId,
  region: z.enum(REGIONS),
  month: ZMonth,
  rank: cellNumber(z.number().int().min(1).max(100_000)),
  rating: cellNumber(z.number().min(0).max(5).optional()),
  downloads: cellNumber(z.number().int().min(0).max(1e12).optional()),
});
export type TAppFigureInput = z.output<typeof ZAppFigureInput>;

export const ZAppImportRow = ZAppFigureInput.extend({
  name: ZName.optional(),
  developer: z.string().trim().min(1).max(120).optional(),
  category: z.enum(APP_CATEGORIES).optional(),
  storeUrl: ZHttpUrl.optional(),
  iconUrl: ZHttpUrl.optional(),
  product: z.string().trim().min(1).max(500).optional(),
  source: ZHttpUrl.optional(),
});
export type TAppImportRow = z.output<typeof ZAppImportRow>;

/** Strict whole numbers from a query string: "abc" or "0" is a 400, not page 1. */
const queryInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'apps.error.number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

export const ZAppRankingQuery = z.object({
  platform: z.enum(APP_PLATFORMS),
  region: z.enum(REGIONS).default('global'),
  category: z.enum(APP_CATEGORIES).optional(),
  /** A stored month; the latest when absent. */
  month: ZMonth.optional(),
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, MAX_APP_PAGE_SIZE, APP_PAGE_SIZE),
});
export type TAppRankingQuery = z.output<typeof ZAppRankingQuery>;

export const ZAppExportQuery = ZAppRankingQuery.omit({ page: true, pageSize: true });
export type TAppExportQuery = z.output<typeof ZAppExportQuery>;

/** Change of rank against the previous month, in the same filter: up or down by `by` places, same, or new. */
export type TRankChange = { kind: 'up' | 'down'; by: number } | { kind: 'same' } | { kind: 'new' };

export interface TAppRankingItem {
  /** Place in this list (1 is first). */
  rank: number;
  change: TRankChange;
  app: {
    id: number;
    platform: TAppPlatform;
    storeId: string;
    name: string;
    developer: string;
    category: TAppCategory;
    storeUrl: string;
    iconUrl: string | null;
    /** The catalogue product page's slug, when the app's product is listed. */
    productSlug: string | null;
  };
  rating: number | null;
  downloads: number | null;
}

export interface TAppRankingPage {
  platform: TAppPlatform;
  /** The month shown, 'YYYY-MM'; null when nothing is stored for the platform yet. */
  period: string | null;
  region: TRegion;
  category: TAppCategory | null;
  /** True while any figure of the list is generated sample data. */
  isSample: boolean;
  total: number;
  page: number;
  pageSize: number;
  items: TAppRankingItem[];
}
