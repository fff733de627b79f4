// Leads (docs/decisions/034): a signed-in visitor's request for a service — GEO, training, labeling, an agent,
// consulting, hardware, compute, deployment — kept to a daily number per user and kind even when two arrive at once;
// staff are told in their notifications, list and filter the requests, move them through
// new → contacted → won / lost with notes (who and when is kept), and export them as CSV.
import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LangCode } from '~/i18n/locales';
import { formatMessage } from '~/i18n/messages.server';
import type { Db } from '../../../server/db/client';
import { leadEvents, leads, users } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { notify } from '../notifications/notifications.server';
import type { TNotificationKind } from '../notifications/notifications.schema';
import {
  LEAD_PAGE_SIZE,
  LEAD_TRANSITIONS,
  LEADS_ADMIN_ANCHOR,
  type TLead,
  type TLeadEvent,
  type TLeadInput,
  type TLeadKind,
  type TLeadPage,
  type TLeadQuery,
  type TLeadStatus,
  type TLeadUpdate,
} from './leads.schema';

/** The window the per-user limit counts in. */
export const LEAD_WINDOW_MS = 24 * 3_600_000;
/** Most rows one CSV export holds; a larger backlog is exported by kind, status or search. */
export const LEAD_EXPORT_MAX_ROWS = 10_000;
/** Where staff find the requests (the notification's link). */
export const LEADS_ADMIN_LINK = `/admin#${LEADS_ADMIN_ANCHOR}`;

/**
 * What a subject of a kind is called, or null when there is no such thing (the request is then refused). An area
 * whose requests name a thing registers its resolver once (e.g. the compute market: an offer's id → its name);
 * a kind without one takes no subject.
 */
export type LeadSubjectResolver = (db: Db, subject: string) => Promise<string | null>;
const subjectResolvers = new Map<TLeadKind, LeadSubjectResolver>();
export function registerLeadSubject(kind: TLeadKind, resolve: LeadSubjectResolver): void {
  subjectResolvers.set(kind, resolve);
}

/**
 * Stores a request. The user's row is locked for the transaction, so two requests sent at once are counted one
 * after the other and `perDay` (per kind) is never exceeded; over it the request is refused with "已达到提交限制".
 */
export async function createLead(
  db: Db,
  userId: number,
  input: TLeadInput,
  lang: LangCode,
  perDay: number,
): Promise<{ id: number; remaining: number }> {
  const { kind, subject, ...fields } = input;
  let subjectLabel: string | null = null;
  if (subject !== undefined) {
    const resolve = subjectResolvers.get(kind);
    subjectLabel = resolve ? await resolve(db, subject) : null;
    if (subjectLabel === null) {
      const message = formatMessage(lang, 'leads.error.subject');
      throw new AppError('VALIDATION', { messageKey: 'leads.error.subject', issues: [{ field: 'subject', message }] });
    }
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const since = new Date(Date.now() - LEAD_WINDOW_MS);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(leads)
      .where(and(eq(leads.userId, userId), eq(leads.kind, kind), gt(leads.createdAt, since)));
    const used = counted?.n ?? 0;
    if (used >= perDay) throw new AppError('RATE_LIMITED', { messageKey: 'leads.error.limit' });
    const [row] = await tx
      .insert(leads)
      .values({ userId, kind, subject: subject ?? null, subjectLabel, ...fields, lang })
      .returning({ id: leads.id });
    // Staff hear of it where they hear of everything else: their notifications, linking to the console.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    for (const admin of admins) {
      await notify(tx, admin.id, `lead.${kind}` satisfies TNotificationKind, { company: fields.company, name: fields.name }, LEADS_ADMIN_LINK);
    }
    return { id: row!.id, remaining: Math.max(0, perDay - used - 1) };
  });
}

function filters(query: Pick<TLeadQuery, 'q' | 'status' | 'kind'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.kind) where.push(eq(leads.kind, query.kind));
  if (query.status) where.push(eq(leads.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    where.push(
      or(
        ilike(leads.name, like),
        ilike(leads.company, like),
        ilike(leads.email, like),
        ilike(leads.requirements, like),
        ilike(leads.subject, like),
        ilike(leads.subjectLabel, like),
        // A phone number is found however it was typed: `138 0013`, `+86 138…`, `(415) 555`.
        /^[\d\s()+-]+$/.test(query.q) && digits.length >= 3 ? ilike(leads.phone, `%${digits}%`) : ilike(leads.phone, like),
        /^\d{1,15}$/.test(query.q) ? eq(leads.id, Number(query.q)) : undefined,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const handler = alias(users, 'handler');
const VIEW = {
  row: leads,
  displayName: users.displayName,
  handlerName: handler.displayName,
};
type ViewRow = { row: typeof leads.$inferSelect; displayName: string | null; handlerName: string | null };

function toView({ row, displayName, handlerName }: ViewRow, events: TLeadEvent[]): TLead {
  return {
    id: row.id,
    kind: row.kind as TLeadKind,
    subject: row.subject,
    subjectLabel: row.subjectLabel,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    requirements: row.requirements,
    lang: row.lang,
    status: row.status as TLeadStatus,
    user: { id: row.userId, displayName },
    handledBy: row.handledBy === null ? null : { id: row.handledBy, displayName: handlerName },
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events,
  };
}

function selectLeads(db: Db) {
  return db.select(VIEW).from(leads).innerJoin(users, eq(users.id, leads.userId)).leftJoin(handler, eq(handler.id, leads.handledBy));
}

/** The staff actions on these leads, oldest first, by lead. */
async function eventsOf(db: Db, ids: number[]): Promise<Map<number, TLeadEvent[]>> {
  const byLead = new Map<number, TLeadEvent[]>();
  if (!ids.length) return byLead;
  const rows = await db
    .select({ event: leadEvents, displayName: users.displayName })
    .from(leadEvents)
    .innerJoin(users, eq(users.id, leadEvents.staffId))
    .where(inArray(leadEvents.leadId, ids))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  for (const { event, displayName } of rows) {
    const list = byLead.get(event.leadId) ?? [];
    list.push({
      id: event.id,
      staff: { id: event.staffId, displayName },
      fromStatus: event.fromStatus as TLeadStatus | null,
      toStatus: event.toStatus as TLeadStatus | null,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    });
    byLead.set(event.leadId, list);
  }
  return byLead;
}

/** Staff's list: newest first, filtered by kind and status, searched over the fields, the subject and the id. */
export async function listLeads(db: Db, query: TLeadQuery): Promise<TLeadPage> {
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEAD_PAGE_SIZE)
      .offset((query.page - 1) * LEAD_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(leads).where(where),
  ]);
  const events = await eventsOf(db, rows.map((r) => r.row.id));
  return { total: counted?.n ?? 0, page: query.page, pageSize: LEAD_PAGE_SIZE, items: rows.map((r) => toView(r, events.get(r.row.id) ?? [])) };
}

export async function getLead(db: Db, id: number): Promise<TLead> {
  const [row] = await selectLeads(db).where(eq(leads.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row, (await eventsOf(db, [id])).get(id) ?? []);
}

/**
 * A staff action: moves the lead to `status` along LEAD_TRANSITIONS and/or adds a note; both are recorded with who
 * and when. The status is changed only from the one the staff member saw (`where status = from`), so two people
 * acting at once cannot skip a step: the second gets 409.
 */
export async function updateLead(db: Db, id: number, update: TLeadUpdate, staffId: number): Promise<TLead> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const from = current.status as TLeadStatus;
    const change = update.status !== undefined && update.status !== from ? update.status : undefined;
    if (change && !LEAD_TRANSITIONS[from].includes(change)) {
      throw new AppError('CONFLICT', { messageKey: 'leads.admin.error.transition' });
    }
    if (!change && update.note === undefined) return;
    if (change) {
      const moved = await tx
        .update(leads)
        .set({ status: change, handledBy: staffId, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(leads.id, id), eq(leads.status, from)))
        .returning({ id: leads.id });
      if (!moved.length) throw new AppError('CONFLICT', { messageKey: 'leads.admin.error.transition' });
    } else {
      await tx.update(leads).set({ updatedAt: sql`now()` }).where(eq(leads.id, id));
    }
    await tx.insert(leadEvents).values({ leadId: id, staffId, fromStatus: change ? from : null, toStatus: change ?? null, note: update.note ?? null });
  });
  return getLead(db, id);
}

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'kind',
  'subject',
  'subjectLabel',
  'status',
  'statusChangedAt',
  'handledBy',
  'name',
  'company',
  'email',
  'phone',
  'requirements',
  'lang',
  'userId',
  'notes',
] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ (and tab or CR) is
 * prefixed with ' so a spreadsheet shows text instead of running a formula someone typed into the form.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The matching leads as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Chinese correctly). */
export async function exportLeadsCsv(db: Db, query: Pick<TLeadQuery, 'q' | 'status' | 'kind'>): Promise<string> {
  const rows = await selectLeads(db).where(filters(query)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(LEAD_EXPORT_MAX_ROWS);
  const events = new Map<number, TLeadEvent[]>();
  // Notes in slices, so a 10,000-row export does not send one enormous parameter list.
  for (let i = 0; i < rows.length; i += 1000) {
    for (const [id, list] of await eventsOf(db, rows.slice(i, i + 1000).map((r) => r.row.id))) events.set(id, list);
  }
  const lines = [CSV_COLUMNS.join(',')];
  for (const { row, handlerName } of rows) {
    const notes = (events.get(row.id) ?? [])
      .filter((e) => e.note)
      .map((e) => `${e.createdAt} ${e.staff.displayName ?? `#${e.staff.id}`}: ${e.note}`)
      .join('\n');
    lines.push(
      [
        row.id,
        row.createdAt.toISOString(),
        row.kind,
        row.subject,
        row.subjectLabel,
        row.status,
        row.statusChangedAt?.toISOString() ?? null,
        row.handledBy === null ? null : (handlerName ?? `#${row.handledBy}`),
        row.name,
        row.company,
        row.email,
        row.phone,
        row.requirements,
        row.lang,
        row.userId,
        notes,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
