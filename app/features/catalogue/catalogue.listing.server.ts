// A category's or a tag's product listing (/class/:className, /tag/:tagName): its name and one page of product
// cards. A render that fills the page cache reads the database; other renders (signed-in visitors, PAGE_CACHE=false)
// read a per-process memo cleared by every product or catalogue change, as the product page's data is
// (catalogue.page.server.ts, docs/decisions/008).
import type { LangCode } from '~/i18n/locales';
import { memoPerBus } from '../../../server/cache/memo';
import { AppError } from '../../../server/http/errors';
import type { AppDeps } from '../../../server/http/context';
import type { Db } from '../../../server/db/client';
import { toCardView, ZProductListQuery, type TProductCardView } from './catalogue.schema';
import { isProductChange, listCategories, listProducts, listTags } from './catalogue.server';

export type TListingKind = 'category' | 'tag';

export interface TListingPage {
  kind: TListingKind;
  name: string;
  description: string | null;
  page: { total: number; page: number; pageSize: number; items: TProductCardView[] };
}

/** Products a listing page shows. */
export const LISTING_PAGE_SIZE = 24;

async function readListing(db: Db, kind: TListingKind, slug: string, page: number, lang: LangCode): Promise<TListingPage> {
  const found: { name: string; description?: string | null } | undefined =
    kind === 'category'
      ? (await listCategories(db, lang)).find((c) => c.slug === slug)
      : (await listTags(db, lang, { limit: 500 })).find((tag) => tag.slug === slug);
  if (!found) throw new AppError('NOT_FOUND');
  const query = ZProductListQuery.parse({ [kind]: slug, page, pageSize: LISTING_PAGE_SIZE });
  const listed = await listProducts(db, query, lang);
  return {
    kind,
    name: found.name,
    description: found.description ?? null,
    page: { ...listed, items: listed.items.map(toCardView) },
  };
}

/**
 * Like a cached page, an entry lives 60 s at most (PAGE_CACHE_TTL_S's default): the popularity order moves with
 * visits and likes, which announce nothing. An unknown category or tag throws NOT_FOUND and is not kept, so made-up
 * URLs cannot fill the memo.
 */
const listingMemo = memoPerBus<string, TListingPage>({ ttlMs: 60_000, maxEntries: 2_000, topic: isProductChange });

/**
 * One listing page (NOT_FOUND for an unknown category or tag). `page` is the URL's `page` parameter; `fromDatabase`
 * for a render that fills the page cache (a replica that missed a change event must not store a page built from its
 * memo into the cache every replica shares).
 */
export function getListingPage(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  kind: TListingKind,
  slug: string,
  pageParam: string | null,
  lang: LangCode,
  fromDatabase: boolean,
): Promise<TListingPage> {
  const { page } = ZProductListQuery.parse({ page: pageParam ?? undefined });
  const { db } = deps.database;
  if (fromDatabase) return readListing(db, kind, slug, page, lang);
  return listingMemo(deps.bus).get(`${lang}:${kind}:${slug}:${page}`, () => readListing(db, kind, slug, page, lang));
}
