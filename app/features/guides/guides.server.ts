// Guides (docs/decisions/031): long-form how-tos, stored as articles of kind 'guide' (docs/decisions/029) — the
// list by topic, newest or most read, a page at a time; the reading page's body with a table of contents, reading
// time and related products; the sitemap entries; and the guides' and news' sections of /llms.txt.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { articleProducts, articles, pageViews, products } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { formatMessage } from '~/i18n/messages.server';
import { pickText } from '~/features/catalogue/catalogue.schema';
import { listTags, newsDay, renderArticleMarkdown, toCard } from '~/features/news/news.server';
import { articlePath } from '~/features/news/news.constants';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import { registerLlmsSource, type LlmsSection } from '~/features/seo/llms.server';
import { GUIDE_PAGE_SIZE, GUIDE_VIEW_TYPE, guidePath, type TGuideCard, type TGuideListPage, type TGuideView, type TTocEntry } from './guides.constants';
import type { TGuideQuery } from './guides.schema';

export { GUIDES_TOPIC } from './guides.constants';

type ArticleRow = typeof articles.$inferSelect;

const live = and(eq(articles.kind, 'guide'), eq(articles.status, 'published'))!;

/** Minutes to read a text: Chinese and Japanese characters at about 400 a minute, other words at about 230. */
export function readingMinutes(markdown: string): number {
  const text = markdown.replace(/```[\s\S]*?```/g, (block) => block.slice(0, 200)).replace(/[#>*_`|[\]()-]/g, ' ');
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
  const words = (text.replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/[A-Za-z0-9][\w'.-]*/g) ?? []).length;
  return Math.max(1, Math.ceil(cjk / 400 + words / 230));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!).trim();

/**
 * Gives the rendered body's h2 and h3 ids (`section-1`, `section-2`, …) and returns the table of contents. The HTML
 * comes from the safe renderer, whose headings carry no attributes; their text is plain in the contents.
 */
export function withToc(html: string): { html: string; toc: TTocEntry[] } {
  const toc: TTocEntry[] = [];
  const out = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_m, level: string, inner: string) => {
    const id = `section-${toc.length + 1}`;
    toc.push({ id, text: decode(inner), level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, toc };
}

function toGuideCard(row: Pick<ArticleRow, 'id' | 'slug' | 'title' | 'summary' | 'coverUrl' | 'tags' | 'publishAt' | 'sources' | 'body' | 'updatedAt'>, lang: LangCode): TGuideCard {
  return {
    ...toCard(row, lang),
    readingMinutes: readingMinutes(pickText(row.body, lang)),
    updatedDay: newsDay(row.updatedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const viewsOf = sql<number>`coalesce((select ${pageViews.views} from ${pageViews} where ${pageViews.targetType} = ${GUIDE_VIEW_TYPE} and ${pageViews.targetId} = ${articles.id}::text), 0)`;

/** The guides list: by topic, newest (last revision) or most read first, a page at a time, with the topics. */
export async function listGuides(db: Db, query: TGuideQuery, lang: LangCode): Promise<TGuideListPage> {
  const where: SQL[] = [live];
  if (query.tag) where.push(sql`${articles.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  const condition = and(...where);
  const order = query.sort === 'popular' ? [desc(viewsOf), desc(articles.updatedAt), desc(articles.id)] : [desc(articles.updatedAt), desc(articles.id)];
  const [rows, [counted], tags] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(condition)
      .orderBy(...order)
      .limit(GUIDE_PAGE_SIZE)
      .offset((query.page - 1) * GUIDE_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(articles).where(condition),
    listTags(db, 'guide', 30),
  ]);
  return { items: rows.map((r) => toGuideCard(r, lang)), total: counted?.total ?? 0, page: query.page, pageSize: GUIDE_PAGE_SIZE, sort: query.sort, tags };
}

/** The newest guides (the /tools tab). */
export async function latestGuides(db: Db, lang: LangCode, limit: number): Promise<{ total: number; items: { slug: string; title: string; summary: string; readingMinutes: number }[] }> {
  const page = await listGuides(db, { page: 1, sort: 'newest' }, lang);
  return { total: page.total, items: page.items.slice(0, limit).map(({ slug, title, summary, readingMinutes }) => ({ slug, title, summary, readingMinutes })) };
}

/** One published guide for its reading page; a draft, a scheduled or unpublished guide, or a news slug is not found. */
export async function getGuide(db: Db, slug: string, lang: LangCode): Promise<TGuideView> {
  const [row] = await db.select().from(articles).where(and(eq(articles.slug, slug), live));
  if (!row) throw new AppError('NOT_FOUND');
  const linked = await db
    .select({ slug: products.slug, name: products.name, tagline: products.tagline })
    .from(articleProducts)
    .innerJoin(products, eq(products.id, articleProducts.productId))
    .where(and(eq(articleProducts.articleId, row.id), eq(products.status, 'published')))
    .orderBy(asc(articleProducts.sort), asc(products.id));
  const { html, toc } = withToc(renderArticleMarkdown(pickText(row.body, lang)));
  return {
    ...toGuideCard(row, lang),
    html,
    toc,
    sources: row.sources,
    products: linked.map((p) => ({ slug: p.slug, name: pickText(p.name, lang), tagline: pickText(p.tagline, lang) })),
  };
}

/** Sitemap entries: the list (lastmod the newest revision) and every published guide (its last change). */
export async function guideSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles).where(live).orderBy(desc(articles.updatedAt));
  return [
    { path: '/guide', changefreq: 'weekly', priority: 0.7, lastmod: rows[0]?.updatedAt },
    ...rows.map((r) => ({ path: guidePath(r.slug), lastmod: r.updatedAt, changefreq: 'monthly' as const, priority: 0.6 })),
  ];
}

registerSitemapSource((deps) => guideSitemapEntries(deps.database.db));

/** How many news articles llms.txt lists (llms-full.txt lists every one). */
const LLMS_NEWS = 10;

/** The guides (every one) and the news (the newest, or every one in the full file) as sections of /llms.txt. */
export async function articleLlmsSections(db: Db, lang: LangCode, full: boolean): Promise<LlmsSection[]> {
  const [guides, news] = await Promise.all([
    db.select().from(articles).where(live).orderBy(desc(articles.updatedAt), desc(articles.id)),
    db
      .select({ slug: articles.slug, title: articles.title, summary: articles.summary })
      .from(articles)
      .where(and(eq(articles.kind, 'news'), eq(articles.status, 'published')))
      .orderBy(desc(articles.publishAt), desc(articles.id))
      .limit(full ? 100_000 : LLMS_NEWS),
  ]);
  return [
    {
      title: formatMessage(lang, 'llms.section.guides'),
      links: guides.length
        ? [
            { title: formatMessage(lang, 'llms.page.guides'), path: '/guide', note: formatMessage(lang, 'llms.page.guides.note') },
            ...guides.map((g) => ({ title: pickText(g.title, lang), path: guidePath(g.slug), note: pickText(g.summary, lang) })),
          ]
        : [],
    },
    {
      title: formatMessage(lang, 'llms.section.news'),
      links: news.length
        ? [
            { title: formatMessage(lang, 'llms.page.news'), path: '/news', note: formatMessage(lang, 'llms.page.news.note') },
            ...news.map((n) => ({ title: pickText(n.title, lang), path: articlePath(n.slug), note: pickText(n.summary, lang) })),
          ]
        : [],
    },
  ];
}

registerLlmsSource((deps, lang, full) => articleLlmsSections(deps.database.db, lang, full));
