// The guides' constants and shapes (docs/decisions/031): long-form how-tos stored as articles of kind 'guide'
// (docs/decisions/029). No zod here, so the guide pages do not ship the validation library; guides.schema.ts holds
// the list's query schema.
import type { TArticleCard, TRelatedProductLink } from '~/features/news/news.constants';

/** Change-bus topic and page-cache tag of every page that shows guides (list, reading pages, /tools, feeds of the site). */
export const GUIDES_TOPIC = 'guides';
export const GUIDE_PAGE_SIZE = 12;
/** Newest first (the date of the last revision), or the most read first (page views of the reading page). */
export const GUIDE_SORTS = ['newest', 'popular'] as const;
export type TGuideSort = (typeof GUIDE_SORTS)[number];
/** The page-view counter's target type for a guide (GET /api/updatePv?type=guide&id={article id}). */
export const GUIDE_VIEW_TYPE = 'guide';

export const guidePath = (slug: string) => `/guide/${slug}`;

export interface TGuideCard extends TArticleCard {
  /** Minutes to read the body in this language (about 400 Chinese characters or 230 English words a minute). */
  readingMinutes: number;
  /** The day of the last revision in the news time zone (yyyy-mm-dd). */
  updatedDay: string;
  updatedAt: string;
}

export interface TGuideListPage {
  items: TGuideCard[];
  total: number;
  page: number;
  pageSize: number;
  sort: TGuideSort;
  /** Tags (topics) of published guides, the most used first. */
  tags: { tag: string; count: number }[];
}

export interface TTocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface TGuideView extends TGuideCard {
  /** Sanitised HTML of the Markdown body, its h2 and h3 given ids the table of contents links. */
  html: string;
  toc: TTocEntry[];
  sources: { url: string; name: string }[];
  products: TRelatedProductLink[];
}
