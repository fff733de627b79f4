// Product logos and screenshots (issue 24 §2): a health visit of a local fake site stores its icon and og:image as
// WebP; the screenshot worker photographs a local fake site with the system's Chromium (its requests through the
// SSRF guard: another host and a private address are refused); cards and the product page carry the stored images,
// served from /media with long-lived headers.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { media, productMedia, products } from '../../../server/db/schema';
import { createLocalBus } from '../../../server/events/change-bus';
import { testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeSites, type FakeSites } from '../../../tests/fakes/sites';
import { pruneMedia } from '../media/media.server';
import { checkProducts } from './catalogue.health.server';
import { productOgVersion } from './catalogue.og';
import { findChromium, screenshotProducts } from './catalogue.screenshot.server';
import { getProductBySlugOrId, listProductCards } from './catalogue.server';
import { ProductAvatar } from './components/product-card';

const targets = await dbTargets();
const logger = pino({ level: 'silent' });
const chromium = findChromium(process.env.SCREENSHOT_CHROMIUM);

describe.each(targets)('logos and screenshots on $name', (target) => {
  let database: Database;
  let sites: FakeSites;
  const bus = createLocalBus();
  const heard: string[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    sites = await startFakeSites();
  });
  afterAll(async () => {
    await sites?.close();
    await database?.close();
    await bus.close();
  });

  const productId = async (slug: string) => (await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
  const publisher = { publish: async (topic: string) => void heard.push(topic) };

  it('a health visit stores the icon and og:image as WebP, and the card carries the logo', async () => {
    const id = await productId('chatgpt');
    expect((await listProductCards(database.db, [id], 'en'))[0]!.logo).toBeNull();
    const options = { timeoutMs: 3000, allowHosts: sites.allowHosts };
    await checkProducts({ db: database.db, bus: publisher, logger, concurrency: 1, visit: options, images: options }, [{ id, url: `${sites.base}/alive` }]);
    const stored = await database.db.select().from(productMedia).where(eq(productMedia.productId, id));
    expect(Object.fromEntries(stored.map((s) => [s.kind, s.variants.map((v) => `${v.width}x${v.height}`)]))).toEqual({ logo: ['128x128'], image: ['600x315', '1200x630'] });
    expect(stored.find((s) => s.kind === 'logo')!.sourceUrl).toBe(`${sites.base}/apple-touch-icon.png`);
    // The product's page and the lists hear of it (their cached bytes change).
    expect(heard).toEqual(expect.arrayContaining([`product:${id}`, 'catalogue']));

    const card = (await listProductCards(database.db, [id], 'en'))[0]!;
    expect(card.logo).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const markup = renderToStaticMarkup(<ProductAvatar name={card.name} id={card.id} logo={card.logo} />);
    expect(markup).toContain(`src="${card.logo}"`);
    expect(markup).toMatch(/width="44" height="44" loading="lazy"/);
    const detail = await getProductBySlugOrId(database.db, 'chatgpt', 'en');
    expect(detail.picture).toMatchObject({ kind: 'image', width: 1200, height: 630, srcSet: expect.stringMatching(/ 600w, .* 1200w$/) });

    // A second visit finds the same pictures: nothing new, nobody told.
    heard.length = 0;
    await checkProducts({ db: database.db, bus: publisher, logger, concurrency: 1, visit: options, images: options }, [{ id, url: `${sites.base}/alive` }]);
    expect(heard).toEqual([`product:${id}`]);
  });

  it('serves stored images for good, with an ETag, and nothing else', async () => {
    const app = testApp(database);
    const card = (await listProductCards(database.db, [await productId('chatgpt')], 'en'))[0]!;
    const res = await app.request(card.logo!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 128]);
    expect((await app.request(card.logo!, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await app.request(card.logo!.replace('.webp', '.avif'))).status).toBe(404);
    expect((await app.request(`/media/${'0'.repeat(32)}.webp`)).status).toBe(404);
    expect((await app.request('/media/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('draws the stored logo on the Open Graph card, under a new version', async () => {
    const app = testApp(database);
    const detail = await getProductBySlugOrId(database.db, 'chatgpt', 'en');
    const version = productOgVersion(detail.updatedAt, detail.logo);
    expect(version).not.toBe(productOgVersion(detail.updatedAt));
    const res = await app.request(`/og/product/${detail.id}.png?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    // The logo tile is drawn where the letter was: its red fills the tile's middle.
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).extract({ left: 130, top: 90, width: 16, height: 16 }).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2], info.channels]).toEqual([220, 38, 38, expect.any(Number)]);
  });

  it.skipIf(!chromium)('the screenshot worker photographs a local site with Chromium, through the guard, and the page shows it', async () => {
    const id = await productId('claude');
    heard.length = 0;
    const report = await screenshotProducts(
      { db: database.db, bus: publisher, logger, executablePath: chromium!, options: { timeoutMs: 20_000, allowHosts: [`127.0.0.1:${new URL(sites.base).port}`] } },
      [{ id, url: `${sites.base}/shot-moved` }],
    );
    expect(report).toEqual({ taken: 1, failed: 0 });
    // The redirect was followed to the page; its own picture came through the guard; another host and a private
    // address never reached the network.
    expect(sites.hits.get('/shot')).toBeGreaterThanOrEqual(1);
    expect(sites.hits.get('/icon-192.png')).toBeGreaterThanOrEqual(1);
    expect(sites.hits.get('/beacon.png')).toBeUndefined();
    const [shot] = await database.db.select().from(productMedia).where(eq(productMedia.productId, id));
    expect(shot!.kind).toBe('screenshot');
    expect(shot!.variants.map((v) => `${v.width}x${v.height}`)).toEqual(['640x400', '1280x800']);
    const [bytes] = await database.db.select({ bytes: media.bytes }).from(media).where(eq(media.hash, shot!.variants[1]!.hash));
    // The page's sky-blue band fills the picture.
    const { data } = await sharp(bytes!.bytes).extract({ left: 600, top: 600, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    const near = (got: number | undefined, want: number) => Math.abs((got ?? -99) - want) <= 4;
    expect([near(data[0], 14), near(data[1], 165), near(data[2], 233)]).toEqual([true, true, true]);
    expect(heard).toEqual(expect.arrayContaining([`product:${id}`, 'catalogue']));
    const detail = await getProductBySlugOrId(database.db, 'claude', 'en');
    expect(detail.picture).toMatchObject({ kind: 'screenshot', width: 1280, height: 800 });
  }, 60_000);

  it.skipIf(!chromium)('does not photograph a page that redirects into a private network, nor a private address', async () => {
    const id = await productId('midjourney');
    const deps = { db: database.db, bus: publisher, logger, executablePath: chromium!, options: { timeoutMs: 5000, allowHosts: sites.allowHosts } };
    expect(await screenshotProducts(deps, [{ id, url: `${sites.base}/private` }, { id, url: 'http://169.254.169.254/latest/' }])).toEqual({ taken: 0, failed: 2 });
    expect(await database.db.select().from(productMedia).where(eq(productMedia.productId, id))).toEqual([]);
  }, 60_000);

  it('keeps images some product uses and prunes the rest after a day', async () => {
    await database.db.insert(media).values({ hash: 'f'.repeat(32), contentType: 'image/webp', width: 1, height: 1, size: 1, bytes: Buffer.from([0]), createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const before = (await database.db.select({ hash: media.hash }).from(media)).length;
    expect(await pruneMedia(database.db)).toBe(1);
    expect((await database.db.select({ hash: media.hash }).from(media)).length).toBe(before - 1);
  });
});
