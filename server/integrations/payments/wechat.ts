// WeChat Pay API v3, Native payments (a QR code the payer scans): every request signed with the merchant's
// RSA key, every answer and notification checked against WeChat Pay's key named by `Wechatpay-Serial`, notification
// resources decrypted with the APIv3 key (AES-256-GCM). Two ways to know WeChat Pay's key: the WeChat Pay public key
// (微信支付公钥, `PUB_KEY_ID_…`, configured), or platform certificates (平台证书) downloaded from /v3/certificates,
// decrypted with the APIv3 key and downloaded again when a notification names a serial not yet seen, which is how
// a certificate rotation reaches us. During WeChat Pay's move from certificates to the public key both are used.
// node:crypto does all three; WeChat Pay ships no Node SDK (docs/decisions/017).
import { createDecipheriv, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import {
  chinaRfc3339,
  checkCreateInput,
  checkReference,
  explainCloseFailure,
  headerValue,
  loadPrivateKey,
  loadPublicKey,
  parseDate,
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

export const WECHATPAY_DEFAULT_API_BASE = 'https://api.mch.weixin.qq.com';
/** Notifications older or newer than this are refused (WeChat Pay's own guidance: 5 minutes). */
export const WECHATPAY_TIMESTAMP_WINDOW_S = 300;
/** Certificates are downloaded again at most this often when an unknown serial appears (a forger cannot make us hammer the API). */
export const WECHATPAY_CERT_REFRESH_MIN_MS = 60_000;
/** And in any case this often, so an expiring certificate's successor is known before it is used. */
export const WECHATPAY_CERT_REFRESH_MAX_MS = 12 * 3600_000;

export interface WechatPayOptions {
  apiBase?: string;
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  mchSerialNo: string;
  /** Merchant API private key: PEM text or a path to it. */
  privateKey: string | KeyObject;
  /** APIv3 key (32 characters) that encrypts notification resources. */
  apiV3Key: string;
  /**
   * WeChat Pay public key (or one platform certificate), PEM text or path. Without it, platform certificates are
   * downloaded from /v3/certificates (and again whenever an unknown serial appears).
   */
  platformPublicKey?: string | KeyObject;
  /** Its id (`PUB_KEY_ID_…`) or certificate serial: what `Wechatpay-Serial` must say. */
  platformPublicKeyId?: string;
  /** Download platform certificates even with a public key configured (a merchant moving between the two). */
  platformCertificates?: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const TRADE_STATES: Record<string, ProviderPaymentStatus> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

interface WechatResponse {
  status: number;
  body: string;
  json: Record<string, unknown>;
}

export function createWechatPayProvider(options: WechatPayOptions): PaymentProvider {
  const apiBase = (options.apiBase ?? WECHATPAY_DEFAULT_API_BASE).replace(/\/+$/, '');
  const privateKey =
    typeof options.privateKey === 'string' ? loadPrivateKey(options.privateKey) : options.privateKey;
  const apiV3Key = Buffer.from(options.apiV3Key, 'utf8');
  if (apiV3Key.length !== 32) throw new RangeError('the WeChat Pay APIv3 key must be 32 bytes');
  const doFetch = options.fetch ?? fetch;

  // WeChat Pay's keys by the serial that names them: the configured public key, and downloaded certificates.
  const configured = new Map<string, KeyObject>();
  if (options.platformPublicKey !== undefined) {
    if (!options.platformPublicKeyId) throw new RangeError('a WeChat Pay public key needs its id (platformPublicKeyId)');
    configured.set(
      options.platformPublicKeyId,
      typeof options.platformPublicKey === 'string' ? loadPublicKey(options.platformPublicKey) : options.platformPublicKey,
    );
  }
  const useCertificates = options.platformCertificates ?? configured.size === 0;
  let certificates = new Map<string, { key: KeyObject; expires: number }>();
  let certificatesAt = 0;
  let downloading: Promise<void> | undefined;

  /** Downloads the platform certificates; the APIv3 key's AES-GCM is what vouches for them. */
  async function downloadCertificates(): Promise<void> {
    const { json, serial, verify } = await call('GET', '/v3/certificates', undefined, { verified: false });
    const fresh = new Map<string, { key: KeyObject; expires: number }>();
    for (const item of Array.isArray(json.data) ? (json.data as Record<string, unknown>[]) : []) {
      const pem = decryptText(item.encrypt_certificate as Record<string, unknown>, 'certificate');
      const certificate = new X509Certificate(pem);
      const serialNo = String(item.serial_no ?? '').toUpperCase();
      if (certificate.serialNumber.toUpperCase() !== serialNo) {
        throw new PaymentGatewayError('wechat', `certificate ${serialNo} does not carry its serial`, { status: 200, code: 'CERTIFICATE' });
      }
      const expires = parseDate(String(item.expire_time ?? ''))?.getTime() ?? Date.parse(certificate.validTo);
      if (expires > Date.now()) fresh.set(serialNo, { key: certificate.publicKey, expires });
    }
    // The list itself is signed by one of the certificates it carries.
    const signer = serial ? (fresh.get(serial.toUpperCase())?.key ?? configured.get(serial)) : undefined;
    if (!signer || !verify(signer)) {
      throw new PaymentGatewayError('wechat', 'the certificate list is not signed by a certificate it carries', { status: 200, code: 'RESPONSE_SIGNATURE' });
    }
    certificates = fresh;
    certificatesAt = Date.now();
  }

  /** WeChat Pay's key named `serial`, downloading certificates when it is new to us (at most once a minute). */
  async function platformKey(serial: string): Promise<KeyObject | undefined> {
    const known = configured.get(serial);
    if (known) return known;
    if (!useCertificates) return undefined;
    const age = Date.now() - certificatesAt;
    const cached = certificates.get(serial.toUpperCase());
    if (cached && cached.expires > Date.now() && age < WECHATPAY_CERT_REFRESH_MAX_MS) return cached.key;
    if (age >= WECHATPAY_CERT_REFRESH_MIN_MS) {
      downloading ??= downloadCertificates().finally(() => (downloading = undefined));
      await downloading;
    }
    const found = certificates.get(serial.toUpperCase());
    return found && found.expires > Date.now() ? found.key : undefined;
  }

  function verifySignature(key: KeyObject, timestamp: string, nonce: string, body: string, signature: string): boolean {
    try {
      return createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).verify(key, signature, 'base64');
    } catch {
      return false;
    }
  }

  async function call(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<WechatResponse>;
  async function call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    body: unknown,
    how: { verified: false },
  ): Promise<WechatResponse & { serial: string | null; verify: (key: KeyObject) => boolean }>;
  async function call(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown, how?: { verified: false }) {
    const bodyText = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${bodyText}\n`)
      .sign(privateKey, 'base64');
    const authorization =
      `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchId}",nonce_str="${nonce}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${options.mchSerialNo}"`;
    let response: Response;
    try {
      response = await doFetch(`${apiBase}${pathAndQuery}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'User-Agent': 'ai-atlas-payments',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : bodyText,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentGatewayError('wechat', `unreachable: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    if (text) {
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new PaymentGatewayError('wechat', `answered ${response.status} with a body that is not JSON`, {
          status: response.status,
        });
      }
    }
    if (!response.ok) {
      throw new PaymentGatewayError(
        'wechat',
        `answered ${response.status}: ${String(json.message ?? text).slice(0, 200)}`,
        {
          status: response.status,
          code: typeof json.code === 'string' ? json.code : undefined,
        },
      );
    }
    const serial = response.headers.get('wechatpay-serial');
    const verify = (key: KeyObject) =>
      verifySignature(
        key,
        response.headers.get('wechatpay-timestamp') ?? '',
        response.headers.get('wechatpay-nonce') ?? '',
        text,
        response.headers.get('wechatpay-signature') ?? '',
      );
    if (how?.verified === false) return { status: response.status, body: text, json, serial, verify };
    // A success that WeChat Pay did not sign is not believed: it could come from anything between us and it.
    const key = serial ? await platformKey(serial) : undefined;
    if (!key || !verify(key)) {
      throw new PaymentGatewayError('wechat', 'the answer is not signed by WeChat Pay’s key', {
        status: response.status,
        code: 'RESPONSE_SIGNATURE',
      });
    }
    return { status: response.status, body: text, json };
  }

  /** Opens an AEAD_AES_256_GCM box sealed with the APIv3 key (notification resources, platform certificates). */
  function decryptText(box: Record<string, unknown> | undefined, what: string): string {
    const { algorithm, ciphertext, nonce, associated_data: aad } = box ?? {};
    if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') {
      throw new PaymentSignatureError(`wechat: ${what} is not AEAD_AES_256_GCM`);
    }
    try {
      const data = Buffer.from(ciphertext, 'base64');
      if (data.length < 17) throw new Error('ciphertext too short');
      const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      if (typeof aad === 'string' && aad) decipher.setAAD(Buffer.from(aad, 'utf8'));
      return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    } catch (error) {
      throw new PaymentSignatureError(`wechat: ${what} does not decrypt with the APIv3 key`, { cause: error });
    }
  }

  function decryptResource(resource: Record<string, unknown>): Record<string, unknown> {
    const plain = decryptText(resource, 'notification resource');
    try {
      return JSON.parse(plain) as Record<string, unknown>;
    } catch (error) {
      throw new PaymentSignatureError('wechat: notification resource is not JSON', { cause: error });
    }
  }

  async function queryPayment(reference: string): Promise<ProviderPaymentState> {
    checkReference(reference);
    const { json } = await call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(reference)}?mchid=${encodeURIComponent(options.mchId)}`,
    );
    const state = String(json.trade_state ?? '');
    const status = TRADE_STATES[state];
    if (!status) throw new PaymentGatewayError('wechat', `unknown trade_state ${state}`, { status: 200 });
    const amount = (json.amount ?? {}) as { total?: number; currency?: string };
    return {
      status,
      amountMinor: amount.total,
      currency: amount.currency?.toUpperCase(),
      transactionId: typeof json.transaction_id === 'string' ? json.transaction_id : undefined,
    };
  }

  const provider: PaymentProvider = {
    method: 'wechat',
    currencies: ['CNY'],
    available: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkCreateInput(provider, input);
      const { json } = await call('POST', '/v3/pay/transactions/native', {
        appid: options.appId,
        mchid: options.mchId,
        description: input.description,
        out_trade_no: input.reference,
        time_expire: chinaRfc3339(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountMinor, currency: input.currency },
      });
      if (typeof json.code_url !== 'string' || !json.code_url) {
        throw new PaymentGatewayError('wechat', 'the answer has no code_url', { status: 200 });
      }
      return { reference: input.reference, qrContent: json.code_url, expiresAt: input.expiresAt };
    },

    async parseCallback(callback: IncomingCallback): Promise<PaymentNotification> {
      if (callback.method.toUpperCase() !== 'POST')
        throw new PaymentSignatureError('wechat: notifications are POSTed');
      const timestamp = headerValue(callback.headers, 'wechatpay-timestamp');
      const nonce = headerValue(callback.headers, 'wechatpay-nonce');
      const signature = headerValue(callback.headers, 'wechatpay-signature');
      const serial = headerValue(callback.headers, 'wechatpay-serial');
      if (!timestamp || !nonce || !signature || !serial)
        throw new PaymentSignatureError('wechat: signature headers missing');
      if (
        !/^\d{1,12}$/.test(timestamp) ||
        Math.abs(Date.now() / 1000 - Number(timestamp)) > WECHATPAY_TIMESTAMP_WINDOW_S
      ) {
        throw new PaymentSignatureError('wechat: notification timestamp outside the 5-minute window');
      }
      // An unknown serial may be a new certificate (a rotation): the certificates are downloaded again, at most once
      // a minute; a serial WeChat Pay does not know stays unknown.
      const key = await platformKey(serial).catch((error: unknown) => {
        throw new PaymentGatewayError('wechat', `cannot load WeChat Pay's certificates: ${(error as Error).message}`, { cause: error });
      });
      if (!key) throw new PaymentSignatureError(`wechat: signed with key ${serial}, which is not WeChat Pay's`);
      if (!verifySignature(key, timestamp, nonce, callback.rawBody, signature)) {
        throw new PaymentSignatureError('wechat: notification signature does not verify');
      }
      let envelope: Record<string, unknown>;
      try {
        envelope = JSON.parse(callback.rawBody) as Record<string, unknown>;
      } catch (error) {
        throw new PaymentSignatureError('wechat: notification body is not JSON', { cause: error });
      }
      const eventId = envelope.id;
      const eventType = String(envelope.event_type ?? '');
      if (
        typeof eventId !== 'string' ||
        !eventId ||
        typeof envelope.resource !== 'object' ||
        !envelope.resource
      ) {
        throw new PaymentSignatureError('wechat: notification lacks id or resource');
      }
      const resource = decryptResource(envelope.resource as Record<string, unknown>);
      if (resource.mchid !== undefined && resource.mchid !== options.mchId) {
        throw new PaymentSignatureError('wechat: notification is for another merchant');
      }
      const reference = resource.out_trade_no;
      if (typeof reference !== 'string' || !reference)
        throw new PaymentSignatureError('wechat: notification lacks out_trade_no');
      const raw = { ...envelope, resource };
      const occurredAt = parseDate(String(resource.success_time ?? envelope.create_time ?? '')) ?? undefined;

      if (eventType === 'TRANSACTION.SUCCESS') {
        if (resource.appid !== undefined && resource.appid !== options.appId) {
          throw new PaymentSignatureError('wechat: notification is for another app');
        }
        const amount = (resource.amount ?? {}) as { total?: unknown; currency?: unknown };
        const status = TRADE_STATES[String(resource.trade_state ?? '')];
        if (!status || typeof amount.total !== 'number' || !Number.isSafeInteger(amount.total)) {
          throw new PaymentSignatureError('wechat: transaction resource lacks trade_state or amount');
        }
        return {
          eventId,
          kind: 'payment',
          reference,
          status,
          amountMinor: amount.total,
          currency: String(amount.currency ?? 'CNY').toUpperCase(),
          transactionId: typeof resource.transaction_id === 'string' ? resource.transaction_id : undefined,
          occurredAt,
          raw,
        };
      }
      if (eventType.startsWith('REFUND.')) {
        const amount = (resource.amount ?? {}) as { refund?: unknown; currency?: unknown };
        if (typeof amount.refund !== 'number' || !Number.isSafeInteger(amount.refund)) {
          throw new PaymentSignatureError('wechat: refund resource lacks amount.refund');
        }
        return {
          eventId,
          kind: 'refund',
          reference,
          status: resource.refund_status === 'SUCCESS' ? 'refunded' : 'failed',
          amountMinor: amount.refund,
          // Refund notifications state no currency; domestic refunds are in CNY.
          currency: String(amount.currency ?? 'CNY').toUpperCase(),
          transactionId: typeof resource.transaction_id === 'string' ? resource.transaction_id : undefined,
          refundId: typeof resource.refund_id === 'string' ? resource.refund_id : undefined,
          refundReference: typeof resource.out_refund_no === 'string' ? resource.out_refund_no : undefined,
          occurredAt,
          raw,
        };
      }
      throw new PaymentEventIgnoredError(`wechat: event ${eventType} is not handled`, eventId);
    },

    answerCallback(ok: boolean): CallbackAnswer {
      // WeChat Pay: 200/204 without a body accepts; 4XX/5XX with {code, message} makes it resend later.
      return ok
        ? { status: 204, contentType: 'text/plain', body: '' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },

    queryPayment,

    async refund(input: RefundInput): Promise<RefundResult> {
      checkReference(input.reference);
      checkReference(input.refundReference);
      // The same out_refund_no names the same refund at WeChat Pay: asking twice returns the first one.
      const { json } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.reference,
        out_refund_no: input.refundReference,
        reason: [...input.reason].slice(0, 80).join('') || undefined,
        notify_url: input.notifyUrl,
        amount: { refund: input.amountMinor, total: input.totalMinor, currency: input.currency },
      });
      const status = String(json.status ?? '');
      if (typeof json.refund_id !== 'string' || !json.refund_id) {
        throw new PaymentGatewayError('wechat', 'the refund answer has no refund_id', { status: 200 });
      }
      if (status === 'SUCCESS') return { refundId: json.refund_id, status: 'succeeded' };
      if (status === 'PROCESSING') return { refundId: json.refund_id, status: 'pending' };
      throw new PaymentGatewayError('wechat', `refund ${status.toLowerCase() || 'failed'}`, {
        status: 200,
        code: status || undefined,
      });
    },

    async closePayment(reference: string): Promise<void> {
      checkReference(reference);
      try {
        await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(reference)}/close`, {
          mchid: options.mchId,
        });
      } catch (error) {
        await explainCloseFailure('wechat', error, () => queryPayment(reference));
      }
    },
  };
  return provider;
}
