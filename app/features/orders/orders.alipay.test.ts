// Orders of the China edition paid with Alipay, end to end through the production adapter (alipay-sdk) and the
// site's callback endpoint, against the fake Alipay gateway on 127.0.0.1 (it checks our RSA2 request signatures and
// signs its answers and notifications with its own key): an ad bought by QR that goes live after approval, forged
// and replayed notifications, a payment whose notification never arrives (found by asking the gateway), and a
// policy refund of an update.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { adPlacements, orderEvents, orders, paymentAttempts, paymentCallbacks, products, refunds } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import type { IncomingCallback } from '../../../server/integrations/payments/payment-provider';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeAlipay, type AlipayForgery, type FakeAlipay } from '../../../tests/fakes/alipay';
import { listLiveAds } from './orders.ads.server';
import { paymentsContext } from './orders.api.server';
import { reconcile } from './orders.payments.server';

const targets = await dbTargets();
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004100000001';

describe.each(targets)('orders paid with Alipay on $name', (target) => {
  let fake: FakeAlipay;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let env: ReturnType<typeof parseEnv>;
  let user: TestUser;
  let admin: TestUser;
  let ids: Record<string, number>;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: appKeys.publicKey });
    env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      IS_CN: 'true',
      APP_URL: 'https://atlas.example.test',
      ALIPAY_GATEWAY: fake.url,
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: appKeys.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
      ALIPAY_PUBLIC_KEY: fake.alipayPublicKey,
    });
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = createApp({ env, logger, database, bus: createLocalBus() });
    user = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin' });
    const rows = await database.db.select({ id: products.id, slug: products.slug }).from(products);
    ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const order = (body: Record<string, unknown>) =>
    call('/api/orders', { method: 'POST', headers: { ...user.bearer, 'Idempotency-Key': randomUUID() }, body });
  const deliver = async (callback: IncomingCallback) => {
    const res = await app.request('/api/payments/callback/alipay', {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(callback.headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
      body: callback.rawBody,
    });
    return { status: res.status, text: await res.text() };
  };
  const statusOf = async (orderNo: string) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;
  const eventsOf = async (orderNo: string) =>
    (await database.db.select().from(orderEvents).innerJoin(orders, eq(orders.id, orderEvents.orderId)).where(eq(orders.orderNo, orderNo)).orderBy(orderEvents.id)).map(
      (r) => `${r.order_events.fromStatus ?? '∅'}>${r.order_events.toStatus}:${r.order_events.cause}`,
    );

  it('buys an ad by QR in CNY; forged notices are refused; the genuine one applies once and the approved ad goes live', async () => {
    const made = await order({ kind: 'ad', productId: ids.chatgpt, contactEmail: 'ads@example.cn', position: 'home_banner', method: 'alipay' });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const orderNo = made.body.data.orderNo as string;
    const reference = `${orderNo}-1`;
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row).toMatchObject({ currency: 'CNY', amountMinor: 299_900, method: 'alipay' });
    // The gateway got a signed precreate with the amount in yuan and our notification address.
    expect(fake.trades.get(reference)).toMatchObject({ total_amount: '2999.00', notify_url: 'https://atlas.example.test/api/payments/callback/alipay' });
    const seen = await call(`/api/orders/${orderNo}`, { headers: user.bearer });
    expect(seen.body.data.attempt).toMatchObject({ method: 'alipay', payUrl: null });
    expect(seen.body.data.attempt.qrSvg).toMatch(/^<svg/);

    fake.pay(reference);
    const forgeries: AlipayForgery[] = ['bad-signature', 'tampered-body', 'wrong-key', 'other-app', 'unsigned', 'malformed'];
    for (const forge of forgeries) {
      const answer = await deliver(fake.paymentNotification(reference, { forge }));
      expect(answer.text, forge).not.toBe('success');
    }
    // Genuinely signed by Alipay, but not the order's amount.
    expect((await deliver(fake.paymentNotification(reference, { totalAmount: '0.01' }))).text).not.toBe('success');
    expect(await statusOf(orderNo)).toBe('pending');

    // Alipay retries until it reads "success"; the same notification twice moves the order once.
    const genuine = fake.paymentNotification(reference);
    expect(await deliver(genuine)).toEqual({ status: 200, text: 'success' });
    expect(await deliver(genuine)).toEqual({ status: 200, text: 'success' });
    expect(await statusOf(orderNo)).toBe('in_review');
    const stored = await database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.reference, reference));
    expect(stored.filter((c) => c.outcome === 'applied')).toHaveLength(1);

    const approved = await call(`/api/admin/orders/${orderNo}/decision`, { method: 'POST', headers: admin.bearer, body: { decision: 'approve' } });
    expect(approved.body.code).toBe(0);
    const live = await listLiveAds(database.db, 'home_banner', 'zh');
    expect(live.map((ad) => ad.product.slug)).toContain('chatgpt');
    const [placement] = await database.db.select().from(adPlacements).innerJoin(orders, eq(orders.id, adPlacements.orderId)).where(eq(orders.orderNo, orderNo));
    expect(placement!.ad_placements.endsAt.getTime() - placement!.ad_placements.startsAt.getTime()).toBe(30 * 86_400_000);
    expect(await eventsOf(orderNo)).toEqual(['∅>pending:user', 'pending>paid:callback', 'paid>in_review:system', 'in_review>fulfilled:staff']);
  });

  it('finds a payment whose notification never came by asking Alipay, and refunds a rejected update through it', async () => {
    const made = await order({ kind: 'update', productId: ids.claude, contactEmail: 'owner@example.cn', changes: { tagline: '新的一句话介绍' }, method: 'alipay' });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const orderNo = made.body.data.orderNo as string;
    const reference = `${orderNo}-1`;
    fake.pay(reference);
    // The notification is lost; once the QR's time is up the reconciliation asks the gateway.
    await database.db.update(paymentAttempts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(paymentAttempts.reference, reference));
    const report = await reconcile(paymentsContext({ env, logger, database }));
    expect(report.queried).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderNo)).toBe('in_review');
    expect(fake.requests.some((r) => r.method === 'alipay.trade.query' && r.biz.out_trade_no === reference)).toBe(true);
    // The notification arriving late changes nothing.
    expect((await deliver(fake.paymentNotification(reference))).text).toBe('success');
    expect((await eventsOf(orderNo)).filter((e) => e.startsWith('pending>paid'))).toHaveLength(1);

    const rejected = await call(`/api/admin/orders/${orderNo}/decision`, { method: 'POST', headers: admin.bearer, body: { decision: 'reject', reason: '无法确认产品归属' } });
    expect(rejected.body.code).toBe(0);
    const refund = fake.requests.find((r) => r.method === 'alipay.trade.refund' && r.biz.out_trade_no === reference);
    expect(refund?.biz).toMatchObject({ refund_amount: '99.00' });
    expect(fake.trades.get(reference)!.refunds).toHaveLength(1);
    const [stored] = await database.db.select().from(refunds).where(eq(refunds.reference, reference));
    expect(stored?.status).toBe('succeeded');
    expect(await statusOf(orderNo)).toBe('refunded');
    const seen = await call(`/api/orders/${orderNo}`, { headers: user.bearer });
    expect(seen.body.data).toMatchObject({ status: 'refunded', rejectReason: '无法确认产品归属', refund: { status: 'succeeded' } });
  });
});
