// Reports of problems with a product (dead link, wrong information, spam or scam, duplicate, other): anyone may
// send one (rate-limited, a hidden field catches bots); staff accept or dismiss it; a signed-in reporter hears back.
import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANG, type LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { productReports, products } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { notify } from '../notifications/notifications.server';
import type { z } from 'zod';
import { pickText, type TReportRow, type TReportStatus, type ZProductReport } from './catalogue.schema';

/** Reports one address may send an hour (a person reports a handful; a flood is not a person). */
export const REPORTS_PER_HOUR = 5;

/**
 * Stores a report. A filled hidden field answers as a success and stores nothing, so a bot learns nothing.
 * Returns the report id, or null for a bot.
 */
export async function createReport(
  db: Db,
  key: string,
  input: z.output<typeof ZProductReport>,
  who: { ip: string; userId: number | null },
): Promise<number | null> {
  await enforceRateLimit(db, `report:ip:${who.ip}`, { limit: REPORTS_PER_HOUR, windowMs: 3_600_000 });
  // The product by slug or numeric id, as its page's URL names it.
  const which = /^\d{1,9}$/.test(key) ? eq(products.id, Number(key)) : eq(products.slug, key);
  const [product] = await db.select({ id: products.id }).from(products).where(and(which, eq(products.status, 'published')));
  if (!product) throw new AppError('NOT_FOUND');
  if (input.website) return null;
  const [row] = await db
    .insert(productReports)
    .values({ productId: product.id, reason: input.reason, text: input.text, email: input.email ?? null, userId: who.userId })
    .returning({ id: productReports.id });
  return row!.id;
}

export async function listReports(db: Db, status: TReportStatus, lang: LangCode, limit = 100): Promise<TReportRow[]> {
  const rows = await db
    .select({ report: productReports, slug: products.slug, name: products.name })
    .from(productReports)
    .innerJoin(products, eq(products.id, productReports.productId))
    .where(eq(productReports.status, status))
    .orderBy(status === 'new' ? sql`${productReports.createdAt} asc` : desc(productReports.decidedAt))
    .limit(limit);
  return rows.map(({ report: r, slug, name }) => ({
    id: r.id,
    product: { id: r.productId, slug, name: pickText(name, lang) },
    reason: r.reason as TReportRow['reason'],
    text: r.text,
    email: r.email,
    signedIn: r.userId !== null,
    status: r.status as TReportStatus,
    staffNote: r.staffNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

/** Staff accept or dismiss a new report, once; the signed-in reporter is notified in the same transaction. */
export async function decideReport(db: Db, id: number, decision: 'accepted' | 'dismissed', staffId: number, note?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(productReports)
      .set({ status: decision, staffNote: note || null, decidedBy: staffId, decidedAt: new Date() })
      .where(and(eq(productReports.id, id), eq(productReports.status, 'new')))
      .returning({ userId: productReports.userId, productId: productReports.productId });
    if (!done) throw new AppError('CONFLICT', { messageKey: 'report.error.decided' });
    if (done.userId !== null) {
      const [product] = await tx.select({ slug: products.slug, name: products.name }).from(products).where(eq(products.id, done.productId));
      await notify(
        tx,
        done.userId,
        decision === 'accepted' ? 'report.accepted' : 'report.dismissed',
        { product: product ? pickText(product.name, DEFAULT_LANG) : '' },
        product ? `/details/${product.slug}` : null,
      );
    }
  });
}
