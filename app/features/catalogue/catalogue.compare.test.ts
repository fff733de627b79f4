// Product comparisons over PGlite and PostgreSQL: one canonical URL per set, the pairs visitors compare counted
// once per visitor a day, "most compared with" falling back to alternatives, the sitemap entries, and platforms
// written by imports (an import that does not state them keeps the stored ones).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { productComparePairs, products } from '../../../server/db/schema';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { FIXTURE_PRODUCTS, seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { canonicalComparePair, comparePath, parseComparePair } from './catalogue.compare-path';
import { compareSitemapEntries, compareSuggestions, getComparison, recordComparison } from './catalogue.compare.server';
import { ZProductInput } from './catalogue.schema';
import { writeProducts } from './catalogue.write.server';

describe('comparison paths', () => {
  it.each([
    ['chatgpt-vs-claude', ['chatgpt', 'claude']],
    ['Claude-vs-ChatGPT', ['claude', 'chatgpt']],
    ['a-vs-b-vs-c-vs-d', ['a', 'b', 'c', 'd']],
    ['chatgpt', undefined],
    ['a-vs-b-vs-c-vs-d-vs-e', undefined],
    ['chatgpt-vs-chatgpt', undefined],
    ['chatgpt-vs-', undefined],
    ['chat_gpt-vs-claude', undefined],
  ])('%s → %j', (segment, slugs) => {
    expect(parseComparePair(segment)).toEqual(slugs);
  });

  it('puts products in one order, and leads to the product itself when one is left', () => {
    expect(canonicalComparePair(['claude', 'chatgpt', 'midjourney'])).toBe('chatgpt-vs-claude-vs-midjourney');
    expect(comparePath(['midjourney', 'chatgpt'])).toBe('/compare/chatgpt-vs-midjourney');
    expect(comparePath(['chatgpt', 'chatgpt'])).toBe('/details/chatgpt');
    expect(comparePath(['e', 'd', 'c', 'b', 'a'])).toBe('/compare/b-vs-c-vs-d-vs-e');
  });
});

const targets = await dbTargets();

describe.each(targets)('comparisons on $name', (target) => {
  let database: Database;
  let ids: Record<string, number>;
  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    ids = Object.fromEntries((await database.db.select({ id: products.id, slug: products.slug }).from(products)).map((r) => [r.slug, r.id]));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads the products of a comparison in canonical order with their platforms', async () => {
    const deps = { database, bus: (await import('../../../server/events/change-bus')).createLocalBus() };
    const columns = await getComparison(deps, ['claude', 'chatgpt'], 'en', true);
    expect(columns.map((c) => c.slug)).toEqual(['chatgpt', 'claude']);
    expect(columns[0]!.platforms).toEqual(['web', 'windows', 'macos', 'ios', 'android']);
    await expect(getComparison(deps, ['chatgpt', 'no-such-product'], 'en', true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts each pair of a comparison once per visitor a day, and lists the most compared first', async () => {
    const before = await compareSuggestions(database.db, ids.chatgpt!, 'en');
    expect(before.every((s) => s.compared === 0)).toBe(true);
    expect(await recordComparison(database.db, [ids.chatgpt!, ids.claude!, ids.midjourney!], 'visitor-1')).toBe(3);
    expect(await recordComparison(database.db, [ids.midjourney!, ids.claude!, ids.chatgpt!], 'visitor-1')).toBe(0);
    expect(await recordComparison(database.db, [ids.chatgpt!, ids.midjourney!], 'visitor-2')).toBe(1);
    expect(await recordComparison(database.db, [ids.chatgpt!, 999_999], 'visitor-3')).toBe(0);
    const rows = await database.db.select().from(productComparePairs);
    expect(rows.map((r) => [r.productA < r.productB, r.count]).sort()).toEqual([[true, 1], [true, 1], [true, 2]].sort());
    const after = await compareSuggestions(database.db, ids.chatgpt!, 'en');
    expect(after.slice(0, 2).map((s) => [s.slug, s.compared])).toEqual([
      ['midjourney', 2],
      ['claude', 1],
    ]);
    const sitemap = await compareSitemapEntries(database.db);
    expect(sitemap[0]!.path).toBe('/compare/chatgpt-vs-midjourney');
    expect(sitemap.map((e) => e.path)).toContain('/compare/chatgpt-vs-claude');
    expect(new Set(sitemap.map((e) => e.path)).size).toBe(sitemap.length);
    for (const entry of sitemap) expect(parseComparePair(entry.path.slice('/compare/'.length))?.join('-vs-')).toBe(entry.path.slice('/compare/'.length));
  });

  it('takes a comparison seen from the page over the API, and refuses one product', async () => {
    const call = apiCaller(testApp(database));
    const seen = await call('/api/products/compare/seen', { method: 'POST', body: { ids: [ids.claude, ids.ollama] } });
    expect(seen.body).toMatchObject({ code: 0, data: { counted: 1 } });
    const single = await call('/api/products/compare/seen', { method: 'POST', body: { ids: [ids.claude] } });
    expect(single.status).toBe(400);
  });

  it('writes the platforms an import states and keeps them when an update does not', async () => {
    const base = FIXTURE_PRODUCTS.find((p) => p.slug === 'midjourney')!;
    const { platforms: _omit, ...withoutPlatforms } = base as typeof base & { platforms?: unknown };
    await writeProducts(database.db, [{ row: 1, product: ZProductInput.parse({ ...base, platforms: 'web|ios' }) }]);
    const read = async () => (await database.db.select({ platforms: products.platforms }).from(products).where(eq(products.slug, 'midjourney')))[0]!.platforms;
    expect(await read()).toEqual(['web', 'ios']);
    await writeProducts(database.db, [{ row: 1, product: ZProductInput.parse(withoutPlatforms) }]);
    expect(await read()).toEqual(['web', 'ios']);
    expect(ZProductInput.safeParse({ ...base, platforms: ['web', 'smartwatch'] }).success).toBe(false);
  });
});
