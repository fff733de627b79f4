// An order of the China edition paid with WeChat Pay, end to end through the production adapter and the site's
// callback endpoint, against the fake WeChat Pay on 127.0.0.1 (it signs and encrypts like the real gateway): the
// QR code it hands out, the payment notification, forged and replayed notifications, and a policy refund.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { orders, paymentCallbacks, refunds } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import type { IncomingCallback } from '../../../server/integrations/payments/payment-provider';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeWechatPay, type FakeWechatPay } from '../../../tests/fakes/wechatpay';

const targets = await dbTargets();
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH_ID = '1900000109';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const API_V3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';

describe.each(targets)('orders paid with WeChat Pay on $name', (target) => {
  let fake: FakeWechatPay;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    fake = await startFakeWechatPay({ mchId: MCH_ID, appId: 'wxd678efh567hg6787', merchantPublicKey: merchant.publicKey, merchantSerialNo: SERIAL, apiV3Key: API_V3_KEY });
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      IS_CN: 'true',
      APP_URL: 'https://atlas.example.test',
      WECHATPAY_API_BASE: fake.url,
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: 'wxd678efh567hg6787',
      WECHATPAY_MCH_SERIAL_NO: SERIAL,
      WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHATPAY_API_V3_KEY: API_V3_KEY,
      WECHATPAY_PLATFORM_PUBLIC_KEY: fake.platformPublicKey,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: fake.platformPublicKeyId,
    });
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = createApp({ env, logger: pino({ level: 'silent' }), database, bus: createLocalBus() });
    user = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const deliver = async (callback: IncomingCallback) => {
    const res = await app.request('/api/payments/callback/wechat', {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(callback.headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
      body: callback.rawBody,
    });
    return res.status;
  };
  const statusOf = async (orderNo: string) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

  it('pays a submission by QR in CNY, refuses forged notices, and refunds a policy rejection through the gateway', async () => {
    const made = await call('/api/orders', {
      method: 'POST',
      headers: { ...user.bearer, 'Idempotency-Key': randomUUID() },
      body: {
        kind: 'submission',
        name: '微信支付测试工具',
        websiteUrl: `https://wx-${randomUUID().slice(0, 8)}.example.cn/`,
        package: 'standard',
        categorySlug: 'chatbots',
        tagline: '一个用于测试的工具',
        contactEmail: 'owner@example.cn',
        method: 'wechat',
      },
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const orderNo = made.body.data.orderNo as string;
    const reference = `${orderNo}-1`;
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row).toMatchObject({ currency: 'CNY', amountMinor: 29_900, method: 'wechat' });
    // The gateway got our signed order with the amount in fen and our callback address.
    expect(fake.orders.get(reference)).toMatchObject({
      amount: { total: 29_900, currency: 'CNY' },
      notify_url: 'https://atlas.example.test/api/payments/callback/wechat',
      description: 'AI Atlas 产品收录：微信支付测试工具',
    });
    const seen = await call(`/api/orders/${orderNo}`, { headers: user.bearer });
    expect(seen.body.data.attempt).toMatchObject({ method: 'wechat', payUrl: null });
    expect(seen.body.data.attempt.qrSvg).toMatch(/^<svg/);

    fake.pay(reference);
    for (const forge of ['bad-signature', 'tampered-body', 'stale-timestamp', 'wrong-key', 'bad-ciphertext'] as const) {
      expect(await deliver(fake.paymentNotification(reference, { forge })), forge).toBeGreaterThanOrEqual(400);
    }
    expect(await deliver(fake.paymentNotification(reference, { amount: 1 }))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(orderNo)).toBe('pending');

    const genuine = fake.paymentNotification(reference);
    expect(await deliver(genuine)).toBeLessThan(300);
    expect(await deliver(genuine)).toBeLessThan(300);
    expect(await statusOf(orderNo)).toBe('in_review');
    const stored = await database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.reference, reference));
    expect(stored.filter((c) => c.outcome === 'applied')).toHaveLength(1);
    expect(stored.find((c) => c.outcome === 'applied')!.deliveries).toBe(2);

    const rejected = await call(`/api/admin/orders/${orderNo}/decision`, { method: 'POST', headers: admin.bearer, body: { decision: 'reject', reason: '不符合收录规范' } });
    expect(rejected.body.code).toBe(0);
    const refund = [...fake.refunds.values()].find((r) => r.out_trade_no === reference);
    expect(refund).toMatchObject({ out_refund_no: `${reference}-R`, amount: { refund: 29_900, total: 29_900 } });
    const [stored2] = await database.db.select().from(refunds).where(eq(refunds.reference, reference));
    expect(stored2?.status).toBe('succeeded');
    expect(await statusOf(orderNo)).toBe('refunded');
  });
});
