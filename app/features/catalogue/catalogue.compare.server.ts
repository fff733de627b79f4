// Product comparisons (paths in catalogue.compare-path.ts): the products of one, and the pairs visitors compare,
// counted for "most compared with" and the sitemaps.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { productComparePairs, productAlternatives, products } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { hitRateLimit } from '../../../server/http/rate-limit';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import { getProductBySlugOrId, getProductDetail } from './catalogue.server';
import { COMPARE_MAX, COMPARE_MIN, comparePath } from './catalogue.compare-path';
import { pickText, type TProductDetail, type TRelatedProduct } from './catalogue.schema';

/**
 * The products of a comparison, in canonical order, with everything the page shows. A cache-filling render reads
 * the database (as product pages do); other renders read the per-process memo.
 */
export async function getComparison(deps: Pick<AppDeps, 'database' | 'bus'>, slugs: readonly string[], lang: LangCode, fromDatabase: boolean): Promise<TProductDetail[]> {
  const sorted = [...slugs].sort();
  return Promise.all(sorted.map((slug) => (fromDatabase ? getProductBySlugOrId(deps.database.db, slug, lang) : getProductDetail(deps, slug, lang))));
}

/** A comparison seen by one visitor: each pair in it counts once per visitor a day. Returns the pairs counted. */
export async function recordComparison(db: Db, ids: readonly number[], visitor: string): Promise<number> {
  const unique = [...new Set(ids)].sort((a, b) => a - b).slice(0, COMPARE_MAX);
  if (unique.length < COMPARE_MIN) return 0;
  const known = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, unique), eq(products.status, 'published')));
  if (known.length !== unique.length) return 0;
  const window = await hitRateLimit(db, `compare:${visitor}:${unique.join(',')}`, { limit: 1, windowMs: 86_400_000 });
  if (!window.allowed) return 0;
  const pairs: { productA: number; productB: number }[] = [];
  for (let i = 0; i < unique.length; i++) for (let j = i + 1; j < unique.length; j++) pairs.push({ productA: unique[i]!, productB: unique[j]! });
  await db
    .insert(productComparePairs)
    .values(pairs.map((p) => ({ ...p, count: 1 })))
    .onConflictDoUpdate({
      target: [productComparePairs.productA, productComparePairs.productB],
      set: { count: sql`${productComparePairs.count} + 1`, updatedAt: sql`now()` },
    });
  return pairs.length;
}

export interface TCompareSuggestion extends Omit<TRelatedProduct, 'logo'> {
  /** Times this pair was compared; 0 for a suggestion from the product's alternatives. */
  compared: number;
}

/** The products most often compared with this one; its closest alternatives fill the list when there are few. */
export async function compareSuggestions(db: Db, productId: number, lang: LangCode, limit = 4): Promise<TCompareSuggestion[]> {
  const pairs = await db
    .select({ a: productComparePairs.productA, b: productComparePairs.productB, count: productComparePairs.count })
    .from(productComparePairs)
    .where(or(eq(productComparePairs.productA, productId), eq(productComparePairs.productB, productId)))
    .orderBy(desc(productComparePairs.count))
    .limit(limit * 2);
  const counts = new Map<number, number>();
  for (const p of pairs) counts.set(p.a === productId ? p.b : p.a, p.count);
  if (counts.size < limit) {
    const alternatives = await db
      .select({ id: productAlternatives.alternativeId })
      .from(productAlternatives)
      .where(eq(productAlternatives.productId, productId))
      .orderBy(desc(productAlternatives.score))
      .limit(limit);
    for (const { id } of alternatives) if (!counts.has(id)) counts.set(id, 0);
  }
  const ids = [...counts.keys()];
  if (!ids.length) return [];
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, tagline: products.tagline })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, 'published')));
  return rows
    .map((r) => ({ id: r.id, slug: r.slug, name: pickText(r.name, lang), tagline: pickText(r.tagline, lang), compared: counts.get(r.id) ?? 0 }))
    .sort((x, y) => y.compared - x.compared || ids.indexOf(x.id) - ids.indexOf(y.id))
    .slice(0, limit);
}

/** Comparison pages in the sitemaps: the pairs visitors compare most, then each popular product with its closest alternative. */
export async function compareSitemapEntries(db: Db, limit = 2_000): Promise<SitemapEntry[]> {
  const a = products;
  const compared = await db
    .select({ a: sql<string>`pa.slug`, b: sql<string>`pb.slug`, updatedAt: productComparePairs.updatedAt })
    .from(productComparePairs)
    .innerJoin(sql`${a} pa`, sql`pa.id = ${productComparePairs.productA} and pa.status = 'published'`)
    .innerJoin(sql`${a} pb`, sql`pb.id = ${productComparePairs.productB} and pb.status = 'published'`)
    .orderBy(desc(productComparePairs.count))
    .limit(limit);
  const alternatives = await db
    .select({ a: sql<string>`pa.slug`, b: sql<string>`pb.slug` })
    .from(productAlternatives)
    .innerJoin(sql`${a} pa`, sql`pa.id = ${productAlternatives.productId} and pa.status = 'published'`)
    .innerJoin(sql`${a} pb`, sql`pb.id = ${productAlternatives.alternativeId} and pb.status = 'published'`)
    .where(sql`${productAlternatives.score} = (select max(x.score) from product_alternatives x where x.product_id = ${productAlternatives.productId})`)
    .orderBy(sql`pa.popularity desc`, sql`pa.id`)
    .limit(limit);
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const pair of [...compared, ...alternatives]) {
    const path = comparePath([pair.a, pair.b]);
    if (seen.has(path) || entries.length >= limit) continue;
    seen.add(path);
    entries.push({ path, changefreq: 'weekly', priority: 0.5, lastmod: 'updatedAt' in pair ? (pair.updatedAt as Date) : undefined });
  }
  return entries;
}

registerSitemapSource((deps) => compareSitemapEntries(deps.database.db));
