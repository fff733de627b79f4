// Seeds the project's how-to guides (docs/decisions/031): articles of kind 'guide', published, dated on the day
// each was last revised (noon in the news time zone), tw converted from zh (opencc-js, as the news), ja left to fall
// back to en; and the catalogue products each is about. Running it again adds missing guides and product links.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { articleProducts, articles, products } from '../schema';
import { zhToTw } from '~/features/news/news.write.server';
import { seedPublishAt } from './news.seed';
import { GUIDES_SEED } from './guides.seed-data';

export async function runGuidesSeed(tx: Db): Promise<void> {
  await tx
    .insert(articles)
    .values(
      GUIDES_SEED.map((g) => ({
        slug: g.slug,
        kind: 'guide',
        status: 'published',
        title: { zh: g.zh.title, en: g.en.title, tw: zhToTw(g.zh.title) },
        summary: { zh: g.zh.summary, en: g.en.summary, tw: zhToTw(g.zh.summary) },
        body: { zh: g.zh.body, en: g.en.body, tw: zhToTw(g.zh.body) },
        sources: g.sources,
        tags: g.tags,
        publishAt: seedPublishAt(g.day),
        source: 'seed',
        createdAt: seedPublishAt(g.day),
        updatedAt: seedPublishAt(g.day),
      })),
    )
    .onConflictDoNothing();
  const slugs = [...new Set(GUIDES_SEED.flatMap((g) => g.products))];
  const [known, rows] = await Promise.all([
    tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs)),
    tx.select({ id: articles.id, slug: articles.slug }).from(articles).where(inArray(articles.slug, GUIDES_SEED.map((g) => g.slug))),
  ]);
  const productId = new Map(known.map((p) => [p.slug, p.id]));
  const articleId = new Map(rows.map((r) => [r.slug, r.id]));
  const links = GUIDES_SEED.flatMap((g) =>
    g.products.flatMap((slug, sort) => {
      const id = articleId.get(g.slug);
      const pid = productId.get(slug);
      return id && pid ? [{ articleId: id, productId: pid, sort }] : [];
    }),
  );
  if (links.length) await tx.insert(articleProducts).values(links).onConflictDoNothing();
}
