import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../../events/change-bus';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../client';
import { appMeta, productAlternatives, productTraffic, products } from '../schema';
import { SEED_STEPS, seedDatabase } from '.';
import { hasCatalogueSeed, loadCatalogueSeed, type CatalogueSeedReport } from './catalogue.seed';
import { productSearchFor } from '~/features/catalogue/catalogue.search.server';
import { searchProducts } from '~/features/catalogue/catalogue.server';
import { ZProductSearchQuery } from '~/features/catalogue/catalogue.schema';
import { RELEVANCE_CASES } from '~/features/catalogue/search-relevance.cases';

const targets = await dbTargets();
const count = async (
  database: Database,
  table: typeof products | typeof productTraffic | typeof productAlternatives,
) => (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;

// The shipped catalogue: loaded once per database here, because it takes seconds.
describe.runIf(hasCatalogueSeed()).each(targets)('shipped catalogue on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open({ seed: false });
    expect(await seedDatabase(database.db)).toEqual(SEED_STEPS.map((s) => s.id));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  // How long the seed takes is a figure of `npm run bench` (first start: migrate + seed), never a gate here.
  it('loads at least 2,000 distinct products, leaving out only duplicates', async () => {
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed:catalogue-v1:report'));
    const report = row!.value as CatalogueSeedReport;
    const problems = report.rejected.filter(
      (r) => !r.reasons.every((reason) => /already given|same URL/.test(reason)),
    );
    expect(problems).toEqual([]);
    expect(await count(database, products)).toBe(report.inserted);
    expect(report.inserted).toBeGreaterThanOrEqual(2000);
    expect(report.inserted + report.rejected.length).toBe(report.products);
  });

  it('leaves the rankings of 12 weeks, 12 months and 4 quarters, every region and the site ranking', async () => {
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed:rankings-v1:report'));
    expect(row!.value).toMatchObject({ periods: 28, snapshots: 28 * 17 });
  });

  it('gives every product sample traffic, a domain, alternatives and Traditional Chinese text', async () => {
    const total = await count(database, products);
    expect(await count(database, productTraffic)).toBe(total);
    const [ranks] = await database.db
      .select({ min: sql<number>`min(rank)`, max: sql<number>`max(rank)` })
      .from(productTraffic);
    expect(Number(ranks!.min)).toBe(1);
    expect(Number(ranks!.max)).toBe(total);
    expect(await count(database, productAlternatives)).toBeGreaterThan(total * 4);
    const [chatgpt] = await database.db.select().from(products).where(eq(products.slug, 'chatgpt'));
    expect(chatgpt!.tagline.tw).toBeTruthy();
    expect(chatgpt!.tagline.tw).not.toBe(chatgpt!.tagline.zh);
    const [sample] = await database.db
      .select({ isSample: productTraffic.isSample })
      .from(productTraffic)
      .where(eq(productTraffic.productId, chatgpt!.id));
    expect(sample!.isSample).toBe(true);
  });

  it('finds real products in every language', async () => {
    const search = productSearchFor({ database, bus: createLocalBus() });
    await search.ready();
    const top = async (q: string) => (await search.index.search({ q, limit: 10 })).hits.length;
    for (const q of ['视频', '写作', '画像', 'chatbot', 'chatbto', 'chatb', '翻譯'])
      expect(await top(q), q).toBeGreaterThan(0);
    search.close();
  });

  it(`answers the ${RELEVANCE_CASES.length} queries of the relevance set with what they are about first`, async () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
    const deps = { database, bus: createLocalBus() };
    const misses: string[] = [];
    for (const c of RELEVANCE_CASES) {
      const { items } = await searchProducts(deps, ZProductSearchQuery.parse({ q: c.q, pageSize: 5 }), c.lang);
      const slugs = items.map((i) => i.slug);
      const missing = c.top.filter((slug) => !slugs.includes(slug));
      const outside = c.categories ? items.filter((i) => !c.categories!.includes(i.category.slug)).map((i) => i.slug) : [];
      if (missing.length || outside.length || (c.first && slugs[0] !== c.first))
        misses.push(`${c.lang} "${c.q}" → ${slugs.join(' ')} (missing ${missing.join(' ') || '-'}, off-topic ${outside.join(' ') || '-'})`);
    }
    expect(misses).toEqual([]);
    await deps.bus.close();
  });

  it('is idempotent: the step does not run twice, and loading the files again changes nothing', async () => {
    const before = await count(database, products);
    expect(await seedDatabase(database.db)).toEqual([]);
    const again = await loadCatalogueSeed(database.db);
    expect(again.inserted).toBe(0);
    expect(again.updated).toBe(before);
    expect(await count(database, products)).toBe(before);
  }, 60_000);
});
