// The Stripe adapter (official stripe package) against a fake Stripe API on 127.0.0.1 speaking Stripe's wire
// format, with webhook events signed the way Stripe signs them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  parseStripeForm,
  startFakeStripe,
  type FakeStripe,
  type StripeForgery,
} from '../../../tests/fakes/stripe';
import {
  PaymentEventIgnoredError,
  PaymentSignatureError,
  type CreatePaymentInput,
  type PaymentProvider,
} from './payment-provider';
import { createStripeProvider, type StripeOptions } from './stripe';

const SECRET_KEY = 'sk_test_51AtlasFakeKey';
const WEBHOOK_SECRET = 'whsec_atlasFakeWebhookSecret';

let fake: FakeStripe;
let provider: PaymentProvider;
let options: StripeOptions;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  options = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url, maxNetworkRetries: 0 };
  provider = createStripeProvider(options);
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.refundStatus = 'succeeded';
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    reference: `st_${Date.now().toString(36)}_${++counter}`,
    amountMinor: 2900,
    currency: 'USD',
    description: 'AI Atlas listing — standard package',
    expiresAt: new Date(Date.now() + 2 * 3_600_000),
    notifyUrl: 'https://atlas.example.com/api/payments/callback/stripe',
    returnUrl: 'https://atlas.example.com/en/user/orders',
    ...overrides,
  };
}

async function paidSession() {
  const payment = input();
  const created = await provider.createPayment(payment);
  fake.complete(created.providerPaymentId!);
  return { payment, created, session: fake.sessions.get(created.providerPaymentId!)! };
}

describe('stripe adapter', () => {
  it('creates a Checkout Session and returns its url and id', async () => {
    const payment = input();
    const created = await provider.createPayment(payment);
    expect(created.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(created.providerPaymentId).toMatch(/^cs_test_/);
    expect(created.expiresAt.getTime()).toBe(Math.floor(payment.expiresAt.getTime() / 1000) * 1000);
    const session = fake.sessions.get(created.providerPaymentId!)!;
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: payment.reference,
      amount_total: 2900,
      currency: 'usd',
      success_url: payment.returnUrl,
      cancel_url: payment.returnUrl,
      metadata: { reference: payment.reference },
    });
  });

  it('keeps expires_at within the 30 minutes to 24 hours Stripe allows, and says so', async () => {
    const soon = await provider.createPayment(input({ expiresAt: new Date(Date.now() + 5 * 60_000) }));
    expect(soon.expiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    const late = await provider.createPayment(input({ expiresAt: new Date(Date.now() + 3 * 86_400_000) }));
    expect(late.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it('queries with the session id or by reference alone: pending, paid, refunded', async () => {
    const payment = input();
    const created = await provider.createPayment(payment);
    const lookup = { providerPaymentId: created.providerPaymentId };
    expect(await provider.queryPayment(payment.reference, lookup)).toMatchObject({
      status: 'pending',
      amountMinor: 2900,
      currency: 'USD',
    });
    fake.complete(created.providerPaymentId!);
    const intent = fake.sessions.get(created.providerPaymentId!)!.payment_intent;
    expect(await provider.queryPayment(payment.reference)).toEqual({
      status: 'paid',
      amountMinor: 2900,
      currency: 'USD',
      transactionId: intent,
    });
    await provider.refund({
      reference: payment.reference,
      refundReference: `rf_${payment.reference}`,
      amountMinor: 2900,
      totalMinor: 2900,
      currency: 'USD',
      reason: 'policy',
    });
    expect(await provider.queryPayment(payment.reference, lookup)).toMatchObject({ status: 'refunded' });
    await expect(provider.queryPayment('st_unknown_ref', undefined)).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 404,
    });
  });

  it('counts a completed session whose delayed payment has not settled as pending', async () => {
    const payment = input();
    const created = await provider.createPayment(payment);
    fake.complete(created.providerPaymentId!, { paymentStatus: 'unpaid' });
    expect(await provider.queryPayment(payment.reference)).toMatchObject({ status: 'pending' });
    fake.settle(created.providerPaymentId!);
    expect(await provider.queryPayment(payment.reference)).toMatchObject({ status: 'paid' });
  });

  it('expires an open session, is a no-op once closed, and reports ALREADY_PAID for a paid one', async () => {
    const payment = input();
    const created = await provider.createPayment(payment);
    await provider.closePayment(payment.reference, { providerPaymentId: created.providerPaymentId });
    expect(fake.sessions.get(created.providerPaymentId!)!.status).toBe('expired');
    await provider.closePayment(payment.reference);
    expect(await provider.queryPayment(payment.reference)).toMatchObject({ status: 'closed' });

    const { payment: paid } = await paidSession();
    await expect(provider.closePayment(paid.reference)).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'ALREADY_PAID',
    });
  });

  it('refunds in full once per refund reference, also after Stripe forgot the idempotency key', async () => {
    const { payment, created, session } = await paidSession();
    const refund = {
      reference: payment.reference,
      refundReference: `rf_${payment.reference}`,
      amountMinor: 2900,
      totalMinor: 2900,
      currency: 'USD' as const,
      reason: 'Rejected: policy',
      providerPaymentId: created.providerPaymentId,
    };
    const first = await provider.refund(refund);
    expect(first.status).toBe('succeeded');
    expect(await provider.refund(refund)).toEqual(first);
    // A later retry: Stripe answers charge_already_refunded, and the adapter finds its own refund.
    const fresh = createStripeProvider(options);
    const refundsBefore = fake.refunds.size;
    const request = fake.requests.length;
    expect(await fresh.refund({ ...refund, providerPaymentId: undefined })).toEqual(first);
    expect(fake.refunds.size).toBe(refundsBefore);
    expect(fake.requests.slice(request).some((r) => r.path === '/v1/refunds' && r.method === 'POST')).toBe(
      true,
    );
    expect(
      [...fake.refunds.values()].filter((r) => r.payment_intent === session.payment_intent),
    ).toHaveLength(1);
    // Another refund reference on a refunded charge is refused, not silently merged.
    await expect(
      provider.refund({ ...refund, refundReference: `other_${payment.reference}` }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses to refund an unpaid session, and reports a pending refund as pending', async () => {
    const payment = input();
    await provider.createPayment(payment);
    await expect(
      provider.refund({
        reference: payment.reference,
        refundReference: `rf_${payment.reference}`,
        amountMinor: 2900,
        totalMinor: 2900,
        currency: 'USD',
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'NOT_PAID' });
    fake.refundStatus = 'pending';
    const { payment: paid } = await paidSession();
    const result = await provider.refund({
      reference: paid.reference,
      refundReference: `rp_${paid.reference}`,
      amountMinor: 2900,
      totalMinor: 2900,
      currency: 'USD',
      reason: 'x',
    });
    expect(result.status).toBe('pending');
  });

  it('parses checkout.session.completed, async_payment_failed and expired events', async () => {
    const { payment, session } = await paidSession();
    const event = fake.event('checkout.session.completed', session);
    const notification = await provider.parseCallback(fake.webhook(event));
    expect(notification).toMatchObject({
      eventId: event.id,
      kind: 'payment',
      reference: payment.reference,
      status: 'paid',
      amountMinor: 2900,
      currency: 'USD',
      transactionId: session.payment_intent,
    });
    expect(notification.occurredAt).toEqual(new Date(event.created * 1000));

    const failed = await provider.parseCallback(
      fake.webhook(
        fake.event('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }),
      ),
    );
    expect(failed).toMatchObject({ kind: 'payment', status: 'failed', reference: payment.reference });

    const open = input();
    const created = await provider.createPayment(open);
    const expired = fake.expire(created.providerPaymentId!);
    expect(
      await provider.parseCallback(fake.webhook(fake.event('checkout.session.expired', expired))),
    ).toMatchObject({ status: 'closed', reference: open.reference });
  });

  it('parses charge.refunded, finding the reference on the PaymentIntent when the charge lacks it', async () => {
    const { payment, session } = await paidSession();
    const refundReference = `rf_${payment.reference}`;
    const { refundId } = await provider.refund({
      reference: payment.reference,
      refundReference,
      amountMinor: 2900,
      totalMinor: 2900,
      currency: 'USD',
      reason: 'policy',
    });
    const intent = fake.paymentIntents.get(session.payment_intent)!;
    const charge = fake.charges.get(intent.latest_charge)!;
    const notification = await provider.parseCallback(fake.webhook(fake.event('charge.refunded', charge)));
    expect(notification).toMatchObject({
      kind: 'refund',
      status: 'refunded',
      reference: payment.reference,
      amountMinor: 2900,
      currency: 'USD',
      refundId,
      refundReference,
    });

    const bare = await provider.parseCallback(
      fake.webhook(fake.event('charge.refunded', { ...charge, metadata: {} })),
    );
    expect(bare.reference).toBe(payment.reference);
  });

  it('acknowledges genuine events it does not use without treating them as forged', async () => {
    const { session } = await paidSession();
    const other = fake.webhook(fake.event('customer.created', { id: 'cus_test_1', object: 'customer' }));
    await expect(provider.parseCallback(other)).rejects.toBeInstanceOf(PaymentEventIgnoredError);
    const foreign = fake.webhook(
      fake.event('checkout.session.completed', { ...session, client_reference_id: null }),
    );
    await expect(provider.parseCallback(foreign)).rejects.toBeInstanceOf(PaymentEventIgnoredError);
  });

  const forgeries: StripeForgery[] = [
    'bad-signature',
    'tampered-body',
    'stale-timestamp',
    'wrong-secret',
    'unsigned',
    'malformed',
  ];
  it.each(forgeries)('refuses a %s webhook', async (forge) => {
    const { session } = await paidSession();
    await expect(
      provider.parseCallback(fake.webhook(fake.event('checkout.session.completed', session), { forge })),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('answers Stripe with 2xx only when accepted', () => {
    expect(provider.answerCallback(true).status).toBe(200);
    expect(provider.answerCallback(false).status).toBe(400);
  });

  it('surfaces gateway failures as PaymentGatewayError with status and code', async () => {
    fake.mode = 'error';
    await expect(provider.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 500,
      code: 'api_error',
    });
    fake.mode = 'ok';
    await expect(provider.createPayment(input({ amountMinor: 10 }))).rejects.toMatchObject({
      status: 400,
      code: 'amount_too_small',
    });
    const wrongKey = createStripeProvider({ ...options, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 401,
    });
    const unreachable = createStripeProvider({ ...options, apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(unreachable.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 0,
    });
  });

  it('takes USD only', async () => {
    await expect(provider.createPayment(input({ currency: 'CNY' }))).rejects.toBeInstanceOf(RangeError);
  });
});

describe('the fake Stripe form parser', () => {
  it('reads bracket notation into objects and arrays', () => {
    expect(parseStripeForm('a=1&b[c]=2&d[0][e]=3&d[1][e]=4&expand[0]=x')).toEqual({
      a: '1',
      b: { c: '2' },
      d: [{ e: '3' }, { e: '4' }],
      expand: ['x'],
    });
  });
});
