// Orders through the real API over PGlite and PostgreSQL: the forms' rules and messages, prices from the server,
// double submits, owners only, paying in the sandbox gateway, duplicate and forged callbacks, review decisions
// with refunds, ads and their capacity, invoices, and the reconciliation that finishes what a crash left.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import {
  adPlacements,
  notifications,
  orderEvents,
  orders,
  paymentAttempts,
  paymentCallbacks,
  products,
  refunds,
} from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { createApp } from '../../../server/app';
import { sandboxPageSignature, signSandboxEvent } from '../../../server/integrations/payments/sandbox';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { productTopic } from '../catalogue/catalogue.search.server';
import { paymentsContext } from './orders.api.server';
import { liveAdViews } from './orders.pages.server';
import { reconcile } from './orders.payments.server';
import { priceList } from './orders.prices.server';

const targets = await dbTargets();
const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'https://atlas.example.test', AD_CAPACITY: '{"home_recommend":1}', TRUST_PROXY: 'true' } as const;

describe.each(targets)('orders on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let ids: Record<string, number>;
  const bus = createLocalBus();
  const env = parseEnv(ENV);
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = createApp({ env, logger, database, bus });
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin' });
    const rows = await database.db.select({ id: products.id, slug: products.slug }).from(products);
    ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  });
  afterAll(async () => {
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const order = (who: TestUser, body: Record<string, unknown>, key = randomUUID()) =>
    call('/api/orders', { method: 'POST', headers: { ...who.bearer, 'Idempotency-Key': key }, body });
  let site = 0;
  const submission = (extra: Record<string, unknown> = {}) => ({
    kind: 'submission',
    name: 'Atlas Test Tool',
    websiteUrl: `https://tool-${++site}-${randomUUID().slice(0, 6)}.example.com/`,
    package: 'standard',
    categorySlug: 'chatbots',
    tagline: 'A tool that answers questions',
    contactEmail: 'owner@example.com',
    method: 'sandbox',
    ...extra,
  });
  const getOrder = (who: TestUser, orderNo: string) => call(`/api/orders/${orderNo}`, { headers: who.bearer });
  const attemptOf = async (orderNo: string) => {
    const [row] = await database.db
      .select({ reference: paymentAttempts.reference, status: paymentAttempts.status })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(orders.orderNo, orderNo))
      .orderBy(paymentAttempts.id);
    return row!;
  };
  const latestAttempt = async (orderNo: string) => {
    const rows = await database.db
      .select({ reference: paymentAttempts.reference, status: paymentAttempts.status })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(orders.orderNo, orderNo))
      .orderBy(paymentAttempts.id);
    return rows.at(-1)!;
  };
  const pay = async (orderNo: string, outcome: 'paid' | 'failed' = 'paid') => {
    const { reference } = await latestAttempt(orderNo);
    return call(`/api/payments/sandbox/${reference}`, { method: 'POST', body: { outcome, sig: sandboxPageSignature(env, reference) } });
  };
  const statusOf = async (orderNo: string) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]?.status;
  const eventsOf = async (orderNo: string) =>
    (
      await database.db
        .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, cause: orderEvents.cause })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(eq(orders.orderNo, orderNo))
        .orderBy(orderEvents.id)
    ).map((e) => `${e.from ?? '∅'}>${e.to}:${e.cause}`);
  const decide = (orderNo: string, body: unknown) => call(`/api/admin/orders/${orderNo}/decision`, { method: 'POST', headers: admin.bearer, body });

  it('asks signed-out callers to sign in', async () => {
    const { status, body } = await call('/api/orders', { method: 'POST', headers: { 'Idempotency-Key': randomUUID() }, body: submission() });
    expect(status).toBe(401);
    expect(body.msg).toBe('请先登录');
  });

  it("refuses bad forms with the spec's messages, in the caller's language", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [submission({ name: '' }), '请输入产品名称'],
      [submission({ websiteUrl: '' }), '请输入URL地址'],
      [submission({ websiteUrl: 'https://localhost/' }), '请输入正确URL地址'],
      [submission({ websiteUrl: 'javascript:alert(1)' }), '请输入正确URL地址'],
      [submission({ package: undefined }), '请选择套餐'],
      [{ kind: 'ad', productId: 999999, contactEmail: 'a@b.co', position: 'home_banner', method: 'sandbox' }, '如果找不到产品，请先提交。'],
      [{ kind: 'ad', productId: ids.chatgpt, contactEmail: 'a@b.co', method: 'sandbox' }, '请选择一个推广位置'],
      [{ kind: 'update', productId: ids.chatgpt, contactEmail: 'not-an-email', changes: { tagline: 'x' }, method: 'sandbox' }, '请输入正确的邮箱地址'],
    ];
    for (const [body, message] of cases) {
      const res = await order(user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const en = await call('/api/orders?langType=en', { method: 'POST', headers: { ...user.bearer, 'Idempotency-Key': randomUUID() }, body: submission({ name: '' }) });
    expect(en.body.msg).toContain('Please enter the product name');
    // A position the site does not have is not sold.
    const closed = await order(user, { kind: 'ad', productId: ids.chatgpt, contactEmail: 'a@b.co', position: 'sidebar', method: 'sandbox' });
    expect(closed.status).toBe(400);
    expect(closed.body.msg).toContain('请选择一个推广位置');
  });

  it('takes the price from the price list, whatever the client sends', async () => {
    const res = await order(user, { ...submission({ package: 'fast' }), amountMinor: 1, price: 1, currency: 'CNY' });
    expect(res.body.code).toBe(0);
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, res.body.data.orderNo));
    const prices = priceList(env);
    expect(row).toMatchObject({ amountMinor: prices.submission.fast, currency: prices.currency, status: 'pending', userId: user.id });
  });

  it('makes one order of a form submitted twice, also at the same moment', async () => {
    const key = randomUUID();
    const body = submission();
    const results = await Promise.all(Array.from({ length: 6 }, () => order(user, body, key)));
    const numbers = new Set(results.map((r) => r.body.data?.orderNo));
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    expect(numbers.size).toBe(1);
    const rows = await database.db.select().from(orders).where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
  });

  it('explains a second submission of a listed site with a link to its entry', async () => {
    const res = await order(user, submission({ websiteUrl: 'http://www.ChatGPT.com/some/page' }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/已收录/);
    expect(res.body.data).toEqual({ slug: 'chatgpt' });
  });

  it('shows, pays, refreshes and cancels an order for its owner only', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    for (const [method, path] of [
      ['GET', `/api/orders/${orderNo}`],
      ['POST', `/api/orders/${orderNo}/payment`],
      ['POST', `/api/orders/${orderNo}/cancel`],
      ['POST', `/api/orders/${orderNo}/invoice`],
    ] as const) {
      const res = await call(path, { method, headers: other.bearer, body: method === 'POST' ? { title: 'x', taxId: 'ABC123456', email: 'x@y.zz' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const seen = await getOrder(user, orderNo);
    expect(seen.body.data.attempt.qrSvg).toMatch(/^<svg/);
    expect(seen.body.data.attempt.payUrl).toMatch(new RegExp(`^https://atlas.example.test/pay/sandbox/${orderNo}-1\\?sig=`));
    // A code refreshed from an English page opens the tester page in English.
    const refreshed = await call(`/api/orders/${orderNo}/payment?langType=en`, { method: 'POST', headers: user.bearer });
    expect(refreshed.body.data.attempt.reference).toBe(`${orderNo}-2`);
    expect(refreshed.body.data.attempt.payUrl).toMatch(new RegExp(`^https://atlas.example.test/en/pay/sandbox/${orderNo}-2\\?sig=`));
    expect((await attemptOf(orderNo)).status).toBe('closed');
    // A tester page link needs its signature.
    const forged = await call(`/api/payments/sandbox/${orderNo}-2`, { method: 'POST', body: { outcome: 'paid', sig: 'x'.repeat(32) } });
    expect(forged.status).toBe(404);
    expect(await statusOf(orderNo)).toBe('pending');
    const cancelled = await call(`/api/orders/${orderNo}/cancel`, { method: 'POST', headers: user.bearer });
    expect(cancelled.body.code).toBe(0);
    expect(await statusOf(orderNo)).toBe('cancelled');
  });

  it('a failed payment leaves the order payable with a new code', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    expect((await pay(orderNo, 'failed')).body.data).toEqual({ accepted: true });
    expect(await statusOf(orderNo)).toBe('pending');
    expect((await getOrder(user, orderNo)).body.data.attempt.status).toBe('failed');
    await call(`/api/orders/${orderNo}/payment`, { method: 'POST', headers: user.bearer });
    await pay(orderNo);
    expect(await statusOf(orderNo)).toBe('in_review');
  });

  it('100 copies of one callback, at once, make one payment and one review entry', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const callback = signSandboxEvent(env, { reference: `${orderNo}-1`, status: 'paid', amountMinor: row!.amountMinor, currency: row!.currency as 'CNY' });
    const deliver = () => call('/api/payments/callback/sandbox', { method: 'POST', headers: callback.headers as Record<string, string>, raw: callback.rawBody });
    let answers = await Promise.all(Array.from({ length: 100 }, deliver));
    // A copy that found every database connection busy for 5 s is refused with 503 before anything is written, and
    // the gateway delivers it again, as gateways do with any answer but a success (a busy machine, not a fast one).
    for (let round = 0; round < 5 && answers.some((a) => a.status === 503); round++) {
      answers = await Promise.all(answers.map((a) => (a.status === 503 ? deliver() : a)));
    }
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await eventsOf(orderNo)).toEqual(['∅>pending:user', 'pending>paid:callback', 'paid>in_review:system']);
    const [stored] = await database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.reference, `${orderNo}-1`));
    expect(stored).toMatchObject({ deliveries: 100, outcome: 'applied' });
    const notes = await database.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'order.inReview')));
    expect(notes.filter((n) => n.values.orderNo === orderNo)).toHaveLength(1);
  });

  it('refuses forged callbacks: bad signature, wrong amount or currency, unknown order', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const post = (cb: { headers: Record<string, string | undefined>; rawBody: string }) =>
      call('/api/payments/callback/sandbox', { method: 'POST', headers: cb.headers as Record<string, string>, raw: cb.rawBody });
    const genuine = signSandboxEvent(env, { reference: `${orderNo}-1`, status: 'paid', amountMinor: row!.amountMinor, currency: 'CNY' });
    const tampered = { headers: genuine.headers, rawBody: genuine.rawBody.replace(`"amountMinor":${row!.amountMinor}`, '"amountMinor":1') };
    expect((await post(tampered)).status).toBe(400);
    const cheap = signSandboxEvent(env, { reference: `${orderNo}-1`, status: 'paid', amountMinor: 1, currency: row!.currency as 'CNY' });
    expect((await post(cheap)).status).toBe(400);
    const otherCurrency = signSandboxEvent(env, { reference: `${orderNo}-1`, status: 'paid', amountMinor: row!.amountMinor, currency: row!.currency === 'USD' ? 'CNY' : 'USD' });
    expect((await post(otherCurrency)).status).toBe(400);
    const unknown = signSandboxEvent(env, { reference: 'AT20260101ZZZZZZZZ-1', status: 'paid', amountMinor: 100, currency: 'USD' });
    expect((await post(unknown)).status).toBe(400);
    expect(await statusOf(orderNo)).toBe('pending');
    const refused = await database.db.select({ outcome: paymentCallbacks.outcome }).from(paymentCallbacks).where(eq(paymentCallbacks.reference, `${orderNo}-1`));
    expect(refused.map((r) => r.outcome).sort()).toEqual(['refused: amount or currency mismatch', 'refused: amount or currency mismatch']);
  });

  it('staff approve a submission: the product goes live and is found by search', async () => {
    const { body } = await order(user, submission({ name: 'Zebracorn Writer', tagline: 'Writes stories about zebracorns' }));
    const orderNo = body.data.orderNo as string;
    await pay(orderNo);
    const queue = await call('/api/admin/orders', { headers: admin.bearer });
    expect(queue.body.data.map((i: { orderNo: string }) => i.orderNo)).toContain(orderNo);
    expect((await call('/api/admin/orders', { headers: user.bearer })).status).toBe(404);
    const approved = await decide(orderNo, { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'fulfilled' });
    expect((await decide(orderNo, { decision: 'approve' })).status).toBe(409);
    const [product] = await database.db.select().from(products).where(eq(products.slug, 'zebracorn-writer'));
    expect(product).toMatchObject({ status: 'published', url: expect.stringContaining('example.com') });
    const search = await call('/api/products/search?q=zebracorn&langType=en');
    expect(search.body.data.items.map((i: { slug: string }) => i.slug)).toContain('zebracorn-writer');
    const seen = await getOrder(user, orderNo);
    expect(seen.body.data.product).toMatchObject({ slug: 'zebracorn-writer', live: true });
    expect(seen.body.data.events.map((e: { to: string }) => e.to)).toEqual(['pending', 'paid', 'in_review', 'fulfilled']);
  });

  it('staff reject an update under the policy: the payment goes back in full and the user hears of it', async () => {
    const { body } = await order(user, { kind: 'update', productId: ids.claude, contactEmail: 'o@example.com', changes: { tagline: 'New line' }, method: 'sandbox' });
    const orderNo = body.data.orderNo as string;
    await pay(orderNo);
    const rejected = await decide(orderNo, { decision: 'reject', reason: 'Not the owner of the product' });
    expect(rejected.body.data.status).toBe('refunded');
    const [refund] = await database.db.select().from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(orders.orderNo, orderNo));
    expect(refund!.refunds).toMatchObject({ status: 'succeeded', amountMinor: refund!.orders.amountMinor });
    expect(await eventsOf(orderNo)).toEqual(['∅>pending:user', 'pending>paid:callback', 'paid>in_review:system', 'in_review>refunding:staff', 'refunding>refunded:system']);
    const kinds = (await database.db.select().from(notifications).where(eq(notifications.userId, user.id)))
      .filter((n) => n.values.orderNo === orderNo)
      .map((n) => n.kind);
    expect(kinds).toEqual(['order.inReview', 'order.rejected', 'order.refunded']);
    const seen = await getOrder(user, orderNo);
    expect(seen.body.data).toMatchObject({ status: 'refunded', rejectReason: 'Not the owner of the product', refund: { status: 'succeeded' } });
    // The product was not changed.
    const [claude] = await database.db.select({ tagline: products.tagline }).from(products).where(eq(products.id, ids.claude!));
    expect(JSON.stringify(claude!.tagline)).not.toContain('New line');
  });

  it('an approved ad runs 30 days in its position; a full position says when it frees up', async () => {
    const { body } = await order(user, { kind: 'ad', productId: ids.chatgpt, contactEmail: 'o@example.com', position: 'home_recommend', method: 'sandbox' });
    const orderNo = body.data.orderNo as string;
    await pay(orderNo);
    // Paid and in review, it already holds the position's only place.
    const second = await order(other, { kind: 'ad', productId: ids.claude, contactEmail: 'o@example.com', position: 'home_recommend', method: 'sandbox' });
    expect(second.status).toBe(409);
    const shown = async () => (await liveAdViews({ bus, database }, 'home_recommend', 'en')).map((ad) => ad.slug);
    expect(await shown()).not.toContain('chatgpt');
    await decide(orderNo, { decision: 'approve' });
    // Pages read live ads through a per-process memo: the approval's change event shows the ad at once.
    expect(await shown()).toContain('chatgpt');
    const [placement] = await database.db.select().from(adPlacements).innerJoin(orders, eq(orders.id, adPlacements.orderId)).where(eq(orders.orderNo, orderNo));
    expect(placement!.ad_placements.endsAt.getTime() - placement!.ad_placements.startsAt.getTime()).toBe(30 * 86_400_000);
    const full = await order(other, { kind: 'ad', productId: ids.claude, contactEmail: 'o@example.com', position: 'home_recommend', method: 'sandbox' });
    expect(full.body.msg).toContain(placement!.ad_placements.endsAt.toISOString().slice(0, 10));
    const adId = placement!.ad_placements.id;
    // One viewer counts once per ad in half an hour, however often the page is reloaded or the call scripted.
    const see = (ip: string, ids = [adId]) => call('/api/ads/impressions', { method: 'POST', headers: { 'X-Forwarded-For': ip }, body: { impressions: ids } });
    expect((await see('203.0.113.7', [adId, adId])).body.data).toEqual({ counted: 1 });
    expect((await see('203.0.113.7')).body.data).toEqual({ counted: 0 });
    expect((await see('198.51.100.20')).body.data).toEqual({ counted: 1 });
    const click = (ip: string) => app.request(`/api/ads/${adId}/click`, { headers: { 'X-Forwarded-For': ip } });
    const clicked = await click('203.0.113.7');
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get('location')).toBe('/details/chatgpt');
    // A repeated click still goes to the product, but is not counted again.
    expect((await click('203.0.113.7')).status).toBe(302);
    const seen = await getOrder(user, orderNo);
    expect(seen.body.data.ad).toMatchObject({ position: 'home_recommend', status: 'live', impressions: 2, clicks: 1 });
    // The product hidden by staff (a catalogue change from any replica) takes its ad off the pages.
    await database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, ids.chatgpt!));
    await bus.publish(productTopic(ids.chatgpt!));
    expect(await shown()).not.toContain('chatgpt');
    await database.db.update(products).set({ status: 'published' }).where(eq(products.id, ids.chatgpt!));
    await bus.publish(productTopic(ids.chatgpt!));
  });

  it('finishes after a crash: a stored callback and a paid order left behind are completed once', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    // What receiveCallback had stored when the process died, before acting on it.
    await database.db.insert(paymentCallbacks).values({
      method: 'sandbox',
      eventId: randomUUID(),
      kind: 'payment',
      reference: `${orderNo}-1`,
      status: 'paid',
      amountMinor: row!.amountMinor,
      currency: row!.currency,
      receivedAt: new Date(Date.now() - 60_000),
    });
    const ctx = paymentsContext({ env, logger, database });
    const first = await reconcile(ctx);
    expect(first.callbacks).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderNo)).toBe('in_review');
    await reconcile(ctx);
    expect(await eventsOf(orderNo)).toEqual(['∅>pending:user', 'pending>paid:callback', 'paid>in_review:system']);
  });

  it('expires unpaid orders on time, and still honours a payment that arrives late', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    await database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderNo, orderNo));
    await reconcile(paymentsContext({ env, logger, database }));
    expect(await statusOf(orderNo)).toBe('expired');
    await pay(orderNo);
    expect(await statusOf(orderNo)).toBe('in_review');
  });

  it('invoices: one request per paid order, issued by staff as a PDF the owner alone downloads', async () => {
    const { body } = await order(user, submission());
    const orderNo = body.data.orderNo as string;
    const request = { title: '示例科技有限公司', taxId: '91310000ma1k000000', email: 'finance@example.com' };
    expect((await call(`/api/orders/${orderNo}/invoice`, { method: 'POST', headers: user.bearer, body: request })).status).toBe(409);
    await pay(orderNo);
    expect((await call(`/api/orders/${orderNo}/invoice`, { method: 'POST', headers: user.bearer, body: request })).body.code).toBe(0);
    expect((await call(`/api/orders/${orderNo}/invoice`, { method: 'POST', headers: user.bearer, body: request })).status).toBe(409);
    const open = await call('/api/admin/orders/invoices', { headers: admin.bearer });
    const invoice = open.body.data.find((i: { orderNo: string }) => i.orderNo === orderNo);
    expect(invoice).toMatchObject({ taxId: '91310000MA1K000000', status: 'requested' });
    const form = new FormData();
    form.set('file', new File([new TextEncoder().encode('not a pdf')], 'x.pdf', { type: 'application/pdf' }));
    const bad = await app.request(`/api/admin/orders/invoices/${invoice.id}/issue`, { method: 'POST', headers: admin.bearer, body: form });
    expect(bad.status).toBe(400);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%fake but well-formed enough\n%%EOF\n');
    form.set('file', new File([pdf], 'invoice 1.pdf', { type: 'application/pdf' }));
    const issued = await app.request(`/api/admin/orders/invoices/${invoice.id}/issue`, { method: 'POST', headers: admin.bearer, body: form });
    expect(issued.status).toBe(200);
    const mine = await app.request(`/api/invoices/${invoice.id}/pdf`, { headers: user.bearer });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pdf);
    expect((await app.request(`/api/invoices/${invoice.id}/pdf`, { headers: other.bearer })).status).toBe(404);
    const listed = await call('/api/invoices', { headers: user.bearer });
    expect(listed.body.data.find((i: { orderNo: string }) => i.orderNo === orderNo)).toMatchObject({ status: 'issued', hasPdf: true });
  });
});
