// What the orders pages read beside the API: the submission page's price list and choices, the staff review
// page's current product values, the sandbox gateway's tester page, and the live ads of a page's positions.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { categories, products } from '../../../server/db/schema';
import { createMemo, type Memo } from '../../../server/cache/memo';
import type { AppDeps } from '../../../server/http/context';
import { verifySandboxPageSignature } from '../../../server/integrations/payments/sandbox';
import { paymentProviders } from '../../../server/integrations/registry';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '../catalogue/catalogue.schema';
import { CATALOGUE_TOPIC, PRODUCTS_TOPIC } from '../catalogue/catalogue.search.server';
import { ADS_TOPIC, listLiveAds } from './orders.ads.server';
import { availableMethods, orderOfReference } from './orders.payments.server';
import { priceList } from './orders.prices.server';
import type { TReviewItem } from './orders.review.server';
import { OPEN_AD_POSITIONS, type TAdPosition, type TCurrency, type TOrderStatus, type TPaymentAttempt, type TPriceList, type TPaymentMethod } from './orders.schema';

export interface TPickedProduct {
  id: number;
  slug: string;
  name: string;
}

export interface TSubmissionPage {
  prices: TPriceList;
  methods: TPaymentMethod[];
  categories: { slug: string; name: string }[];
  positions: readonly TAdPosition[];
  /** The product named by `?product=` (its slug or id), for the ad and update forms. */
  product: TPickedProduct | null;
}

async function categoryNames(db: Db, lang: LangCode): Promise<{ slug: string; name: string }[]> {
  const rows = await db.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(categories.sort, categories.id);
  return rows.map((r) => ({ slug: r.slug, name: pickText(r.name, lang) }));
}

async function publishedProduct(db: Db, key: string, lang: LangCode): Promise<TPickedProduct | null> {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const [row] = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(and(eq(products.status, 'published'), id ? or(eq(products.id, id), eq(products.slug, key)) : eq(products.slug, key)))
    .limit(1);
  return row ? { id: row.id, slug: row.slug, name: pickText(row.name, lang) } : null;
}

export async function submissionPageData(deps: AppDeps, lang: LangCode, productKey: string | null): Promise<TSubmissionPage> {
  const prices = priceList(deps.env);
  const db = deps.database.db;
  const [cats, product] = await Promise.all([
    categoryNames(db, lang),
    productKey && productKey.length <= 120 ? publishedProduct(db, productKey, lang) : null,
  ]);
  return {
    prices,
    methods: availableMethods(paymentProviders(deps), prices.currency),
    categories: cats,
    positions: OPEN_AD_POSITIONS,
    product,
  };
}

/** A queue item with the product's values an update would change, for the before/after preview. */
export type TReviewEntry = TReviewItem & {
  current: { description: string; categorySlug: string; pricing: string } | null;
};

export async function reviewEntries(db: Db, queue: TReviewItem[], lang: LangCode): Promise<TReviewEntry[]> {
  const ids = queue.filter((item) => item.kind === 'update' && item.product).map((item) => item.product!.id);
  const rows = ids.length
    ? await db
        .select({ id: products.id, description: products.description, pricing: products.pricing, categorySlug: categories.slug })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, { description: pickText(r.description ?? {}, lang), categorySlug: r.categorySlug, pricing: r.pricing }]));
  return queue.map((item) => ({ ...item, current: item.product ? (byId.get(item.product.id) ?? null) : null }));
}

export { categoryNames };

export interface TSandboxPage {
  reference: string;
  sig: string;
  orderNo: string;
  amountMinor: number;
  currency: TCurrency;
  orderStatus: TOrderStatus;
  attemptStatus: TPaymentAttempt['status'];
  expiresAt: string;
}

/** The sandbox tester page of one payment attempt; null when the address is not one the sandbox signed. */
export async function sandboxPageData(deps: AppDeps, reference: string, sig: string): Promise<TSandboxPage | null> {
  if (!sig || sig.length > 200 || reference.length > 64) return null;
  if (!verifySandboxPageSignature(deps.env, reference, sig)) return null;
  const found = await orderOfReference(deps.database.db, reference);
  if (!found || found.attempt.method !== 'sandbox') return null;
  return {
    reference,
    sig,
    orderNo: found.order.orderNo,
    amountMinor: found.order.amountMinor,
    currency: found.order.currency as TCurrency,
    orderStatus: found.order.status as TOrderStatus,
    attemptStatus: found.attempt.status as TPaymentAttempt['status'],
    expiresAt: found.attempt.expiresAt.toISOString(),
  };
}

/** What an ad shows: its id (impressions, click-through) and the product's name and line. */
export interface TAdView {
  id: number;
  slug: string;
  name: string;
  tagline: string;
}

/** Ads that ended by their date leave within this time even before the hourly job announces it. */
const LIVE_ADS_TTL_MS = 60_000;
const liveAdMemos = new WeakMap<AppDeps['bus'], Memo<string, TAdView[]>>();

/**
 * The ads a position shows now, read once a minute per process rather than on every uncached render: an ad that
 * starts or ends (ADS_TOPIC) or a product that changes (catalogue topics, from any replica) clears it at once.
 */
export function liveAdViews(deps: Pick<AppDeps, 'bus' | 'database'>, position: TAdPosition, lang: LangCode): Promise<TAdView[]> {
  let memo = liveAdMemos.get(deps.bus);
  if (!memo) {
    memo = createMemo({
      ttlMs: LIVE_ADS_TTL_MS,
      bus: deps.bus,
      topic: (topic) => topic === ADS_TOPIC || topic === CATALOGUE_TOPIC || topic === PRODUCTS_TOPIC || topic.startsWith(`${PRODUCTS_TOPIC}:`),
    });
    liveAdMemos.set(deps.bus, memo);
  }
  return memo.get(`${position}:${lang}`, async () => {
    const ads = await listLiveAds(deps.database.db, position, lang);
    return ads.map((ad) => ({ id: ad.id, slug: ad.product.slug, name: ad.product.name, tagline: ad.product.tagline }));
  });
}
