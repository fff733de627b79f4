// A fake of WeChat Pay API v3 on 127.0.0.1 for Native payments. Like the real gateway it checks each request's
// `Authorization: WECHATPAY2-SHA256-RSA2048 …` (merchant id, certificate serial, 5-minute timestamp window,
// RSA-SHA256 signature with the merchant's public key), keeps orders and refunds, and signs every answer with
// its own platform private key (`Wechatpay-Signature/-Timestamp/-Nonce/-Serial`). It emits notifications the
// way WeChat Pay does: a signed JSON envelope whose `resource` is AES-256-GCM encrypted with the APIv3 key — and
// forged variants of them for the tests of whoever receives them. With `certificates: true` it signs as a merchant
// on platform certificates sees: `Wechatpay-Serial` is a certificate serial, the certificates are listed (encrypted
// with the APIv3 key) at GET /v3/certificates, and rotateCertificate() brings in a new one the way WeChat Pay does.
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API loaded first (its README).
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import {
  createCipheriv,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  KeyObject as NodeKeyObject,
  webcrypto,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IncomingCallback } from '../../server/integrations/payments/payment-provider';
import { closeServer, deliverCallback } from './gateway-callbacks';
import { fakeHttpServer } from './http-server';

export interface FakeWechatPayOptions {
  mchId: string;
  appId: string;
  /** The merchant's API public key (PEM or KeyObject) and the serial our requests must name. */
  merchantPublicKey: string | KeyObject;
  merchantSerialNo: string;
  apiV3Key: string;
  /** Sign with platform certificates (listed at /v3/certificates) instead of the WeChat Pay public key. */
  certificates?: boolean;
}

interface FakeCertificate {
  serial: string;
  privateKey: KeyObject;
  pem: string;
  effective: Date;
  expires: Date;
}

export interface FakeWechatOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  notify_url: string;
  amount: { total: number; currency: string };
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR' | 'USERPAYING';
  code_url: string;
  transaction_id?: string;
  success_time?: string;
}

export interface FakeWechatRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  transaction_id: string;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
  reason?: string;
  notify_url?: string;
  create_time: string;
  success_time?: string;
  amount: { refund: number; total: number; currency: string; payer_total: number; payer_refund: number };
}

/** How a notification is spoiled: each must be refused by a correct receiver. */
export type WechatForgery =
  | 'bad-signature' // signature bytes altered
  | 'tampered-body' // body changed after signing
  | 'stale-timestamp' // signed correctly, but 10 minutes old
  | 'wrong-key' // signed with a key that is not WeChat Pay's, under its serial
  | 'unknown-serial' // signed correctly, but naming another key
  | 'bad-ciphertext' // resource encrypted with another APIv3 key
  | 'malformed'; // signed correctly, but not JSON

export interface NotificationOptions {
  forge?: WechatForgery;
  /** Overrides the amount stated (a genuine, signed notification whose amount differs from the order's). */
  amount?: number;
  /** Overrides the notification id (a replay keeps the id of the first delivery). */
  id?: string;
}

export interface FakeWechatPay {
  url: string;
  platformPublicKey: string;
  platformPublicKeyId: string;
  orders: Map<string, FakeWechatOrder>;
  refunds: Map<string, FakeWechatRefund>;
  /** Method and path of every request that passed the signature check. */
  requests: { method: string; path: string; body: unknown }[];
  /** 'error': answers 500 SYSTEM_ERROR; 'bad-response-signature': answers signed with another key. */
  mode: 'ok' | 'error' | 'bad-response-signature';
  /** Status new refunds take: 'SUCCESS' at once, or 'PROCESSING'. */
  refundStatus: 'SUCCESS' | 'PROCESSING';
  /** Serials of the platform certificates listed now (certificate mode), the one signing last. */
  certificateSerials(): string[];
  /** A new platform certificate: listed at /v3/certificates and signing from now on (the old one stays listed). */
  rotateCertificate(): Promise<string>;
  /** The payer scans and pays: the order becomes SUCCESS. */
  pay(outTradeNo: string): FakeWechatOrder;
  /** A TRANSACTION.SUCCESS notification for a paid order. */
  paymentNotification(outTradeNo: string, options?: NotificationOptions): IncomingCallback;
  /** A REFUND.<status> notification (a PROCESSING refund settles as SUCCESS first). */
  refundNotification(outRefundNo: string, options?: NotificationOptions): IncomingCallback;
  /** POSTs a notification to a URL (the order's notify_url, or a test's endpoint) and returns the answer. */
  deliver(callback: IncomingCallback, url: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startFakeWechatPay(options: FakeWechatPayOptions): Promise<FakeWechatPay> {
  const merchantKey =
    typeof options.merchantPublicKey === 'string'
      ? createPublicKey(options.merchantPublicKey)
      : options.merchantPublicKey;
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformPublicKeyId = `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`;
  const certificates: FakeCertificate[] = [];
  if (options.certificates) certificates.push(await makeCertificate());
  /** Who signs answers and notifications now: the public key, or the newest certificate. */
  const signer = () => {
    const newest = certificates.at(-1);
    return newest ? { key: newest.privateKey, serial: newest.serial } : { key: platform.privateKey, serial: platformPublicKeyId };
  };
  const orders = new Map<string, FakeWechatOrder>();
  const refunds = new Map<string, FakeWechatRefund>();
  let sequence = 0;

  /** A platform certificate as WeChat Pay issues them: RSA 2048, a 20-byte hex serial, five years. */
  async function makeCertificate(): Promise<FakeCertificate> {
    x509.cryptoProvider.set(webcrypto as unknown as Crypto);
    const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
    const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
    const serial = `5${randomBytes(20).toString('hex').slice(1)}`.toUpperCase();
    const effective = new Date(Date.now() - 86_400_000);
    const expires = new Date(Date.now() + 5 * 365 * 86_400_000);
    const certificate = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: serial,
      name: 'C=CN, O=Tenpay.com, OU=Tenpay.com CA Center, CN=Tenpay.com Root CA',
      notBefore: effective,
      notAfter: expires,
      signingAlgorithm: algorithm,
      keys,
    });
    return { serial, privateKey: NodeKeyObject.from(keys.privateKey), pem: certificate.toString('pem'), effective, expires };
  }

  const sign = (key: KeyObject, message: string) =>
    createSign('RSA-SHA256').update(message).sign(key, 'base64');
  const nowS = () => Math.floor(Date.now() / 1000);
  const rfc3339 = (date = new Date()) =>
    `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

  function signedHeaders(body: string, opts: { key?: KeyObject; timestamp?: number; serial?: string } = {}) {
    const timestamp = String(opts.timestamp ?? nowS());
    const nonce = randomBytes(16).toString('hex');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': opts.serial ?? signer().serial,
      'Wechatpay-Signature': sign(opts.key ?? signer().key, `${timestamp}\n${nonce}\n${body}\n`),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function encrypt(plain: string, key = options.apiV3Key, associatedData = 'transaction') {
    const nonce = randomBytes(6).toString('hex'); // 12 characters, as WeChat Pay's are
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: associatedData,
      nonce,
    };
  }

  function transaction(order: FakeWechatOrder) {
    const paid = order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND';
    return {
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: order.out_trade_no,
      transaction_id: order.transaction_id,
      trade_type: 'NATIVE',
      trade_state: order.trade_state,
      trade_state_desc:
        order.trade_state === 'SUCCESS'
          ? '支付成功'
          : order.trade_state === 'NOTPAY'
            ? '未支付'
            : order.trade_state,
      bank_type: paid ? 'OTHERS' : undefined,
      success_time: order.success_time,
      payer: paid ? { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } : undefined,
      amount: {
        total: order.amount.total,
        currency: order.amount.currency,
        ...(paid ? { payer_total: order.amount.total, payer_currency: order.amount.currency } : {}),
      },
    };
  }

  function notification(
    eventType: string,
    resource: object,
    summary: string,
    opts: NotificationOptions,
  ): IncomingCallback {
    const envelope = {
      id: opts.id ?? randomUUID(),
      create_time: rfc3339(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: {
        original_type: eventType.startsWith('REFUND') ? 'refund' : 'transaction',
        ...encrypt(
          JSON.stringify(resource),
          opts.forge === 'bad-ciphertext' ? 'x'.repeat(32) : options.apiV3Key,
        ),
      },
    };
    let body =
      opts.forge === 'malformed' ? `${JSON.stringify(envelope).slice(0, 40)}` : JSON.stringify(envelope);
    const headers: Record<string, string> = signedHeaders(body, {
      key: opts.forge === 'wrong-key' ? stranger.privateKey : undefined,
      timestamp: opts.forge === 'stale-timestamp' ? nowS() - 600 : undefined,
      serial: opts.forge === 'unknown-serial' ? 'PUB_KEY_ID_0000000000000000000000000000' : undefined,
    });
    if (opts.forge === 'bad-signature') {
      const bytes = Buffer.from(headers['Wechatpay-Signature']!, 'base64');
      bytes[0] = bytes[0]! ^ 0xff;
      headers['Wechatpay-Signature'] = bytes.toString('base64');
    }
    if (opts.forge === 'tampered-body') body = body.replace(envelope.id, randomUUID());
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...lower(headers) },
      rawBody: body,
    };
  }

  const server = fakeHttpServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const send = (status: number, payload?: unknown) => {
        const body = payload === undefined ? '' : JSON.stringify(payload);
        const key = fake.mode === 'bad-response-signature' ? stranger.privateKey : signer().key;
        res.writeHead(status, {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          'Request-ID': randomUUID(),
          ...signedHeaders(body, { key }),
        });
        res.end(body);
      };
      const fail = (status: number, code: string, message: string) => {
        // Refusals of the request itself are not signed (WeChat Pay signs answers to requests it authenticated).
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-ID': randomUUID() });
        res.end(JSON.stringify({ code, message }));
      };

      const authError = checkAuthorization(req.method ?? '', path, raw, req.headers.authorization);
      if (authError) return fail(401, 'SIGN_ERROR', authError);
      let body: Record<string, any> = {};
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return fail(400, 'PARAM_ERROR', '请求体不是合法的JSON');
        }
      }
      fake.requests.push({ method: req.method ?? '', path, body });
      if (fake.mode === 'error') return fail(500, 'SYSTEM_ERROR', '系统错误');

      const url = new URL(path, 'http://fake');
      let match: RegExpExecArray | null;
      if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native')
        return native(body, send, fail);
      if (
        req.method === 'GET' &&
        (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname))
      ) {
        if (url.searchParams.get('mchid') !== options.mchId)
          return fail(400, 'PARAM_ERROR', 'mchid与请求不符');
        const order = orders.get(decodeURIComponent(match[1]!));
        if (!order) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
        return send(200, transaction(order));
      }
      if (
        req.method === 'POST' &&
        (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname))
      ) {
        if (body.mchid !== options.mchId) return fail(400, 'PARAM_ERROR', 'mchid与请求不符');
        const order = orders.get(decodeURIComponent(match[1]!));
        if (!order) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND')
          return fail(400, 'ORDERPAID', '订单已支付');
        order.trade_state = 'CLOSED';
        return send(204);
      }
      if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds')
        return refund(body, send, fail);
      if (req.method === 'GET' && url.pathname === '/v3/certificates') {
        // A merchant on the public key has no platform certificates to list.
        if (!certificates.length) return fail(404, 'NOT_FOUND', '无可用的平台证书');
        return send(200, {
          data: certificates.map((c) => ({
            serial_no: c.serial,
            effective_time: rfc3339(c.effective),
            expire_time: rfc3339(c.expires),
            encrypt_certificate: encrypt(c.pem, options.apiV3Key, 'certificate'),
          })),
        });
      }
      fail(404, 'NOT_FOUND', '接口不存在');
    });
  });

  function checkAuthorization(
    method: string,
    path: string,
    body: string,
    header: string | undefined,
  ): string | undefined {
    const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
    if (!header?.startsWith(prefix)) return 'Authorization 缺失或格式错误';
    const fields = Object.fromEntries(
      [...header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    if (fields.mchid !== options.mchId) return '商户号与签名不符';
    if (fields.serial_no !== options.merchantSerialNo) return '商户证书序列号有误';
    const timestamp = Number(fields.timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(nowS() - timestamp) > 300) return '请求时间戳过期';
    if (!fields.nonce_str || !fields.signature) return '签名信息不完整';
    const message = `${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    const ok = createVerify('RSA-SHA256').update(message).verify(merchantKey, fields.signature, 'base64');
    return ok ? undefined : '签名错误';
  }

  type Send = (status: number, payload?: unknown) => void;
  type Fail = (status: number, code: string, message: string) => void;

  function native(body: Record<string, any>, send: Send, fail: Fail) {
    const {
      appid,
      mchid,
      description,
      out_trade_no: outTradeNo,
      notify_url: notifyUrl,
      amount,
      time_expire: timeExpire,
    } = body;
    if (appid !== options.appId) return fail(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (mchid !== options.mchId) return fail(400, 'MCH_NOT_EXISTS', '商户号不存在');
    if (typeof description !== 'string' || !description || [...description].length > 127) {
      return fail(400, 'PARAM_ERROR', '输入源"/body/description"映射到字段"商品描述"长度不符合要求');
    }
    if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_*-]{6,32}$/.test(outTradeNo)) {
      return fail(400, 'PARAM_ERROR', '输入源"/body/out_trade_no"映射到字段"商户订单号"格式不符合要求');
    }
    if (typeof notifyUrl !== 'string' || !/^https?:\/\/[^\s]+$/.test(notifyUrl)) {
      return fail(400, 'PARAM_ERROR', '输入源"/body/notify_url"映射到字段"通知地址"格式不符合要求');
    }
    if (
      !amount ||
      !Number.isSafeInteger(amount.total) ||
      amount.total <= 0 ||
      (amount.currency ?? 'CNY') !== 'CNY'
    ) {
      return fail(400, 'PARAM_ERROR', '输入源"/body/amount"不合法');
    }
    if (
      timeExpire !== undefined &&
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(timeExpire)
    ) {
      return fail(400, 'PARAM_ERROR', '输入源"/body/time_expire"格式不符合要求');
    }
    const existing = orders.get(outTradeNo);
    if (existing) {
      if (existing.trade_state === 'SUCCESS' || existing.trade_state === 'REFUND')
        return fail(400, 'ORDERPAID', '该订单已支付');
      if (existing.trade_state === 'CLOSED') return fail(400, 'ORDER_CLOSED', '订单已关闭');
      if (existing.amount.total !== amount.total || existing.description !== description) {
        return fail(400, 'INVALID_REQUEST', '201 商户订单号重复');
      }
      return send(200, { code_url: existing.code_url });
    }
    const order: FakeWechatOrder = {
      appid,
      mchid,
      description,
      out_trade_no: outTradeNo,
      time_expire: timeExpire,
      notify_url: notifyUrl,
      amount: { total: amount.total, currency: 'CNY' },
      trade_state: 'NOTPAY',
      code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('base64url')}`,
    };
    orders.set(outTradeNo, order);
    send(200, { code_url: order.code_url });
  }

  function refund(body: Record<string, any>, send: Send, fail: Fail) {
    const {
      out_trade_no: outTradeNo,
      out_refund_no: outRefundNo,
      amount,
      reason,
      notify_url: notifyUrl,
    } = body;
    if (typeof outRefundNo !== 'string' || !/^[A-Za-z0-9_*@|-]{1,64}$/.test(outRefundNo)) {
      return fail(400, 'PARAM_ERROR', '输入源"/body/out_refund_no"格式不符合要求');
    }
    const existing = refunds.get(outRefundNo);
    if (existing) {
      // The same out_refund_no is the same refund: WeChat Pay answers with it instead of refunding again.
      if (existing.out_trade_no !== outTradeNo) return fail(400, 'INVALID_REQUEST', '退款单号已用于其他订单');
      return send(200, refundView(existing));
    }
    const order = orders.get(outTradeNo);
    if (!order) return fail(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (order.trade_state !== 'SUCCESS' && order.trade_state !== 'REFUND')
      return fail(400, 'INVALID_REQUEST', '订单未支付');
    if (!amount || amount.total !== order.amount.total || (amount.currency ?? 'CNY') !== 'CNY') {
      return fail(400, 'PARAM_ERROR', '订单金额或币种信息错误');
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.out_trade_no === outTradeNo)
      .reduce((sum, r) => sum + r.amount.refund, 0);
    if (
      !Number.isSafeInteger(amount.refund) ||
      amount.refund <= 0 ||
      refunded + amount.refund > order.amount.total
    ) {
      return fail(403, 'NOT_ENOUGH', '可退金额不足');
    }
    const record: FakeWechatRefund = {
      refund_id: `50${String(++sequence).padStart(27, '0')}`,
      out_refund_no: outRefundNo,
      out_trade_no: outTradeNo,
      transaction_id: order.transaction_id!,
      status: fake.refundStatus,
      reason,
      notify_url: notifyUrl,
      create_time: rfc3339(),
      success_time: fake.refundStatus === 'SUCCESS' ? rfc3339() : undefined,
      amount: {
        refund: amount.refund,
        total: amount.total,
        currency: 'CNY',
        payer_total: amount.total,
        payer_refund: amount.refund,
      },
    };
    refunds.set(outRefundNo, record);
    if (refunded + amount.refund === order.amount.total) order.trade_state = 'REFUND';
    send(200, refundView(record));
  }

  function refundView(record: FakeWechatRefund) {
    return {
      refund_id: record.refund_id,
      out_refund_no: record.out_refund_no,
      transaction_id: record.transaction_id,
      out_trade_no: record.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      success_time: record.success_time,
      create_time: record.create_time,
      status: record.status,
      funds_account: 'AVAILABLE',
      amount: {
        ...record.amount,
        settlement_refund: record.amount.refund,
        settlement_total: record.amount.total,
        discount_refund: 0,
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeWechatPay = {
    url: `http://127.0.0.1:${port}`,
    platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformPublicKeyId,
    orders,
    refunds,
    requests: [],
    mode: 'ok',
    refundStatus: 'SUCCESS',
    certificateSerials: () => certificates.map((c) => c.serial),
    async rotateCertificate() {
      const next = await makeCertificate();
      certificates.push(next);
      return next.serial;
    },
    pay(outTradeNo) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`fake wechat: no order ${outTradeNo}`);
      if (order.trade_state !== 'NOTPAY')
        throw new Error(`fake wechat: order ${outTradeNo} is ${order.trade_state}`);
      order.trade_state = 'SUCCESS';
      order.transaction_id = `42${String(++sequence).padStart(26, '0')}`;
      order.success_time = rfc3339();
      return order;
    },
    paymentNotification(outTradeNo, opts = {}) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`fake wechat: no order ${outTradeNo}`);
      const resource = transaction(order);
      if (opts.amount !== undefined)
        resource.amount = { ...resource.amount, total: opts.amount, payer_total: opts.amount };
      return notification('TRANSACTION.SUCCESS', resource, '支付成功', opts);
    },
    refundNotification(outRefundNo, opts = {}) {
      const record = refunds.get(outRefundNo);
      if (!record) throw new Error(`fake wechat: no refund ${outRefundNo}`);
      if (record.status === 'PROCESSING') {
        // WeChat Pay notifies once a refund is settled: a pending one settles now.
        record.status = 'SUCCESS';
        record.success_time = rfc3339();
      }
      const amount = opts.amount ?? record.amount.refund;
      const resource = {
        mchid: options.mchId,
        out_trade_no: record.out_trade_no,
        transaction_id: record.transaction_id,
        out_refund_no: record.out_refund_no,
        refund_id: record.refund_id,
        refund_status: record.status,
        success_time: record.success_time,
        user_received_account: '支付用户零钱',
        amount: {
          total: record.amount.total,
          refund: amount,
          payer_total: record.amount.payer_total,
          payer_refund: amount,
        },
      };
      return notification(
        `REFUND.${record.status}`,
        resource,
        record.status === 'SUCCESS' ? '退款成功' : '退款异常',
        opts,
      );
    },
    deliver: deliverCallback,
    close: () => closeServer(server),
  };
  return fake;
}

function lower(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
