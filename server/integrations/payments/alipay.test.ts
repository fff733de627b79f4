// The Alipay adapter (official alipay-sdk) against a fake Alipay gateway on 127.0.0.1 that checks our RSA2
// request signatures and signs its answers and notifications with its own Alipay key.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAlipay, type AlipayForgery, type FakeAlipay } from '../../../tests/fakes/alipay';
import { createAlipayProvider, type AlipayOptions } from './alipay';
import {
  PaymentGatewayError,
  PaymentSignatureError,
  type CreatePaymentInput,
  type PaymentProvider,
} from './payment-provider';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004100000001';

let fake: FakeAlipay;
let provider: PaymentProvider;
let options: AlipayOptions;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey });
  options = {
    gateway: fake.url,
    appId: APP_ID,
    // The bare base64 PKCS#8 form Alipay's key tool gives, and Alipay's public key as its console shows it.
    privateKey: app.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    alipayPublicKey: fake.alipayPublicKey,
  };
  provider = createAlipayProvider(options);
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.refundsPending = false;
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    reference: `ali_${Date.now().toString(36)}_${++counter}`,
    amountMinor: 19_900,
    currency: 'CNY',
    description: 'AI Atlas 广告位 · 首页横幅 1 个月',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    notifyUrl: 'https://atlas.example.com/api/payments/callback/alipay',
    returnUrl: 'https://atlas.example.com/user/orders',
    ...overrides,
  };
}

async function paidTrade() {
  const payment = input();
  await provider.createPayment(payment);
  fake.pay(payment.reference);
  return payment;
}

describe('alipay adapter', () => {
  it('precreates a trade and returns its qr_code', async () => {
    const payment = input({ amountMinor: 1205, expiresAt: new Date('2030-01-02T03:04:05Z') });
    const created = await provider.createPayment(payment);
    expect(created.qrContent).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(created.expiresAt).toEqual(payment.expiresAt);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('alipay.trade.precreate');
    expect(request.biz).toMatchObject({
      out_trade_no: payment.reference,
      total_amount: '12.05',
      subject: payment.description,
      time_expire: '2030-01-02 11:04:05',
    });
    expect(request.params.notify_url).toBe(payment.notifyUrl);
    // Requests are stamped in China time whatever the server's zone.
    const stamped = new Date(`${request.params.timestamp!.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.abs(stamped - Date.now())).toBeLessThan(60_000);
  });

  it('queries: pending before the scan and while waiting, paid after, refunded after a full refund', async () => {
    const payment = input();
    await provider.createPayment(payment);
    expect(await provider.queryPayment(payment.reference)).toEqual({ status: 'pending' });
    fake.scan(payment.reference);
    expect(await provider.queryPayment(payment.reference)).toMatchObject({
      status: 'pending',
      amountMinor: 19_900,
    });
    const trade = fake.pay(payment.reference);
    expect(await provider.queryPayment(payment.reference)).toEqual({
      status: 'paid',
      amountMinor: 19_900,
      currency: 'CNY',
      transactionId: trade.trade_no,
    });
    await provider.refund({
      reference: payment.reference,
      refundReference: `r_${payment.reference}`,
      amountMinor: 19_900,
      totalMinor: 19_900,
      currency: 'CNY',
      reason: 'policy',
    });
    expect(await provider.queryPayment(payment.reference)).toMatchObject({ status: 'refunded' });
  });

  it('closes a scanned trade, cancels an unscanned one so a later scan cannot pay, and is a no-op when closed', async () => {
    const scanned = input();
    await provider.createPayment(scanned);
    fake.scan(scanned.reference);
    await provider.closePayment(scanned.reference);
    expect(fake.trades.get(scanned.reference)!.state).toBe('TRADE_CLOSED');
    await provider.closePayment(scanned.reference);

    const unscanned = input();
    await provider.createPayment(unscanned);
    await provider.closePayment(unscanned.reference);
    expect(fake.requests.at(-1)!.method).toBe('alipay.trade.cancel');
    expect(() => fake.pay(unscanned.reference)).toThrow();
    expect(await provider.queryPayment(unscanned.reference)).toMatchObject({ status: 'closed' });

    const paid = await paidTrade();
    await expect(provider.closePayment(paid.reference)).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'ALREADY_PAID',
    });
  });

  it('refunds in full once per refund reference', async () => {
    const payment = await paidTrade();
    const refund = {
      reference: payment.reference,
      refundReference: `rf_${payment.reference}`,
      amountMinor: 19_900,
      totalMinor: 19_900,
      currency: 'CNY' as const,
      reason: '审核未通过：违反收录政策',
    };
    const first = await provider.refund(refund);
    expect(first.status).toBe('succeeded');
    const again = await provider.refund(refund);
    expect(again).toEqual(first);
    expect(fake.trades.get(payment.reference)!.refunds).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === 'alipay.trade.refund').at(-1)!.biz).toMatchObject({
      refund_amount: '199.00',
      out_request_no: refund.refundReference,
    });
  });

  it('reports a refund Alipay has not settled as pending', async () => {
    fake.refundsPending = true;
    const payment = await paidTrade();
    const result = await provider.refund({
      reference: payment.reference,
      refundReference: `rp_${payment.reference}`,
      amountMinor: 19_900,
      totalMinor: 19_900,
      currency: 'CNY',
      reason: 'policy',
    });
    expect(result.status).toBe('pending');
  });

  it('parses a genuine payment notification', async () => {
    const payment = await paidTrade();
    const callback = fake.paymentNotification(payment.reference);
    const notification = await provider.parseCallback(callback);
    const params = new URLSearchParams(callback.rawBody);
    expect(notification).toMatchObject({
      eventId: params.get('notify_id'),
      kind: 'payment',
      reference: payment.reference,
      status: 'paid',
      amountMinor: 19_900,
      currency: 'CNY',
      transactionId: fake.trades.get(payment.reference)!.trade_no,
    });
    expect(notification.occurredAt).toBeInstanceOf(Date);
    expect((notification.raw as Record<string, string>).out_trade_no).toBe(payment.reference);
  });

  it('parses a genuine refund notification', async () => {
    const payment = await paidTrade();
    const refundReference = `rn_${payment.reference}`;
    await provider.refund({
      reference: payment.reference,
      refundReference,
      amountMinor: 19_900,
      totalMinor: 19_900,
      currency: 'CNY',
      reason: 'policy',
    });
    const notification = await provider.parseCallback(
      fake.refundNotification(payment.reference, refundReference),
    );
    expect(notification).toMatchObject({
      kind: 'refund',
      reference: payment.reference,
      status: 'refunded',
      amountMinor: 19_900,
      refundReference,
    });
  });

  it('passes a signed notification with a different amount through unchanged, for the order to refuse', async () => {
    const payment = await paidTrade();
    const notification = await provider.parseCallback(
      fake.paymentNotification(payment.reference, { totalAmount: '0.01' }),
    );
    expect(notification.amountMinor).toBe(1);
  });

  const forgeries: AlipayForgery[] = [
    'bad-signature',
    'tampered-body',
    'wrong-key',
    'other-app',
    'unsigned',
    'malformed',
  ];
  it.each(forgeries)('refuses a %s notification', async (forge) => {
    const payment = await paidTrade();
    await expect(
      provider.parseCallback(fake.paymentNotification(payment.reference, { forge })),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refuses garbage and notifications not POSTed', async () => {
    const payment = await paidTrade();
    await expect(
      provider.parseCallback({ method: 'POST', headers: {}, rawBody: '%%%not a form' }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      provider.parseCallback({ ...fake.paymentNotification(payment.reference), method: 'GET' }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('answers Alipay in its format', () => {
    expect(provider.answerCallback(true)).toMatchObject({ status: 200, body: 'success' });
    expect(provider.answerCallback(false).body).toBe('failure');
  });

  it('surfaces gateway failures as PaymentGatewayError with status and code', async () => {
    fake.mode = 'http-error';
    await expect(provider.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 502,
    });

    fake.mode = 'system-error';
    await expect(provider.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'isp.unknow-error',
    });

    fake.mode = 'bad-response-signature';
    await expect(provider.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'RESPONSE_SIGNATURE',
    });

    fake.mode = 'ok';
    const paid = await paidTrade();
    await expect(provider.createPayment(paid)).rejects.toMatchObject({ code: 'ACQ.TRADE_HAS_SUCCESS' });

    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const unsigned = createAlipayProvider({ ...options, privateKey: stranger });
    await expect(unsigned.createPayment(input())).rejects.toMatchObject({ code: 'isv.invalid-signature' });

    const unreachable = createAlipayProvider({
      ...options,
      gateway: 'http://127.0.0.1:9/gateway.do',
      timeoutMs: 2000,
    });
    const error = await unreachable.queryPayment(paid.reference).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
  });

  it('takes CNY only', async () => {
    await expect(provider.createPayment(input({ currency: 'USD' }))).rejects.toBeInstanceOf(RangeError);
  });
});
