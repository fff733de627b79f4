// Catalogue owns AI products, their categories, tags, traffic and domain figures, alternatives and likes.
import { and, asc, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { registerLlmsSource, type LlmsSection } from '~/features/seo/llms.server';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import type { LangCode } from '~/i18n/locales';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { Db } from '../../../server/db/client';
import { memoPerBus } from '../../../server/cache/memo';
import type { THealthStatus } from './catalogue.health';
import { queryIntent } from './catalogue.query-intent';
import type { ChangeBus } from '../../../server/events/change-bus';
import {
  categories,
  pageViews,
  productAlternatives,
  productDomains,
  productLikes,
  productMedia,
  productNews,
  productTags,
  productTraffic,
  products,
  tags,
  type LocalizedText,
  type MediaVariant,
} from '../../../server/db/schema';
import { mediaPath } from '../media/media.paths';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import {
  pickText,
  ZProductListQuery,
  type TCategory,
  type TPlatform,
  type TFacetValue,
  type TLikeResult,
  type TProductCard,
  type TProductDetail,
  type TProductListQuery,
  type TProductPage,
  type TProductSearchQuery,
  type TProductSearchResult,
  type TStoredPicture,
  type TSuggestion,
  type TTag,
} from './catalogue.schema';
import { CATALOGUE_TOPIC, PRODUCTS_TOPIC, productSearchFor } from './catalogue.search.server';

const PUBLISHED = eq(products.status, 'published');
const MAX_INT = 2_147_483_647;

/** Views before counting began plus those counted by /api/updatePv?type=product&id=<id>. */
const viewsColumn = sql<number>`${products.views} + coalesce(${pageViews.views}, 0)`.mapWith(Number);
const pageViewsJoin = and(
  eq(pageViews.targetType, 'product'),
  eq(pageViews.targetId, sql`${products.id}::text`),
);

export async function listCategories(db: Db, lang: LangCode): Promise<TCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      icon: categories.icon,
      count: sql<number>`count(${products.id})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), PUBLISHED))
    .groupBy(categories.id)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: pickText(r.name, lang),
    description: pickText(r.description, lang) || null,
    icon: r.icon,
    count: r.count,
  }));
}

/** Tags with the number of published products carrying them (within one category when given). */
export async function listTags(
  db: Db,
  lang: LangCode,
  options: { category?: string; limit?: number } = {},
): Promise<TTag[]> {
  const count = sql<number>`count(${products.id})`.mapWith(Number);
  const rows = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, count })
    .from(tags)
    .leftJoin(productTags, eq(productTags.tagId, tags.id))
    .leftJoin(
      products,
      and(
        eq(products.id, productTags.productId),
        PUBLISHED,
        options.category
          ? eq(products.categoryId, sql`(select id from ${categories} where slug = ${options.category})`)
          : undefined,
      ),
    )
    .groupBy(tags.id)
    .having(options.category ? sql`count(${products.id}) > 0` : undefined)
    .orderBy(desc(count), asc(tags.slug))
    .limit(options.limit ?? 100);
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: pickText(r.name, lang), count: r.count }));
}

const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  tagline: products.tagline,
  url: products.url,
  type: products.type,
  pricing: products.pricing,
  contentLanguage: products.contentLanguage,
  recommendation: products.recommendation,
  score: products.score,
  certified: products.certified,
  popularity: products.popularity,
  likes: products.likes,
  views: viewsColumn,
  monthlyVisits: productTraffic.monthlyVisits,
  visitsSample: productTraffic.isSample,
  stars: products.stars,
  // The stored logo's sizes (docs/decisions/028), or null: one indexed look-up per card.
  logo: sql<MediaVariant[] | null>`(select ${productMedia.variants} from ${productMedia} where ${productMedia.productId} = ${products.id} and ${productMedia.kind} = 'logo')`,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

const selectCardRows = (db: Db, ids: number[]) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTraffic, eq(productTraffic.productId, products.id))
    .leftJoin(pageViews, pageViewsJoin)
    .where(and(inArray(products.id, ids), PUBLISHED));

/** A card's data in every language, as read from the database. */
type CardRow = Awaited<ReturnType<typeof selectCardRows>>[number] & {
  tags: { slug: string; name: LocalizedText }[];
};

/** The card data of the published products among `ids`, in two queries. */
async function loadCardRows(db: Db, ids: number[]): Promise<Map<number, CardRow>> {
  const byId = new Map<number, CardRow>();
  if (!ids.length) return byId;
  const rows = await selectCardRows(db, ids);
  for (const r of rows) byId.set(r.id, { ...r, tags: [] });
  const tagRows = await db
    .select({ productId: productTags.productId, slug: tags.slug, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, ids))
    .orderBy(asc(productTags.productId), asc(productTags.sort));
  for (const t of tagRows) byId.get(t.productId)?.tags.push({ slug: t.slug, name: t.name });
  return byId;
}

function toCard(r: CardRow, lang: LangCode): TProductCard {
  return {
    id: r.id,
    slug: r.slug,
    name: pickText(r.name, lang),
    tagline: pickText(r.tagline, lang),
    url: r.url,
    category: { slug: r.categorySlug, name: pickText(r.categoryName, lang) },
    tags: r.tags.map((t) => ({ slug: t.slug, name: pickText(t.name, lang) })),
    type: r.type as TProductCard['type'],
    pricing: r.pricing as TProductCard['pricing'],
    contentLanguage: r.contentLanguage as TProductCard['contentLanguage'],
    recommendation: r.recommendation as TProductCard['recommendation'],
    score: r.score,
    certified: r.certified,
    popularity: r.popularity,
    likes: r.likes,
    views: r.views,
    monthlyVisits: r.monthlyVisits,
    visitsSample: r.monthlyVisits !== null && r.visitsSample !== false,
    stars: r.stars,
    logo: r.logo?.length ? mediaPath(r.logo[r.logo.length - 1]!) : null,
  };
}

const inOrder = (ids: number[], rows: Map<number, CardRow>, lang: LangCode) =>
  ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toCard(row, lang)] : [];
  });

/** Product cards for `ids`, in that order, in two queries; hidden or missing ids are left out. */
export async function listProductCards(db: Db, ids: number[], lang: LangCode): Promise<TProductCard[]> {
  return inOrder(ids, await loadCardRows(db, ids), lang);
}

/** How long a card read for search results is reused: as long as the page cache keeps a page (likes, views). */
const CARD_TTL_MS = 60_000;
/** Cards kept per process (about 1–2 KB each). */
const MAX_CACHED_CARDS = 5_000;
const cardCaches = new WeakMap<ChangeBus, Map<number, { at: number; row: CardRow }>>();

/**
 * Product cards for search results, read from the database only for products this process has not read in the last
 * minute: search answers are otherwise two queries per request, most of the search API's cost (measured: about
 * half of its CPU in the embedded database). Any catalogue change, from any replica, empties the cache, as does a
 * bus reconnect.
 */
async function listProductCardsCached(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  ids: number[],
  lang: LangCode,
): Promise<TProductCard[]> {
  let cache = cardCaches.get(deps.bus);
  if (!cache) {
    const created = new Map<number, { at: number; row: CardRow }>();
    const clear = () => created.clear();
    deps.bus.subscribe(CATALOGUE_TOPIC, clear);
    deps.bus.subscribe(PRODUCTS_TOPIC, clear);
    deps.bus.onReconnect(clear);
    cardCaches.set(deps.bus, (cache = created));
  }
  const now = Date.now();
  const rows = new Map<number, CardRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(id);
    if (hit && now - hit.at < CARD_TTL_MS) rows.set(id, hit.row);
    else missing.push(id);
  }
  if (missing.length) {
    const loaded = await loadCardRows(deps.database.db, missing);
    for (const [id, row] of loaded) {
      rows.set(id, row);
      cache.delete(id);
      if (cache.size >= MAX_CACHED_CARDS) cache.delete(cache.keys().next().value as number);
      cache.set(id, { at: now, row });
    }
  }
  return inOrder(ids, rows, lang);
}

/** The most popular products of every category that has any, for the tools navigation page. */
export async function listTopProductsByCategory(
  db: Db,
  lang: LangCode,
  perCategory: number,
): Promise<{ category: TCategory; products: TProductCard[] }[]> {
  const ranked = db
    .select({
      id: products.id,
      n: sql<number>`row_number() over (partition by ${products.categoryId} order by ${products.popularity} desc, ${products.id})`.as('n'),
    })
    .from(products)
    .where(PUBLISHED)
    .as('ranked');
  const [categoryList, rows] = await Promise.all([
    listCategories(db, lang),
    db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.n} <= ${perCategory}`),
  ]);
  const cards = await listProductCards(db, rows.map((r) => r.id), lang);
  const byCategory = new Map<string, TProductCard[]>();
  for (const card of cards) byCategory.set(card.category.slug, [...(byCategory.get(card.category.slug) ?? []), card]);
  return categoryList
    .filter((category) => byCategory.has(category.slug))
    .sort((a, b) => b.count - a.count)
    .map((category) => ({ category, products: byCategory.get(category.slug)! }));
}

function filterConditions(query: Partial<TProductListQuery>): SQL[] {
  const conditions: SQL[] = [PUBLISHED];
  if (query.category)
    conditions.push(
      eq(products.categoryId, sql`(select id from ${categories} where slug = ${query.category})`),
    );
  if (query.tag) {
    conditions.push(
      sql`exists (select 1 from ${productTags} pt join ${tags} t on t.id = pt.tag_id where pt.product_id = ${products.id} and t.slug = ${query.tag})`,
    );
  }
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.pricing) conditions.push(eq(products.pricing, query.pricing));
  if (query.language) conditions.push(eq(products.contentLanguage, query.language));
  if (query.recommendation) conditions.push(eq(products.recommendation, query.recommendation));
  return conditions;
}

/** A page of products by filters, most popular, newest or most visited first. */
export async function listProducts(db: Db, query: TProductListQuery, lang: LangCode): Promise<TProductPage> {
  const where = and(...filterConditions(query));
  const order =
    query.sort === 'new'
      ? [desc(products.createdAt), desc(products.id)]
      : query.sort === 'visits'
        ? [sql`${productTraffic.monthlyVisits} desc nulls last`, asc(products.id)]
        : [desc(products.popularity), asc(products.id)];
  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(productTraffic, eq(productTraffic.productId, products.id))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where);
    total = row?.n ?? 0;
  }
  const items = await listProductCards(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return { total, page: query.page, pageSize: query.pageSize, items };
}

function keyCondition(key: string | number): SQL | undefined {
  if (typeof key === 'number' || /^\d+$/.test(key)) {
    const id = Number(key);
    return id > 0 && id <= MAX_INT ? eq(products.id, id) : undefined;
  }
  return eq(products.slug, key);
}

const DAY_MS = 86_400_000;

/**
 * Product pages are read far more often than products change, and signed-in visitors never get them from the page
 * cache: each process keeps a product's page data for up to 60 s (the page cache's lifetime, so the counts a
 * signed-in visitor sees are as fresh as a visitor's cached page), cleared by any product or catalogue change
 * event from any replica. Product topics clear it too, not only 'catalogue' (published last): a page rendered
 * between the two must not be built from the old data. Whether this visitor liked it is read in the browser.
 */
const DETAIL_TTL_MS = 60_000;
const DETAIL_MAX_ENTRIES = 2_000;
export const isProductChange = (topic: string) =>
  topic === CATALOGUE_TOPIC || topic === PRODUCTS_TOPIC || topic.startsWith(`${PRODUCTS_TOPIC}:`);
const detailMemo = memoPerBus<string, TProductDetail>({
  ttlMs: DETAIL_TTL_MS,
  maxEntries: DETAIL_MAX_ENTRIES,
  topic: isProductChange,
});

export function getProductDetail(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  key: string,
  lang: LangCode,
): Promise<TProductDetail> {
  const memo = detailMemo(deps.bus);
  // A made-up slug throws NOT_FOUND, and a failed load is not kept: unknown URLs cannot fill the memo. Ids are
  // made canonical ('042' is 42), so one product has one entry per language.
  const canonical = /^\d+$/.test(key) ? String(Number(key)) : key;
  return memo.get(`${lang}:${canonical}`, () => getProductBySlugOrId(deps.database.db, canonical, lang));
}

/** The screenshot, else the og:image: the largest size as `src`, every size in `srcSet`. */
function storedPicture(rows: { kind: string; variants: MediaVariant[] }[]): TStoredPicture | null {
  const row = rows.find((r) => r.kind === 'screenshot' && r.variants.length) ?? rows.find((r) => r.kind === 'image' && r.variants.length);
  if (!row) return null;
  const largest = row.variants[row.variants.length - 1]!;
  return {
    kind: row.kind as TStoredPicture['kind'],
    src: mediaPath(largest),
    srcSet: row.variants.map((v) => `${mediaPath(v)} ${v.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/** One product with everything its page shows, by id or slug, in a fixed handful of queries. */
export async function getProductBySlugOrId(
  db: Db,
  key: string | number,
  lang: LangCode,
  now: Date = new Date(),
): Promise<TProductDetail> {
  const condition = keyCondition(key);
  if (!condition) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      product: products,
      category: categories,
      traffic: productTraffic,
      domain: productDomains,
      views: viewsColumn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTraffic, eq(productTraffic.productId, products.id))
    .leftJoin(productDomains, eq(productDomains.productId, products.id))
    .leftJoin(pageViews, pageViewsJoin)
    .where(and(condition, PUBLISHED));
  if (!row) throw new AppError('NOT_FOUND');
  const p = row.product;

  const alternativeIds = (
    await db
      .select({ id: productAlternatives.alternativeId })
      .from(productAlternatives)
      .where(eq(productAlternatives.productId, p.id))
      .orderBy(desc(productAlternatives.score), asc(productAlternatives.alternativeId))
      .limit(8)
  ).map((r) => r.id);
  const openSourceIds = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          PUBLISHED,
          eq(products.categoryId, p.categoryId),
          eq(products.type, 'open_source'),
          sql`${products.id} <> ${p.id}`,
        ),
      )
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(6)
  ).map((r) => r.id);
  const cards = await listProductCards(db, [...new Set([p.id, ...alternativeIds, ...openSourceIds])], lang);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const news = await db
    .select()
    .from(productNews)
    .where(eq(productNews.productId, p.id))
    .orderBy(sql`${productNews.publishedAt} desc nulls last`, desc(productNews.id))
    .limit(10);

  const pictures = await db
    .select({ kind: productMedia.kind, variants: productMedia.variants })
    .from(productMedia)
    .where(and(eq(productMedia.productId, p.id), inArray(productMedia.kind, ['screenshot', 'image'])));
  const self = cardOf.get(p.id)!;
  const t = row.traffic;
  const d = row.domain;
  return {
    ...self,
    views: row.views,
    description: pickText(p.description, lang) || self.tagline,
    company: p.company,
    launched: p.launched,
    repository: p.repository,
    licence: p.licence,
    platforms: p.platforms as TPlatform[],
    stars: p.stars,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    health: p.healthCheckedAt && p.healthStatus ? { status: p.healthStatus as THealthStatus, checkedAt: p.healthCheckedAt.toISOString() } : null,
    picture: storedPicture(pictures),
    traffic: t
      ? {
          month: t.month,
          monthlyVisits: t.monthlyVisits,
          avgVisitSeconds: t.avgVisitSeconds,
          pagesPerVisit: t.pagesPerVisit,
          bounceRate: t.bounceRate,
          growth: t.growth,
          growthRate: t.growthRate,
          rank: t.rank,
          history: t.history,
          sources: t.sources,
          countries: t.countries,
          isSample: t.isSample,
        }
      : null,
    domain: d
      ? {
          domain: d.domain,
          createdOn: d.createdOn,
          expiresOn: d.expiresOn,
          changedOn: d.changedOn,
          ageDays: d.createdOn
            ? Math.max(0, Math.floor((now.getTime() - Date.parse(`${d.createdOn}T00:00:00Z`)) / DAY_MS))
            : null,
          isSample: d.isSample,
        }
      : null,
    alternatives: alternativeIds.map((id) => cardOf.get(id)).filter((c): c is TProductCard => !!c),
    similarOpenSource: openSourceIds.map((id) => cardOf.get(id)).filter((c): c is TProductCard => !!c),
    news: news.map((n) => ({
      title: pickText(n.title, lang),
      url: n.url,
      source: n.source,
      publishedAt: n.publishedAt?.toISOString() ?? null,
    })),
  };
}

/** Counts one like per visitor: repeating it (or racing it) leaves the count unchanged. */
export async function likeProduct(db: Db, key: string | number, visitor: string): Promise<TLikeResult> {
  const condition = keyCondition(key);
  if (!condition) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, likes: products.likes })
      .from(products)
      .where(and(condition, PUBLISHED));
    if (!product) throw new AppError('NOT_FOUND');
    const inserted = await tx
      .insert(productLikes)
      .values({ productId: product.id, visitor })
      .onConflictDoNothing()
      .returning({ productId: productLikes.productId });
    if (!inserted.length) {
      const [current] = await tx
        .select({ likes: products.likes })
        .from(products)
        .where(eq(products.id, product.id));
      return { likes: current?.likes ?? product.likes, liked: true, counted: false };
    }
    const [updated] = await tx
      .update(products)
      .set({ likes: sql`${products.likes} + 1` })
      .where(eq(products.id, product.id))
      .returning({ likes: products.likes });
    return { likes: updated!.likes, liked: true, counted: true };
  });
}

/**
 * The like count and whether this visitor liked the product. Pages are shared by every visitor (and cached),
 * so this per-visitor state is fetched by the browser after the page loads.
 */
export async function getLikeState(db: Db, key: string | number, visitor: string): Promise<TLikeResult> {
  const condition = keyCondition(key);
  if (!condition) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      likes: products.likes,
      liked: sql<boolean>`exists (select 1 from ${productLikes} where ${productLikes.productId} = ${products.id} and ${productLikes.visitor} = ${visitor})`,
    })
    .from(products)
    .where(and(condition, PUBLISHED));
  if (!row) throw new AppError('NOT_FOUND');
  return { likes: row.likes, liked: Boolean(row.liked), counted: false };
}

// ---- search -------------------------------------------------------------------------------------------------

const categoryNameMemo = memoPerBus<'all', Map<string, LocalizedText>>({ ttlMs: 300_000, topic: CATALOGUE_TOPIC });

function categoryNames(deps: Pick<AppDeps, 'database' | 'bus'>) {
  return categoryNameMemo(deps.bus).get('all', async () => {
    const rows = await deps.database.db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories);
    return new Map(rows.map((r) => [r.slug, r.name]));
  });
}

function facetValues(
  counts: Record<string, number> | undefined,
  name: (value: string) => string,
): TFacetValue[] {
  return Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, name: name(value), count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function label(lang: LangCode, prefix: string, value: string): string {
  const key = `${prefix}.${value}` as MessageKey;
  const text = formatMessage(lang, key);
  return text === key ? value : text;
}

/** Full-text search with facets (category, type, pricing, language) and pages; items loaded in two queries. */
export async function searchProducts(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  query: TProductSearchQuery,
  lang: LangCode,
): Promise<TProductSearchResult> {
  const search = productSearchFor(deps);
  const [, names] = await Promise.all([search.upToDate(), categoryNames(deps)]);
  // Generic words left out; a short query naming a category puts its popular products first.
  const intent = query.q ? queryIntent(query.q, categoryTexts(names)) : { q: '', categories: [] };
  const result = await search.index.search({
    q: intent.q,
    about: intent.categories.length ? { facet: 'category', values: intent.categories } : undefined,
    filters: {
      category: query.category,
      tag: query.tag,
      type: query.type,
      pricing: query.pricing,
      language: query.language,
      recommendation: query.recommendation,
    },
    facets: ['category', 'type', 'pricing', 'language'],
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const items = await listProductCardsCached(
    deps,
    result.hits.map((h) => h.id),
    lang,
  );
  return {
    total: result.total,
    page: query.page,
    pageSize: query.pageSize,
    items,
    relaxed: result.relaxed,
    facets: {
      category: facetValues(result.facets.category, (slug) => pickText(names.get(slug), lang) || slug),
      type: facetValues(result.facets.type, (v) => label(lang, 'catalogue.type', v)),
      pricing: facetValues(result.facets.pricing, (v) => label(lang, 'catalogue.pricing', v)),
      language: facetValues(result.facets.language, (v) => label(lang, 'catalogue.language', v)),
    },
  };
}

/** Each category's names in every language, for reading what a query is about (kept with the names' memo). */
const categoryTextCache = new WeakMap<Map<string, LocalizedText>, Map<string, string[]>>();
function categoryTexts(names: Map<string, LocalizedText>): Map<string, string[]> {
  let texts = categoryTextCache.get(names);
  if (!texts) {
    texts = new Map([...names].map(([slug, name]) => [slug, Object.values(name).filter(Boolean)]));
    categoryTextCache.set(names, texts);
  }
  return texts;
}

/** Products for what has been typed so far, straight from the index (no database round trip). */
export async function suggestProducts(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  q: string,
  limit: number,
  lang: LangCode,
): Promise<TSuggestion[]> {
  if (!q.trim()) return [];
  const search = productSearchFor(deps);
  await search.upToDate();
  const found = await search.index.suggest(q, limit);
  return found
    .filter((s) => s.stored)
    .map((s) => ({ id: s.id, slug: s.stored!.slug, name: pickText(s.stored!.name, lang) }));
}

/**
 * The home page's lists change only when the catalogue does: each process keeps them per language for up to
 * 60 s, cleared at once by a catalogue change event from any replica.
 */
export interface THomeData {
  featured: TProductCard[];
  recent: TProductCard[];
  total: number;
  categories: TCategory[];
  tags: TTag[];
}
const homeMemo = memoPerBus<LangCode, THomeData>({ ttlMs: 60_000, topic: CATALOGUE_TOPIC });

export function getHomeData(deps: Pick<AppDeps, 'database' | 'bus'>, lang: LangCode): Promise<THomeData> {
  return homeMemo(deps.bus).get(lang, async () => {
    const db = deps.database.db;
    const [featured, recent, categories, tags] = await Promise.all([
      listProducts(db, ZProductListQuery.parse({ sort: 'popular', pageSize: 12 }), lang),
      listProducts(db, ZProductListQuery.parse({ sort: 'new', pageSize: 8 }), lang),
      listCategories(db, lang),
      listTags(db, lang, { limit: 20 }),
    ]);
    return { featured: featured.items, recent: recent.items, total: featured.total, categories, tags };
  });
}

// ---- sitemaps -----------------------------------------------------------------------------------------------

/** Every published product, and every category and tag that has one, for the per-language sitemaps. */
export async function catalogueSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [productRows, categoryRows, tagRows] = await Promise.all([
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(PUBLISHED)
      .orderBy(desc(products.popularity), asc(products.id)),
    db
      .select({ slug: categories.slug, updatedAt: max(products.updatedAt) })
      .from(categories)
      .innerJoin(products, and(eq(products.categoryId, categories.id), PUBLISHED))
      .groupBy(categories.slug)
      .orderBy(asc(categories.slug)),
    db
      .select({ slug: tags.slug, updatedAt: max(products.updatedAt) })
      .from(tags)
      .innerJoin(productTags, eq(productTags.tagId, tags.id))
      .innerJoin(products, and(eq(products.id, productTags.productId), PUBLISHED))
      .groupBy(tags.slug)
      .orderBy(asc(tags.slug)),
  ]);
  return [
    { path: '/class', changefreq: 'weekly', priority: 0.6 },
    ...categoryRows.map((c) => ({ path: `/class/${c.slug}`, lastmod: c.updatedAt ?? undefined, changefreq: 'weekly' as const, priority: 0.6 })),
    ...tagRows.map((t) => ({ path: `/tag/${t.slug}`, lastmod: t.updatedAt ?? undefined, changefreq: 'weekly' as const, priority: 0.4 })),
    ...productRows.map((p) => ({ path: `/details/${p.slug}`, lastmod: p.updatedAt, changefreq: 'weekly' as const, priority: 0.8 })),
  ];
}

registerSitemapSource((deps) => catalogueSitemapEntries(deps.database.db));

/** How many products /llms.txt names; /llms-full.txt names every published one, by category. */
const LLMS_TOP_PRODUCTS = 100;

/** The catalogue's part of /llms.txt: the categories, and the most popular products with their one-line pitch. */
async function catalogueLlmsSections(db: Db, lang: LangCode, full: boolean): Promise<LlmsSection[]> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name, count: sql<number>`count(${products.id})::int` })
      .from(categories)
      .innerJoin(products, and(eq(products.categoryId, categories.id), PUBLISHED))
      .groupBy(categories.id)
      .orderBy(desc(sql`count(${products.id})`), asc(categories.slug)),
    db
      .select({ slug: products.slug, name: products.name, tagline: products.tagline, categoryId: products.categoryId })
      .from(products)
      .where(PUBLISHED)
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(full ? 100_000 : LLMS_TOP_PRODUCTS),
  ]);
  const productLink = (p: (typeof productRows)[number]) => ({ title: pickText(p.name, lang), path: `/details/${p.slug}`, note: pickText(p.tagline, lang) });
  const categoryLinks = categoryRows.map((c) => ({
    title: pickText(c.name, lang),
    path: `/class/${c.slug}`,
    note: formatMessage(lang, 'llms.categoryNote', { count: c.count }),
  }));
  if (!full) {
    return [
      { title: formatMessage(lang, 'llms.section.topProducts'), links: productRows.map(productLink) },
      { title: formatMessage(lang, 'llms.section.categories'), links: categoryLinks, optional: true },
    ];
  }
  return [
    { title: formatMessage(lang, 'llms.section.categories'), links: categoryLinks },
    ...categoryRows.map((c) => ({
      title: formatMessage(lang, 'llms.section.category', { name: pickText(c.name, lang) }),
      links: productRows.filter((p) => p.categoryId === c.id).map(productLink),
    })),
  ];
}

registerLlmsSource((deps, lang, full) => catalogueLlmsSections(deps.database.db, lang, full));
