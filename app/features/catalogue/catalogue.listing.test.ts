// A category's or a tag's listing over PGlite and PostgreSQL: renders that do not fill the page cache read a
// per-process memo, renders that fill it read the database, and a product change reaches the next render once its
// change event is published.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFixtureCatalogue } from '../../../tests/fixtures/catalogue-deps';
import { dbTargets } from '../../../tests/fixtures/db';
import { categories, products } from '../../../server/db/schema';
import { getListingPage } from './catalogue.listing.server';
import { productTopic } from './catalogue.search.server';

const targets = await dbTargets();

describe.each(targets)('listing pages on $name', (target) => {
  const ctx = useFixtureCatalogue(target);
  const retag = (slug: string, en: string) =>
    ctx.database.db.update(products).set({ tagline: { en }, updatedAt: sql`now()` }).where(eq(products.slug, slug));
  const tagline = (page: Awaited<ReturnType<typeof getListingPage>>, slug: string) => page.page.items.find((p) => p.slug === slug)?.tagline;

  it('keeps a page between renders, per language, listing and page number, and reads the database to fill the page cache', async () => {
    const first = await getListingPage(ctx.deps, 'category', 'chatbots', null, 'en', false);
    expect(first).toMatchObject({ kind: 'category', name: 'AI Chatbots', page: { page: 1, pageSize: 24 } });
    expect(first.page.items.map((p) => p.slug)).toContain('chatgpt');
    expect(await getListingPage(ctx.deps, 'category', 'chatbots', '1', 'en', false)).toBe(first);
    expect(await getListingPage(ctx.deps, 'category', 'chatbots', null, 'zh', false)).not.toBe(first);
    expect(await getListingPage(ctx.deps, 'category', 'chatbots', '2', 'en', false)).not.toBe(first);
    expect((await getListingPage(ctx.deps, 'tag', 'chatbot', null, 'en', false)).name).toBe('Chatbot');
    // Written but not announced: the render filling the page cache sees it, the memo does not yet.
    await retag('chatgpt', 'Written, not announced');
    expect(tagline(await getListingPage(ctx.deps, 'category', 'chatbots', null, 'en', true), 'chatgpt')).toBe('Written, not announced');
    expect(await getListingPage(ctx.deps, 'category', 'chatbots', null, 'en', false)).toBe(first);
    // Another area's event leaves it.
    await ctx.bus.publish('navigation');
    expect(await getListingPage(ctx.deps, 'category', 'chatbots', null, 'en', false)).toBe(first);
  });

  it("shows a listed product's change after its topic", async () => {
    const [row] = await ctx.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'chatgpt'));
    await retag('chatgpt', 'Chats with the wombat');
    await ctx.bus.publish(productTopic(row!.id));
    expect(tagline(await getListingPage(ctx.deps, 'category', 'chatbots', null, 'en', false), 'chatgpt')).toBe('Chats with the wombat');
  });

  it('refuses an unknown category or tag, and keeps no entry for it', async () => {
    await expect(getListingPage(ctx.deps, 'category', 'no-such-category', null, 'en', false)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getListingPage(ctx.deps, 'tag', 'no-such-tag', null, 'en', true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Made up now, created later: the next render finds it (a refusal is not remembered).
    await ctx.database.db.insert(categories).values({ slug: 'brand-new', name: { zh: '全新', en: 'Brand new', tw: '全新', ja: '新着' }, sort: 99 });
    expect((await getListingPage(ctx.deps, 'category', 'brand-new', null, 'en', false)).name).toBe('Brand new');
  });
});
