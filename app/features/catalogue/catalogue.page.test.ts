// The product page's data over PGlite and PostgreSQL: renders that do not fill the page cache read a per-process
// memo, and every change the page shows (the product, the products it is compared with, its related news, new
// monthly rankings) reaches the next such render once its change event is published.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFixtureCatalogue } from '../../../tests/fixtures/catalogue-deps';
import { dbTargets } from '../../../tests/fixtures/db';
import { products } from '../../../server/db/schema';
import { ZArticleInput } from '~/features/news/news.schema';
import { createArticle, publishArticle } from '~/features/news/news.write.server';
import { publishRankingChanges } from '~/features/rankings/rankings.jobs.server';
import { computePeriod } from '~/features/rankings/rankings.compute.server';
import { parsePeriodKey } from '~/features/rankings/rankings.periods';
import { compareSuggestions } from './catalogue.compare.server';
import { getProductPage } from './catalogue.page.server';
import { productTopic, publishProductChanges } from './catalogue.search.server';

const targets = await dbTargets();

describe.each(targets)('product page data on $name', (target) => {
  const ctx = useFixtureCatalogue(target);
  const idOf = async (slug: string) => (await ctx.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
  const retag = (slug: string, en: string) =>
    ctx.database.db.update(products).set({ tagline: { en }, updatedAt: sql`now()` }).where(eq(products.slug, slug));

  it('keeps the data between renders, per language and product, and reads the database to fill the page cache', async () => {
    const first = await getProductPage(ctx.deps, 'chatgpt', 'en', false);
    expect(first.product.slug).toBe('chatgpt');
    expect(await getProductPage(ctx.deps, 'chatgpt', 'en', false)).toBe(first);
    // An id in any spelling is one entry.
    const id = await idOf('chatgpt');
    expect(await getProductPage(ctx.deps, `0${id}`, 'en', false)).toBe(await getProductPage(ctx.deps, String(id), 'en', false));
    expect(await getProductPage(ctx.deps, 'chatgpt', 'zh', false)).not.toBe(first);
    // A render that fills the page cache reads the database: written but not announced shows there only.
    await retag('chatgpt', 'Written, not announced');
    expect((await getProductPage(ctx.deps, 'chatgpt', 'en', true)).product.tagline).toBe('Written, not announced');
    expect((await getProductPage(ctx.deps, 'chatgpt', 'en', false)).product.tagline).toBe(first.product.tagline);
    // Another area's event leaves it.
    await ctx.bus.publish('navigation');
    expect(await getProductPage(ctx.deps, 'chatgpt', 'en', false)).toBe(first);
    await expect(getProductPage(ctx.deps, 'no-such-product', 'en', false)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("shows the product's own change after its topic", async () => {
    const id = await idOf('chatgpt');
    await retag('chatgpt', 'Chats with the wombat');
    await ctx.bus.publish(productTopic(id));
    expect((await getProductPage(ctx.deps, 'chatgpt', 'en', false)).product.tagline).toBe('Chats with the wombat');
  });

  it('shows a renamed comparison suggestion after that product changes', async () => {
    const id = await idOf('chatgpt');
    const suggestions = (await getProductPage(ctx.deps, 'chatgpt', 'en', false)).compareWith;
    expect(suggestions.length).toBeGreaterThan(0);
    const other = suggestions[0]!;
    await ctx.database.db.update(products).set({ name: { zh: '改名', tw: '改名', en: 'Renamed Wombat', ja: '改名' } }).where(eq(products.id, other.id));
    expect((await getProductPage(ctx.deps, 'chatgpt', 'en', false)).compareWith[0]!.name).toBe(other.name);
    await publishProductChanges(ctx.bus, [other.id]);
    const after = (await getProductPage(ctx.deps, 'chatgpt', 'en', false)).compareWith;
    expect(after.find((s) => s.id === other.id)?.name).toBe('Renamed Wombat');
    expect(after).toEqual(await compareSuggestions(ctx.database.db, id, 'en'));
  });

  it('shows a newly published article that names the product', async () => {
    const id = await idOf('chatgpt');
    const before = (await getProductPage(ctx.deps, 'chatgpt', 'en', false)).product.news;
    expect(before.some((n) => n.url === '/news/page-memo-article')).toBe(false);
    const input = ZArticleInput.parse({
      slug: 'page-memo-article',
      title: { zh: '测试', en: 'Memo article' },
      summary: { zh: '摘要', en: 'Summary' },
      body: { zh: '正文', en: 'Body' },
      productIds: [id],
    });
    const article = await createArticle(ctx.database.db, ctx.bus, input, null);
    // A draft announces nothing and shows nowhere.
    expect((await getProductPage(ctx.deps, 'chatgpt', 'en', false)).product.news).toBe(before);
    await publishArticle(ctx.database.db, ctx.bus, article.id, null);
    const news = (await getProductPage(ctx.deps, 'chatgpt', 'en', false)).product.news;
    expect(news[0]).toMatchObject({ title: 'Memo article', url: '/news/page-memo-article' });
  });

  it('shows the rank history once new monthly rankings are announced', async () => {
    const page = await getProductPage(ctx.deps, 'kling', 'en', false);
    expect(page.rankHistory).toEqual([]);
    const results = [await computePeriod(ctx.database.db, parsePeriodKey('monthly', '2026-10')!, { timeZone: 'Asia/Shanghai' })];
    expect(results[0]!.created).toBeGreaterThan(0);
    expect((await getProductPage(ctx.deps, 'kling', 'en', false)).rankHistory).toEqual([]);
    await publishRankingChanges(ctx.bus, results);
    const shown = await getProductPage(ctx.deps, 'kling', 'en', false);
    // Each month comes named in the page's language, with the path of the ranking it is taken from.
    expect(shown.rankHistory).toEqual([expect.objectContaining({ key: '2026-10', period: 'October 2026', rank: expect.any(Number) })]);
    expect(shown.rankingPath).toMatch(/^\/best-ai-tools\/monthly\/.+/);
    expect((await getProductPage(ctx.deps, 'kling', 'zh', false)).rankHistory[0]?.period).toBe('2026年10月');
  });
});
