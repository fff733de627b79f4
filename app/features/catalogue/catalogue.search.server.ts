// The product search index of this process: built from the database on first use (and at boot), kept in
// step by 'catalogue' change events from any replica, which make it re-read only the products changed since.
// A change bus that reconnects after a gap may have lost such events: the same catch-up runs then.
import { and, eq, gt, gte, max, sql } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Db } from '../../../server/db/client';
import {
  categories,
  productTags,
  products,
  tags,
  type LocalizedText,
  type PartialLocalizedText,
} from '../../../server/db/schema';
import type { ChangeBus } from '../../../server/events/change-bus';
import type { AppDeps } from '../../../server/http/context';
import { MemorySearchIndex, type FacetSpec } from '../../../server/search/memory-index';
import type { SearchDoc, SearchIndex } from '../../../server/search/search-index';

export const CATALOGUE_TOPIC = 'catalogue';
/** Every product page (published when too many products changed at once to name them one by one). */
export const PRODUCTS_TOPIC = 'product';
/** One product's own page. */
export const productTopic = (id: number) => `product:${id}`;
const MAX_NAMED_PRODUCTS = 200;

/**
 * Tells every replica that products changed: their own pages, lists, search and sitemaps refresh. Product
 * topics go first so no list can be re-rendered from fresh data while a product page is still cached stale.
 */
export async function publishProductChanges(bus: Pick<ChangeBus, 'publish'>, ids: readonly number[]): Promise<void> {
  if (ids.length > MAX_NAMED_PRODUCTS) await bus.publish(PRODUCTS_TOPIC);
  else for (const id of new Set(ids)) await bus.publish(productTopic(id));
  await bus.publish(CATALOGUE_TOPIC);
}

export const PRODUCT_FACETS: readonly FacetSpec[] = [
  { name: 'category' },
  { name: 'type' },
  { name: 'pricing' },
  { name: 'language' },
  { name: 'recommendation' },
  { name: 'tag', multi: true },
];

/** What suggestions show without a database round trip. */
export interface ProductSearchStored {
  slug: string;
  name: LocalizedText;
}

/** The columns a search document is made of. */
export interface ProductSearchRow {
  id: number;
  slug: string;
  name: LocalizedText;
  tagline: PartialLocalizedText;
  description: PartialLocalizedText | null;
  company: string | null;
  type: string;
  pricing: string;
  contentLanguage: string;
  recommendation: string;
  popularity: number;
  category: { slug: string; name: LocalizedText };
  tags: { slug: string; name: LocalizedText }[];
}

/** Field weights: a hit in the name counts most, then tags and category, tagline, company, description. */
export const FIELD_WEIGHT = {
  name: 40,
  tag: 14,
  category: 12,
  tagline: 10,
  company: 8,
  description: 3,
} as const;

const texts = (t: PartialLocalizedText | null | undefined) =>
  [...new Set(Object.values(t ?? {}).filter(Boolean) as string[])].join('\n');

export function productSearchDoc(row: ProductSearchRow): SearchDoc<ProductSearchStored> {
  return {
    id: row.id,
    fields: [
      { text: texts(row.name), weight: FIELD_WEIGHT.name },
      ...row.tags.map((t) => ({ text: texts(t.name), weight: FIELD_WEIGHT.tag, shared: true })),
      { text: texts(row.category.name), weight: FIELD_WEIGHT.category, shared: true },
      { text: texts(row.tagline), weight: FIELD_WEIGHT.tagline },
      { text: row.company ?? '', weight: FIELD_WEIGHT.company, shared: true },
      { text: texts(row.description), weight: FIELD_WEIGHT.description },
    ],
    facets: {
      category: row.category.slug,
      type: row.type,
      pricing: row.pricing,
      language: row.contentLanguage,
      recommendation: row.recommendation,
      tag: row.tags.map((t) => t.slug),
    },
    popularity: row.popularity,
    stored: { slug: row.slug, name: row.name },
  };
}

export function createProductIndex(): MemorySearchIndex<ProductSearchStored> {
  return new MemorySearchIndex<ProductSearchStored>({ facets: PRODUCT_FACETS });
}

interface TagName {
  slug: string;
  name: LocalizedText;
}

/** Every tag's slug and names by id: a few hundred rows, read once per index build. */
async function loadTagNames(db: Db): Promise<Map<number, TagName>> {
  const rows = await db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags);
  return new Map(rows.map((t) => [t.id, { slug: t.slug, name: t.name }]));
}

/** Which products to read: some by id (hidden ones too), or a page of published ones in id order. */
export type ProductSearchSelection = { ids: readonly number[] } | { afterId: number; limit: number };

/** Search rows of the selected products, in two queries. */
export async function loadProductSearchRows(
  db: Db,
  selection: ProductSearchSelection,
  tagNames?: ReadonlyMap<number, TagName>,
): Promise<{ rows: ProductSearchRow[]; hidden: number[] }> {
  const ids = 'ids' in selection ? selection.ids : undefined;
  const page = 'afterId' in selection ? selection : undefined;
  if (ids && !ids.length) return { rows: [], hidden: [] };
  const base = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      tagline: products.tagline,
      description: products.description,
      company: products.company,
      type: products.type,
      pricing: products.pricing,
      contentLanguage: products.contentLanguage,
      recommendation: products.recommendation,
      popularity: products.popularity,
      status: products.status,
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      page
        ? and(eq(products.status, 'published'), gt(products.id, page.afterId))
        : sql`${products.id} = any(${`{${ids!.join(',')}}`}::int[])`,
    )
    .orderBy(products.id)
    .limit(page?.limit ?? Number.MAX_SAFE_INTEGER);
  const published = base.filter((r) => r.status === 'published');
  const hidden = base.filter((r) => r.status !== 'published').map((r) => r.id);
  // Tags of exactly the products read above, by the product_tags primary key and one array parameter: a plan
  // that needs no table statistics. Tag names come once from the small tags table, not once per product.
  const tagsOf = new Map<number, { slug: string; name: LocalizedText }[]>();
  if (published.length) {
    const links = await db
      .select({ productId: productTags.productId, tagId: productTags.tagId })
      .from(productTags)
      .where(sql`${productTags.productId} = any(${`{${published.map((r) => r.id).join(',')}}`}::int[])`)
      .orderBy(productTags.productId, productTags.sort);
    const tagById = tagNames ?? (await loadTagNames(db));
    for (const link of links) {
      const tag = tagById.get(link.tagId);
      if (!tag) continue;
      let list = tagsOf.get(link.productId);
      if (!list) tagsOf.set(link.productId, (list = []));
      list.push({ slug: tag.slug, name: tag.name });
    }
  }
  const rows = published.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    tagline: r.tagline,
    description: r.description,
    company: r.company,
    type: r.type,
    pricing: r.pricing,
    contentLanguage: r.contentLanguage,
    recommendation: r.recommendation,
    popularity: r.popularity,
    category: { slug: r.categorySlug, name: r.categoryName },
    tags: tagsOf.get(r.id) ?? [],
  }));
  return { rows, hidden };
}

/** Rows read per query while building the whole index: the build never holds every product's texts at once. */
const BUILD_PAGE = 1000;

/** Search documents of every published product, read page by page in id order. */
export async function* productSearchDocs(db: Db, pageSize = BUILD_PAGE): AsyncGenerator<SearchDoc<ProductSearchStored>> {
  let afterId = 0;
  // A category or tag renamed during the build is caught by the next catch-up, which then rebuilds.
  const tagNames = await loadTagNames(db);
  for (;;) {
    const { rows } = await loadProductSearchRows(db, { afterId, limit: pageSize }, tagNames);
    for (const row of rows) yield productSearchDoc(row);
    if (rows.length < pageSize) return;
    afterId = rows.at(-1)!.id;
    // The embedded store answers in this thread without any I/O in between, so a build of many pages would keep
    // the event loop from serving requests (and the server from listening) until it ends: let them in per page.
    await nextTurn();
  }
}

/**
 * Rows changed less than this before the previous refresh are looked at again: a transaction's now() is its
 * start, so a long write may commit rows stamped before the moment the last refresh looked. Only their ids and
 * stamps are read; a row is read whole again only when its stamp differs from the one last seen.
 */
const REREAD_MARGIN_MS = 120_000;

/** How long a search waits for the index to catch up with a change event (ProductSearch.upToDate). */
const CATCH_UP_WAIT_MS = 2_000;

export class ProductSearch {
  /** Swapped whole when rebuilt, so searches never see a half-built index. */
  private current: SearchIndex<ProductSearchStored>;
  private readonly db: Db;
  private readonly logger?: Logger;
  private readyPromise: Promise<void> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** The catch-up started by the latest change event, until it ends. */
  private catchingUp: Promise<void> | undefined;
  /** Database time when the last load started, and the newest category/tag change it saw. */
  private loadedAt: Date | undefined;
  private taxonomyAt = 0;
  /**
   * updated_at (ms) by id of the rows stamped within the re-read margin, as the last load saw them: a bulk write
   * (the seed, a large import) would otherwise be read whole again by every catch-up for two minutes.
   */
  private stamps = new Map<number, number>();
  /** What the last catch-up did: rows stamped in its window, and rows it read whole. */
  lastCatchUp = { window: 0, reread: 0 };
  private readonly unsubscribe: (() => void)[];

  constructor(db: Db, bus: ChangeBus, logger?: Logger) {
    this.db = db;
    this.logger = logger;
    this.current = createProductIndex();
    this.unsubscribe = [
      bus.subscribe(CATALOGUE_TOPIC, () => void this.startCatchUp()),
      bus.onReconnect(() => {
        const started = performance.now();
        void this.startCatchUp().then((ok) => {
          if (ok) {
            this.logger?.info(
              { docs: this.current.size, reread: this.lastCatchUp.reread, ms: Math.round(performance.now() - started) },
              'product search caught up after the change bus reconnected',
            );
          }
        });
      }),
    ];
  }

  /** Catches up with the database in the background; searches wait for it (upToDate). Resolves to success. */
  private startCatchUp(): Promise<boolean> {
    const catchingUp = this.refresh().then(
      () => true,
      (err: unknown) => {
        this.logger?.warn({ err }, 'product search refresh failed');
        return false;
      },
    );
    const settled = catchingUp.then(() => {});
    this.catchingUp = settled;
    void settled.finally(() => {
      if (this.catchingUp === settled) this.catchingUp = undefined;
    });
    return catchingUp;
  }

  /**
   * Resolves once the index holds every change this process has heard of: after the first build, and after the
   * catch-up that a change event started. The event also drops the cached pages and lists that show products; a
   * search made for their re-render must not see the index as it was before the change, or the stale result
   * would be cached again as fresh. A failed catch-up is logged and searches go on with the index as it is.
   *
   * The wait is bounded: a catch-up folds in the events that arrive while it runs, and can turn into a full
   * rebuild (a renamed category, rows deleted outright), which takes seconds on a large store. Past
   * CATCH_UP_WAIT_MS a search is answered from the index as it is, and a page built from it may stay cached
   * stale until its lifetime ends (60 s by default).
   */
  async upToDate(): Promise<void> {
    await this.ready();
    const catchingUp = this.catchingUp;
    if (!catchingUp) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([catchingUp, new Promise<void>((resolve) => (timer = setTimeout(resolve, CATCH_UP_WAIT_MS)))]);
    clearTimeout(timer);
  }

  get index(): SearchIndex<ProductSearchStored> {
    return this.current;
  }

  /** Resolves once the first full build is done. */
  ready(): Promise<void> {
    this.readyPromise ??= this.serial(() => this.rebuild());
    // A failed first build is retried on the next call rather than remembered.
    this.readyPromise.catch(() => (this.readyPromise = undefined));
    return this.readyPromise;
  }

  /** Catches up with the database; concurrent calls are folded into one follow-up run. */
  async refresh(): Promise<void> {
    if (!this.readyPromise) return this.ready();
    await this.readyPromise;
    return this.serial(() => this.catchUp());
  }

  close() {
    for (const stop of this.unsubscribe) stop();
  }

  private serial(task: () => Promise<void>): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      try {
        do {
          this.again = false;
          await task();
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    };
    this.running = run();
    return this.running;
  }

  private async dbNow(): Promise<Date> {
    // Both drivers answer { rows }; the database clock is the one updated_at is stamped with.
    const result = (await this.db.execute(sql`select now() as now`)) as unknown as {
      rows: { now: string | Date }[];
    };
    return new Date(result.rows[0]!.now);
  }

  private async taxonomyVersion(): Promise<number> {
    const [c] = await this.db.select({ at: max(categories.updatedAt) }).from(categories);
    const [t] = await this.db.select({ at: max(tags.updatedAt) }).from(tags);
    return Math.max(c?.at ? new Date(c.at).getTime() : 0, t?.at ? new Date(t.at).getTime() : 0);
  }

  /** Ids and updated_at of the rows stamped since `since`, hidden ones too. */
  private async stampsSince(since: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(gte(products.updatedAt, since));
    return new Map(rows.map((r) => [r.id, new Date(r.updatedAt).getTime()]));
  }

  private async rebuild() {
    const started = performance.now();
    const at = await this.dbNow();
    const taxonomyAt = await this.taxonomyVersion();
    // Stamps before documents: a row changed in between is newer than its stamp here, so it is read again.
    const stamps = await this.stampsSince(new Date(at.getTime() - REREAD_MARGIN_MS));
    const next = createProductIndex();
    await next.replaceAll(productSearchDocs(this.db));
    this.current = next;
    this.loadedAt = at;
    this.taxonomyAt = taxonomyAt;
    this.stamps = stamps;
    this.logger?.info(
      { docs: next.size, ms: Math.round(performance.now() - started) },
      'product search index built',
    );
  }

  private async catchUp() {
    if (!this.loadedAt) return this.rebuild();
    // Renamed categories or tags change many documents: start over.
    if ((await this.taxonomyVersion()) > this.taxonomyAt) return this.rebuild();
    const at = await this.dbNow();
    const stamps = await this.stampsSince(new Date(this.loadedAt.getTime() - REREAD_MARGIN_MS));
    const changed = [...stamps].filter(([id, stamp]) => this.stamps.get(id) !== stamp).map(([id]) => id);
    const { rows, hidden } = await loadProductSearchRows(this.db, { ids: changed });
    await this.index.upsert(rows.map(productSearchDoc));
    await this.index.remove(hidden);
    this.loadedAt = at;
    // Rows stamped before this window can never come back into a later one.
    this.stamps = stamps;
    this.lastCatchUp = { window: stamps.size, reread: changed.length };
    // Rows deleted outright leave no trace to read: a count that disagrees means a full rebuild.
    const [count] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(products.status, 'published'));
    if ((count?.n ?? 0) !== this.index.size) await this.rebuild();
  }
}

/**
 * The registry lives on the global object because this module is loaded twice in one process: the production
 * server bundle (build/app-server, for /api) and the page build (build/server) each carry a copy, as do tsx and
 * Vite's SSR loader in development. A registry per copy made the pages build and keep a second full index.
 */
const REGISTRY = Symbol.for('ai-atlas.product-search');
const searches = ((globalThis as { [REGISTRY]?: WeakMap<ChangeBus, ProductSearch> })[REGISTRY] ??= new WeakMap());

/** The product search of the process that owns `deps.bus` (one per app). */
export function productSearchFor(
  deps: Pick<AppDeps, 'database' | 'bus'> & { logger?: Logger },
): ProductSearch {
  let found = searches.get(deps.bus);
  if (!found) {
    found = new ProductSearch(deps.database.db, deps.bus, deps.logger);
    searches.set(deps.bus, found);
  }
  return found;
}

/** Starts building the index at boot so the first search does not wait for it. */
export function warmProductSearch(deps: Pick<AppDeps, 'database' | 'bus'> & { logger?: Logger }): void {
  void productSearchFor(deps)
    .ready()
    .catch((err) =>
      deps.logger?.warn({ err }, 'product search index build failed; retrying on first search'),
    );
}
