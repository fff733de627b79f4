import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { testJobQueue } from '../../../tests/fixtures/jobs';
import type { Database } from '../../../server/db/client';
import { jobs, products } from '../../../server/db/schema';
import { createLocalBus } from '../../../server/events/change-bus';
import { catalogueImportJob } from './catalogue.jobs.server';
import { importProducts, productRowsFromJson } from './catalogue.import.server';
import { CATALOGUE_TOPIC } from './catalogue.search.server';

const targets = await dbTargets();

function batch(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    slug: `queued-${i}`,
    name: `Queued ${i}`,
    url: `https://queued-${i}.example.com/`,
    category: 'writing',
    tags: ['writing-assistant'],
    type: 'commercial',
    pricing: 'free',
    contentLanguage: 'en',
    popularity: 1 + (i % 100),
    tagline: { en: `Queued product ${i}`, zh: `排队产品 ${i}` },
  }));
}

describe.each(targets)('catalogue.import job on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedFixtureCatalogue(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('imports a batch in the npm run import format, reports rejected rows and tells the replicas', async () => {
    const bus = createLocalBus();
    const topics: string[] = [];
    bus.subscribe(CATALOGUE_TOPIC, (t) => topics.push(t));
    const queue = testJobQueue(database, [catalogueImportJob], bus);
    try {
      await expect(queue.enqueue(catalogueImportJob, { products: [] })).rejects.toThrow();
      const { id } = await queue.enqueue(catalogueImportJob, { products: [...batch(3), { slug: 'no-url', name: 'x' }] });
      await queue.start();
      await expect.poll(async () => (await jobRow(id)).state, { timeout: 10_000 }).toBe('done');
      const { result } = await jobRow(id);
      expect(result).toMatchObject({ rows: 4, inserted: 3, updated: 0, rejected: 1 });
      expect((result as { rejectedRows: { source: string }[] }).rejectedRows[0]!.source).toBe('item 4');
      expect(topics).toContain(CATALOGUE_TOPIC);
    } finally {
      await queue.close();
    }
  });

  it('finishes the import of a worker that died half-way, creating every product exactly once', async () => {
    const payload = { products: batch(40).map((p) => ({ ...p, slug: `re-${p.slug}`, url: p.url.replace('queued', 're-queued') })) };
    // The dead worker's claim: it wrote the first half, then its lease ran out.
    await importProducts(database.db, productRowsFromJson({ products: payload.products.slice(0, 20) }));
    const [claimed] = await database.db
      .insert(jobs)
      .values({
        name: catalogueImportJob.id,
        payload,
        maxAttempts: catalogueImportJob.maxAttempts,
        state: 'running',
        attempts: 1,
        lockedBy: 'killed-worker',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning({ id: jobs.id });
    const queue = testJobQueue(database, [catalogueImportJob]);
    try {
      await queue.start();
      await expect.poll(async () => (await jobRow(String(claimed!.id))).state, { timeout: 10_000 }).toBe('done');
    } finally {
      await queue.close();
    }
    expect(await jobRow(String(claimed!.id))).toMatchObject({ attempts: 2, result: { rows: 40, inserted: 20, updated: 20 } });
    const rows = await database.db.select({ slug: products.slug }).from(products).where(like(products.slug, 're-queued-%'));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(40);
  });

  async function jobRow(id: string) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, Number(id)));
    return row!;
  }
});
