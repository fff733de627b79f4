// The WeChat Pay adapter against a fake WeChat Pay API v3 on 127.0.0.1 that checks our request signatures and
// signs its answers and notifications like the real gateway.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeWechatPay, type FakeWechatPay, type WechatForgery } from '../../../tests/fakes/wechatpay';
import {
  PaymentGatewayError,
  PaymentSignatureError,
  type CreatePaymentInput,
  type PaymentProvider,
} from './payment-provider';
import { createWechatPayProvider, type WechatPayOptions } from './wechat';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH_ID = '1900000109';
const APP_ID = 'wxd678efh567hg6787';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const API_V3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';

let fake: FakeWechatPay;
let provider: PaymentProvider;
let options: WechatPayOptions;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    merchantPublicKey: merchant.publicKey,
    merchantSerialNo: SERIAL,
    apiV3Key: API_V3_KEY,
  });
  options = {
    apiBase: fake.url,
    mchId: MCH_ID,
    appId: APP_ID,
    mchSerialNo: SERIAL,
    privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    apiV3Key: API_V3_KEY,
    platformPublicKey: fake.platformPublicKey,
    platformPublicKeyId: fake.platformPublicKeyId,
  };
  provider = createWechatPayProvider(options);
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.refundStatus = 'SUCCESS';
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    reference: `wx_${Date.now().toString(36)}_${++counter}`,
    amountMinor: 9900,
    currency: 'CNY',
    description: 'AI Atlas 产品收录 · 标准套餐',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    notifyUrl: 'https://atlas.example.com/api/payments/callback/wechat',
    returnUrl: 'https://atlas.example.com/user/orders',
    ...overrides,
  };
}

async function paidOrder() {
  const payment = input();
  await provider.createPayment(payment);
  fake.pay(payment.reference);
  return payment;
}

describe('wechat pay adapter', () => {
  it('creates a Native order and returns its code_url as the QR content', async () => {
    const payment = input({ expiresAt: new Date('2030-01-02T03:04:05Z') });
    const created = await provider.createPayment(payment);
    expect(created.reference).toBe(payment.reference);
    expect(created.qrContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(created.expiresAt).toEqual(payment.expiresAt);
    const order = fake.orders.get(payment.reference)!;
    expect(order).toMatchObject({
      appid: APP_ID,
      mchid: MCH_ID,
      description: payment.description,
      notify_url: payment.notifyUrl,
      amount: { total: 9900, currency: 'CNY' },
      time_expire: '2030-01-02T11:04:05+08:00',
    });
  });

  it('queries by out_trade_no: pending, then paid with amount and transaction id', async () => {
    const payment = input();
    await provider.createPayment(payment);
    expect(await provider.queryPayment(payment.reference)).toMatchObject({
      status: 'pending',
      amountMinor: 9900,
    });
    const order = fake.pay(payment.reference);
    expect(await provider.queryPayment(payment.reference)).toEqual({
      status: 'paid',
      amountMinor: 9900,
      currency: 'CNY',
      transactionId: order.transaction_id,
    });
  });

  it('closes an unpaid order, repeats as a no-op, and reports ALREADY_PAID for a paid one', async () => {
    const payment = input();
    await provider.createPayment(payment);
    await provider.closePayment(payment.reference);
    expect(fake.orders.get(payment.reference)!.trade_state).toBe('CLOSED');
    await provider.closePayment(payment.reference);
    expect(await provider.queryPayment(payment.reference)).toMatchObject({ status: 'closed' });

    const paid = await paidOrder();
    const error = await provider.closePayment(paid.reference).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).code).toBe('ALREADY_PAID');
  });

  it('refunds in full once per refund reference', async () => {
    const payment = await paidOrder();
    const refund = {
      reference: payment.reference,
      refundReference: `rf_${payment.reference}`,
      amountMinor: 9900,
      totalMinor: 9900,
      currency: 'CNY' as const,
      reason: '审核未通过',
    };
    const first = await provider.refund(refund);
    expect(first.status).toBe('succeeded');
    const again = await provider.refund(refund);
    expect(again).toEqual(first);
    expect([...fake.refunds.values()].filter((r) => r.out_trade_no === payment.reference)).toHaveLength(1);
    expect(await provider.queryPayment(payment.reference)).toMatchObject({ status: 'refunded' });
  });

  it('reports a refund WeChat Pay is still processing as pending', async () => {
    fake.refundStatus = 'PROCESSING';
    const payment = await paidOrder();
    const result = await provider.refund({
      reference: payment.reference,
      refundReference: `rp_${payment.reference}`,
      amountMinor: 9900,
      totalMinor: 9900,
      currency: 'CNY',
      reason: 'policy',
    });
    expect(result.status).toBe('pending');
  });

  it('parses a genuine payment notification', async () => {
    const payment = await paidOrder();
    const callback = fake.paymentNotification(payment.reference);
    const notification = await provider.parseCallback(callback);
    const order = fake.orders.get(payment.reference)!;
    expect(notification).toMatchObject({
      eventId: JSON.parse(callback.rawBody).id,
      kind: 'payment',
      reference: payment.reference,
      status: 'paid',
      amountMinor: 9900,
      currency: 'CNY',
      transactionId: order.transaction_id,
    });
    expect(notification.occurredAt).toBeInstanceOf(Date);
    expect((notification.raw as any).resource.out_trade_no).toBe(payment.reference);
  });

  it('parses a genuine refund notification', async () => {
    const payment = await paidOrder();
    const refundReference = `rn_${payment.reference}`;
    const { refundId } = await provider.refund({
      reference: payment.reference,
      refundReference,
      amountMinor: 9900,
      totalMinor: 9900,
      currency: 'CNY',
      reason: 'policy',
    });
    const notification = await provider.parseCallback(fake.refundNotification(refundReference));
    expect(notification).toMatchObject({
      kind: 'refund',
      reference: payment.reference,
      status: 'refunded',
      amountMinor: 9900,
      currency: 'CNY',
      refundId,
      refundReference,
    });
  });

  it('passes a signed notification with a different amount through unchanged, for the order to refuse', async () => {
    const payment = await paidOrder();
    const notification = await provider.parseCallback(
      fake.paymentNotification(payment.reference, { amount: 1 }),
    );
    expect(notification.amountMinor).toBe(1);
  });

  const forgeries: WechatForgery[] = [
    'bad-signature',
    'tampered-body',
    'stale-timestamp',
    'wrong-key',
    'unknown-serial',
    'bad-ciphertext',
    'malformed',
  ];
  it.each(forgeries)('refuses a %s notification', async (forge) => {
    const payment = await paidOrder();
    await expect(
      provider.parseCallback(fake.paymentNotification(payment.reference, { forge })),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refuses notifications without signature headers, or not POSTed', async () => {
    const payment = await paidOrder();
    const genuine = fake.paymentNotification(payment.reference);
    await expect(
      provider.parseCallback({ ...genuine, headers: { 'content-type': 'application/json' } }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(provider.parseCallback({ ...genuine, method: 'GET' })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
  });

  it('refuses a notification meant for another merchant', async () => {
    const other = createWechatPayProvider({ ...options, mchId: '1900000999' });
    const payment = await paidOrder();
    await expect(other.parseCallback(fake.paymentNotification(payment.reference))).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
  });

  it('answers WeChat Pay in its format', () => {
    expect(provider.answerCallback(true)).toEqual({ status: 204, contentType: 'text/plain', body: '' });
    const refused = provider.answerCallback(false);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'FAIL' });
  });

  it('surfaces gateway failures as PaymentGatewayError with status and code', async () => {
    fake.mode = 'error';
    await expect(provider.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 500,
      code: 'SYSTEM_ERROR',
    });

    fake.mode = 'bad-response-signature';
    await expect(provider.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'RESPONSE_SIGNATURE',
    });

    fake.mode = 'ok';
    const payment = input();
    await provider.createPayment(payment);
    await expect(provider.createPayment({ ...payment, amountMinor: 1 })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
    });
    await expect(provider.queryPayment('no_such_order')).rejects.toMatchObject({
      status: 404,
      code: 'ORDER_NOT_EXIST',
    });

    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const unsigned = createWechatPayProvider({ ...options, privateKey: stranger });
    await expect(unsigned.createPayment(input())).rejects.toMatchObject({ status: 401, code: 'SIGN_ERROR' });

    const unreachable = createWechatPayProvider({
      ...options,
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(unreachable.queryPayment(payment.reference)).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 0,
    });
  });

  it('refuses input that breaks the contract before calling the gateway', async () => {
    const before = fake.requests.length;
    await expect(provider.createPayment(input({ currency: 'USD' }))).rejects.toBeInstanceOf(RangeError);
    await expect(provider.createPayment(input({ amountMinor: 12.5 }))).rejects.toBeInstanceOf(RangeError);
    await expect(provider.createPayment(input({ reference: 'a b' }))).rejects.toBeInstanceOf(RangeError);
    await expect(provider.createPayment(input({ description: 'x'.repeat(128) }))).rejects.toBeInstanceOf(
      RangeError,
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe('wechat pay adapter on platform certificates', () => {
  let certFake: FakeWechatPay;
  let certOptions: WechatPayOptions;
  beforeAll(async () => {
    certFake = await startFakeWechatPay({
      mchId: MCH_ID,
      appId: APP_ID,
      merchantPublicKey: merchant.publicKey,
      merchantSerialNo: SERIAL,
      apiV3Key: API_V3_KEY,
      certificates: true,
    });
    const { platformPublicKey: _key, platformPublicKeyId: _id, ...rest } = options;
    certOptions = { ...rest, apiBase: certFake.url };
  });
  afterAll(() => certFake?.close());
  const downloads = () => certFake.requests.filter((r) => r.path === '/v3/certificates').length;

  it('downloads the certificates once, then checks answers and notifications against them', async () => {
    const adapter = createWechatPayProvider(certOptions);
    const before = downloads();
    const payment = input();
    await adapter.createPayment(payment);
    await adapter.queryPayment(payment.reference);
    expect(downloads() - before).toBe(1);
    certFake.pay(payment.reference);
    const parsed = await adapter.parseCallback(certFake.paymentNotification(payment.reference));
    expect(parsed).toMatchObject({ kind: 'payment', reference: payment.reference, status: 'paid' });
    expect(downloads() - before).toBe(1);
    for (const forge of ['wrong-key', 'bad-signature', 'unknown-serial'] as const) {
      await expect(adapter.parseCallback(certFake.paymentNotification(payment.reference, { forge })), forge).rejects.toBeInstanceOf(PaymentSignatureError);
    }
  });

  it('follows a certificate rotation: a notification signed by the new certificate makes it download again', async () => {
    const adapter = createWechatPayProvider(certOptions);
    const payment = input();
    await adapter.createPayment(payment);
    const before = downloads();
    const serial = await certFake.rotateCertificate();
    expect(certFake.certificateSerials()).toHaveLength(2);
    certFake.pay(payment.reference);
    const notice = certFake.paymentNotification(payment.reference);
    expect(notice.headers['wechatpay-serial']).toBe(serial);
    // The adapter's list is younger than a minute: it is not downloaded again for a serial it does not know.
    await expect(adapter.parseCallback(notice)).rejects.toBeInstanceOf(PaymentSignatureError);
    expect(downloads()).toBe(before);
    // A minute on, WeChat Pay's next delivery of the new serial makes it download the list again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await expect(adapter.parseCallback(certFake.paymentNotification(payment.reference))).resolves.toMatchObject({ status: 'paid' });
      expect(downloads()).toBe(before + 1);
      // Answers signed by either certificate are believed without downloading again.
      await adapter.queryPayment(payment.reference);
      expect(downloads()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a certificate list not signed by a certificate it carries', async () => {
    const adapter = createWechatPayProvider(certOptions);
    certFake.mode = 'bad-response-signature';
    try {
      await expect(adapter.createPayment(input())).rejects.toBeInstanceOf(PaymentGatewayError);
    } finally {
      certFake.mode = 'ok';
    }
  });
});
