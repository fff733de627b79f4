// The product page's data: the product, its monthly rank history, the products it is compared with and its related
// news. A render that fills the page cache reads the database; other renders (signed-in visitors, PAGE_CACHE=false)
// read a per-process memo kept in step by the change events of everything the page shows.
import type { LangCode } from '~/i18n/locales';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { RankPoint } from '~/features/rankings/components/rank-history';
import { periodLabel } from '~/features/rankings/rankings.labels';
import { MONTHLY_RANKINGS_TOPIC, RANKINGS_TOPIC, rankHistory } from '~/features/rankings/rankings.server';
import { rankingPath } from '~/features/rankings/rankings.slug';
import { NEWS_TOPIC } from '~/features/news/news.constants';
import { newsForProduct } from '~/features/news/news.server';
import type { Db } from '../../../server/db/client';
import { memoPerBus } from '../../../server/cache/memo';
import type { AppDeps } from '../../../server/http/context';
import { compareSuggestions, type TCompareSuggestion } from './catalogue.compare.server';
import { toRelatedProduct, type TProductDetail, type TProductPageView } from './catalogue.schema';
import { getProductBySlugOrId, getProductDetail, isProductChange } from './catalogue.server';

export interface TProductPageData {
  product: TProductPageView;
  /** Its place in its category's monthly worldwide traffic ranking, each month named in the page's language. */
  rankHistory: RankPoint[];
  /** That ranking's page, below the language prefix. */
  rankingPath: string;
  compareWith: TCompareSuggestion[];
}

/** The page's data around a product read already. */
async function pageData(db: Db, product: TProductDetail, lang: LangCode): Promise<TProductPageData> {
  const translate = (key: string, values?: Record<string, string | number>) => formatMessage(lang, key as MessageKey, values);
  const [history, compareWith, articles] = await Promise.all([
    rankHistory(db, product.id),
    compareSuggestions(db, product.id, lang),
    newsForProduct(db, product.id, lang),
  ]);
  return {
    product: {
      ...product,
      alternatives: product.alternatives.map(toRelatedProduct),
      similarOpenSource: product.similarOpenSource.map(toRelatedProduct),
      // The related-news tab: the site's articles naming the product, then the outside links kept with it (through
      // the leaving-the-site page). Each item's url is the site path it links, so the page ships no code to tell them
      // apart (docs/decisions/011, 029); the writers announce the product's topic when they link it.
      news: [...articles, ...product.news.map((n) => ({ ...n, url: `/ExcessLink?url=${encodeURIComponent(n.url)}` }))],
    },
    // The month names and the ranking's path are worked out here, so the page ships neither the period calendar nor
    // the ranking slugs to browsers (docs/decisions/011).
    rankHistory: history.map((point) => ({ ...point, period: periodLabel(translate, lang, 'monthly', point.key) })),
    rankingPath: rankingPath('monthly', { kind: 'traffic', region: 'global', category: product.category.slug }),
    compareWith,
  };
}

/**
 * What clears the memo: any product or catalogue change (the product itself, and the names and status of the
 * products it is compared with), new rankings (the monthly rank history) and news changes (their writers announce
 * the linked products' topics too). Comparison counts change with visits and announce nothing: like a cached page,
 * an entry lives 60 s at most (PAGE_CACHE_TTL_S's default).
 */
const clearsPage = (topic: string) => isProductChange(topic) || topic === MONTHLY_RANKINGS_TOPIC || topic === RANKINGS_TOPIC || topic === NEWS_TOPIC;
const pageMemo = memoPerBus<string, TProductPageData>({ ttlMs: 60_000, maxEntries: 2_000, topic: clearsPage });

/**
 * The product page's data by id or slug (NOT_FOUND for an unknown one). `fromDatabase` for a render that fills the
 * page cache: the cached page already spares the repeats, and a replica that missed a change event must not store
 * a page built from its memo into the cache every replica shares.
 */
export function getProductPage(deps: Pick<AppDeps, 'database' | 'bus'>, key: string, lang: LangCode, fromDatabase: boolean): Promise<TProductPageData> {
  const { db } = deps.database;
  if (fromDatabase) return getProductBySlugOrId(db, key, lang).then((product) => pageData(db, product, lang));
  const canonical = /^\d+$/.test(key) ? String(Number(key)) : key;
  return pageMemo(deps.bus).get(`${lang}:${canonical}`, async () => pageData(db, await getProductDetail(deps, canonical, lang), lang));
}
