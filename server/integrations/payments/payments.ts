// The payment providers of one process, from its settings: each gateway whose credentials are set, plus the
// sandbox when PAYMENTS_SANDBOX says so or, unset, when no real gateway is configured (docs/decisions/017).
import type { Logger } from 'pino';
import { EnvError, type Env } from '../../env';
import { createAlipayProvider } from './alipay';
import { loadPrivateKey, loadPublicKey } from './payment-helpers';
import type { PaymentMethod, PaymentProvider, PaymentProviders } from './payment-provider';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';
import { createWechatPayProvider } from './wechat';

export function createPaymentProviders(env: Env, logger: Logger): PaymentProviders {
  const providers = new Map<PaymentMethod, PaymentProvider>();

  if (env.WECHATPAY_MCH_ID) {
    providers.set(
      'wechat',
      createWechatPayProvider({
        apiBase: env.WECHATPAY_API_BASE,
        mchId: env.WECHATPAY_MCH_ID,
        appId: env.WECHATPAY_APP_ID!,
        mchSerialNo: env.WECHATPAY_MCH_SERIAL_NO!,
        privateKey: key('WECHATPAY_PRIVATE_KEY', () => loadPrivateKey(env.WECHATPAY_PRIVATE_KEY!)),
        apiV3Key: env.WECHATPAY_API_V3_KEY!,
        platformPublicKey: env.WECHATPAY_PLATFORM_PUBLIC_KEY
          ? key('WECHATPAY_PLATFORM_PUBLIC_KEY', () => loadPublicKey(env.WECHATPAY_PLATFORM_PUBLIC_KEY!))
          : undefined,
        platformPublicKeyId: env.WECHATPAY_PLATFORM_PUBLIC_KEY_ID,
        platformCertificates: env.WECHATPAY_PLATFORM_CERTIFICATES,
      }),
    );
  }
  if (env.ALIPAY_APP_ID) {
    providers.set(
      'alipay',
      createAlipayProvider({
        gateway: env.ALIPAY_GATEWAY,
        appId: env.ALIPAY_APP_ID,
        privateKey: key('ALIPAY_PRIVATE_KEY', () => loadPrivateKey(env.ALIPAY_PRIVATE_KEY!)),
        alipayPublicKey: key('ALIPAY_PUBLIC_KEY', () => loadPublicKey(env.ALIPAY_PUBLIC_KEY!)),
      }),
    );
  }
  if (env.STRIPE_SECRET_KEY) {
    providers.set(
      'stripe',
      createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        apiBase: env.STRIPE_API_BASE,
      }),
    );
  }

  const sandbox = env.PAYMENTS_SANDBOX ?? providers.size === 0;
  if (sandbox) {
    providers.set('sandbox', createSandboxProvider(env));
    if (env.NODE_ENV === 'production') {
      logger.warn(
        'payments: the sandbox provider is on — anyone reaching /pay/sandbox can approve its test payments',
      );
    }
  }
  if (providers.size === 0)
    logger.warn('payments: no provider is configured and PAYMENTS_SANDBOX=false: nothing can be paid');
  else logger.info({ methods: [...providers.keys()] }, 'payments: providers ready');
  return providers;
}

/** A key that will not load is a configuration error naming its setting, raised when the providers are built. */
function key<T>(setting: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    throw new EnvError(
      `Invalid configuration:\n  ${setting}: not a readable key (${(error as Error).message})`,
    );
  }
}
