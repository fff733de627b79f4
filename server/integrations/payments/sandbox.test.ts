// The sandbox provider: page links and events signed with the deployment's key, checked like a real gateway's.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { PaymentSignatureError } from './payment-provider';
import {
  SANDBOX_SIGNATURE_HEADER,
  createSandboxProvider,
  sandboxSecret,
  signSandboxEvent,
  verifySandboxPageSignature,
} from './sandbox';

const SECRET = 'sandbox-test-secret-0123456789';
const env = parseEnv({ APP_URL: 'https://atlas.example.com/', PAYMENTS_SANDBOX_SECRET: SECRET });
const otherEnv = parseEnv({
  APP_URL: 'https://atlas.example.com/',
  PAYMENTS_SANDBOX_SECRET: 'wrong-secret-0123456789',
});
const provider = createSandboxProvider(env);
const payment = {
  reference: 'sbx_order_0001',
  amountMinor: 9900,
  currency: 'CNY' as const,
  description: '产品收录 · 标准套餐',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  notifyUrl: 'https://atlas.example.com/api/payments/callback/sandbox',
  returnUrl: 'https://atlas.example.com/user/orders',
};

describe('sandbox provider', () => {
  it('needs no keys and says it is the sandbox', () => {
    expect(provider).toMatchObject({ method: 'sandbox', available: true });
    expect(provider.currencies).toEqual(['CNY', 'USD']);
  });

  it('returns a QR pointing at our own signed approval page', async () => {
    const created = await provider.createPayment(payment);
    const url = new URL(created.qrContent!);
    expect(`${url.origin}${url.pathname}`).toBe('https://atlas.example.com/pay/sandbox/sbx_order_0001');
    expect(verifySandboxPageSignature(env, payment.reference, url.searchParams.get('sig'))).toBe(true);
    expect(verifySandboxPageSignature(env, 'sbx_order_0002', url.searchParams.get('sig'))).toBe(false);
    expect(verifySandboxPageSignature(otherEnv, payment.reference, url.searchParams.get('sig'))).toBe(false);
    expect(verifySandboxPageSignature(env, payment.reference, null)).toBe(false);
    expect(verifySandboxPageSignature(env, payment.reference, 'short')).toBe(false);
    expect(created.expiresAt).toEqual(payment.expiresAt);
  });

  it('parses an event the page signed', async () => {
    const callback = signSandboxEvent(env, {
      reference: payment.reference,
      status: 'paid',
      amountMinor: 9900,
      currency: 'CNY',
    });
    const notification = await provider.parseCallback(callback);
    expect(notification).toMatchObject({
      kind: 'payment',
      reference: payment.reference,
      status: 'paid',
      amountMinor: 9900,
      currency: 'CNY',
    });
    expect(notification.eventId).toBe(JSON.parse(callback.rawBody).id);
    const failed = await provider.parseCallback(
      signSandboxEvent(env, {
        reference: payment.reference,
        status: 'failed',
        amountMinor: 9900,
        currency: 'CNY',
      }),
    );
    expect(failed.status).toBe('failed');
  });

  it('keeps the event id of a replay, so the order can drop it', async () => {
    const first = await provider.parseCallback(
      signSandboxEvent(env, {
        reference: payment.reference,
        status: 'paid',
        amountMinor: 9900,
        currency: 'CNY',
      }),
    );
    const replay = await provider.parseCallback(
      signSandboxEvent(env, {
        reference: payment.reference,
        status: 'paid',
        amountMinor: 9900,
        currency: 'CNY',
        eventId: first.eventId,
      }),
    );
    expect(replay.eventId).toBe(first.eventId);
  });

  const genuine = () =>
    signSandboxEvent(env, {
      reference: payment.reference,
      status: 'paid',
      amountMinor: 9900,
      currency: 'CNY',
    });
  const forgeries: [string, () => Parameters<typeof provider.parseCallback>[0]][] = [
    [
      'signed with another key',
      () =>
        signSandboxEvent(otherEnv, {
          reference: payment.reference,
          status: 'paid',
          amountMinor: 9900,
          currency: 'CNY',
        }),
    ],
    ['tampered body', () => ({ ...genuine(), rawBody: genuine().rawBody.replace('9900', '1') })],
    [
      'stale timestamp',
      () =>
        signSandboxEvent(env, {
          reference: payment.reference,
          status: 'paid',
          amountMinor: 9900,
          currency: 'CNY',
          at: Date.now() - 10 * 60_000,
        }),
    ],
    ['no signature', () => ({ ...genuine(), headers: { 'content-type': 'application/json' } })],
    ['garbage signature', () => ({ ...genuine(), headers: { [SANDBOX_SIGNATURE_HEADER]: 't=abc,v1=zz' } })],
    ['not POSTed', () => ({ ...genuine(), method: 'GET' })],
  ];
  it.each(forgeries)('refuses an event %s', async (_name, make) => {
    await expect(provider.parseCallback(make())).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refuses a correctly signed body that is not a valid event', async () => {
    const { createHmac } = await import('node:crypto');
    const t = Math.floor(Date.now() / 1000);
    for (const body of [
      'not json',
      JSON.stringify({
        id: 'e1',
        reference: 'x',
        status: 'paid',
        amountMinor: 1,
        currency: 'CNY',
        created: t,
      }),
    ]) {
      const v1 = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
      await expect(
        provider.parseCallback({
          method: 'POST',
          headers: { [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
          rawBody: body,
        }),
      ).rejects.toBeInstanceOf(PaymentSignatureError);
    }
  });

  it('is stateless: query answers pending, refund succeeds idempotently, close is a no-op', async () => {
    expect(await provider.queryPayment(payment.reference)).toEqual({ status: 'pending' });
    const refund = {
      reference: payment.reference,
      refundReference: 'sbx_refund_0001',
      amountMinor: 9900,
      totalMinor: 9900,
      currency: 'CNY' as const,
      reason: 'policy',
    };
    const first = await provider.refund(refund);
    expect(first.status).toBe('succeeded');
    expect(await provider.refund(refund)).toEqual(first);
    await expect(provider.closePayment(payment.reference)).resolves.toBeUndefined();
  });

  it('derives a stable default secret from the deployment, and takes PAYMENTS_SANDBOX_SECRET first', () => {
    const a = sandboxSecret(parseEnv({ DATABASE_URL: 'postgres://atlas:pw@db:5432/atlas' }));
    expect(a).toBe(sandboxSecret(parseEnv({ DATABASE_URL: 'postgres://atlas:pw@db:5432/atlas' })));
    expect(a).not.toBe(sandboxSecret(parseEnv({ DATABASE_URL: 'postgres://atlas:other@db:5432/atlas' })));
    expect(sandboxSecret(parseEnv({ PAYMENTS_SANDBOX_SECRET: 'my-own-sandbox-secret' }))).toBe(
      'my-own-sandbox-secret',
    );
  });
});
