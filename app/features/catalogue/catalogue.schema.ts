// Shapes of the product catalogue (SPEC §3 "AI product", "Traffic stats", "Domain info"): the query
// parameters of /api/products, the product record accepted by the seed and by `npm run import`, and the
// answers the API gives.
import { z } from 'zod';
import type { THealthStatus } from './catalogue.health';
import type { LangCode } from '~/i18n/locales';
import type { TrafficCountry, TrafficMonth, TrafficSources } from '../../../server/db/schema';

export const PRODUCT_TYPES = ['commercial', 'open_source'] as const;
export const PRICING_MODELS = ['free', 'freemium', 'paid', 'open_source'] as const;
export const CONTENT_LANGUAGES = ['zh', 'en', 'ja'] as const;
export const RECOMMENDATIONS = [
  'cn_pick',
  'overseas_pick',
  'global_hot',
  'quality_new',
  'ordinary',
  'editor_pick',
] as const;
export const PRODUCT_SORTS = ['popular', 'new', 'visits'] as const;
/** Where a product runs (shown on comparisons). */
export const PLATFORMS = ['web', 'windows', 'macos', 'linux', 'ios', 'android', 'browser_extension', 'api'] as const;
export type TPlatform = (typeof PLATFORMS)[number];

export type TProductType = (typeof PRODUCT_TYPES)[number];
export type TPricing = (typeof PRICING_MODELS)[number];
export type TContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export type TRecommendation = (typeof RECOMMENDATIONS)[number];

export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Deeper pages than this are not served: nobody reads them, and they cost a full sort. */
export const MAX_PAGE = 500;

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Removes markup: script and style blocks whole, other tags leaving their text; collapses whitespace. */
export function toPlainText(value: string): string {
  return (
    value
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?[a-z!][^>]*>/gi, ' ')
      .replace(/[<>]/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t\r\f\v]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim()
  );
}

const plainText = (max: number) => z.string().transform(toPlainText).pipe(z.string().max(max));

const requiredText = (max: number) => plainText(max).pipe(z.string().min(1));

const ZSlug = z.string().trim().toLowerCase().regex(SLUG_RE, 'catalogue.error.slug');

export const ZHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'form.urlInvalid');

const ZLocalizedInput = (max: number) =>
  z
    .object({
      zh: plainText(max).optional(),
      en: plainText(max).optional(),
      tw: plainText(max).optional(),
      ja: plainText(max).optional(),
    })
    .refine((t) => !!(t.zh || t.en), { message: 'catalogue.error.zhOrEn' });

const ZShare = z.coerce.number().min(0).max(1);

export const ZTrafficInput = z.object({
  /** YYYY-MM the figures describe. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  monthlyVisits: z.coerce.number().int().min(0),
  avgVisitSeconds: z.coerce.number().int().min(0).max(86_400),
  pagesPerVisit: z.coerce.number().min(0).max(1000),
  bounceRate: ZShare,
  growth: z.coerce.number().int().optional(),
  growthRate: z.coerce.number().optional(),
  history: z
    .array(
      z.object({
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
        visits: z.coerce.number().int().min(0),
      }),
    )
    .max(60)
    .optional(),
  sources: z
    .object({
      direct: ZShare,
      search: ZShare,
      email: ZShare,
      referral: ZShare,
      social: ZShare,
      display: ZShare,
    })
    .optional(),
  countries: z
    .array(z.object({ country: z.string().regex(/^[A-Z]{2}$/), share: ZShare }))
    .max(250)
    .optional(),
});

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const ZDomainInput = z.object({
  createdOn: ZDate.optional(),
  expiresOn: ZDate.optional(),
  changedOn: ZDate.optional(),
});

/** One product as the shipped seed files and `npm run import` (CSV or JSON) give it. */
export const ZProductInput = z.object({
  slug: ZSlug,
  name: requiredText(120),
  nameEn: plainText(120).optional(),
  url: ZHttpUrl,
  category: ZSlug,
  tags: z.array(ZSlug).max(20).default([]),
  type: z.enum(PRODUCT_TYPES),
  pricing: z.enum(PRICING_MODELS),
  contentLanguage: z.enum(CONTENT_LANGUAGES),
  recommendation: z.enum(RECOMMENDATIONS).default('ordinary'),
  company: plainText(120).optional(),
  launched: z.coerce.number().int().min(1950).max(2100).optional(),
  repository: ZHttpUrl.optional(),
  licence: plainText(64).optional(),
  stars: z.coerce.number().int().min(0).optional(),
  /** Where it runs; left out on an update, the stored list stays. A CSV cell lists them separated by "|". */
  platforms: z
    .preprocess((v) => (typeof v === 'string' ? v.split('|').map((x) => x.trim()).filter(Boolean) : v), z.array(z.enum(PLATFORMS)).max(PLATFORMS.length))
    .optional(),
  score: z.coerce.number().min(0).max(10).optional(),
  certified: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .optional(),
  popularity: z.coerce.number().int().min(1).max(100).default(10),
  tagline: ZLocalizedInput(300),
  description: ZLocalizedInput(5000).optional(),
  status: z.enum(['published', 'hidden']).default('published'),
  traffic: ZTrafficInput.optional(),
  domain: ZDomainInput.optional(),
});
export type TProductInput = z.output<typeof ZProductInput>;

export const ZCategoryInput = z.object({
  slug: ZSlug,
  icon: z.string().max(64).optional(),
  name: z.object({
    zh: z.string().min(1),
    en: z.string().min(1),
    tw: z.string().min(1),
    ja: z.string().min(1),
  }),
  description: z
    .object({ zh: z.string(), en: z.string(), tw: z.string(), ja: z.string() })
    .partial()
    .optional(),
});
export type TCategoryInput = z.output<typeof ZCategoryInput>;

export const ZTagInput = z.object({
  slug: ZSlug,
  name: z.object({
    zh: z.string().min(1),
    en: z.string().min(1),
    tw: z.string().min(1),
    ja: z.string().min(1),
  }),
});
export type TTagInput = z.output<typeof ZTagInput>;

// ---- query parameters ---------------------------------------------------------------------------------------

/** Whole numbers; out-of-range values are clamped rather than refused (page=-1 is page 1). */
const clampedInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .transform((v) => Math.min(max, Math.max(min, v)))
    .default(fallback);

const ZSlugParam = z.string().trim().toLowerCase().regex(SLUG_RE, 'catalogue.error.slug').optional();

const productFilters = {
  category: ZSlugParam,
  tag: ZSlugParam,
  type: z.enum(PRODUCT_TYPES).optional(),
  pricing: z.enum(PRICING_MODELS).optional(),
  language: z.enum(CONTENT_LANGUAGES).optional(),
  recommendation: z.enum(RECOMMENDATIONS).optional(),
  page: clampedInt(1, MAX_PAGE, 1),
  pageSize: clampedInt(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

export const ZProductSearchQuery = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(''),
  ...productFilters,
});
export type TProductSearchQuery = z.output<typeof ZProductSearchQuery>;

export const ZProductListQuery = z.object({
  ...productFilters,
  sort: z.enum(PRODUCT_SORTS).default('popular'),
});
export type TProductListQuery = z.output<typeof ZProductListQuery>;

/** The products of a comparison a visitor saw (ids, 2–4). */
export const ZCompareSeen = z.object({ ids: z.array(z.coerce.number().int().positive()).min(2).max(4) });

export const ZSuggestQuery = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(''),
  limit: clampedInt(1, 10, 8),
});

export const ZTagListQuery = z.object({
  category: ZSlugParam,
  limit: clampedInt(1, 500, 100),
});

/** A product is addressed by its numeric id or its slug. */
export const ZProductKey = z.object({
  id: z.string().trim().toLowerCase().regex(SLUG_RE, 'catalogue.error.slug'),
});

// ---- answers ------------------------------------------------------------------------------------------------

export interface TCategory {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  icon: string | null;
  count: number;
}

export interface TTag {
  id: number;
  slug: string;
  name: string;
  count: number;
}

export interface TProductCard {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  url: string;
  category: { slug: string; name: string };
  tags: { slug: string; name: string }[];
  type: TProductType;
  pricing: TPricing;
  contentLanguage: TContentLanguage;
  recommendation: TRecommendation;
  score: number | null;
  certified: boolean;
  popularity: number;
  likes: number;
  views: number;
  monthlyVisits: number | null;
  /** The monthly visits are generated samples (docs/decisions/007), not measurements. */
  visitsSample: boolean;
  /** Repository stars of open-source products. */
  stars: number | null;
  /** The site's own icon, stored (docs/decisions/028): `/media/<hash>.webp`, 128 px square; null shows the letter. */
  logo: string | null;
}

/** A stored wide picture of a product (its screenshot, else its og:image) at the widths kept. */
export interface TStoredPicture {
  kind: 'screenshot' | 'image';
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface TTrafficStats {
  month: string;
  monthlyVisits: number;
  avgVisitSeconds: number;
  pagesPerVisit: number;
  bounceRate: number;
  growth: number;
  growthRate: number;
  rank: number | null;
  history: TrafficMonth[];
  sources: TrafficSources;
  countries: TrafficCountry[];
  /** Generated sample figures, not measurements (docs/decisions/007). */
  isSample: boolean;
}

export interface TDomainInfo {
  domain: string;
  createdOn: string | null;
  expiresOn: string | null;
  changedOn: string | null;
  ageDays: number | null;
  isSample: boolean;
}

export interface TProductDetail extends TProductCard {
  description: string;
  company: string | null;
  launched: number | null;
  repository: string | null;
  licence: string | null;
  stars: number | null;
  platforms: TPlatform[];
  createdAt: string;
  updatedAt: string;
  /** The latest visit of the site by the health check (docs/decisions/023); null before the first. */
  health: { status: THealthStatus; checkedAt: string } | null;
  /** The site's screenshot, else its og:image (docs/decisions/028); null before either is stored. */
  picture: TStoredPicture | null;
  traffic: TTrafficStats | null;
  domain: TDomainInfo | null;
  alternatives: TProductCard[];
  similarOpenSource: TProductCard[];
  news: { title: string; url: string; source: string | null; publishedAt: string | null }[];
}

/** What a product card shows: all a list page sends of each product (tags, scores and URLs stay on the server). */
export type TProductCardView = Pick<
  TProductCard,
  'id' | 'slug' | 'name' | 'tagline' | 'category' | 'type' | 'pricing' | 'likes' | 'views' | 'monthlyVisits' | 'visitsSample' | 'stars' | 'logo'
>;

export function toCardView(card: TProductCardView): TProductCardView {
  const { id, slug, name, tagline, category, type, pricing, likes, views, monthlyVisits, visitsSample, stars, logo } = card;
  return { id, slug, name, tagline, category: { slug: category.slug, name: category.name }, type, pricing, likes, views, monthlyVisits, visitsSample, stars, logo };
}

/** What a compact related-product link shows (alternatives, similar open source): all a page sends of those. */
export type TRelatedProduct = Pick<TProductCard, 'id' | 'slug' | 'name' | 'tagline' | 'logo'>;

export function toRelatedProduct({ id, slug, name, tagline, logo }: TRelatedProduct): TRelatedProduct {
  return { id, slug, name, tagline, logo };
}

/** A product as its page shows it: the related lists trimmed to what their links display. */
export type TProductPageView = Omit<TProductDetail, 'alternatives' | 'similarOpenSource'> & {
  alternatives: TRelatedProduct[];
  similarOpenSource: TRelatedProduct[];
};

export interface TFacetValue {
  value: string;
  name: string;
  count: number;
}

export interface TProductPage {
  total: number;
  page: number;
  pageSize: number;
  items: TProductCard[];
}

export interface TProductSearchResult extends TProductPage {
  facets: { category: TFacetValue[]; type: TFacetValue[]; pricing: TFacetValue[]; language: TFacetValue[] };
  /** True when nothing matched every word and the items match most of them. */
  relaxed: boolean;
}

export interface TSuggestion {
  id: number;
  slug: string;
  name: string;
}

export interface TLikeResult {
  likes: number;
  liked: boolean;
  /** False when this visitor had already liked the product. */
  counted: boolean;
}

/** The fallback order of languages when a text lacks the one asked for. */
export const LANG_FALLBACK: Record<LangCode, readonly LangCode[]> = {
  zh: ['zh', 'tw', 'en', 'ja'],
  tw: ['tw', 'zh', 'en', 'ja'],
  en: ['en', 'zh', 'tw', 'ja'],
  ja: ['ja', 'en', 'zh', 'tw'],
};

export function pickText(text: Partial<Record<LangCode, string>> | null | undefined, lang: LangCode): string {
  if (!text) return '';
  for (const code of LANG_FALLBACK[lang]) {
    const value = text[code];
    if (value) return value;
  }
  return '';
}


/** What a "report a problem" is about. */
export const REPORT_REASONS = ['dead_link', 'wrong_info', 'spam', 'duplicate', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['new', 'accepted', 'dismissed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** POST /api/products/:id/report — no sign-in; `website` is a field people never see (a filled one is a bot). */
export const ZProductReport = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'report.error.reason' }),
  text: z.string({ error: 'report.error.text' }).trim().min(5, 'report.error.text').max(1000, 'report.error.textLong'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email('report.error.email').optional()),
  website: z.string().max(200).optional(),
});
export type TProductReportInput = z.input<typeof ZProductReport>;

export const ZReportDecision = z.object({
  decision: z.enum(['accepted', 'dismissed']),
  note: z.string().trim().max(500).optional(),
});

export interface TReportRow {
  id: number;
  product: { id: number; slug: string; name: string };
  reason: TReportReason;
  text: string;
  email: string | null;
  signedIn: boolean;
  status: TReportStatus;
  staffNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}
