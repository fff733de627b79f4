// Invoices (SPEC §2.2 user center "invoices"): one request per paid order (title, tax id, e-mail); staff attach
// the PDF and mark it issued; the owner downloads it.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { invoices, orders, users } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { notify } from '../notifications/notifications.server';
import type { OrderRow } from './orders.server';
import type { TInvoiceRequest } from './orders.schema';

/** Orders that took money and kept it: the ones an invoice can be asked for. */
const INVOICEABLE = ['paid', 'in_review', 'fulfilled', 'rejected'];

export interface TInvoice {
  id: number;
  orderNo: string;
  title: string;
  taxId: string;
  email: string;
  status: 'requested' | 'issued';
  amountMinor: number;
  currency: string;
  createdAt: string;
  issuedAt: string | null;
  hasPdf: boolean;
}

export async function requestInvoice(db: Db, order: OrderRow, input: Required<TInvoiceRequest>): Promise<void> {
  if (!INVOICEABLE.includes(order.status)) throw new AppError('CONFLICT', { messageKey: 'orders.error.notInvoiceable' });
  const inserted = await db
    .insert(invoices)
    .values({ orderId: order.id, userId: order.userId, title: input.title, taxId: input.taxId, email: input.email })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (!inserted.length) throw new AppError('CONFLICT', { messageKey: 'orders.error.invoiceExists' });
}

function toInvoice(row: { invoice: typeof invoices.$inferSelect; orderNo: string; amountMinor: number; currency: string }): TInvoice {
  const { invoice } = row;
  return {
    id: invoice.id,
    orderNo: row.orderNo,
    title: invoice.title,
    taxId: invoice.taxId,
    email: invoice.email,
    status: invoice.status as TInvoice['status'],
    amountMinor: row.amountMinor,
    currency: row.currency,
    createdAt: invoice.createdAt.toISOString(),
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    hasPdf: invoice.pdfName !== null,
  };
}

const columns = { invoice: invoices, orderNo: orders.orderNo, amountMinor: orders.amountMinor, currency: orders.currency };

export async function listInvoices(db: Db, userId: number): Promise<TInvoice[]> {
  const rows = await db
    .select(columns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt))
    .limit(200);
  return rows.map(toInvoice);
}

/** Invoice requests for staff: open ones first. */
export async function listInvoiceRequests(db: Db, status: 'requested' | 'issued' = 'requested'): Promise<(TInvoice & { userEmail: string | null })[]> {
  const rows = await db
    .select({ ...columns, userEmail: users.email })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(inArray(invoices.status, [status]))
    .orderBy(invoices.createdAt)
    .limit(200);
  return rows.map((r) => ({ ...toInvoice(r), userEmail: r.userEmail }));
}

/** PDF files only: the first bytes say so. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 8 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export async function issueInvoice(db: Db, staffId: number, id: number, pdf: Uint8Array, fileName: string): Promise<void> {
  if (!isPdf(pdf)) throw new AppError('VALIDATION', { messageKey: 'orders.error.pdf' });
  const name = fileName.replace(/[^\w.-]+/g, '_').slice(0, 100) || `invoice-${id}.pdf`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ status: 'issued', pdf: Buffer.from(pdf), pdfName: name.endsWith('.pdf') ? name : `${name}.pdf`, issuedBy: staffId, issuedAt: sql`now()` })
      .where(eq(invoices.id, id))
      .returning({ userId: invoices.userId, orderId: invoices.orderId });
    if (!row) throw new AppError('NOT_FOUND');
    const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, row.orderId));
    await notify(tx, row.userId, 'invoice.issued', { orderNo: order?.orderNo ?? '' }, '/user/invoices');
  });
}

/** The PDF of an issued invoice, for its owner (or staff). */
export async function invoicePdf(db: Db, id: number, userId: number, staff: boolean): Promise<{ name: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ pdf: invoices.pdf, name: invoices.pdfName, userId: invoices.userId })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')));
  if (!row?.pdf || (!staff && row.userId !== userId)) return undefined;
  return { name: row.name ?? `invoice-${id}.pdf`, bytes: row.pdf };
}
