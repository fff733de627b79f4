// Catalogue health: the classifier on recorded pages, visits of local fake sites that play each case (through the
// SSRF guard), the queue's rules over PGlite and PostgreSQL, the hourly run and the staff console's calls.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { productHealthChecks, products } from '../../../server/db/schema';
import { createLocalBus } from '../../../server/events/change-bus';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { FIXTURE_PUBLISHED, seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeSites, type FakeSites } from '../../../tests/fakes/sites';
import { classifyFailure, classifyPage, pageImages, sameSite } from './catalogue.health';
import { checkProducts, dueProducts, hourlyQuota, recordCheck, visitSite, type VisitResult } from './catalogue.health.server';

const targets = await dbTargets();
const logger = pino({ level: 'silent' });

describe('the classifier, on recorded pages', () => {
  const outcome = (body: string, extra: Partial<Parameters<typeof classifyPage>[0]> = {}) => ({
    url: 'https://www.acme.ai/',
    finalUrl: 'https://www.acme.ai/',
    httpStatus: 200,
    headers: { 'content-type': 'text/html' },
    body,
    ...extra,
  });
  it.each([
    ['a page with content', '<html><body><h1>Acme</h1><p>Write faster with AI in 30 languages.</p></body></html>', {}, 'alive'],
    ['an app its script fills in', '<html><body><div id="root"></div><script src="/a.js"></script></body></html>', {}, 'alive'],
    ['a Sedo parking page', '<html><body><script src="//img.sedoparking.com/js/x.js"></script></body></html>', {}, 'parked'],
    ['a ParkingCrew lander', '<html><head><script>window.park = "x"</script></head><body></body></html>', {}, 'parked'],
    ['an English sale page', '<h1>This domain is for sale!</h1><p>Make an offer</p>', {}, 'parked'],
    ['a Dan.com listing', '<a href="https://dan.com/buy-domain/acme.ai">Buy</a>', {}, 'parked'],
    ['a Chinese sale page', '<h1>该域名正在出售</h1>', {}, 'parked'],
    ['a Traditional Chinese sale page', '<h1>此網域出售</h1>', {}, 'parked'],
    ['a Japanese sale page', '<p>このドメインは販売中です</p>', {}, 'parked'],
    ['a German sale page', '<p>Diese Domain steht zum Verkauf</p>', {}, 'parked'],
    ['an empty lander', '<html><body>  </body></html>', {}, 'parked'],
    ['a 404', '<h1>Not found</h1>', { httpStatus: 404 }, 'client_error'],
    ['a 503', '<h1>Down</h1>', { httpStatus: 503 }, 'server_error'],
    ['a bot challenge', '<title>Just a moment...</title>', { httpStatus: 403, headers: { 'cf-mitigated': 'challenge' } }, 'alive'],
    ['a move to another site', '<h1>Welcome to Beta</h1><p>Acme is now part of Beta Corp.</p>', { finalUrl: 'https://beta.com/acme' }, 'redirected'],
    ['a move within the site', '<h1>Acme</h1><p>Write faster with AI in 30 languages.</p>', { finalUrl: 'https://app.acme.ai/login' }, 'alive'],
  ] as const)('%s → %s', (_name, body, extra, status) => {
    expect(classifyPage(outcome(body, extra as never)).status).toBe(status);
  });

  it('tells a TLS failure from an unreachable site, and compares sites without www', () => {
    expect(classifyFailure('CERT_HAS_EXPIRED', 'certificate has expired').status).toBe('tls_error');
    expect(classifyFailure('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate').status).toBe('tls_error');
    expect(classifyFailure('ECONNREFUSED', 'connect ECONNREFUSED').status).toBe('unreachable');
    expect(classifyFailure('ENOTFOUND', 'getaddrinfo ENOTFOUND').status).toBe('unreachable');
    expect(sameSite('www.acme.ai', 'acme.ai')).toBe(true);
    expect(sameSite('acme.ai', 'docs.acme.ai')).toBe(true);
    expect(sameSite('acme.ai', 'notacme.ai')).toBe(false);
  });

  it('picks the best icon and the share image a page names', () => {
    const html = '<link rel="icon" href="/favicon.ico"><link rel="icon" sizes="192x192" href="/i192.png"><link rel="apple-touch-icon" href="/apple.png"><meta property="og:image" content="https://cdn.acme.ai/og.png">';
    expect(pageImages(html, 'https://acme.ai/x')).toEqual({ icon: 'https://acme.ai/apple.png', image: 'https://cdn.acme.ai/og.png' });
    expect(pageImages('<link rel=icon href="javascript:alert(1)">', 'https://acme.ai/')).toEqual({ icon: null, image: null });
  });
});

describe('visits of local fake sites', () => {
  let sites: FakeSites;
  beforeAll(async () => {
    sites = await startFakeSites();
  });
  afterAll(async () => {
    await sites?.close();
  });
  const visit = (url: string, timeoutMs = 5000) => visitSite(url, { timeoutMs, allowHosts: sites.allowHosts, maxBodyBytes: 64 * 1024 });

  it.each([
    ['/alive', 'alive', 200],
    ['/spa', 'alive', 200],
    ['/moved', 'alive', 200],
    ['/www-moved', 'redirected', 200],
    ['/gone', 'client_error', 404],
    ['/broken', 'server_error', 500],
    ['/parked', 'parked', 200],
    ['/for-sale-zh', 'parked', 200],
    ['/for-sale-ja', 'parked', 200],
    ['/empty', 'parked', 200],
    ['/challenge', 'alive', 403],
  ] as const)('%s → %s', async (path, status, httpStatus) => {
    const result = await visit(`${sites.base}${path}`);
    expect(result).toMatchObject({ status, httpStatus });
  });

  it('records each redirect it follows, and the icon and image of the page it reached', async () => {
    const result = await visit(`${sites.base}/moved`);
    expect(result.redirects).toEqual([{ status: 301, url: `${sites.base}/alive` }]);
    expect(result.finalUrl).toBe(`${sites.base}/alive`);
    expect(result.iconUrl).toBe(`${sites.base}/apple-touch-icon.png`);
    expect(result.imageUrl).toBe(`${sites.base}/og.png`);
    const away = await visit(`${sites.base}/www-moved`);
    expect(away).toMatchObject({ status: 'redirected', detail: 'localhost', finalUrl: `${sites.otherBase}/alive` });
  });

  it('gives up on a site that never answers, and reads only the first part of an endless one', async () => {
    // Neither page ever ends, so a visit that returns gave up on the one and stopped reading the other.
    const slow = await visit(`${sites.base}/slow`, 800);
    expect(slow.status).toBe('unreachable');
    const endless = await visit(`${sites.base}/endless`);
    expect(endless).toMatchObject({ status: 'alive', httpStatus: 200 });
  });

  it('refuses a redirect into a private network, a loop, an untrusted certificate and a closed port', async () => {
    expect(await visit(`${sites.base}/private`)).toMatchObject({ status: 'unreachable', detail: expect.stringMatching(/^not allowed/) });
    expect(await visit(`${sites.base}/loop`)).toMatchObject({ status: 'unreachable', detail: 'too many redirects' });
    expect((await visit(`${sites.tlsBase}/alive`)).status).toBe('tls_error');
    expect((await visit(`${sites.closedBase}/`)).status).toBe('unreachable');
    // Without the allowance the guard keeps the check off the loopback address altogether.
    expect(await visitSite(`${sites.base}/alive`, { timeoutMs: 2000 })).toMatchObject({ status: 'unreachable', detail: expect.stringMatching(/^not allowed/) });
  });
});

describe.each(targets)('the queue and the hourly run on $name', (target) => {
  let database: Database;
  let sites: FakeSites;
  let admin: TestUser;
  let call: ReturnType<typeof apiCaller>;
  const bus = createLocalBus();

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    sites = await startFakeSites();
    admin = await createTestUser(database.db, { role: 'admin' });
    call = apiCaller(testApp(database, { SSRF_ALLOW_HOSTS: sites.allowHosts.join(','), HEALTH_CHECK_TIMEOUT_MS: '3000' }));
  });
  afterAll(async () => {
    await sites?.close();
    await database?.close();
    await bus.close();
  });

  const productId = async (slug: string) => (await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
  const state = async (slug: string) =>
    (await database.db.select({ failures: products.healthFailures, review: products.healthReview, status: products.status, health: products.healthStatus }).from(products).where(eq(products.slug, slug)))[0]!;
  const failed = (url: string): VisitResult => ({ url, finalUrl: url, status: 'server_error', httpStatus: 500, redirects: [], ms: 5, detail: 'HTTP 500', iconUrl: null, imageUrl: null, dnsFailure: false });
  const fine = (url: string): VisitResult => ({ ...failed(url), status: 'alive', httpStatus: 200, detail: null });

  it('queues a product after two failures in a row, and a success clears it', async () => {
    const id = await productId('jasper');
    expect((await recordCheck(database.db, id, failed('https://jasper.ai'))).queued).toBe(false);
    expect(await state('jasper')).toMatchObject({ failures: 1, review: null, health: 'server_error' });
    expect((await recordCheck(database.db, id, failed('https://jasper.ai'))).queued).toBe(true);
    expect(await state('jasper')).toMatchObject({ failures: 2, review: 'open' });
    expect((await recordCheck(database.db, id, failed('https://jasper.ai'))).queued).toBe(false);
    expect(await state('jasper')).toMatchObject({ failures: 3, review: 'open' });
    await recordCheck(database.db, id, fine('https://jasper.ai'));
    expect(await state('jasper')).toMatchObject({ failures: 0, review: null, health: 'alive' });
    const history = await database.db.select().from(productHealthChecks).where(eq(productHealthChecks.productId, id));
    expect(history).toHaveLength(4);
  });

  it('picks the products most overdue, a week apart, a 168th of the catalogue an hour', async () => {
    // A dozen products: one an hour covers them in a week; the quota never drops to none.
    expect(await hourlyQuota(database.db, 500)).toBe(Math.ceil(FIXTURE_PUBLISHED / 168));
    const due = await dueProducts(database.db, 100);
    // Never checked first; jasper (checked just now) is not due.
    expect(due.map((d) => d.id)).not.toContain(await productId('jasper'));
    expect(due).toHaveLength(FIXTURE_PUBLISHED - 1);
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    expect((await dueProducts(database.db, 100, inEightDays)).map((d) => d.id)).toContain(await productId('jasper'));
  });

  it('stores nothing when no site name resolves (a machine without a network)', async () => {
    const targets = await dueProducts(database.db, 3);
    const report = await checkProducts(
      {
        db: database.db,
        bus,
        logger,
        concurrency: 2,
        visit: { timeoutMs: 2000, allowHosts: ['nowhere.invalid'] },
      },
      targets.map((t) => ({ id: t.id, url: 'http://nowhere.invalid/' })),
    );
    // Whether the resolver says "no such name" or "try again", nothing is blamed on the products.
    if (report.offline) expect(report.checked).toBe(0);
    const stored = await database.db.select().from(productHealthChecks).where(eq(productHealthChecks.url, 'http://nowhere.invalid/'));
    expect(stored.length).toBe(report.offline ? 0 : report.checked);
  });

  it('lets staff see the queue, keep, hide, close or fix a product, and check one now', async () => {
    const [jasper, biling, claude] = await Promise.all([productId('jasper'), productId('biling'), productId('claude')]);
    for (const id of [jasper, biling, claude]) {
      await recordCheck(database.db, id, failed(`${sites.base}/broken`));
      await recordCheck(database.db, id, failed(`${sites.base}/broken`));
    }
    const user = await createTestUser(database.db);
    expect((await call('/api/admin/health', { headers: user.bearer })).status).toBe(404);
    const queue = await call('/api/admin/health?langType=en', { headers: admin.bearer });
    expect(queue.status).toBe(200);
    const row = queue.body.data.find((r: { slug: string }) => r.slug === 'jasper');
    expect(row).toMatchObject({ failures: 2, status: 'server_error' });
    expect(row.history[0]).toMatchObject({ status: 'server_error', httpStatus: 500 });

    // Hide: the product leaves search.
    const before = await call(`/api/products/search?q=${encodeURIComponent('写作')}`);
    expect(before.body.data.items.map((i: { slug: string }) => i.slug)).toContain('biling');
    const hidden = await call(`/api/admin/health/${biling}/decision`, { method: 'POST', headers: admin.bearer, body: { action: 'hide' } });
    expect(hidden.body.data).toMatchObject({ review: 'hidden', status: 'hidden' });
    const after = await call(`/api/products/search?q=${encodeURIComponent('写作')}`);
    expect(after.body.data.items.map((i: { slug: string }) => i.slug)).not.toContain('biling');

    // Fix the address: checked at once against the fake site, and the queue forgets it.
    const bad = await call(`/api/admin/health/${jasper}/decision`, { method: 'POST', headers: admin.bearer, body: { action: 'fix', url: 'not a url' } });
    expect(bad.status).toBe(400);
    const fixed = await call(`/api/admin/health/${jasper}/decision`, { method: 'POST', headers: admin.bearer, body: { action: 'fix', url: `${sites.base}/alive` } });
    expect(fixed.status).toBe(200);
    expect(await state('jasper')).toMatchObject({ failures: 0, review: null, health: 'alive' });

    // Keep: out of the queue, and further failures do not bring it back until a success.
    await call(`/api/admin/health/${claude}/decision`, { method: 'POST', headers: admin.bearer, body: { action: 'keep' } });
    await recordCheck(database.db, claude, failed('https://claude.ai'));
    expect(await state('claude')).toMatchObject({ review: 'kept' });
    await database.db.update(products).set({ url: `${sites.closedBase}/` }).where(eq(products.id, claude));
    const now = await call(`/api/admin/health/${claude}/check`, { method: 'POST', headers: admin.bearer });
    expect(now.body.data).toMatchObject({ status: 'unreachable' });
    const left = await call('/api/admin/health', { headers: admin.bearer });
    expect(left.body.data.map((r: { slug: string }) => r.slug)).toEqual([]);
    expect(await state('claude')).toMatchObject({ review: 'kept', health: 'unreachable' });
  });
});
