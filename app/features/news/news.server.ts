// The news area owns articles (kind news, later guides), their related products and the daily digests: the
// public reads of the lists, reading pages, digests, the product page's news and the sitemaps (docs/decisions/029).
import { and, asc, desc, eq, gt, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { articleProducts, articles, newsDigests, products } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { calendarDayIn } from '~/lib/time-zone';
import { pickText } from '~/features/catalogue/catalogue.schema';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import { createSafeMarkdown } from '~/features/geo-check/geo-check.markdown.server';
import {
  articlePath,
  digestPath,
  NEWS_PAGE_SIZE,
  NEWS_TIME_ZONE,
  type TArticleCard,
  type TArticleKind,
  type TArticleView,
  type TDigestCard,
  type TDigestView,
  type TNewsListPage,
} from './news.constants';
import type { TNewsQuery } from './news.schema';

export { NEWS_TOPIC } from './news.constants';

/** The articles' Markdown: the site's safe renderer, with links to the site's own pages and images kept. */
export const renderArticleMarkdown = createSafeMarkdown({ siteLinks: true, images: true });

type ArticleRow = typeof articles.$inferSelect;

/** The day of a time in the news time zone (yyyy-mm-dd). */
export function newsDay(at: Date): string {
  return calendarDayIn(at, NEWS_TIME_ZONE);
}

const localDay = sql`(${articles.publishAt} at time zone ${sql.raw(`'${NEWS_TIME_ZONE}'`)})::date`;

/** Live on the site: published (the publish job or an editor set it), of this kind. */
const live = (kind: TArticleKind) => and(eq(articles.kind, kind), eq(articles.status, 'published'));

export function toCard(row: Pick<ArticleRow, 'id' | 'slug' | 'title' | 'summary' | 'coverUrl' | 'tags' | 'publishAt' | 'sources'>, lang: LangCode): TArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, lang),
    summary: pickText(row.summary, lang),
    coverUrl: row.coverUrl,
    tags: row.tags,
    publishedAt: (row.publishAt ?? new Date(0)).toISOString(),
    day: newsDay(row.publishAt ?? new Date(0)),
    source: row.sources[0] ?? null,
  };
}

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  coverUrl: articles.coverUrl,
  tags: articles.tags,
  publishAt: articles.publishAt,
  sources: articles.sources,
};

function filters(query: Pick<TNewsQuery, 'tag' | 'date'>, kind: TArticleKind): SQL {
  const where: SQL[] = [live(kind)!];
  if (query.tag) where.push(sql`${articles.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  if (query.date?.length === 10) where.push(sql`${localDay} = ${query.date}::date`);
  else if (query.date) where.push(sql`to_char(${localDay}, 'YYYY-MM') = ${query.date}`);
  return and(...where)!;
}

/** The news list: newest first, by tag and day or month, a page at a time, with the tags to filter by. */
export async function listNews(db: Db, query: TNewsQuery, lang: LangCode, kind: TArticleKind = 'news'): Promise<TNewsListPage> {
  const where = filters(query, kind);
  const pageSize = NEWS_PAGE_SIZE;
  const [rows, [counted], tags] = await Promise.all([
    db
      .select(cardColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishAt), desc(articles.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(articles).where(where),
    listTags(db, kind),
  ]);
  return { items: rows.map((r) => toCard(r, lang)), total: counted?.total ?? 0, page: query.page, pageSize, tags };
}

export async function listTags(db: Db, kind: TArticleKind = 'news', limit = 24): Promise<{ tag: string; count: number }[]> {
  const result = await db.execute(sql`
    select tag, count(*)::int as count
    from ${articles}, jsonb_array_elements_text(${articles.tags}) as tag
    where ${live(kind)}
    group by tag order by count desc, tag asc limit ${limit}`);
  return (result as unknown as { rows: { tag: string; count: number }[] }).rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/** The newest published articles of a kind (the feeds). */
export async function latestArticles(db: Db, limit: number, kind: TArticleKind = 'news'): Promise<ArticleRow[]> {
  return db.select().from(articles).where(live(kind)).orderBy(desc(articles.publishAt), desc(articles.id)).limit(limit);
}

async function relatedProducts(db: Db, articleId: number, lang: LangCode) {
  const rows = await db
    .select({ slug: products.slug, name: products.name, tagline: products.tagline })
    .from(articleProducts)
    .innerJoin(products, eq(products.id, articleProducts.productId))
    .where(and(eq(articleProducts.articleId, articleId), eq(products.status, 'published')))
    .orderBy(asc(articleProducts.sort), asc(products.id));
  return rows.map((r) => ({ slug: r.slug, name: pickText(r.name, lang), tagline: pickText(r.tagline, lang) }));
}

/** One published article for its reading page; anything else (a draft, a scheduled or unpublished one) is not found. */
export async function getArticle(db: Db, slug: string, lang: LangCode, kind: TArticleKind = 'news'): Promise<TArticleView> {
  const [row] = await db.select().from(articles).where(and(eq(articles.slug, slug), live(kind)));
  if (!row) throw new AppError('NOT_FOUND');
  const card = toCard(row, lang);
  return {
    ...card,
    html: renderArticleMarkdown(pickText(row.body, lang)),
    sources: row.sources,
    products: await relatedProducts(db, row.id, lang),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One day's digest: its introduction and the news published that day; a day without a digest is not found. */
export async function getDigest(db: Db, day: string, lang: LangCode): Promise<TDigestView> {
  const [row] = await db.select().from(newsDigests).where(eq(newsDigests.day, day));
  if (!row) throw new AppError('NOT_FOUND');
  const [items, [previous], [next]] = await Promise.all([
    db.select(cardColumns).from(articles).where(and(live('news'), sql`${localDay} = ${day}::date`)).orderBy(asc(articles.publishAt), asc(articles.id)),
    db.select({ day: newsDigests.day }).from(newsDigests).where(lt(newsDigests.day, day)).orderBy(desc(newsDigests.day)).limit(1),
    db.select({ day: newsDigests.day }).from(newsDigests).where(gt(newsDigests.day, day)).orderBy(asc(newsDigests.day)).limit(1),
  ]);
  return {
    day,
    title: pickText(row.title, lang),
    intro: pickText(row.intro, lang),
    items: items.map((r) => toCard(r, lang)),
    previous: previous?.day ?? null,
    next: next?.day ?? null,
  };
}

/** The newest digests with the number of items each links. */
export async function listDigests(db: Db, lang: LangCode, limit = 14): Promise<TDigestCard[]> {
  const rows = await db
    .select({
      day: newsDigests.day,
      title: newsDigests.title,
      count: sql<number>`(select count(*)::int from ${articles} where ${live('news')} and ${localDay} = ${newsDigests.day})`,
    })
    .from(newsDigests)
    .orderBy(desc(newsDigests.day))
    .limit(limit);
  return rows.map((r) => ({ day: r.day, title: pickText(r.title, lang), count: Number(r.count) }));
}

/** The product page's related news: published articles that name the product, newest first. */
export async function newsForProduct(db: Db, productId: number, lang: LangCode, limit = 6): Promise<{ title: string; url: string; source: string | null; publishedAt: string | null }[]> {
  const rows = await db
    .select(cardColumns)
    .from(articleProducts)
    .innerJoin(articles, eq(articles.id, articleProducts.articleId))
    .where(and(eq(articleProducts.productId, productId), live('news')))
    .orderBy(desc(articles.publishAt), desc(articles.id))
    .limit(limit);
  // The day in the news time zone, which is all the tab shows (and fewer bytes in the product page's data).
  return rows.map((r) => ({ title: pickText(r.title, lang), url: articlePath(r.slug), source: null, publishedAt: r.publishAt ? newsDay(r.publishAt) : null }));
}

/** Published news that names any of these products (counts for the product ids given). */
export async function productIdsWithNews(db: Db, productIds: number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: articleProducts.productId })
    .from(articleProducts)
    .innerJoin(articles, eq(articles.id, articleProducts.articleId))
    .where(and(inArray(articleProducts.productId, productIds), live('news')));
  return new Set(rows.map((r) => r.id));
}

/** Sitemap entries: the list, every published article (its last change) and every digest. */
export async function newsSitemapEntries(db: Db, now = new Date()): Promise<SitemapEntry[]> {
  const [rows, digests] = await Promise.all([
    db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles).where(and(live('news'), lte(articles.publishAt, now))).orderBy(desc(articles.publishAt)),
    db.select({ day: newsDigests.day, updatedAt: newsDigests.updatedAt }).from(newsDigests).orderBy(desc(newsDigests.day)),
  ]);
  const newest = rows.reduce<Date | undefined>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), undefined);
  return [
    { path: '/news', changefreq: 'daily', priority: 0.7, lastmod: newest },
    ...rows.map((r) => ({ path: articlePath(r.slug), lastmod: r.updatedAt, changefreq: 'weekly' as const, priority: 0.6 })),
    ...digests.map((d) => ({ path: digestPath(d.day), lastmod: d.updatedAt, changefreq: 'weekly' as const, priority: 0.5 })),
  ];
}

registerSitemapSource((deps) => newsSitemapEntries(deps.database.db));
