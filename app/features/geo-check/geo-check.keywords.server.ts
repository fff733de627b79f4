// Recommended keywords (docs/decisions/024): the catalogue's tags and categories around the question, with a heat
// from this site's own activity and a difficulty from how many catalogue products compete for each.
import { and, count, gte, inArray, sql, sum } from 'drizzle-orm';
import { productTags, products, siteActivityDaily, tags } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { searchProducts } from '~/features/catalogue/catalogue.server';
import { ZProductSearchQuery } from '~/features/catalogue/catalogue.schema';
import type { LangCode } from '~/i18n/locales';
import type { TKeywordLevel, TRecommendedKeyword } from './geo-check.constants';
import { questionsContaining } from './geo-check.server';

type Deps = Pick<AppDeps, 'database' | 'bus'>;

/** Products competing for a term: at least this many make it hard, at least `medium` medium. */
export const DIFFICULTY = { high: 40, medium: 12 } as const;
export const levelFor = (competitors: number): TKeywordLevel =>
  competitors >= DIFFICULTY.high ? 'high' : competitors >= DIFFICULTY.medium ? 'medium' : 'low';

/**
 * Heat of a term = page views of its products on this site in the last 30 days + 5 × their likes, + 20 × the GEO
 * questions of the last 90 days that contain it (people asked AI about it here). Difficulty = the catalogue's
 * products carrying the term (tag) or in it (category).
 */
export async function recommendedKeywords(deps: Deps, q: string, lang: LangCode, limit = 12): Promise<TRecommendedKeyword[]> {
  const found = await searchProducts(deps, ZProductSearchQuery.parse({ q: q.slice(0, 100), pageSize: 40 }), lang);
  const terms = new Map<string, { slug: string; kind: 'tag' | 'category'; productIds: Set<number>; likes: number }>();
  for (const p of found.items) {
    for (const [kind, t] of [...p.tags.map((t) => ['tag', t] as const), ['category', p.category] as const]) {
      const entry = terms.get(t.name) ?? { slug: t.slug, kind, productIds: new Set<number>(), likes: 0 };
      entry.productIds.add(p.id);
      entry.likes += p.likes;
      terms.set(t.name, entry);
    }
  }
  if (!terms.size) return [];
  const db = deps.database.db;
  const tagSlugs = [...terms.values()].filter((t) => t.kind === 'tag').map((t) => t.slug);
  const tagCounts = tagSlugs.length
    ? await db
        .select({ slug: tags.slug, n: count() })
        .from(productTags)
        .innerJoin(tags, sql`${tags.id} = ${productTags.tagId}`)
        .where(inArray(tags.slug, tagSlugs))
        .groupBy(tags.slug)
    : [];
  const categoryCounts = await db
    .select({ slug: sql<string>`(select slug from categories where categories.id = ${products.categoryId})`, n: count() })
    .from(products)
    .groupBy(products.categoryId);
  const competitors = new Map<string, number>([
    ...tagCounts.map((r) => [`tag:${r.slug}`, r.n] as const),
    ...categoryCounts.map((r) => [`category:${r.slug}`, r.n] as const),
  ]);
  const ids = [...new Set(found.items.map((p) => p.id))];
  const since = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString().slice(0, 10);
  const views = new Map(
    (
      await db
        .select({ id: siteActivityDaily.productId, views: sum(siteActivityDaily.views) })
        .from(siteActivityDaily)
        .where(and(inArray(siteActivityDaily.productId, ids), gte(siteActivityDaily.day, since)))
        .groupBy(siteActivityDaily.productId)
    ).map((r) => [r.id, Number(r.views ?? 0)]),
  );
  const asked = await questionsContaining(deps, [...terms.keys()]);
  return [...terms.entries()]
    .map(([keyword, t]) => {
      let heat = t.likes * 5 + 20 * (asked.get(keyword) ?? 0);
      for (const id of t.productIds) heat += views.get(id) ?? 0;
      // Every product found for the question adds a little, so a fresh site still orders the terms.
      heat += t.productIds.size;
      return { keyword, heat, difficulty: levelFor(competitors.get(`${t.kind}:${t.slug}`) ?? t.productIds.size) };
    })
    .sort((a, b) => b.heat - a.heat || a.keyword.localeCompare(b.keyword))
    .slice(0, limit);
}
