// Paying for orders: one payment attempt (QR code) at a time per order, callbacks from the gateways stored before
// they are acted on and acted on once, refunds, and the reconciliation that finishes whatever a crash or a lost
// callback left half done (docs/decisions/018).
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import QRCode from 'qrcode';
import type { Db } from '../../../server/db/client';
import { orders, paymentAttempts, paymentCallbacks, products, refunds } from '../../../server/db/schema';
import type { Env } from '../../../server/env';
import { AppError } from '../../../server/http/errors';
import { formatMessage } from '~/i18n/messages.server';
import { localizePath, type LangCode } from '~/i18n/locales';
import { pickText } from '../catalogue/catalogue.schema';
import {
  PaymentEventIgnoredError,
  PaymentSignatureError,
  type CallbackAnswer,
  type IncomingCallback,
  type PaymentNotification,
  type PaymentProvider,
} from '../../../server/integrations/payments/payment-provider';
import { getOrderRow, notifyOrder, transition, type OrderRow } from './orders.server';
import type { TCurrency, TPaymentMethod } from './orders.schema';

export type PaymentProviders = ReadonlyMap<TPaymentMethod, PaymentProvider>;

/** When this process loaded the orders area (at boot): see reconcile. */
const PROCESS_STARTED = new Date();

export interface PaymentsContext {
  db: Db;
  env: Env;
  logger: Logger;
  payments: PaymentProviders;
}

/** A QR code as an SVG document: scannable at 200 px, dark on light in both colour modes. */
export function renderQr(content: string): Promise<string> {
  return QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0f172a', light: '#ffffff' } });
}

/** The methods a visitor may choose in this edition: configured, and able to charge its currency. */
export function availableMethods(payments: PaymentProviders, currency: TCurrency): TPaymentMethod[] {
  return [...payments.values()].filter((p) => p.available && p.currencies.includes(currency)).map((p) => p.method);
}

export function providerFor(payments: PaymentProviders, method: string): PaymentProvider {
  const provider = payments.get(method as TPaymentMethod);
  if (!provider?.available) throw new AppError('VALIDATION', { messageKey: 'orders.error.method' });
  return provider;
}

const appUrl = (env: Env) => env.APP_URL.replace(/\/+$/, '');

/**
 * Opens a new payment attempt for a pending order: the previous one stops being payable (closed at the
 * gateway), the new one gets its own reference and QR code. Two refreshes at once make one attempt: the
 * reference is unique, and the loser answers the winner's attempt.
 */
/** What the payer sees in WeChat, Alipay or Stripe: the order's kind and product, in the payer's language. */
async function paymentDescription(db: Db, order: OrderRow, lang: LangCode): Promise<string> {
  let name = typeof order.details.name === 'string' ? order.details.name : order.orderNo;
  if (order.productId !== null) {
    const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, order.productId));
    if (product) name = pickText(product.name, lang);
  }
  const key = order.kind === 'ad' ? 'orders.payDescription.ad' : order.kind === 'update' ? 'orders.payDescription.update' : 'orders.payDescription.submission';
  return formatMessage(lang, key, { name }).slice(0, 127);
}

/** A new payment attempt (QR code or checkout page) for a pending order, in the language of the payer's page. */
export async function openAttempt(ctx: PaymentsContext, order: OrderRow, lang: LangCode): Promise<void> {
  if (order.status !== 'pending') throw new AppError('CONFLICT', { messageKey: 'orders.error.notPayable' });
  if (order.expiresAt.getTime() <= Date.now()) throw new AppError('CONFLICT', { messageKey: 'orders.error.orderExpired' });
  const provider = providerFor(ctx.payments, order.method);
  const previous = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(asc(paymentAttempts.id));
  const reference = `${order.orderNo}-${previous.length + 1}`;
  const expiresAt = new Date(Math.min(Date.now() + ctx.env.PAYMENT_QR_TTL_S * 1000, order.expiresAt.getTime()));
  const inserted = await ctx.db
    .insert(paymentAttempts)
    .values({ orderId: order.id, reference, method: order.method, expiresAt })
    .onConflictDoNothing()
    .returning({ id: paymentAttempts.id });
  if (!inserted.length) return;
  for (const old of previous) {
    if (old.status !== 'open') continue;
    await ctx.db.update(paymentAttempts).set({ status: 'closed' }).where(and(eq(paymentAttempts.id, old.id), eq(paymentAttempts.status, 'open')));
    // Paid in the meantime (ALREADY_PAID): its callback, or the reconciliation's query, settles it.
    await provider
      .closePayment(old.reference, { providerPaymentId: old.providerPaymentId ?? undefined })
      .catch((error: unknown) => ctx.logger.warn({ err: error, reference: old.reference }, 'closing a payment attempt failed'));
  }
  try {
    const created = await provider.createPayment({
      reference,
      amountMinor: order.amountMinor,
      currency: order.currency as TCurrency,
      description: await paymentDescription(ctx.db, order, lang),
      expiresAt,
      notifyUrl: `${appUrl(ctx.env)}/api/payments/callback/${order.method}`,
      returnUrl: `${appUrl(ctx.env)}${localizePath(`/user/orders/${order.orderNo}`, lang, ctx.env.DEFAULT_LANG)}`,
      payerLang: lang,
    });
    await ctx.db
      .update(paymentAttempts)
      .set({
        qrContent: created.qrContent ?? null,
        redirectUrl: created.redirectUrl ?? null,
        providerPaymentId: created.providerPaymentId ?? null,
        expiresAt: created.expiresAt,
      })
      .where(eq(paymentAttempts.reference, reference));
  } catch (error) {
    await ctx.db.update(paymentAttempts).set({ status: 'failed' }).where(eq(paymentAttempts.reference, reference));
    ctx.logger.error({ err: error, orderNo: order.orderNo, method: order.method }, 'payment gateway refused to open a payment');
    throw new AppError('UNAVAILABLE', { messageKey: 'orders.error.gateway', cause: error });
  }
}

/**
 * A callback from a gateway: checked, stored, acted on. Forged ones (bad signature, stale, malformed) are refused
 * and logged; a genuine one is stored once per event id (replays only count), then processed. The answer is what
 * the gateway expects; a failure answer makes it deliver again.
 */
export async function receiveCallback(ctx: PaymentsContext, method: string, incoming: IncomingCallback): Promise<CallbackAnswer> {
  const provider = ctx.payments.get(method as TPaymentMethod);
  if (!provider?.available) throw new AppError('NOT_FOUND');
  let notification: PaymentNotification;
  try {
    notification = await provider.parseCallback(incoming);
  } catch (error) {
    // A genuine event that carries no payment news (a Stripe event type the site does not use): acknowledged, so
    // the gateway stops resending it.
    if (error instanceof PaymentEventIgnoredError) return provider.answerCallback(true);
    if (!(error instanceof PaymentSignatureError)) throw error;
    ctx.logger.warn({ method, reason: error.message }, 'payment callback refused: not genuine');
    return provider.answerCallback(false);
  }
  const [stored] = await ctx.db
    .insert(paymentCallbacks)
    .values({
      method,
      eventId: notification.eventId,
      kind: notification.kind,
      reference: notification.reference,
      status: notification.status,
      amountMinor: notification.amountMinor,
      currency: notification.currency.toUpperCase(),
      transactionId: notification.transactionId ?? null,
      raw: notification.raw as object,
    })
    .onConflictDoUpdate({
      target: [paymentCallbacks.method, paymentCallbacks.eventId],
      set: { deliveries: sql`${paymentCallbacks.deliveries} + 1` },
    })
    .returning({ id: paymentCallbacks.id, processedAt: paymentCallbacks.processedAt, outcome: paymentCallbacks.outcome });
  // The fault test's crash point: stored, not yet acted on (reconciliation at the next start finishes it).
  if (ctx.env.FAULT_INJECT === 'payments.after-callback-stored') process.kill(process.pid, 'SIGKILL');
  const outcome = stored!.processedAt ? stored!.outcome : await processCallback(ctx, stored!.id);
  const refused = Boolean(outcome?.startsWith('refused'));
  if (refused) ctx.logger.warn({ method, eventId: notification.eventId, reference: notification.reference, outcome }, 'payment callback refused');
  return provider.answerCallback(!refused);
}

/** Records what processing made of a callback; the first outcome stays (a concurrent duplicate changes nothing). */
async function finish(db: Db, callbackId: number, outcome: string): Promise<string> {
  await db
    .update(paymentCallbacks)
    .set({ outcome, processedAt: sql`now()` })
    .where(and(eq(paymentCallbacks.id, callbackId), isNull(paymentCallbacks.processedAt)));
  return outcome;
}

/**
 * Acts on one stored callback, once: a paid notice pays its order (pending, or expired or cancelled while the payer
 * was paying: the money came, the order goes on), a second attempt paid for an order already paid is refunded, a
 * refund notice completes the refund. The amount and currency must be the order's.
 */
export async function processCallback(ctx: PaymentsContext, callbackId: number): Promise<string> {
  const [callback] = await ctx.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.id, callbackId));
  if (!callback) return 'refused: unknown callback';
  if (callback.processedAt) return callback.outcome ?? 'duplicate';
  const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, callback.reference));
  if (!attempt || attempt.method !== callback.method) return finish(ctx.db, callback.id, 'refused: unknown order');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, attempt.orderId));
  if (!order) return finish(ctx.db, callback.id, 'refused: unknown order');
  if (callback.amountMinor !== order.amountMinor || callback.currency !== order.currency) {
    ctx.logger.error(
      { orderNo: order.orderNo, expected: [order.amountMinor, order.currency], got: [callback.amountMinor, callback.currency] },
      'payment callback amount or currency differs from the order',
    );
    return finish(ctx.db, callback.id, 'refused: amount or currency mismatch');
  }

  if (callback.kind === 'refund') {
    if (callback.status !== 'refunded') return finish(ctx.db, callback.id, 'noted');
    return ctx.db.transaction(async (tx) => {
      await tx.update(refunds).set({ status: 'succeeded', updatedAt: sql`now()` }).where(and(eq(refunds.reference, callback.reference), inArray(refunds.status, ['pending', 'failed'])));
      await tx.update(paymentAttempts).set({ status: 'refunded' }).where(eq(paymentAttempts.id, attempt.id));
      const done = await transition(tx, { orderId: order.id, from: ['refunding'], to: 'refunded', cause: 'callback', causeRef: callback.eventId });
      if (done) await notifyOrder(tx, done, 'refunded');
      return finish(tx, callback.id, done ? 'applied' : 'duplicate');
    });
  }

  if (callback.status === 'failed' || callback.status === 'closed') {
    await ctx.db.update(paymentAttempts).set({ status: callback.status }).where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'open')));
    return finish(ctx.db, callback.id, 'noted');
  }
  if (callback.status !== 'paid') return finish(ctx.db, callback.id, 'noted');

  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.update(paymentAttempts).set({ status: 'paid' }).where(eq(paymentAttempts.id, attempt.id));
    const paid = await transition(tx, {
      orderId: order.id,
      from: ['pending', 'expired', 'cancelled'],
      to: 'paid',
      cause: 'callback',
      causeRef: callback.eventId,
      set: { paidAt: new Date(), paidReference: attempt.reference },
    });
    if (paid) return finish(tx, callback.id, 'applied');
    const [current] = await tx.select({ paidReference: orders.paidReference }).from(orders).where(eq(orders.id, order.id));
    if (current?.paidReference === attempt.reference) return finish(tx, callback.id, 'duplicate');
    // A second attempt of an order already paid: the payer paid twice, the second payment goes back in full.
    await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        reference: attempt.reference,
        refundReference: `${attempt.reference}-R`,
        amountMinor: order.amountMinor,
        currency: order.currency,
        reason: 'duplicate payment',
      })
      .onConflictDoNothing();
    return finish(tx, callback.id, 'applied: second payment refunded');
  });
  if (outcome === 'applied') await fulfilPaid(ctx, order.id);
  if (outcome.includes('refunded')) await runRefund(ctx, attempt.reference);
  return outcome;
}

/** paid → in review: the order joins the review queue and its owner hears so. Safe to run again. */
export async function fulfilPaid(ctx: Pick<PaymentsContext, 'db'>, orderId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await transition(tx, { orderId, from: ['paid'], to: 'in_review', cause: 'system', causeRef: 'payment' });
    if (row) await notifyOrder(tx, row, 'in_review');
    return Boolean(row);
  });
}

/**
 * Asks the gateway to give back a paid attempt in full; the refund row (made in the transaction that decided it)
 * keeps the request idempotent, so a retry after a crash or a gateway error asks again with the same reference.
 */
export async function runRefund(ctx: PaymentsContext, reference: string): Promise<void> {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.reference, reference));
  if (!refund || refund.status === 'succeeded') return;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  const provider = ctx.payments.get(order.method as TPaymentMethod);
  if (!provider) return;
  const [attempt] = await ctx.db.select({ providerPaymentId: paymentAttempts.providerPaymentId }).from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
  try {
    const result = await provider.refund({
      reference,
      refundReference: refund.refundReference,
      amountMinor: refund.amountMinor,
      totalMinor: order.amountMinor,
      currency: refund.currency as TCurrency,
      reason: refund.reason,
      notifyUrl: `${appUrl(ctx.env)}/api/payments/callback/${order.method}`,
      providerPaymentId: attempt?.providerPaymentId ?? undefined,
    });
    await ctx.db
      .update(refunds)
      .set({ providerRefundId: result.refundId, status: result.status === 'succeeded' ? 'succeeded' : 'pending', error: null, updatedAt: sql`now()` })
      .where(eq(refunds.id, refund.id));
    if (result.status === 'succeeded') await completeRefund(ctx.db, order.id, reference, 'system', refund.refundReference);
  } catch (error) {
    ctx.logger.error({ err: error, orderNo: order.orderNo, reference }, 'refund failed; it is retried');
    await ctx.db.update(refunds).set({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 500), updatedAt: sql`now()` }).where(eq(refunds.id, refund.id));
  }
}

async function completeRefund(db: Db, orderId: number, reference: string, cause: 'system' | 'callback', causeRef: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(paymentAttempts).set({ status: 'refunded' }).where(eq(paymentAttempts.reference, reference));
    const [order] = await tx.select({ paidReference: orders.paidReference }).from(orders).where(eq(orders.id, orderId));
    // A second payment given back leaves the order as it was; the order's own payment moves it to refunded.
    if (order?.paidReference !== reference) return;
    const done = await transition(tx, { orderId, from: ['refunding'], to: 'refunded', cause, causeRef });
    if (done) await notifyOrder(tx, done, 'refunded');
  });
}

export interface ReconcileReport {
  callbacks: number;
  fulfilled: number;
  expired: number;
  queried: number;
  refunds: number;
}

/**
 * Finishes what was left half done: callbacks stored but not processed (the process died), paid orders not yet
 * in review, unpaid orders past their time, attempts whose callback never came (asked at the gateway), refunds
 * not yet confirmed. Runs at start and every minute; every step is safe to repeat.
 */
export async function reconcile(ctx: PaymentsContext, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { callbacks: 0, fulfilled: 0, expired: 0, queried: 0, refunds: 0 };
  // Work younger than a few seconds may still be in flight in a live process (redoing it would be harmless, only
  // wasted); work from before this process started is not in flight here: a restart after a crash finishes it at once.
  const settle = new Date(Math.max(now.getTime() - 5_000, PROCESS_STARTED.getTime()));
  const waiting = await ctx.db
    .select({ id: paymentCallbacks.id })
    .from(paymentCallbacks)
    .where(and(isNull(paymentCallbacks.processedAt), lt(paymentCallbacks.receivedAt, settle)))
    .limit(200);
  for (const { id } of waiting) {
    await processCallback(ctx, id);
    report.callbacks++;
  }
  const paid = await ctx.db.select({ id: orders.id }).from(orders).where(and(eq(orders.status, 'paid'), lt(orders.updatedAt, settle))).limit(200);
  for (const { id } of paid) if (await fulfilPaid(ctx, id)) report.fulfilled++;

  // Open attempts past their time: the payer may have paid without the callback reaching us.
  const stale = await ctx.db
    .select({
      reference: paymentAttempts.reference,
      method: paymentAttempts.method,
      orderId: paymentAttempts.orderId,
      providerPaymentId: paymentAttempts.providerPaymentId,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.status, 'open'), lt(paymentAttempts.expiresAt, now), inArray(orders.status, ['pending', 'expired', 'cancelled'])))
    .limit(100);
  for (const attempt of stale) {
    const provider = ctx.payments.get(attempt.method as TPaymentMethod);
    if (!provider) continue;
    report.queried++;
    try {
      const lookup = { providerPaymentId: attempt.providerPaymentId ?? undefined };
      const state = await provider.queryPayment(attempt.reference, lookup);
      if (state.status === 'paid' && state.amountMinor !== undefined && state.currency) {
        const id = await storeQueried(ctx.db, attempt.method, attempt.reference, state.amountMinor, state.currency, state.transactionId);
        await processCallback(ctx, id);
      } else {
        await ctx.db.update(paymentAttempts).set({ status: 'closed' }).where(and(eq(paymentAttempts.reference, attempt.reference), eq(paymentAttempts.status, 'open')));
        await provider.closePayment(attempt.reference, lookup).catch(() => undefined);
      }
    } catch (error) {
      ctx.logger.warn({ err: error, reference: attempt.reference }, 'payment query failed; asked again next time');
    }
  }

  const overdue = await ctx.db.select({ id: orders.id }).from(orders).where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now))).limit(500);
  for (const { id } of overdue) {
    const done = await ctx.db.transaction((tx) => transition(tx, { orderId: id, from: ['pending'], to: 'expired', cause: 'system', causeRef: 'orders.reconcile' }));
    if (done) report.expired++;
  }

  const open = await ctx.db
    .select({ reference: refunds.reference })
    .from(refunds)
    .where(and(inArray(refunds.status, ['pending', 'failed']), lt(refunds.updatedAt, new Date(now.getTime() - 30_000))))
    .limit(100);
  for (const { reference } of open) {
    await runRefund(ctx, reference);
    report.refunds++;
  }
  return report;
}

/** A payment found by asking the gateway is stored like a callback, so it goes the one way every payment goes. */
async function storeQueried(db: Db, method: string, reference: string, amountMinor: number, currency: string, transactionId?: string): Promise<number> {
  const [row] = await db
    .insert(paymentCallbacks)
    .values({ method, eventId: `query:${reference}`, kind: 'payment', reference, status: 'paid', amountMinor, currency: currency.toUpperCase(), transactionId: transactionId ?? null, raw: { source: 'query' } })
    .onConflictDoUpdate({ target: [paymentCallbacks.method, paymentCallbacks.eventId], set: { deliveries: sql`${paymentCallbacks.deliveries} + 1` } })
    .returning({ id: paymentCallbacks.id });
  return row!.id;
}

/** The order of a payment reference (sandbox page). */
export async function orderOfReference(db: Db, reference: string): Promise<{ order: OrderRow; attempt: typeof paymentAttempts.$inferSelect } | undefined> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
  if (!attempt) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, attempt.orderId));
  return order ? { order, attempt } : undefined;
}

export { getOrderRow };
