// Orders own what a signed-in user pays for — a product submission, an ad slot, a product update — and its one
// state machine (docs/decisions/018): every transition is a conditional UPDATE from the states it may leave, so it
// happens once whatever the number of duplicate or reordered causes, and it is recorded with its cause.
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { adPlacements, invoices, orderEvents, orders, paymentAttempts, products, refunds } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '../catalogue/catalogue.schema';
import { notify } from '../notifications/notifications.server';
import type { TNotificationKind } from '../notifications/notifications.schema';
import type {
  TAdPosition,
  TCurrency,
  TOrder,
  TOrderEvent,
  TOrderKind,
  TOrderStatus,
  TOrderSummary,
  TPaymentMethod,
} from './orders.schema';

export type OrderRow = typeof orders.$inferSelect;
export type Cause = TOrderEvent['cause'];

/** `AT` + the UTC date + 8 random characters: unique, unguessable, and readable over the phone. */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let tail = '';
  for (const byte of bytes) tail += alphabet[byte % alphabet.length];
  return `AT${date}${tail}`;
}

/** The host a site is known by: lower case, without `www.` — two submissions of one host are one site. */
export function siteKeyOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export interface Transition {
  orderId: number;
  from: readonly TOrderStatus[];
  to: TOrderStatus;
  cause: Cause;
  causeRef?: string | null;
  note?: string | null;
  /** Further columns set with the status (paid_at, reject_reason, product_id…). */
  set?: Partial<typeof orders.$inferInsert>;
}

/**
 * Moves an order to `to` if it is in one of `from`; returns the updated row, or undefined when another cause got
 * there first (the caller treats that as "already done"). Call it inside the transaction of the change it causes:
 * the row lock makes concurrent causes wait and then see the new state.
 */
export async function transition(db: Db, t: Transition): Promise<OrderRow | undefined> {
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, t.orderId)).for('update');
  if (!current || !t.from.includes(current.status as TOrderStatus)) return undefined;
  const [row] = await db
    .update(orders)
    .set({ ...t.set, status: t.to, updatedAt: sql`now()` })
    .where(eq(orders.id, t.orderId))
    .returning();
  await db.insert(orderEvents).values({
    orderId: t.orderId,
    fromStatus: current.status,
    toStatus: t.to,
    cause: t.cause,
    causeRef: t.causeRef ?? null,
    note: t.note ?? null,
  });
  return row;
}

/** The in-site notification of each state the user hears about. */
const NOTICE: Partial<Record<TOrderStatus, TNotificationKind>> = {
  in_review: 'order.inReview',
  fulfilled: 'order.fulfilled',
  rejected: 'order.rejected',
  refunded: 'order.refunded',
};

/** Tells the owner about the state an order reached; call it in the transition's transaction. */
export async function notifyOrder(db: Db, order: OrderRow, status: TOrderStatus): Promise<void> {
  const kind = NOTICE[status];
  if (!kind) return;
  await notify(
    db,
    order.userId,
    kind,
    { orderNo: order.orderNo, kind: order.kind, reason: order.rejectReason ?? '' },
    `/user/orders/${order.orderNo}`,
  );
}

export async function getOrderRow(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row;
}

/** The order of `userId`; another user's order is "not found", never "forbidden" (no probing of order numbers). */
export async function getOwnOrderRow(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const row = await getOrderRow(db, orderNo);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', { messageKey: 'orders.error.notFound' });
  return row;
}

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** The whole order as its page shows it: events, the current payment attempt, the ad, invoice and refund. */
export async function loadOrder(db: Db, row: OrderRow, lang: LangCode, renderQr: (content: string) => Promise<string>): Promise<TOrder> {
  const [events, [attempt], [product], [ad], [invoice], [refund]] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(orderEvents.at, orderEvents.id),
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row.id)).orderBy(desc(paymentAttempts.id)).limit(1),
    row.productId
      ? db.select({ id: products.id, slug: products.slug, name: products.name, status: products.status }).from(products).where(eq(products.id, row.productId))
      : Promise.resolve([]),
    db.select().from(adPlacements).where(eq(adPlacements.orderId, row.id)).limit(1),
    db.select().from(invoices).where(eq(invoices.orderId, row.id)).limit(1),
    db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(desc(refunds.id)).limit(1),
  ]);
  const showAttempt = attempt && row.status === 'pending';
  return {
    orderNo: row.orderNo,
    kind: row.kind as TOrderKind,
    package: row.package,
    status: row.status as TOrderStatus,
    amountMinor: row.amountMinor,
    currency: row.currency as TCurrency,
    method: row.method as TPaymentMethod,
    details: publicDetails(row.details),
    product: product ? { id: product.id, slug: product.slug, name: pickText(product.name, lang), live: product.status === 'published' } : null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    expiresAt: row.expiresAt.toISOString(),
    events: events.map((e) => ({
      from: (e.fromStatus as TOrderStatus | null) ?? null,
      to: e.toStatus as TOrderStatus,
      cause: e.cause as Cause,
      note: e.note,
      at: e.at.toISOString(),
    })),
    attempt: showAttempt
      ? {
          reference: attempt.reference,
          method: attempt.method as TPaymentMethod,
          // A checkout page (Stripe) is shown as a QR code too, so the payer can finish on a phone.
          qrSvg: attempt.qrContent || attempt.redirectUrl ? await renderQr((attempt.qrContent || attempt.redirectUrl)!) : null,
          redirectUrl: attempt.redirectUrl,
          payUrl: attempt.method === 'sandbox' ? attempt.qrContent : null,
          expiresAt: attempt.expiresAt.toISOString(),
          status: attempt.status as NonNullable<TOrder['attempt']>['status'],
        }
      : null,
    ad: ad
      ? {
          position: ad.position as TAdPosition,
          startsAt: ad.startsAt.toISOString(),
          endsAt: ad.endsAt.toISOString(),
          status: ad.status,
          impressions: ad.impressions,
          clicks: ad.clicks,
        }
      : null,
    invoice: invoice ? { id: invoice.id, status: invoice.status as 'requested' | 'issued', title: invoice.title, issuedAt: iso(invoice.issuedAt) } : null,
    refund: refund ? { status: refund.status, amountMinor: refund.amountMinor, at: refund.updatedAt.toISOString() } : null,
  };
}

/** The submitted data without what only staff see. */
function publicDetails(details: Record<string, unknown>): Record<string, unknown> {
  const { method: _method, ...rest } = details;
  return rest;
}

/** What a line of the order list is called: the product's name, or the submitted one. */
function titleOf(row: { details: Record<string, unknown>; productName: unknown }, lang: LangCode): string {
  if (row.productName) return pickText(row.productName as Partial<Record<LangCode, string>>, lang);
  return typeof row.details.name === 'string' ? row.details.name : '';
}

export const ORDERS_PAGE_SIZE = 20;

export async function listOrders(db: Db, userId: number, page: number, lang: LangCode): Promise<{ items: TOrderSummary[]; total: number; page: number; pageSize: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        kind: orders.kind,
        package: orders.package,
        status: orders.status,
        amountMinor: orders.amountMinor,
        currency: orders.currency,
        details: orders.details,
        createdAt: orders.createdAt,
        productName: products.name,
        invoice: invoices.status,
      })
      .from(orders)
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return {
    items: rows.map((r) => ({
      orderNo: r.orderNo,
      kind: r.kind as TOrderKind,
      package: r.package,
      status: r.status as TOrderStatus,
      amountMinor: r.amountMinor,
      currency: r.currency as TCurrency,
      title: titleOf(r, lang),
      createdAt: r.createdAt.toISOString(),
      invoice: (r.invoice as 'requested' | 'issued' | null) ?? null,
    })),
    total: count?.n ?? 0,
    page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}
