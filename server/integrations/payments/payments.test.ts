// The provider factory: which providers the settings turn on, how half a configuration is refused, and that the
// settings reach the adapters (each configured one creates a payment at its fake).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay } from '../../../tests/fakes/alipay';
import { startFakeStripe, type FakeStripe } from '../../../tests/fakes/stripe';
import { startFakeWechatPay, type FakeWechatPay } from '../../../tests/fakes/wechatpay';
import { EnvError, parseEnv } from '../../env';
import type { AppDeps } from '../../http/context';
import { paymentProviders } from '../registry';
import type { PaymentProviders } from './payment-provider';
import { createPaymentProviders } from './payments';

const wechatMerchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayApp = generateKeyPairSync('rsa', { modulusLength: 2048 });
const folder = mkdtempSync(path.join(tmpdir(), 'atlas-payments-'));
const wechatKeyFile = path.join(folder, 'apiclient_key.pem');
writeFileSync(wechatKeyFile, wechatMerchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));

let wechat: FakeWechatPay;
let alipay: FakeAlipay;
let stripe: FakeStripe;
let gateways: Record<string, string>;

beforeAll(async () => {
  [wechat, alipay, stripe] = await Promise.all([
    startFakeWechatPay({
      mchId: '1900000109',
      appId: 'wx0000000000000001',
      merchantPublicKey: wechatMerchant.publicKey,
      merchantSerialNo: 'SERIAL01',
      apiV3Key: 'k'.repeat(32),
    }),
    startFakeAlipay({ appId: '2021004100000001', appPublicKey: alipayApp.publicKey }),
    startFakeStripe({ secretKey: 'sk_test_factory', webhookSecret: 'whsec_factory' }),
  ]);
  gateways = {
    WECHATPAY_MCH_ID: '1900000109',
    WECHATPAY_APP_ID: 'wx0000000000000001',
    WECHATPAY_MCH_SERIAL_NO: 'SERIAL01',
    WECHATPAY_PRIVATE_KEY: wechatKeyFile,
    WECHATPAY_API_V3_KEY: 'k'.repeat(32),
    // PEM in one line, as environment variables often carry it.
    WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKey.trim().replace(/\n/g, '\\n'),
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
    WECHATPAY_API_BASE: wechat.url,
    ALIPAY_APP_ID: '2021004100000001',
    ALIPAY_PRIVATE_KEY: alipayApp.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
    ALIPAY_GATEWAY: alipay.url,
    STRIPE_SECRET_KEY: 'sk_test_factory',
    STRIPE_WEBHOOK_SECRET: 'whsec_factory',
    STRIPE_API_BASE: stripe.url,
  };
});
afterAll(async () => {
  await Promise.all([wechat?.close(), alipay?.close(), stripe?.close()]);
});

function logged() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const methods = (providers: PaymentProviders) => [...providers.keys()].sort();
const only = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, gateways[k]!]));
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'];

describe('createPaymentProviders', () => {
  it('offers only the sandbox when nothing is configured', () => {
    const { logger } = logged();
    const providers = createPaymentProviders(parseEnv({}), logger);
    expect(methods(providers)).toEqual(['sandbox']);
    expect(providers.get('sandbox')!.available).toBe(true);
  });

  it('turns the sandbox off by default once a real gateway is configured, and on again with PAYMENTS_SANDBOX=true', () => {
    const { logger } = logged();
    expect(methods(createPaymentProviders(parseEnv(only(STRIPE_KEYS)), logger))).toEqual(['stripe']);
    expect(
      methods(createPaymentProviders(parseEnv({ ...only(STRIPE_KEYS), PAYMENTS_SANDBOX: 'true' }), logger)),
    ).toEqual(['sandbox', 'stripe']);
  });

  it('can turn the sandbox off, and warns when that leaves nothing to pay with', () => {
    const { logger, lines } = logged();
    expect(methods(createPaymentProviders(parseEnv({ PAYMENTS_SANDBOX: 'false' }), logger))).toEqual([]);
    expect(lines.some((l) => l.level === 40 && /nothing can be paid/.test(l.msg))).toBe(true);
  });

  it('warns when the sandbox is on in production', () => {
    const { logger, lines } = logged();
    createPaymentProviders(parseEnv({ NODE_ENV: 'production' }), logger);
    expect(lines.some((l) => l.level === 40 && /sandbox provider is on/.test(l.msg))).toBe(true);
  });

  it('builds every configured gateway from its settings, each reaching its own endpoint', async () => {
    const { logger } = logged();
    const providers = createPaymentProviders(parseEnv(gateways), logger);
    expect(methods(providers)).toEqual(['alipay', 'stripe', 'wechat']);
    const base = {
      amountMinor: 1000,
      description: 'Factory check',
      expiresAt: new Date(Date.now() + 3_600_000),
      notifyUrl: 'https://a.example/n',
      returnUrl: 'https://a.example/r',
    };
    const wx = await providers
      .get('wechat')!
      .createPayment({ ...base, reference: 'factory_wx_1', currency: 'CNY' });
    expect(wx.qrContent).toMatch(/^weixin:/);
    const ali = await providers
      .get('alipay')!
      .createPayment({ ...base, reference: 'factory_ali_1', currency: 'CNY' });
    expect(ali.qrContent).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const st = await providers
      .get('stripe')!
      .createPayment({ ...base, reference: 'factory_st_1', currency: 'USD' });
    expect(st.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    for (const provider of providers.values()) expect(provider.available).toBe(true);
  });

  it('refuses half a gateway configuration, naming what is missing', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/,
    );
    expect(() => parseEnv({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: 'x' })).toThrow(
      /ALIPAY_PUBLIC_KEY: required/,
    );
    expect(() => parseEnv({ WECHATPAY_MCH_ID: '1900000109' })).toThrow(/WECHATPAY_API_V3_KEY: required/);
    expect(() =>
      parseEnv({
        ...only(Object.keys(gateways).filter((k) => k.startsWith('WECHATPAY'))),
        WECHATPAY_API_V3_KEY: 'short',
      }),
    ).toThrow(/WECHATPAY_API_V3_KEY: must be exactly 32 bytes/);
    expect(() => parseEnv({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
    // WeChat Pay's public key and its id go together; both left out means platform certificates.
    const wechatOnly = only(Object.keys(gateways).filter((k) => k.startsWith('WECHATPAY') && !k.startsWith('WECHATPAY_PLATFORM')));
    expect(() => parseEnv({ ...wechatOnly, WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_1' })).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY: required/);
    expect(createPaymentProviders(parseEnv(wechatOnly), logged().logger).get('wechat')?.available).toBe(true);
  });

  it('reports a key that will not load as a configuration error naming its setting', () => {
    const { logger } = logged();
    const env = parseEnv({
      ...only(['ALIPAY_APP_ID', 'ALIPAY_PUBLIC_KEY']),
      ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5',
    });
    expect(() => createPaymentProviders(env, logger)).toThrow(EnvError);
    expect(() => createPaymentProviders(env, logger)).toThrow(/ALIPAY_PRIVATE_KEY/);
  });
});

describe('paymentProviders (registry)', () => {
  it('builds the providers once per settings object, and takes a test override first', () => {
    const env = parseEnv({});
    const deps = { env, logger: pino({ level: 'silent' }) } as AppDeps;
    const first = paymentProviders(deps);
    expect(paymentProviders({ ...deps })).toBe(first);
    const override: PaymentProviders = new Map();
    expect(paymentProviders({ ...deps, payments: override })).toBe(override);
  });
});
