// Catalogue writes shared by the seed and `npm run import`: validated product records in, rows upserted in
// batches (PGlite's memory grows with huge single statements), with tw text derived from zh, sample figures
// for products that have none, global traffic ranks and alternatives recomputed for the touched categories.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Converter } from 'opencc-js/cn2t';
import type { Db } from '../../../server/db/client';
import {
  categories,
  productAlternatives,
  productDomains,
  productTags,
  productTraffic,
  products,
  tags,
  type LocalizedText,
  type PartialLocalizedText,
} from '../../../server/db/schema';
import { sampleDomain, sampleTraffic } from './catalogue.sample.server';
import type { TCategoryInput, TProductInput, TTagInput } from './catalogue.schema';

let converter: ((text: string) => string) | undefined;
const HAN = /\p{Script=Han}/u;

/** Simplified → Traditional with Taiwan phrasing (视频 → 影片, 软件 → 軟體); a starting point to review. */
export function toTraditional(text: string): string {
  if (!HAN.test(text)) return text;
  converter ??= Converter({ from: 'cn', to: 'twp' });
  return converter(text);
}

/** Host without `www.` and path without trailing slash: `https://www.kapwing.com/` and `http://kapwing.com` agree. */
export function urlKey(url: string): string {
  const u = new URL(url);
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const path = u.pathname.replace(/\/+$/, '').toLowerCase();
  return host + path;
}

function localized(
  input: Partial<Record<keyof LocalizedText, string | undefined>> | undefined,
): PartialLocalizedText | null {
  if (!input) return null;
  const out: PartialLocalizedText = {};
  if (input.zh) out.zh = input.zh;
  if (input.en) out.en = input.en;
  const tw = input.tw || (input.zh ? toTraditional(input.zh) : undefined);
  if (tw) out.tw = tw;
  if (input.ja) out.ja = input.ja;
  return Object.keys(out).length ? out : null;
}

function productName(input: TProductInput): LocalizedText {
  const en = input.nameEn || input.name;
  return {
    zh: input.name,
    tw: toTraditional(input.name),
    en,
    // Japanese readers know most foreign products by their Latin name; Japanese products keep theirs.
    ja: input.contentLanguage === 'ja' ? input.name : en,
  };
}

/** Without an editorial score, the popularity (1–100) is shown on a 10-point scale: 5.0–9.5. */
export function defaultScore(popularity: number): number {
  return Math.round((5 + popularity * 0.045) * 10) / 10;
}

const excluded = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

export async function upsertCategories(db: Db, inputs: TCategoryInput[]): Promise<void> {
  if (!inputs.length) return;
  await db
    .insert(categories)
    .values(
      inputs.map((c, i) => ({
        slug: c.slug,
        icon: c.icon ?? null,
        name: c.name,
        description: c.description ?? null,
        sort: (i + 1) * 10,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        icon: excluded(categories.icon),
        name: excluded(categories.name),
        description: excluded(categories.description),
        sort: excluded(categories.sort),
        updatedAt: sql`now()`,
      },
    });
}

export async function upsertTags(db: Db, inputs: TTagInput[]): Promise<void> {
  for (let i = 0; i < inputs.length; i += 500) {
    await db
      .insert(tags)
      .values(inputs.slice(i, i + 500).map((t) => ({ slug: t.slug, name: t.name })))
      .onConflictDoUpdate({ target: tags.slug, set: { name: excluded(tags.name), updatedAt: sql`now()` } });
  }
}

export interface RejectedRow {
  /** 1-based position in the input (a CSV's first data line is row 2 once the header is counted by the caller). */
  row: number;
  slug?: string;
  reasons: string[];
}

export interface WriteReport {
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
  /** Ids of every product written. */
  ids: number[];
}

export interface WriteOptions {
  batchSize?: number;
  /** Recompute ranks and alternatives after writing (default true). */
  derive?: boolean;
}

/** Upserts products by slug. Rows naming unknown categories or tags, or repeating a slug or URL, are rejected. */
export interface ProductRow {
  /** 1-based position in the input. */
  row: number;
  /** Where the row came from, for messages (`products-top-01.json#12`); default `row N`. */
  source?: string;
  product: TProductInput;
}

export async function writeProducts(
  db: Db,
  rows: ProductRow[],
  options: WriteOptions = {},
): Promise<WriteReport> {
  const batchSize = options.batchSize ?? 200;
  const report: WriteReport = { inserted: 0, updated: 0, rejected: [], ids: [] };
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  const tagIds = new Map(
    (await db.select({ id: tags.id, slug: tags.slug }).from(tags)).map((t) => [t.slug, t.id]),
  );
  const seenSlugs = new Map<string, string>();
  const seenUrls = new Map<string, string>();
  const touchedCategories = new Set<number>();

  for (let start = 0; start < rows.length; start += batchSize) {
    const chunk = rows.slice(start, start + batchSize);
    const accepted: {
      row: number;
      product: TProductInput;
      key: string;
      categoryId: number;
      tagIds: number[];
    }[] = [];
    for (const { row, source, product } of chunk) {
      const reasons: string[] = [];
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) reasons.push(`unknown category "${product.category}"`);
      const unknownTags = product.tags.filter((t) => !tagIds.has(t));
      if (unknownTags.length) reasons.push(`unknown tags ${unknownTags.map((t) => `"${t}"`).join(', ')}`);
      const first = seenSlugs.get(product.slug);
      if (first !== undefined) reasons.push(`slug "${product.slug}" already given in ${first}`);
      const key = urlKey(product.url);
      const sameUrl = seenUrls.get(key);
      if (sameUrl !== undefined && sameUrl !== product.slug) reasons.push(`same URL as "${sameUrl}"`);
      if (reasons.length) {
        report.rejected.push({ row, slug: product.slug, reasons });
        continue;
      }
      seenSlugs.set(product.slug, source ?? `row ${row}`);
      seenUrls.set(key, product.slug);
      accepted.push({
        row,
        product,
        key,
        categoryId: categoryId!,
        tagIds: [...new Set(product.tags.map((t) => tagIds.get(t)!))],
      });
    }
    if (!accepted.length) continue;

    // A URL already used by another product in the database is the same product under another slug.
    const taken = await db
      .select({ slug: products.slug, urlKey: products.urlKey })
      .from(products)
      .where(
        inArray(
          products.urlKey,
          accepted.map((a) => a.key),
        ),
      );
    const takenBy = new Map<string, string[]>();
    for (const t of taken) takenBy.set(t.urlKey, [...(takenBy.get(t.urlKey) ?? []), t.slug]);
    const writable = accepted.filter((a) => {
      const other = takenBy.get(a.key)?.find((slug) => slug !== a.product.slug);
      if (!other) return true;
      report.rejected.push({
        row: a.row,
        slug: a.product.slug,
        reasons: [`same URL as existing product "${other}"`],
      });
      return false;
    });
    if (!writable.length) continue;

    // An updated product may move to another category: the alternatives of the one it leaves change too.
    const previous = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(
        inArray(
          products.slug,
          writable.map((a) => a.product.slug),
        ),
      );
    for (const p of previous) touchedCategories.add(p.categoryId);

    await db.transaction(async (tx) => {
      const written = await tx
        .insert(products)
        .values(
          writable.map(({ product: p, key, categoryId }) => ({
            slug: p.slug,
            name: productName(p),
            url: p.url,
            urlKey: key,
            type: p.type,
            pricing: p.pricing,
            contentLanguage: p.contentLanguage,
            recommendation: p.recommendation,
            categoryId,
            tagline: localized(p.tagline) ?? {},
            description: localized(p.description),
            company: p.company || null,
            launched: p.launched ?? null,
            repository: p.repository ?? null,
            licence: p.licence || null,
            stars: p.stars ?? null,
            platforms: p.platforms ? [...new Set(p.platforms)] : [],
            score: p.score ?? defaultScore(p.popularity),
            certified:
              p.certified ?? (p.recommendation === 'editor_pick' || p.recommendation === 'global_hot'),
            popularity: p.popularity,
            status: p.status,
          })),
        )
        .onConflictDoUpdate({
          target: products.slug,
          set: {
            name: excluded(products.name),
            url: excluded(products.url),
            urlKey: excluded(products.urlKey),
            type: excluded(products.type),
            pricing: excluded(products.pricing),
            contentLanguage: excluded(products.contentLanguage),
            recommendation: excluded(products.recommendation),
            categoryId: excluded(products.categoryId),
            tagline: excluded(products.tagline),
            description: excluded(products.description),
            company: excluded(products.company),
            launched: excluded(products.launched),
            repository: excluded(products.repository),
            licence: excluded(products.licence),
            stars: excluded(products.stars),
            // An import that does not state platforms keeps the ones stored.
            platforms: sql`case when cardinality(excluded.platforms) = 0 then ${products.platforms} else excluded.platforms end`,
            score: excluded(products.score),
            certified: excluded(products.certified),
            popularity: excluded(products.popularity),
            status: excluded(products.status),
            updatedAt: sql`now()`,
          },
        })
        .returning({
          id: products.id,
          slug: products.slug,
          categoryId: products.categoryId,
          inserted: sql<boolean>`(xmax = 0)`,
        });

      const idOf = new Map(written.map((w) => [w.slug, w.id]));
      for (const w of written) {
        if (w.inserted) report.inserted++;
        else report.updated++;
        report.ids.push(w.id);
        touchedCategories.add(w.categoryId);
      }
      const ids = written.map((w) => w.id);
      await tx.delete(productTags).where(inArray(productTags.productId, ids));
      const tagRows = writable.flatMap((a) =>
        a.tagIds.map((tagId, sort) => ({ productId: idOf.get(a.product.slug)!, tagId, sort })),
      );
      if (tagRows.length) await tx.insert(productTags).values(tagRows);

      const measured = writable.filter((a) => a.product.traffic);
      const sampled = writable.filter((a) => !a.product.traffic);
      if (measured.length) {
        await tx
          .insert(productTraffic)
          .values(measured.map((a) => measuredTraffic(idOf.get(a.product.slug)!, a.product)))
          .onConflictDoUpdate({
            target: productTraffic.productId,
            set: {
              month: excluded(productTraffic.month),
              monthlyVisits: excluded(productTraffic.monthlyVisits),
              avgVisitSeconds: excluded(productTraffic.avgVisitSeconds),
              pagesPerVisit: excluded(productTraffic.pagesPerVisit),
              bounceRate: excluded(productTraffic.bounceRate),
              growth: excluded(productTraffic.growth),
              growthRate: excluded(productTraffic.growthRate),
              history: excluded(productTraffic.history),
              sources: excluded(productTraffic.sources),
              countries: excluded(productTraffic.countries),
              isSample: false,
              updatedAt: sql`now()`,
            },
          });
      }
      if (sampled.length) {
        await tx
          .insert(productTraffic)
          .values(
            sampled.map(({ product: p }) => ({
              productId: idOf.get(p.slug)!,
              ...sampleTraffic(p.slug, p.popularity, p.contentLanguage, p.launched),
              isSample: true,
            })),
          )
          .onConflictDoNothing();
      }

      const domains = writable.map(({ product: p }) => {
        const productId = idOf.get(p.slug)!;
        const domain = new URL(p.url).hostname.toLowerCase().replace(/^www\./, '');
        if (p.domain) {
          return {
            productId,
            domain,
            createdOn: p.domain.createdOn ?? null,
            expiresOn: p.domain.expiresOn ?? null,
            changedOn: p.domain.changedOn ?? null,
            isSample: false,
          };
        }
        return { productId, domain, ...sampleDomain(p.slug, p.launched), isSample: true };
      });
      const realDomains = domains.filter((d) => !d.isSample);
      if (realDomains.length) {
        await tx
          .insert(productDomains)
          .values(realDomains)
          .onConflictDoUpdate({
            target: productDomains.productId,
            set: {
              domain: excluded(productDomains.domain),
              createdOn: excluded(productDomains.createdOn),
              expiresOn: excluded(productDomains.expiresOn),
              changedOn: excluded(productDomains.changedOn),
              isSample: false,
              updatedAt: sql`now()`,
            },
          });
      }
      const sampleDomains = domains.filter((d) => d.isSample);
      if (sampleDomains.length) await tx.insert(productDomains).values(sampleDomains).onConflictDoNothing();
    });
  }

  if (options.derive !== false && report.ids.length) {
    await updateTrafficRanks(db);
    await rebuildAlternatives(db, [...touchedCategories]);
  }
  return report;
}

function measuredTraffic(productId: number, p: TProductInput) {
  const t = p.traffic!;
  const history = t.history?.length
    ? [...t.history].sort((a, b) => a.month.localeCompare(b.month))
    : [{ month: t.month, visits: t.monthlyVisits }];
  const before = history.filter((h) => h.month < t.month).at(-1)?.visits;
  const growth = t.growth ?? (before !== undefined ? t.monthlyVisits - before : 0);
  const growthRate = t.growthRate ?? (before ? growth / before : 0);
  return {
    productId,
    month: t.month,
    monthlyVisits: t.monthlyVisits,
    avgVisitSeconds: t.avgVisitSeconds,
    pagesPerVisit: t.pagesPerVisit,
    bounceRate: t.bounceRate,
    growth,
    growthRate,
    history,
    sources: t.sources ?? { direct: 0, search: 0, email: 0, referral: 0, social: 0, display: 0 },
    countries: t.countries ?? [],
    isSample: false,
  };
}

/** Global rank by monthly visits among published products (1 = most visited). */
export async function updateTrafficRanks(db: Db): Promise<void> {
  await db.execute(sql`
    update ${productTraffic} as t set rank = r.rank
    from (
      select pt.product_id, row_number() over (order by pt.monthly_visits desc, pt.product_id) as rank
      from ${productTraffic} pt join ${products} p on p.id = pt.product_id
      where p.status = 'published'
    ) r
    where t.product_id = r.product_id and t.rank is distinct from r.rank`);
}

const ALTERNATIVES_PER_PRODUCT = 8;

/**
 * Alternatives of a product: published products of the same category, most shared tags first, then the
 * most popular. Computed in memory per category (a few queries, whatever the number of products).
 */
export async function rebuildAlternatives(db: Db, categoryIds?: number[]): Promise<void> {
  if (categoryIds && !categoryIds.length) return;
  const scope = categoryIds ? inArray(products.categoryId, categoryIds) : undefined;
  const rows = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      popularity: products.popularity,
      status: products.status,
    })
    .from(products)
    .where(scope);
  const ids = rows.map((r) => r.id);
  const tagRows = ids.length
    ? await db
        .select({ productId: productTags.productId, tagId: productTags.tagId })
        .from(productTags)
        .innerJoin(products, eq(products.id, productTags.productId))
        .where(scope)
    : [];
  const tagsOf = new Map<number, number[]>();
  for (const t of tagRows) tagsOf.set(t.productId, [...(tagsOf.get(t.productId) ?? []), t.tagId]);

  const byCategory = new Map<number, typeof rows>();
  for (const r of rows)
    if (r.status === 'published') byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r]);

  const values: { productId: number; alternativeId: number; score: number }[] = [];
  for (const members of byCategory.values()) {
    const withTag = new Map<number, number[]>();
    for (const m of members)
      for (const tag of tagsOf.get(m.id) ?? []) withTag.set(tag, [...(withTag.get(tag) ?? []), m.id]);
    const popularity = new Map(members.map((m) => [m.id, m.popularity]));
    const byPopularity = [...members].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    for (const m of members) {
      const shared = new Map<number, number>();
      for (const tag of tagsOf.get(m.id) ?? [])
        for (const other of withTag.get(tag)!)
          if (other !== m.id) shared.set(other, (shared.get(other) ?? 0) + 1);
      const ranked = [...shared.entries()]
        .map(([id, count]) => ({ id, score: count + popularity.get(id)! / 1000 }))
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .slice(0, ALTERNATIVES_PER_PRODUCT);
      // Few shared tags: fill up with the category's most popular products.
      for (const other of byPopularity) {
        if (ranked.length >= ALTERNATIVES_PER_PRODUCT) break;
        if (other.id !== m.id && !shared.has(other.id))
          ranked.push({ id: other.id, score: other.popularity / 1000 });
      }
      for (const r of ranked) values.push({ productId: m.id, alternativeId: r.id, score: r.score });
    }
  }

  await db.transaction(async (tx) => {
    if (ids.length) {
      for (let i = 0; i < ids.length; i += 5000)
        await tx
          .delete(productAlternatives)
          .where(inArray(productAlternatives.productId, ids.slice(i, i + 5000)));
    }
    for (let i = 0; i < values.length; i += 2000)
      await tx.insert(productAlternatives).values(values.slice(i, i + 2000));
  });
}

/** Marks a product hidden: it leaves lists, search and detail pages; likes and figures are kept. */
export async function hideProduct(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ status: 'hidden', updatedAt: sql`now()` })
    .where(and(eq(products.slug, slug), ne(products.status, 'hidden')))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Publishes or hides one product (staff moderation) and says whether anything changed; undefined when there is no
 * such product. Hidden products leave lists, search, sitemaps and detail pages; likes and figures are kept.
 */
export async function setProductStatus(
  db: Db,
  productId: number,
  status: 'published' | 'hidden',
): Promise<{ id: number; slug: string; status: 'published' | 'hidden'; changed: boolean } | undefined> {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) return undefined;
  if (row.status === status) return { id: row.id, slug: row.slug, status, changed: false };
  await db.update(products).set({ status, updatedAt: sql`now()` }).where(eq(products.id, row.id));
  return { id: row.id, slug: row.slug, status, changed: true };
}
