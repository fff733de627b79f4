// GEO consultations (docs/decisions/026): a signed-in visitor's request from /geo, kept to a daily number per user
// even when two arrive at once; staff are told in their notifications, list and search the requests, move them
// through new → contacted → closed, and export them as CSV. The service pages go in the sitemaps from here.
import { and, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { geoConsultations, users } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { formatMessage } from '~/i18n/messages.server';
import { registerLlmsSource } from '../seo/llms.server';
import { registerSitemapSource } from '../seo/seo.server';
import { notify } from '../notifications/notifications.server';
import {
  GEO_CONSULT_PAGE_SIZE,
  type TGeoConsultation,
  type TGeoConsultationInput,
  type TGeoConsultationPage,
  type TGeoConsultationQuery,
  type TGeoConsultStatus,
} from './consultations.schema';

/** The window the per-user limit counts in. */
export const GEO_CONSULT_WINDOW_MS = 24 * 3_600_000;
/** Most rows one CSV export holds; a larger backlog is exported by status or search. */
export const GEO_EXPORT_MAX_ROWS = 10_000;
/** Where staff find the requests (the notification's link). */
export const GEO_ADMIN_LINK = '/admin#geo-consultations';

registerSitemapSource(async () => [
  { path: '/geo', changefreq: 'monthly', priority: 0.7 },
  { path: '/geo/tools', changefreq: 'monthly', priority: 0.5 },
]);

registerLlmsSource(async (_deps, lang) => [
  {
    title: formatMessage(lang, 'llms.section.geo'),
    links: [
      { title: formatMessage(lang, 'llms.page.geo'), path: '/geo', note: formatMessage(lang, 'llms.page.geo.note') },
      { title: formatMessage(lang, 'llms.page.geoTools'), path: '/geo/tools', note: formatMessage(lang, 'llms.page.geoTools.note') },
    ],
  },
]);

/**
 * Stores a request. The user's row is locked for the transaction, so two requests sent at once are counted one
 * after the other and `perDay` is never exceeded; over it the request is refused with "已达到提交限制".
 */
export async function createConsultation(
  db: Db,
  userId: number,
  input: TGeoConsultationInput,
  lang: LangCode,
  perDay: number,
): Promise<{ id: number; remaining: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const since = new Date(Date.now() - GEO_CONSULT_WINDOW_MS);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(geoConsultations)
      .where(and(eq(geoConsultations.userId, userId), gt(geoConsultations.createdAt, since)));
    const used = counted?.n ?? 0;
    if (used >= perDay) throw new AppError('RATE_LIMITED', { messageKey: 'geo.consult.error.limit' });
    const [row] = await tx
      .insert(geoConsultations)
      .values({ userId, ...input, lang })
      .returning({ id: geoConsultations.id });
    // Staff hear of it where they hear of everything else: their notifications, linking to the console.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    for (const admin of admins) {
      await notify(tx, admin.id, 'geo.consultation', { company: input.company, name: input.name }, GEO_ADMIN_LINK);
    }
    return { id: row!.id, remaining: Math.max(0, perDay - used - 1) };
  });
}

function filters(query: Pick<TGeoConsultationQuery, 'q' | 'status'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(geoConsultations.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    where.push(
      or(
        ilike(geoConsultations.name, like),
        ilike(geoConsultations.company, like),
        ilike(geoConsultations.email, like),
        ilike(geoConsultations.requirements, like),
        // A phone number is found however it was typed: `138 0013`, `+86 138…`, `(415) 555`.
        /^[\d\s()+-]+$/.test(query.q) && digits.length >= 3 ? ilike(geoConsultations.phone, `%${digits}%`) : ilike(geoConsultations.phone, like),
        /^\d{1,15}$/.test(query.q) ? eq(geoConsultations.id, Number(query.q)) : undefined,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const VIEW = {
  row: geoConsultations,
  displayName: users.displayName,
};

function toView({ row, displayName }: { row: typeof geoConsultations.$inferSelect; displayName: string | null }): TGeoConsultation {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    requirements: row.requirements,
    lang: row.lang,
    status: row.status as TGeoConsultStatus,
    user: { id: row.userId, displayName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Staff's list: newest first, searched over name, company, e-mail, phone, requirements and id. */
export async function listConsultations(db: Db, query: TGeoConsultationQuery): Promise<TGeoConsultationPage> {
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(VIEW)
      .from(geoConsultations)
      .innerJoin(users, eq(users.id, geoConsultations.userId))
      .where(where)
      .orderBy(desc(geoConsultations.createdAt), desc(geoConsultations.id))
      .limit(GEO_CONSULT_PAGE_SIZE)
      .offset((query.page - 1) * GEO_CONSULT_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(geoConsultations).where(where),
  ]);
  return { total: counted?.n ?? 0, page: query.page, pageSize: GEO_CONSULT_PAGE_SIZE, items: rows.map(toView) };
}

export async function setConsultationStatus(db: Db, id: number, status: TGeoConsultStatus, staffId: number): Promise<TGeoConsultation> {
  const [row] = await db
    .update(geoConsultations)
    .set({ status, handledBy: staffId, updatedAt: sql`now()` })
    .where(eq(geoConsultations.id, id))
    .returning({ id: geoConsultations.id });
  if (!row) throw new AppError('NOT_FOUND');
  const [view] = await db.select(VIEW).from(geoConsultations).innerJoin(users, eq(users.id, geoConsultations.userId)).where(eq(geoConsultations.id, id));
  return toView(view!);
}

export const CSV_COLUMNS = ['id', 'createdAt', 'status', 'name', 'company', 'email', 'phone', 'requirements', 'lang', 'userId'] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ (and tab or CR) is
 * prefixed with ' so a spreadsheet shows text instead of running a formula someone typed into the form.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The matching requests as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Chinese correctly). */
export async function exportConsultationsCsv(db: Db, query: Pick<TGeoConsultationQuery, 'q' | 'status'>): Promise<string> {
  const rows = await db
    .select(VIEW)
    .from(geoConsultations)
    .innerJoin(users, eq(users.id, geoConsultations.userId))
    .where(filters(query))
    .orderBy(desc(geoConsultations.createdAt), desc(geoConsultations.id))
    .limit(GEO_EXPORT_MAX_ROWS);
  const lines = [CSV_COLUMNS.join(',')];
  for (const { row } of rows) {
    lines.push(
      [row.id, row.createdAt.toISOString(), row.status, row.name, row.company, row.email, row.phone, row.requirements, row.lang, row.userId]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
