// Orders: what a signed-in user pays for (a product submission, an ad slot, a product update), every payment
// attempt (one QR each), every callback a gateway sent, every state change with its cause, ad placements and
// invoice requests (docs/decisions/018).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

/** Binary column (PostgreSQL `bytea`): an attached file kept in the database, so every replica can serve it. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The public reference shown to the user and in URLs (`AT` + date + random). */
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** 'submission' | 'ad' | 'update' */
    kind: text('kind').notNull(),
    /** The price list entry paid for: 'standard' | 'fast' | 'ad' | 'update'. */
    package: text('package').notNull(),
    /** Integer minor units (fen, cents) of `currency`, taken from the price list when the order was made. */
    amountMinor: integer('amount_minor').notNull(),
    /** 'CNY' | 'USD' */
    currency: text('currency').notNull(),
    /** 'wechat' | 'alipay' | 'stripe' | 'sandbox' */
    method: text('method').notNull(),
    /** pending → paid → in_review → fulfilled; → rejected | refunding → refunded; pending → expired | cancelled. */
    status: text('status').notNull().default('pending'),
    /** What was ordered: the submission form, the ad's position, or the update's changed fields. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The product concerned: the ad's or update's product, or the submitted one once it exists. */
    productId: integer('product_id').references(() => products.id),
    /** Normalised host of a submitted site, to find a second submission of one site. */
    siteKey: text('site_key'),
    /** The client's key for this form submission: a double submit returns the first order. */
    idempotencyKey: text('idempotency_key'),
    rejectReason: text('reject_reason'),
    /** An unpaid order stops being payable after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment attempt that paid (its reference). */
    paidReference: text('paid_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.updatedAt),
    index('orders_site_key_idx').on(t.siteKey),
  ],
);

/** Every state change, exactly once each, with its cause: the audit trail of an order and the user's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'user' | 'callback' | 'staff' | 'system' */
    cause: text('cause').notNull(),
    /** The callback's event id, the staff member's user id, or the job's name. */
    causeRef: text('cause_ref'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** One QR code (or checkout page) per attempt: refreshing an expired code makes a new attempt for the same order. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Our reference at the provider (out_trade_no, client_reference_id). */
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    qrContent: text('qr_content'),
    redirectUrl: text('redirect_url'),
    providerPaymentId: text('provider_payment_id'),
    /** 'open' | 'paid' | 'failed' | 'closed' | 'refunded' */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_attempts_reference_uq').on(t.reference), index('payment_attempts_order_idx').on(t.orderId)],
);

/**
 * Every callback that passed its signature check, stored before it is acted on: one row per provider event id
 * (replays only raise `deliveries`), processed once; a restart finishes what a crash left unprocessed.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    eventId: text('event_id').notNull(),
    /** 'payment' | 'refund' */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    transactionId: text('transaction_id'),
    raw: jsonb('raw'),
    deliveries: integer('deliveries').notNull().default(1),
    /** What processing made of it: 'applied', 'duplicate', 'refused: …'. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_callbacks_event_uq').on(t.method, t.eventId),
    index('payment_callbacks_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);

/** Refunds made (a policy rejection, or a second payment of one order), one per order attempt. */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The paid attempt refunded. */
    reference: text('reference').notNull(),
    refundReference: text('refund_reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** 'pending' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_reference_uq').on(t.reference), uniqueIndex('refunds_refund_reference_uq').on(t.refundReference)],
);

/** A paid ad in one of the positions of SPEC §9: it runs 30 × 24 h from approval, then a job ends it. */
export const adPlacements = pgTable(
  'ad_placements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: text('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 'live' | 'ended' */
    status: text('status').notNull().default('live'),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('ad_placements_order_uq').on(t.orderId), index('ad_placements_live_idx').on(t.position, t.status, t.endsAt)],
);

/** An invoice asked for a paid order; staff attach the PDF and mark it issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    taxId: text('tax_id').notNull(),
    email: text('email').notNull(),
    /** 'requested' | 'issued' */
    status: text('status').notNull().default('requested'),
    pdf: bytea('pdf'),
    pdfName: text('pdf_name'),
    issuedBy: bigint('issued_by', { mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.orderId), index('invoices_user_idx').on(t.userId, t.createdAt)],
);
