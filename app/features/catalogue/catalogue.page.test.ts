// The product page's data over PGlite and PostgreSQL: renders that do not fill the page cache read a per-process
// memo, and every change the page shows (the product, the products it is compared with, its related news, new
// monthly rankings) reaches the next such render once its change event is published.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { products } from '../../../server/db/schema';
import { createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
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
  let database: Database;
  let bus: ChangeBus;
  let deps: { database: Database; bus: ChangeBus };
  const idOf = async (slug: string) => (await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
  const retag = (slug: string, en: string) =>
    database.db.update(products).set({ tagline: { en }, updatedAt: sql`now()` }).where(eq(products.slug, slug));

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    bus = createLocalBus();
    deps = { database, bus };
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('keeps the data between renders, per language and product, and reads the database to fill the page cache', async () => {
    const first = await getProductPage(deps, 'chatgpt', 'en', false);
    expect(first.product.slug).toBe('chatgpt');
    expect(await getProductPage(deps, 'chatgpt', 'en', false)).toBe(first);
    // An id in any spelling is one entry.
    const id = await idOf('chatgpt');
    expect(await getProductPage(deps, `0${id}`, 'en', false)).toBe(await getProductPage(deps, String(id), 'en', false));
    expect(await getProductPage(deps, 'chatgpt', 'zh', false)).not.toBe(first);
    // A render that fills the page cache reads the database: written but not announced shows there only.
    await retag('chatgpt', 'Written, not announced');
    expect((await getProductPage(deps, 'chatgpt', 'en', true)).product.tagline).toBe('Written, not announced');
    expect((await getProductPage(deps, 'chatgpt', 'en', false)).product.tagline).toBe(first.product.tagline);
    // Another area's event leaves it.
    await bus.publish('navigation');
    expect(await getProductPage(deps, 'chatgpt', 'en', false)).toBe(first);
    await expect(getProductPage(deps, 'no-such-product', 'en', false)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("shows the product's own change after its topic", async () => {
    const id = await idOf('chatgpt');
    await retag('chatgpt', 'Chats with the wombat');
    await bus.publish(productTopic(id));
    expect((await getProductPage(deps, 'chatgpt', 'en', false)).product.tagline).toBe('Chats with the wombat');
  });

  it('shows a renamed comparison suggestion after that product changes', async () => {
    const id = await idOf('chatgpt');
    const suggestions = (await getProductPage(deps, 'chatgpt', 'en', false)).compareWith;
    expect(suggestions.length).toBeGreaterThan(0);
    const other = suggestions[0]!;
    await database.db.update(products).set({ name: { zh: '改名', tw: '改名', en: 'Renamed Wombat', ja: '改名' } }).where(eq(products.id, other.id));
    expect((await getProductPage(deps, 'chatgpt', 'en', false)).compareWith[0]!.name).toBe(other.name);
    await publishProductChanges(bus, [other.id]);
    const after = (await getProductPage(deps, 'chatgpt', 'en', false)).compareWith;
    expect(after.find((s) => s.id === other.id)?.name).toBe('Renamed Wombat');
    expect(after).toEqual(await compareSuggestions(database.db, id, 'en'));
  });

  it('shows a newly published article that names the product', async () => {
    const id = await idOf('chatgpt');
    const before = (await getProductPage(deps, 'chatgpt', 'en', false)).product.news;
    expect(before.some((n) => n.url === '/news/page-memo-article')).toBe(false);
    const input = ZArticleInput.parse({
      slug: 'page-memo-article',
      title: { zh: '测试', en: 'Memo article' },
      summary: { zh: '摘要', en: 'Summary' },
      body: { zh: '正文', en: 'Body' },
      productIds: [id],
    });
    const article = await createArticle(database.db, bus, input, null);
    // A draft announces nothing and shows nowhere.
    expect((await getProductPage(deps, 'chatgpt', 'en', false)).product.news).toBe(before);
    await publishArticle(database.db, bus, article.id, null);
    const news = (await getProductPage(deps, 'chatgpt', 'en', false)).product.news;
    expect(news[0]).toMatchObject({ title: 'Memo article', url: '/news/page-memo-article' });
  });

  it('shows the rank history once new monthly rankings are announced', async () => {
    const page = await getProductPage(deps, 'kling', 'en', false);
    expect(page.rankHistory).toEqual([]);
    const results = [await computePeriod(database.db, parsePeriodKey('monthly', '2026-10')!, { timeZone: 'Asia/Shanghai' })];
    expect(results[0]!.created).toBeGreaterThan(0);
    expect((await getProductPage(deps, 'kling', 'en', false)).rankHistory).toEqual([]);
    await publishRankingChanges(bus, results);
    expect((await getProductPage(deps, 'kling', 'en', false)).rankHistory).toEqual([expect.objectContaining({ key: '2026-10', rank: expect.any(Number) })]);
  });
});
