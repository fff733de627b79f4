// The news area's constants and shapes (docs/decisions/029): no zod here, so the news pages do not ship the
// validation library; news.schema.ts re-exports them with the editors' schemas. Also the feeds' `<link
// rel="alternate">` for the heads of news pages (one module: each chunk a page loads costs it bytes).
import type { MetaDescriptor } from 'react-router';
import { localizePath, type LangCode } from '~/i18n/locales';
import { t, type MessageMap } from '~/i18n/meta';

/** Change-bus topic and page-cache tag of every page that shows articles (lists, reading pages, digests, product pages' news tab, feeds, sitemaps). */
export const NEWS_TOPIC = 'news';
/** Kinds of written pieces sharing one table: guides arrive as kind 'guide'. */
export const ARTICLE_KINDS = ['news', 'guide'] as const;
export type TArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type TArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** A digest's day, and an article's "date" filter, are days in this zone (the site is Chinese-first). */
export const NEWS_TIME_ZONE = 'Asia/Shanghai';
export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEED_SIZE = 30;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 600;
export const ARTICLE_BODY_MAX = 60_000;
export const ARTICLE_TAGS_MAX = 8;
/**
 * Topic tags, written in lowercase by editors, that read in every language (`news.tag.<tag>` in the catalogues).
 * Other tags (companies, products, a staff member's new tag) show as written.
 */
export const TOPIC_TAGS: ReadonlySet<string> = new Set(['open-models', 'model-release', 'china', 'reasoning', 'agents', 'coding', 'developers', 'video', 'multimodal', 'assistants', 'image', 'long-context', 'search', 'productivity', 'plugins', 'on-device', 'startups', 'open-source', 'prompting', 'mcp', 'local-models', 'api-costs', 'rag', 'geo', 'chatbots', 'no-code', 'research']);
export const ARTICLE_PRODUCTS_MAX = 12;
export const ARTICLE_SOURCES_MAX = 5;
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
export const NEWS_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-mm-dd. */
export function isNewsDay(value: string): boolean {
  if (!NEWS_DAY_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
/** The editor's languages: tw is converted from zh when left empty, ja falls back to en on the pages. */
export const EDITOR_LANGS = ['zh', 'en', 'tw', 'ja'] as const;
export type TEditorLang = (typeof EDITOR_LANGS)[number];

export interface TArticleCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  tags: string[];
  publishedAt: string;
  /** The publishing day in the news time zone (yyyy-mm-dd): the date pages show, the same on server and browser. */
  day: string;
  source: { url: string; name: string } | null;
}

export interface TNewsListPage {
  items: TArticleCard[];
  total: number;
  page: number;
  pageSize: number;
  /** Tags of published news, the most used first (the filter's chips). */
  tags: { tag: string; count: number }[];
}

export interface TRelatedProductLink {
  slug: string;
  name: string;
  tagline: string;
}

export interface TArticleView extends TArticleCard {
  /** Sanitised HTML of the Markdown body. */
  html: string;
  sources: { url: string; name: string }[];
  products: TRelatedProductLink[];
  updatedAt: string;
}

export interface TDigestView {
  day: string;
  title: string;
  intro: string;
  items: TArticleCard[];
  previous: string | null;
  next: string | null;
}

export interface TDigestCard {
  day: string;
  title: string;
  count: number;
}

/** An article as editors see it: every language's text and the workflow fields. */
export interface TArticleAdmin {
  id: number;
  slug: string;
  kind: TArticleKind;
  status: TArticleStatus;
  title: Partial<Record<TEditorLang, string>>;
  summary: Partial<Record<TEditorLang, string>>;
  body: Partial<Record<TEditorLang, string>>;
  sources: { url: string; name: string }[];
  coverUrl: string | null;
  tags: string[];
  publishAt: string | null;
  products: { id: number; slug: string; name: string }[];
  updatedAt: string;
}

export interface TArticleAdminRow {
  id: number;
  slug: string;
  kind: TArticleKind;
  title: string;
  status: TArticleStatus;
  publishAt: string | null;
  updatedAt: string;
}

export interface TArticleAdminPage {
  items: TArticleAdminRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A daily digest as editors see it: every language's title and introduction. */
export interface TDigestAdmin {
  day: string;
  title: Partial<Record<TEditorLang, string>>;
  intro: Partial<Record<TEditorLang, string>>;
  updatedAt: string;
}

export const DIGEST_TITLE_MAX = 200;
export const DIGEST_INTRO_MAX = 2000;

export const articlePath = (slug: string) => `/news/${slug}`;
/** The reading page of an article of either kind. */
export const articleKindPath = (kind: TArticleKind, slug: string) => (kind === 'guide' ? `/guide/${slug}` : `/news/${slug}`);
export const digestPath = (day: string) => `/news/daily/${day}`;

export type TFeedFormat = 'rss' | 'atom';

/** A feed's path in a language (the unprefixed form for the default language, as every page). */
export function feedPath(lang: LangCode, defaultLang: LangCode, format: TFeedFormat): string {
  return localizePath(`/news/${format}.xml`, lang, defaultLang);
}

export function feedLinks(messages: MessageMap, lang: LangCode, appUrl: string, defaultLang: LangCode): MetaDescriptor[] {
  const title = t(messages, 'news.feedTitle', { site: t(messages, 'site.name') });
  return [
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href: `${appUrl}${feedPath(lang, defaultLang, 'rss')}` },
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title, href: `${appUrl}${feedPath(lang, defaultLang, 'atom')}` },
  ];
}
