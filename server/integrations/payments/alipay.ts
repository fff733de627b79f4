// Alipay face-to-face QR payments (当面付 `alipay.trade.precreate` → `qr_code`) through the official
// `alipay-sdk`: requests RSA2-signed with the app's private key, every answer's `sign` checked with Alipay's
// public key (validateSign), asynchronous notifications checked over their sorted parameters. The gateway URL is
// a setting, so tests point the SDK at a fake Alipay on 127.0.0.1 (docs/decisions/017).
import type {
  AlipayRequestError as AlipayRequestErrorClass,
  AlipaySdk,
  AlipaySdkCommonResult,
} from 'alipay-sdk';
import type { KeyObject } from 'node:crypto';
import {
  chinaTime,
  checkCreateInput,
  checkReference,
  decimalToMinor,
  explainCloseFailure,
  loadPrivateKey,
  loadPublicKey,
  minorToDecimal,
  parseChinaTime,
} from './payment-helpers';
import {
  PaymentEventIgnoredError,
  PaymentGatewayError,
  PaymentSignatureError,
  type CallbackAnswer,
  type CreatePaymentInput,
  type CreatedPayment,
  type IncomingCallback,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type RefundInput,
  type RefundResult,
} from './payment-provider';

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayOptions {
  gateway?: string;
  appId: string;
  /** The app's private key: PEM, a path to it, or the bare base64 Alipay's key tool shows (PKCS#8 or PKCS#1). */
  privateKey: string | KeyObject;
  /** Alipay's public key for this app (支付宝公钥): PEM, path or bare base64. */
  alipayPublicKey: string | KeyObject;
  timeoutMs?: number;
}

const TRADE_STATUSES: Record<string, ProviderPaymentStatus> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

export function createAlipayProvider(options: AlipayOptions): PaymentProvider {
  const privateKey =
    typeof options.privateKey === 'string' ? loadPrivateKey(options.privateKey) : options.privateKey;
  const publicKey =
    typeof options.alipayPublicKey === 'string'
      ? loadPublicKey(options.alipayPublicKey)
      : options.alipayPublicKey;
  // The SDK (and its HTTP client) loads on first use: ~35 MB a process without Alipay need not carry.
  let loaded: Promise<{ sdk: AlipaySdk; AlipayRequestError: typeof AlipayRequestErrorClass }> | undefined;
  const load = () =>
    (loaded ??= import('alipay-sdk').then((mod) => ({
      AlipayRequestError: mod.AlipayRequestError,
      sdk: new mod.AlipaySdk({
        appId: options.appId,
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        keyType: 'PKCS8',
        alipayPublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        gateway: options.gateway ?? ALIPAY_DEFAULT_GATEWAY,
        signType: 'RSA2',
        camelcase: false,
        timeout: options.timeoutMs ?? 10_000,
      }),
    })));

  /** One OpenAPI call; resolves with the `…_response` object when its code is 10000. */
  async function exec(
    method: string,
    bizContent: Record<string, unknown>,
    extra: Record<string, string> = {},
  ) {
    const { sdk, AlipayRequestError } = await load();
    let result: AlipaySdkCommonResult;
    try {
      // The SDK stamps requests in the server's local time; Alipay reads them as China time.
      result = await sdk.exec(
        method,
        { bizContent, timestamp: chinaTime(new Date()), ...extra },
        { validateSign: true },
      );
    } catch (error) {
      if (error instanceof AlipayRequestError) {
        const status = error.responseHttpStatus ?? Number(/status: (\d+)/.exec(error.message)?.[1] ?? 0);
        const signature = /验签/.test(error.message);
        throw new PaymentGatewayError(
          'alipay',
          signature ? 'the answer is not signed by Alipay’s key' : error.message.slice(0, 200),
          {
            status,
            code: signature ? 'RESPONSE_SIGNATURE' : error.code,
            cause: error,
          },
        );
      }
      throw new PaymentGatewayError('alipay', `unreachable: ${(error as Error).message}`, { cause: error });
    }
    if (result.code !== '10000') {
      throw new PaymentGatewayError('alipay', `${method}: ${result.sub_msg ?? result.msg} (${result.code})`, {
        status: 200,
        code: result.sub_code ?? result.code,
      });
    }
    return result;
  }

  async function queryPayment(reference: string): Promise<ProviderPaymentState> {
    checkReference(reference);
    let result: AlipaySdkCommonResult;
    try {
      result = await exec('alipay.trade.query', { out_trade_no: reference });
    } catch (error) {
      // A precreated trade exists at Alipay only once the payer has scanned the QR: until then it is payable.
      if (error instanceof PaymentGatewayError && error.code === 'ACQ.TRADE_NOT_EXIST')
        return { status: 'pending' };
      throw error;
    }
    let status = TRADE_STATUSES[String(result.trade_status)];
    if (!status)
      throw new PaymentGatewayError('alipay', `unknown trade_status ${result.trade_status}`, { status: 200 });
    // A trade closed after it was paid has been refunded in full.
    if (status === 'closed' && result.send_pay_date) status = 'refunded';
    return {
      status,
      amountMinor: decimalToMinor(result.total_amount),
      currency: 'CNY',
      transactionId: typeof result.trade_no === 'string' ? result.trade_no : undefined,
    };
  }

  const provider: PaymentProvider = {
    method: 'alipay',
    currencies: ['CNY'],
    available: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkCreateInput(provider, input);
      const result = await exec(
        'alipay.trade.precreate',
        {
          out_trade_no: input.reference,
          total_amount: minorToDecimal(input.amountMinor),
          subject: input.description,
          product_code: 'FACE_TO_FACE_PAYMENT',
          time_expire: chinaTime(input.expiresAt),
        },
        { notify_url: input.notifyUrl },
      );
      if (typeof result.qr_code !== 'string' || !result.qr_code) {
        throw new PaymentGatewayError('alipay', 'the answer has no qr_code', { status: 200 });
      }
      return { reference: input.reference, qrContent: result.qr_code, expiresAt: input.expiresAt };
    },

    async parseCallback(callback: IncomingCallback): Promise<PaymentNotification> {
      if (callback.method.toUpperCase() !== 'POST')
        throw new PaymentSignatureError('alipay: notifications are POSTed');
      const params: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(callback.rawBody)) params[key] = value;
      if (!params.sign) throw new PaymentSignatureError('alipay: notification has no sign');
      if (params.sign_type && params.sign_type !== 'RSA2')
        throw new PaymentSignatureError(`alipay: sign_type ${params.sign_type} is not accepted`);
      const { sdk } = await load();
      let verified = false;
      try {
        verified = sdk.checkNotifySignV2(params);
      } catch (error) {
        throw new PaymentSignatureError('alipay: notification signature does not verify', { cause: error });
      }
      if (!verified) throw new PaymentSignatureError('alipay: notification signature does not verify');
      if (params.app_id !== options.appId)
        throw new PaymentSignatureError('alipay: notification is for another app');
      const eventId = params.notify_id;
      const reference = params.out_trade_no;
      if (!eventId || !reference)
        throw new PaymentSignatureError('alipay: notification lacks notify_id or out_trade_no');

      const common = {
        eventId,
        reference,
        currency: 'CNY',
        transactionId: params.trade_no || undefined,
        raw: params,
      };
      // A refund shows as a trade notification that carries refund_fee (full refund: TRADE_CLOSED).
      if (params.refund_fee !== undefined && params.gmt_refund) {
        const amountMinor = decimalToMinor(params.refund_fee);
        if (amountMinor === undefined) throw new PaymentSignatureError('alipay: refund_fee is not an amount');
        return {
          ...common,
          kind: 'refund',
          status: 'refunded',
          amountMinor,
          refundReference: params.out_biz_no || undefined,
          occurredAt: parseChinaTime(params.gmt_refund) ?? parseChinaTime(params.notify_time),
        };
      }
      const status = TRADE_STATUSES[params.trade_status ?? ''];
      const amountMinor = decimalToMinor(params.total_amount);
      if (!status || amountMinor === undefined) {
        if (params.notify_type && params.notify_type !== 'trade_status_sync') {
          throw new PaymentEventIgnoredError(
            `alipay: notify_type ${params.notify_type} is not handled`,
            eventId,
          );
        }
        throw new PaymentSignatureError('alipay: notification lacks trade_status or total_amount');
      }
      return {
        ...common,
        kind: 'payment',
        status,
        amountMinor,
        occurredAt: parseChinaTime(params.gmt_payment) ?? parseChinaTime(params.notify_time),
      };
    },

    answerCallback(ok: boolean): CallbackAnswer {
      // Alipay reads the body: `success` stops the notification, anything else makes it resend.
      return {
        status: ok ? 200 : 400,
        contentType: 'text/plain; charset=utf-8',
        body: ok ? 'success' : 'failure',
      };
    },

    queryPayment,

    async refund(input: RefundInput): Promise<RefundResult> {
      checkReference(input.reference);
      checkReference(input.refundReference);
      // out_request_no makes the refund idempotent: asking again with it refunds nothing more (fund_change N).
      const result = await exec('alipay.trade.refund', {
        out_trade_no: input.reference,
        refund_amount: minorToDecimal(input.amountMinor),
        out_request_no: input.refundReference,
        refund_reason: [...input.reason].slice(0, 256).join(''),
      });
      const refundId = `${result.trade_no ?? input.reference}:${input.refundReference}`;
      if (result.fund_change === 'Y') return { refundId, status: 'succeeded' };
      const check = await exec('alipay.trade.fastpay.refund.query', {
        out_trade_no: input.reference,
        out_request_no: input.refundReference,
      });
      return { refundId, status: check.refund_status === 'REFUND_SUCCESS' ? 'succeeded' : 'pending' };
    },

    async closePayment(reference: string): Promise<void> {
      checkReference(reference);
      try {
        await exec('alipay.trade.close', { out_trade_no: reference });
      } catch (error) {
        if (error instanceof PaymentGatewayError && error.code === 'ACQ.TRADE_NOT_EXIST') {
          // Not scanned yet, so there is no trade to close: cancelling the out_trade_no keeps a later scan from paying.
          await exec('alipay.trade.cancel', { out_trade_no: reference });
          return;
        }
        await explainCloseFailure('alipay', error, () => queryPayment(reference));
      }
    },
  };
  return provider;
}
