// The editors' side of news (docs/decisions/029): create and edit articles, move them draft → scheduled →
// published → unpublished, and publish what is due. Every change is announced on the change bus (topic `news`,
// and the product pages whose related-news tab it touches), so cached pages, feeds and sitemaps follow.
import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { Converter } from 'opencc-js/cn2t';
import type { Db } from '../../../server/db/client';
import { articleProducts, articles, newsDigests, products } from '../../../server/db/schema';
import type { ChangeBus } from '../../../server/events/change-bus';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '~/features/catalogue/catalogue.schema';
import { productTopic } from '~/features/catalogue/catalogue.search.server';
import { GUIDES_TOPIC } from '~/features/guides/guides.constants';
import { NEWS_TOPIC, type TArticleAdmin, type TArticleAdminPage, type TArticleKind, type TArticleStatus, type TDigestAdmin } from './news.constants';
import type { TArticleInput, TDigestInput } from './news.schema';

const ADMIN_PAGE_SIZE = 20;
let toTw: ((s: string) => string) | undefined;
/** Traditional Chinese from Simplified, as the catalogue and the model library make it. */
export function zhToTw(text: string): string {
  toTw ??= Converter({ from: 'cn', to: 'tw' });
  return toTw(text);
}

type Localized = Partial<Record<LangCode, string>>;
/** Drops empty languages and fills tw from zh when the editor left it empty. */
function localized(value: Localized): Localized {
  const out: Localized = {};
  for (const [lang, text] of Object.entries(value) as [LangCode, string | undefined][]) if (text) out[lang] = text;
  if (!out.tw && out.zh) out.tw = zhToTw(out.zh);
  return out;
}

/** The change topic of the pages that show articles of a kind: news pages, or guide pages (docs/decisions/031). */
export const kindTopic = (kind: string) => (kind === 'guide' ? GUIDES_TOPIC : NEWS_TOPIC);

/**
 * Announces a change: every page of the kinds it touched (a guide's change leaves the news pages cached, and the
 * other way round), and the product pages of the products linked before and after it.
 */
export async function announceNewsChange(bus: Pick<ChangeBus, 'publish'>, productIds: Iterable<number> = [], kinds: Iterable<string> = ['news']): Promise<void> {
  for (const id of new Set(productIds)) await bus.publish(productTopic(id));
  for (const topic of new Set([...kinds].map(kindTopic))) await bus.publish(topic);
}

async function linkedProductIds(db: Db, articleId: number): Promise<number[]> {
  const rows = await db.select({ id: articleProducts.productId }).from(articleProducts).where(eq(articleProducts.articleId, articleId));
  return rows.map((r) => r.id);
}

async function setProducts(db: Db, articleId: number, productIds: number[]) {
  await db.delete(articleProducts).where(eq(articleProducts.articleId, articleId));
  if (!productIds.length) return;
  const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  const ids = new Set(known.map((r) => r.id));
  const rows = productIds.filter((id) => ids.has(id)).map((productId, sort) => ({ articleId, productId, sort }));
  if (rows.length) await db.insert(articleProducts).values(rows).onConflictDoNothing();
}

function values(input: TArticleInput) {
  return {
    slug: input.slug,
    kind: input.kind,
    title: localized(input.title),
    summary: localized(input.summary),
    body: localized(input.body),
    sources: input.sources,
    coverUrl: input.coverUrl,
    tags: input.tags,
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

async function slugTaken(db: Db, slug: string, except?: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
  return !!row && row.id !== except;
}

export async function createArticle(db: Db, bus: Pick<ChangeBus, 'publish'>, input: TArticleInput, userId: number | null): Promise<TArticleAdmin> {
  if (await slugTaken(db, input.slug)) throw new AppError('CONFLICT', { messageKey: 'news.admin.error.slugTaken' });
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(articles).values({ ...values(input), status: 'draft', createdBy: userId, updatedBy: userId }).returning({ id: articles.id });
      await setProducts(tx as unknown as Db, row!.id, input.productIds);
      return row!.id;
    });
    // A draft shows nowhere yet: nothing to announce.
    return getAdminArticle(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { messageKey: 'news.admin.error.slugTaken' });
    throw error;
  }
}

export async function updateArticle(db: Db, bus: Pick<ChangeBus, 'publish'>, id: number, input: TArticleInput, userId: number | null): Promise<TArticleAdmin> {
  const before = await linkedProductIds(db, id);
  const [old] = await db.select({ kind: articles.kind }).from(articles).where(eq(articles.id, id));
  if (await slugTaken(db, input.slug, id)) throw new AppError('CONFLICT', { messageKey: 'news.admin.error.slugTaken' });
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.update(articles).set({ ...values(input), updatedBy: userId, updatedAt: new Date() }).where(eq(articles.id, id)).returning({ id: articles.id });
      if (!row) throw new AppError('NOT_FOUND');
      await setProducts(tx as unknown as Db, id, input.productIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { messageKey: 'news.admin.error.slugTaken' });
    throw error;
  }
  await announceNewsChange(bus, [...before, ...input.productIds], [old?.kind ?? input.kind, input.kind]);
  return getAdminArticle(db, id);
}

/** Moves an article's status when it is in one of `from`; anything else is a conflict (a double click, a race). */
async function move(db: Db, bus: Pick<ChangeBus, 'publish'>, id: number, from: TArticleStatus[], set: { status: TArticleStatus; publishAt?: Date | null }, userId: number | null) {
  const [row] = await db
    .update(articles)
    .set({ ...set, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(articles.id, id), inArray(articles.status, from)))
    .returning({ id: articles.id, kind: articles.kind });
  if (!row) {
    const [exists] = await db.select({ status: articles.status }).from(articles).where(eq(articles.id, id));
    if (!exists) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', { messageKey: 'news.admin.error.status' });
  }
  await announceNewsChange(bus, await linkedProductIds(db, id), [row.kind]);
  return getAdminArticle(db, id);
}

/** Sets the time an article goes live; the publish job (news.publish-due) makes it so. */
export function scheduleArticle(db: Db, bus: Pick<ChangeBus, 'publish'>, id: number, publishAt: Date, userId: number | null) {
  return move(db, bus, id, ['draft', 'scheduled', 'unpublished'], { status: 'scheduled', publishAt }, userId);
}

/** Publishes now (the article's date becomes now, unless it was published before and is coming back). */
export async function publishArticle(db: Db, bus: Pick<ChangeBus, 'publish'>, id: number, userId: number | null, now = new Date()) {
  const [row] = await db.select({ status: articles.status, publishAt: articles.publishAt }).from(articles).where(eq(articles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const keep = row.status === 'unpublished' && row.publishAt && row.publishAt <= now;
  return move(db, bus, id, ['draft', 'scheduled', 'unpublished'], { status: 'published', publishAt: keep ? row.publishAt : now }, userId);
}

export function unpublishArticle(db: Db, bus: Pick<ChangeBus, 'publish'>, id: number, userId: number | null) {
  return move(db, bus, id, ['published', 'scheduled'], { status: 'unpublished' }, userId);
}

/** Back to a draft (a scheduled article taken off the schedule). */
export function draftArticle(db: Db, bus: Pick<ChangeBus, 'publish'>, id: number, userId: number | null) {
  return move(db, bus, id, ['scheduled', 'unpublished'], { status: 'draft' }, userId);
}

/**
 * Publishes every scheduled article whose time has come, in one statement: two workers running it together (or
 * a run repeated after a crash) publish each article once. Returns the ids it published.
 */
export async function publishDueArticles(db: Db, bus: Pick<ChangeBus, 'publish'>, now = new Date()): Promise<number[]> {
  const rows = await db
    .update(articles)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)))
    .returning({ id: articles.id, kind: articles.kind });
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const linked = await db.select({ id: articleProducts.productId }).from(articleProducts).where(inArray(articleProducts.articleId, ids));
  await announceNewsChange(bus, linked.map((r) => r.id), rows.map((r) => r.kind));
  return ids;
}

export async function getAdminArticle(db: Db, id: number): Promise<TArticleAdmin> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const linked = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(articleProducts)
    .innerJoin(products, eq(products.id, articleProducts.productId))
    .where(eq(articleProducts.articleId, id))
    .orderBy(asc(articleProducts.sort));
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind as TArticleAdmin['kind'],
    status: row.status as TArticleStatus,
    title: row.title,
    summary: row.summary,
    body: row.body,
    sources: row.sources,
    coverUrl: row.coverUrl,
    tags: row.tags,
    publishAt: row.publishAt?.toISOString() ?? null,
    products: linked.map((p) => ({ id: p.id, slug: p.slug, name: pickText(p.name, 'zh') })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminArticles(db: Db, query: { q: string; status?: TArticleStatus; kind?: TArticleKind; page: number }, lang: LangCode): Promise<TArticleAdminPage> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(articles.status, query.status));
  if (query.kind) where.push(eq(articles.kind, query.kind));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(articles.slug, like), sql`${articles.title}->>'zh' ilike ${like}`, sql`${articles.title}->>'en' ilike ${like}`)!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: articles.id, slug: articles.slug, kind: articles.kind, title: articles.title, status: articles.status, publishAt: articles.publishAt, updatedAt: articles.updatedAt })
      .from(articles)
      .where(condition)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(articles).where(condition),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      kind: r.kind as TArticleKind,
      title: pickText(r.title, lang),
      status: r.status as TArticleStatus,
      publishAt: r.publishAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Products to link, by slug or name (the editor's search box). */
export async function searchLinkableProducts(db: Db, q: string, lang: LangCode): Promise<{ id: number; slug: string; name: string }[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(and(eq(products.status, 'published'), or(ilike(products.slug, like), sql`${products.name}->>'zh' ilike ${like}`, sql`${products.name}->>'en' ilike ${like}`)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(10);
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: pickText(r.name, lang) }));
}

/** The daily digests, newest first, with every language's title and introduction (the staff console's editor). */
export async function listAdminDigests(db: Db, limit = 60): Promise<TDigestAdmin[]> {
  const rows = await db.select().from(newsDigests).orderBy(desc(newsDigests.day)).limit(limit);
  return rows.map((r) => ({ day: r.day, title: r.title, intro: r.intro, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * Writes a day's digest title and introduction (creating the day's digest when there is none), tw converted from zh
 * when left empty as for articles, and announces it: the digest page, the news list's digests and the sitemaps.
 */
export async function saveDigest(db: Db, bus: Pick<ChangeBus, 'publish'>, day: string, input: TDigestInput): Promise<TDigestAdmin> {
  const now = new Date();
  const title = localized(input.title);
  const intro = localized(input.intro);
  const [row] = await db
    .insert(newsDigests)
    .values({ day, title, intro, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: newsDigests.day, set: { title, intro, updatedAt: now } })
    .returning();
  await bus.publish(NEWS_TOPIC);
  return { day: row!.day, title: row!.title, intro: row!.intro, updatedAt: row!.updatedAt.toISOString() };
}
