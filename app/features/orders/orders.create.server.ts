// Making an order from one of the three forms of the submission page: the rules of SPEC §5 that need the
// database (the product exists, the site is not listed or pending, the ad position has room), the price from the
// price list, one order per form submission, and its first QR code.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { adPlacements, categories, orderEvents, orders, paymentAttempts, products } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '../catalogue/catalogue.schema';
import { adCapacity, priceList, priceOf } from './orders.prices.server';
import { openAttempt, providerFor, type PaymentsContext } from './orders.payments.server';
import { newOrderNo, siteKeyOf, transition, type OrderRow } from './orders.server';
import { OPEN_AD_POSITIONS, type TAdPosition, type TOrderInput } from './orders.schema';

/** Orders that hold a site or an ad position: paid for and not yet decided, or live. */
const HOLDING = ['paid', 'in_review'] as const;

type Db = PaymentsContext['db'];

async function publishedProduct(db: Db, id: number) {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'published')));
  return row;
}

/** A site already listed, or already submitted and paid for, cannot be submitted again. */
async function checkSiteIsNew(db: Db, siteKey: string, userId: number, lang: LangCode): Promise<void> {
  const listed = await db
    .select({ slug: products.slug, name: products.name, url: products.url })
    .from(products)
    .where(and(eq(products.status, 'published'), or(eq(products.urlKey, siteKey), sql`${products.urlKey} like ${`${siteKey}/%`}`)))
    .limit(1);
  if (listed[0]) {
    throw new AppError('CONFLICT', {
      messageKey: 'orders.error.siteListed',
      values: { name: pickText(listed[0].name, lang) },
      data: { slug: listed[0].slug },
    });
  }
  const [pending] = await db
    .select({ orderNo: orders.orderNo, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.siteKey, siteKey), eq(orders.kind, 'submission'), inArray(orders.status, [...HOLDING])))
    .limit(1);
  if (pending) {
    throw new AppError('CONFLICT', {
      messageKey: pending.userId === userId ? 'orders.error.siteYoursPending' : 'orders.error.sitePending',
      values: { orderNo: pending.userId === userId ? pending.orderNo : '' },
      data: pending.userId === userId ? { orderNo: pending.orderNo } : {},
    });
  }
}

/** Ads running or paid for in a position, against its capacity; full → when the first one ends. */
async function checkPositionHasRoom(ctx: PaymentsContext, position: TAdPosition): Promise<void> {
  if (!OPEN_AD_POSITIONS.includes(position)) throw new AppError('VALIDATION', { messageKey: 'orders.error.position' });
  const now = new Date();
  const [[live], [waiting]] = await Promise.all([
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number), next: sql<Date | null>`min(${adPlacements.endsAt})` })
      .from(adPlacements)
      .where(and(eq(adPlacements.position, position), eq(adPlacements.status, 'live'), gt(adPlacements.endsAt, now))),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.kind, 'ad'), inArray(orders.status, [...HOLDING]), sql`${orders.details}->>'position' = ${position}`)),
  ]);
  const taken = (live?.n ?? 0) + (waiting?.n ?? 0);
  if (taken >= adCapacity(ctx.env, position)) {
    const next = live?.next ? new Date(live.next) : null;
    throw new AppError('CONFLICT', {
      messageKey: 'orders.error.positionFull',
      values: { date: next ? next.toISOString().slice(0, 10) : '—' },
    });
  }
}

export interface CreatedOrder {
  orderNo: string;
  /** True when this form submission had already made the order (a double submit). */
  existing: boolean;
}

/**
 * Makes the order, with its price from the price list, and opens its first payment attempt. A form submitted
 * twice (one idempotency key) answers the first order.
 */
export async function createOrder(
  ctx: PaymentsContext,
  userId: number,
  input: TOrderInput,
  idempotencyKey: string,
  lang: LangCode,
): Promise<CreatedOrder> {
  const [again] = await ctx.db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  if (again) return { orderNo: again.orderNo, existing: true };

  const prices = priceList(ctx.env);
  providerFor(ctx.payments, input.method);
  if (!ctx.payments.get(input.method)!.currencies.includes(prices.currency)) {
    throw new AppError('VALIDATION', { messageKey: 'orders.error.method' });
  }

  let amountMinor: number;
  let productId: number | null = null;
  let siteKey: string | null = null;
  let pkg: string;
  const { method, kind: _kind, ...details } = input;
  if (input.kind === 'submission') {
    siteKey = siteKeyOf(input.websiteUrl);
    if (!siteKey) throw new AppError('VALIDATION', { messageKey: 'orders.error.url' });
    const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.categorySlug));
    if (!category) throw new AppError('VALIDATION', { messageKey: 'orders.error.category' });
    await checkSiteIsNew(ctx.db, siteKey, userId, lang);
    pkg = input.package;
    amountMinor = priceOf(prices, { kind: 'submission', package: input.package });
  } else {
    const product = await publishedProduct(ctx.db, input.productId);
    if (!product) throw new AppError('VALIDATION', { messageKey: 'orders.error.productMissing' });
    productId = product.id;
    if (input.kind === 'ad') {
      await checkPositionHasRoom(ctx, input.position);
      pkg = 'ad';
      amountMinor = priceOf(prices, { kind: 'ad', position: input.position });
    } else {
      if (input.changes.categorySlug) {
        const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.changes.categorySlug as string));
        if (!category) throw new AppError('VALIDATION', { messageKey: 'orders.error.category' });
      }
      pkg = 'update';
      amountMinor = priceOf(prices, { kind: 'update' });
    }
  }

  const orderNo = newOrderNo();
  const expiresAt = new Date(Date.now() + ctx.env.ORDER_PAY_WINDOW_MIN * 60_000);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo,
        userId,
        kind: input.kind,
        package: pkg,
        amountMinor,
        currency: prices.currency,
        method,
        details,
        productId,
        siteKey,
        idempotencyKey,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx.insert(orderEvents).values({ orderId: row.id, fromStatus: null, toStatus: 'pending', cause: 'user', causeRef: String(userId) });
    return row;
  });
  if (!created) {
    // The same form submission raced itself: the other request made the order.
    const [first] = await ctx.db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    if (first) return { orderNo: first.orderNo, existing: true };
    throw new AppError('CONFLICT');
  }
  await openAttempt(ctx, created, lang);
  return { orderNo, existing: false };
}

/** A fresh QR code for a pending order whose code expired or failed (二维码已过期 → click to refresh). */
export async function refreshPayment(ctx: PaymentsContext, order: OrderRow, lang: LangCode): Promise<void> {
  await openAttempt(ctx, order, lang);
}

/** The owner gives up an unpaid order; its QR code stops being payable. */
export async function cancelOrder(ctx: PaymentsContext, order: OrderRow): Promise<boolean> {
  const done = await ctx.db.transaction((tx) => transition(tx, { orderId: order.id, from: ['pending'], to: 'cancelled', cause: 'user', causeRef: String(order.userId) }));
  if (!done) throw new AppError('CONFLICT', { messageKey: 'orders.error.notPayable' });
  const open = await ctx.db
    .update(paymentAttempts)
    .set({ status: 'closed' })
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'open')))
    .returning({ reference: paymentAttempts.reference, providerPaymentId: paymentAttempts.providerPaymentId });
  const provider = ctx.payments.get(order.method as never);
  for (const { reference, providerPaymentId } of open) {
    await provider?.closePayment(reference, { providerPaymentId: providerPaymentId ?? undefined }).catch((error: unknown) => ctx.logger.warn({ err: error, reference }, 'closing a payment attempt failed'));
  }
  return true;
}
