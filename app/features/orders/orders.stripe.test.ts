// An order of the international edition paid through Stripe Checkout, end to end through the production adapter
// and the site's callback endpoint, against the fake Stripe API on 127.0.0.1 (it signs webhooks like Stripe): the
// checkout page the order page offers (also as a QR code), a forged and an ignored event, and the payment.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { orders } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import type { IncomingCallback } from '../../../server/integrations/payments/payment-provider';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeStripe, type FakeStripe } from '../../../tests/fakes/stripe';

const targets = await dbTargets();
const SECRET_KEY = 'sk_test_51AtlasOrdersKey';
const WEBHOOK_SECRET = 'whsec_atlas_orders';

describe.each(targets)('orders paid through Stripe Checkout on $name', (target) => {
  let fake: FakeStripe;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      APP_URL: 'https://atlas.example.test',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = createApp({ env, logger: pino({ level: 'silent' }), database, bus: createLocalBus() });
    user = await createTestUser(database.db);
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  const deliver = async (callback: IncomingCallback) =>
    (
      await app.request('/api/payments/callback/stripe', {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(callback.headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
        body: callback.rawBody,
      })
    ).status;
  const statusOf = async (orderNo: string) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

  it('sends the payer to Checkout in USD and takes the signed completion, once', async () => {
    const made = await app.request('/api/orders?langType=ja', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...user.bearer, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        kind: 'submission',
        name: 'Stripe Test Tool',
        websiteUrl: `https://stripe-${randomUUID().slice(0, 8)}.example.com/`,
        package: 'fast',
        categorySlug: 'chatbots',
        tagline: 'A tool to test card payments',
        contactEmail: 'owner@example.com',
        method: 'stripe',
      }),
    });
    const body = (await made.json()) as any;
    expect(body.code, JSON.stringify(body)).toBe(0);
    const orderNo = body.data.orderNo as string;
    const seen = (await (await app.request(`/api/orders/${orderNo}`, { headers: user.bearer })).json()) as any;
    const session = fake.sessionFor(`${orderNo}-1`);
    // Checkout opens in the payer's language and comes back to their order page in it.
    expect(session).toMatchObject({
      currency: 'usd',
      amount_total: 9_900,
      client_reference_id: `${orderNo}-1`,
      locale: 'ja',
      success_url: `https://atlas.example.test/ja/user/orders/${orderNo}`,
    });
    expect(session.payment_intent_data.description).toBe('AI Atlas 掲載申請：Stripe Test Tool');
    expect(seen.data.attempt).toMatchObject({ method: 'stripe', redirectUrl: session.url, payUrl: null });
    expect(seen.data.attempt.qrSvg).toMatch(/^<svg/);

    const completed = fake.complete(session.id);
    const event = fake.event('checkout.session.completed', completed);
    expect(await deliver(fake.webhook(event, { forge: 'wrong-secret' }))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(orderNo)).toBe('pending');
    // A genuine event the site has no use for is acknowledged, so Stripe stops resending it.
    expect(await deliver(fake.webhook(fake.event('customer.created', { id: 'cus_1', object: 'customer' })))).toBe(200);
    expect(await deliver(fake.webhook(event))).toBe(200);
    expect(await deliver(fake.webhook(event))).toBe(200);
    expect(await statusOf(orderNo)).toBe('in_review');
  });
});
