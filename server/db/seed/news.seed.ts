// Seeds the news (docs/decisions/029): the project's articles about dated AI events, published at noon of their
// day in the news time zone, with tw converted from zh (opencc-js, as the catalogue and the model library) and ja
// left to fall back to en; the catalogue products each names; and the daily digests.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { articleProducts, articles, newsDigests, products } from '../schema';
import { zhToTw } from '~/features/news/news.write.server';
import { DIGEST_SEED, NEWS_SEED } from './news.seed-data';

/** Noon of a day in Asia/Shanghai (the news time zone, UTC+8 all year). */
export const seedPublishAt = (day: string) => new Date(`${day}T12:00:00+08:00`);

export async function runNewsSeed(tx: Db): Promise<void> {
  const slugs = [...new Set(NEWS_SEED.flatMap((a) => a.products))];
  const known = slugs.length ? await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs)) : [];
  const idOf = new Map(known.map((p) => [p.slug, p.id]));
  const rows = await tx
    .insert(articles)
    .values(
      NEWS_SEED.map((a) => ({
        slug: a.slug,
        kind: 'news',
        status: 'published',
        title: { zh: a.zh.title, en: a.en.title, tw: zhToTw(a.zh.title) },
        summary: { zh: a.zh.summary, en: a.en.summary, tw: zhToTw(a.zh.summary) },
        body: { zh: a.zh.body, en: a.en.body, tw: zhToTw(a.zh.body) },
        sources: a.sources,
        tags: a.tags,
        publishAt: seedPublishAt(a.day),
        source: 'seed',
        createdAt: seedPublishAt(a.day),
        updatedAt: seedPublishAt(a.day),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: articles.id, slug: articles.slug });
  const articleId = new Map(rows.map((r) => [r.slug, r.id]));
  const links = NEWS_SEED.flatMap((a) =>
    a.products.flatMap((slug, sort) => {
      const id = articleId.get(a.slug);
      const productId = idOf.get(slug);
      return id && productId ? [{ articleId: id, productId, sort }] : [];
    }),
  );
  if (links.length) await tx.insert(articleProducts).values(links).onConflictDoNothing();
  await tx
    .insert(newsDigests)
    .values(
      DIGEST_SEED.map((d) => ({
        day: d.day,
        title: { zh: d.zh.title, en: d.en.title, tw: zhToTw(d.zh.title) },
        intro: { zh: d.zh.intro, en: d.en.intro, tw: zhToTw(d.zh.intro) },
        createdAt: seedPublishAt(d.day),
        updatedAt: seedPublishAt(d.day),
      })),
    )
    .onConflictDoNothing();
}
