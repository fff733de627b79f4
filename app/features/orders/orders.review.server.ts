// The review console's decisions (SPEC §4 "Product update, submission and ad"): staff approve a paid order — the
// submitted product goes live, the update is applied, the ad starts its 30 days — or reject it with a reason; a
// rejection under the listing policy gives the payment back in full.
import { and, asc, eq, sql } from 'drizzle-orm';
import { adPlacements, categories, orders, products, refunds, users } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { pickText, ZProductInput } from '../catalogue/catalogue.schema';
import { toTraditional, urlKey, writeProducts } from '../catalogue/catalogue.write.server';
import { runRefund, type PaymentsContext } from './orders.payments.server';
import { getOrderRow, notifyOrder, transition, type OrderRow } from './orders.server';
import { AD_DAYS, type TAdPosition, type TOrderKind } from './orders.schema';

export interface TReviewItem {
  orderNo: string;
  kind: TOrderKind;
  package: string;
  paidAt: string | null;
  amountMinor: number;
  currency: string;
  user: { id: number; email: string | null };
  details: Record<string, unknown>;
  /** For updates and ads: the product as it is now. */
  product: { id: number; slug: string; name: string; url: string; tagline: string } | null;
}

/** Paid orders waiting for a decision, fast-track submissions first, then the oldest. */
export async function listReviewQueue(db: PaymentsContext['db'], lang: LangCode): Promise<TReviewItem[]> {
  const rows = await db
    .select({
      order: orders,
      email: users.email,
      product: { id: products.id, slug: products.slug, name: products.name, url: products.url, tagline: products.tagline },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.status, 'in_review'))
    .orderBy(sql`case when ${orders.package} = 'fast' then 0 else 1 end`, asc(orders.paidAt), asc(orders.id))
    .limit(200);
  return rows.map(({ order, email, product }) => ({
    orderNo: order.orderNo,
    kind: order.kind as TOrderKind,
    package: order.package,
    paidAt: order.paidAt?.toISOString() ?? null,
    amountMinor: order.amountMinor,
    currency: order.currency,
    user: { id: order.userId, email },
    details: order.details,
    product: product?.id
      ? { id: product.id, slug: product.slug, name: pickText(product.name, lang), url: product.url, tagline: pickText(product.tagline, lang) }
      : null,
  }));
}

/** A slug for a submitted product: its Latin name, or the order's number when the name has no Latin letters. */
function slugFor(name: string, orderNo: string): string {
  const latin = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return latin.length >= 2 ? latin : `p-${orderNo.toLowerCase()}`;
}

async function freeSlug(db: PaymentsContext['db'], base: string): Promise<string> {
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    if (!taken) return slug;
  }
  throw new AppError('CONFLICT');
}

const HAN = /\p{Script=Han}/u;

/** Puts the submitted product in the catalogue, published; returns its id. */
async function publishSubmission(db: PaymentsContext['db'], order: OrderRow): Promise<number> {
  const d = order.details as Record<string, string>;
  const name = d.name!;
  const zh = HAN.test(`${name}${d.tagline}`);
  const slug = await freeSlug(db, slugFor(name, order.orderNo));
  const text = (value: string | undefined) => (value ? (zh ? { zh: value, tw: toTraditional(value) } : { en: value }) : undefined);
  const parsed = ZProductInput.safeParse({
    slug,
    name,
    url: d.websiteUrl,
    category: d.categorySlug,
    type: d.type ?? 'commercial',
    pricing: d.pricing ?? 'freemium',
    contentLanguage: zh ? 'zh' : 'en',
    tagline: text(d.tagline),
    description: text(d.description),
    recommendation: 'quality_new',
  });
  if (!parsed.success) throw new AppError('VALIDATION', { messageKey: 'orders.error.cannotPublish', values: { reason: parsed.error.issues[0]?.message ?? '' } });
  const report = await writeProducts(db, [{ row: 1, source: order.orderNo, product: parsed.data }]);
  if (!report.ids.length) {
    throw new AppError('VALIDATION', { messageKey: 'orders.error.cannotPublish', values: { reason: report.rejected[0]?.reasons.join('; ') ?? '' } });
  }
  return report.ids[0]!;
}

/** Applies an update's changed fields to its product. */
async function applyUpdate(db: PaymentsContext['db'], order: OrderRow): Promise<void> {
  const changes = (order.details.changes ?? {}) as Record<string, string>;
  const [product] = await db.select().from(products).where(eq(products.id, order.productId!));
  if (!product) throw new AppError('NOT_FOUND');
  const lang = product.contentLanguage === 'zh' ? 'zh' : 'en';
  const localized = (current: Record<string, string> | null, value: string) =>
    lang === 'zh' ? { ...current, zh: value, tw: toTraditional(value) } : { ...current, en: value };
  const set: Partial<typeof products.$inferInsert> = {};
  if (changes.name) set.name = { ...product.name, [lang]: changes.name, ...(lang === 'zh' ? { tw: toTraditional(changes.name) } : {}) };
  if (changes.websiteUrl) {
    set.url = changes.websiteUrl;
    set.urlKey = urlKey(changes.websiteUrl);
  }
  if (changes.tagline) set.tagline = localized(product.tagline as Record<string, string>, changes.tagline);
  if (changes.description) set.description = localized((product.description ?? {}) as Record<string, string>, changes.description);
  if (changes.pricing) set.pricing = changes.pricing;
  if (changes.categorySlug) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, changes.categorySlug));
    if (!category) throw new AppError('VALIDATION', { messageKey: 'orders.error.category' });
    set.categoryId = category.id;
  }
  await db.update(products).set({ ...set, updatedAt: sql`now()` }).where(eq(products.id, product.id));
}

/** What an approval changed, for the change bus (published by the caller after commit). */
export interface ReviewOutcome {
  orderNo: string;
  status: 'fulfilled' | 'rejected' | 'refunding' | 'refunded';
  productIds: number[];
  ads: boolean;
}

/** Approves a paid order in review. Runs once: a second click finds the order no longer in review. */
export async function approveOrder(ctx: PaymentsContext, staffId: number, orderNo: string): Promise<ReviewOutcome> {
  const order = await getOrderRow(ctx.db, orderNo);
  if (!order) throw new AppError('NOT_FOUND', { messageKey: 'orders.error.notFound' });
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'in_review') throw new AppError('CONFLICT', { messageKey: 'orders.error.notInReview' });
    let productId = order.productId;
    let ads = false;
    if (order.kind === 'submission') productId = await publishSubmission(tx, order);
    else if (order.kind === 'update') await applyUpdate(tx, order);
    else {
      const startsAt = new Date();
      await tx.insert(adPlacements).values({
        orderId: order.id,
        productId: order.productId!,
        position: order.details.position as TAdPosition,
        startsAt,
        endsAt: new Date(startsAt.getTime() + AD_DAYS * 86_400_000),
      });
      ads = true;
    }
    const done = await transition(tx, { orderId: order.id, from: ['in_review'], to: 'fulfilled', cause: 'staff', causeRef: String(staffId), set: { productId } });
    if (done) await notifyOrder(tx, done, 'fulfilled');
    return { orderNo, status: 'fulfilled' as const, productIds: productId ? [productId] : [], ads };
  });
}

/**
 * Rejects a paid order in review with a reason the submitter reads. Under the listing policy (the default) the
 * payment goes back in full, through the gateway that took it.
 */
export async function rejectOrder(
  ctx: PaymentsContext,
  staffId: number,
  orderNo: string,
  reason: string,
  policy: boolean,
): Promise<ReviewOutcome> {
  const order = await getOrderRow(ctx.db, orderNo);
  if (!order) throw new AppError('NOT_FOUND', { messageKey: 'orders.error.notFound' });
  const status = await ctx.db.transaction(async (tx) => {
    const to = policy ? 'refunding' : 'rejected';
    const done = await transition(tx, {
      orderId: order.id,
      from: ['in_review'],
      to,
      cause: 'staff',
      causeRef: String(staffId),
      note: reason,
      set: { rejectReason: reason },
    });
    if (!done) throw new AppError('CONFLICT', { messageKey: 'orders.error.notInReview' });
    await notifyOrder(tx, done, 'rejected');
    if (policy) {
      await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          reference: order.paidReference!,
          refundReference: `${order.paidReference}-R`,
          amountMinor: order.amountMinor,
          currency: order.currency,
          reason: `policy rejection: ${reason}`.slice(0, 500),
        })
        .onConflictDoNothing();
    }
    return to;
  });
  if (status === 'refunding') await runRefund(ctx, order.paidReference!);
  const [after] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return { orderNo, status: (after?.status ?? status) as ReviewOutcome['status'], productIds: [], ads: false };
}

/** Ends ads whose 30 days are over; returns how many. */
export async function endExpiredAds(db: PaymentsContext['db'], now = new Date()): Promise<number> {
  const ended = await db
    .update(adPlacements)
    .set({ status: 'ended' })
    .where(and(eq(adPlacements.status, 'live'), sql`${adPlacements.endsAt} <= ${now}`))
    .returning({ id: adPlacements.id });
  return ended.length;
}

