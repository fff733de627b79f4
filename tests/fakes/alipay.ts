// A fake of Alipay's OpenAPI gateway (gateway.do) on 127.0.0.1 for face-to-face QR payments. Like the real one
// it checks each request's RSA2 `sign` over the sorted parameters with the app's public key, keeps trades (which,
// as at Alipay, exist only once the payer scans the QR), answers `{"<method>_response":{…},"sign":"…"}` signed
// with its own Alipay private key, and emits asynchronous notifications (form-encoded, RSA2 over the sorted
// parameters without sign/sign_type) — and forged variants of them.
import {
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingCallback } from '../../server/integrations/payments/payment-provider';
import { closeServer, deliverCallback } from './gateway-callbacks';
import { fakeHttpServer } from './http-server';

export interface FakeAlipayOptions {
  appId: string;
  /** The app's public key (PEM or KeyObject), matching the private key our requests are signed with. */
  appPublicKey: string | KeyObject;
}

export interface FakeAlipayTrade {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  notify_url?: string;
  time_expire?: string;
  /** UNSCANNED: precreated, QR not scanned yet — Alipay answers TRADE_NOT_EXIST for it. */
  state: 'UNSCANNED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
  qr_code: string;
  trade_no: string;
  gmt_create: string;
  gmt_payment?: string;
  refunds: { out_request_no: string; refund_fee: string; gmt_refund: string; settled: boolean }[];
}

export type AlipayForgery =
  | 'bad-signature' // sign bytes altered
  | 'tampered-body' // total_amount changed after signing
  | 'wrong-key' // signed with a key that is not Alipay's
  | 'other-app' // genuine, but for another app_id
  | 'unsigned' // no sign at all
  | 'malformed'; // genuine signature over parameters that lack out_trade_no

export interface AlipayNotificationOptions {
  forge?: AlipayForgery;
  /** Overrides total_amount (yuan, e.g. "0.01"): a genuine notification whose amount differs from the order's. */
  totalAmount?: string;
  notifyId?: string;
}

export interface FakeAlipay {
  /** The gateway URL (…/gateway.do). */
  url: string;
  /** Alipay's public key for this app, as bare base64 (the way Alipay's console shows it). */
  alipayPublicKey: string;
  trades: Map<string, FakeAlipayTrade>;
  /** Every request that passed the signature check: method and decoded biz_content. */
  requests: { method: string; biz: Record<string, any>; params: Record<string, string> }[];
  /** 'http-error': 502; 'system-error': code 20000; 'bad-response-signature': answers signed with another key. */
  mode: 'ok' | 'http-error' | 'system-error' | 'bad-response-signature';
  /** New refunds answer fund_change N and stay unsettled (the refund query shows no REFUND_SUCCESS yet). */
  refundsPending: boolean;
  /** The payer scans the QR: the trade now exists at Alipay (WAIT_BUYER_PAY). */
  scan(outTradeNo: string): FakeAlipayTrade;
  /** The payer scans and pays (TRADE_SUCCESS). */
  pay(outTradeNo: string): FakeAlipayTrade;
  paymentNotification(outTradeNo: string, options?: AlipayNotificationOptions): IncomingCallback;
  refundNotification(
    outTradeNo: string,
    outRequestNo: string,
    options?: AlipayNotificationOptions,
  ): IncomingCallback;
  deliver(callback: IncomingCallback, url: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startFakeAlipay(options: FakeAlipayOptions): Promise<FakeAlipay> {
  const appKey =
    typeof options.appPublicKey === 'string' ? createPublicKey(options.appPublicKey) : options.appPublicKey;
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, FakeAlipayTrade>();
  let sequence = 0;

  const chinaTime = (date = new Date()) =>
    new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const toFen = (yuan: string) => Math.round(Number(yuan) * 100);
  const toYuan = (fen: number) => (fen / 100).toFixed(2);
  const signContent = (params: Record<string, string>, exclude: string[]) =>
    Object.keys(params)
      .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
  const rsa2 = (key: KeyObject, content: string) =>
    createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

  function answer(res: http.ServerResponse, method: string, inner: Record<string, unknown>) {
    const key = `${method.replaceAll('.', '_')}_response`;
    const innerText = JSON.stringify(inner);
    const signer = fake.mode === 'bad-response-signature' ? stranger.privateKey : alipay.privateKey;
    res.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8' });
    res.end(`{"${key}":${innerText},"sign":"${rsa2(signer, innerText)}"}`);
  }
  const failure = (sub_code: string, sub_msg: string, code = '40004', msg = 'Business Failed') => ({
    code,
    msg,
    sub_code,
    sub_msg,
  });
  const ok = (fields: Record<string, unknown>) => ({ code: '10000', msg: 'Success', ...fields });

  const server = fakeHttpServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method !== 'POST' || url.pathname !== '/gateway.do') {
        res.writeHead(404);
        return res.end();
      }
      if (fake.mode === 'http-error') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return res.end('<html><body>502 Bad Gateway</body></html>');
      }
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      for (const [k, v] of new URLSearchParams(raw)) params[k] = v;
      const method = params.method ?? 'unknown';
      if (params.app_id !== options.appId)
        return answer(
          res,
          method,
          failure('isv.invalid-app-id', '无效的AppID参数', '40002', 'Invalid Arguments'),
        );
      if (params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0') {
        return answer(
          res,
          method,
          failure('isv.invalid-parameter', '参数无效', '40002', 'Invalid Arguments'),
        );
      }
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? '')) {
        return answer(
          res,
          method,
          failure('isv.invalid-timestamp', '非法的时间戳参数', '40002', 'Invalid Arguments'),
        );
      }
      const verified =
        !!params.sign &&
        createVerify('RSA-SHA256')
          .update(signContent(params, ['sign']), 'utf8')
          .verify(appKey, params.sign, 'base64');
      if (!verified)
        return answer(
          res,
          method,
          failure('isv.invalid-signature', '验签出错', '40002', 'Invalid Arguments'),
        );
      let biz: Record<string, any>;
      try {
        biz = JSON.parse(params.biz_content ?? '{}');
      } catch {
        return answer(
          res,
          method,
          failure('isv.invalid-parameter', 'biz_content 不是合法的 JSON', '40002', 'Invalid Arguments'),
        );
      }
      fake.requests.push({ method, biz, params });
      if (fake.mode === 'system-error')
        return answer(
          res,
          method,
          failure('isp.unknow-error', '系统繁忙', '20000', 'Service Currently Unavailable'),
        );
      const handler = handlers[method];
      if (!handler)
        return answer(
          res,
          method,
          failure('isv.invalid-method', '不存在的方法名', '40002', 'Invalid Arguments'),
        );
      answer(res, method, handler(biz, params));
    });
  });

  const handlers: Record<
    string,
    (biz: Record<string, any>, params: Record<string, string>) => Record<string, unknown>
  > = {
    'alipay.trade.precreate'(biz, params) {
      const { out_trade_no: outTradeNo, total_amount: totalAmount, subject, time_expire: timeExpire } = biz;
      if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(outTradeNo))
        return failure('ACQ.INVALID_PARAMETER', '参数无效 out_trade_no');
      if (
        typeof totalAmount !== 'string' ||
        !/^\d+(\.\d{1,2})?$/.test(totalAmount) ||
        toFen(totalAmount) < 1 ||
        toFen(totalAmount) > 10_000_000_000
      ) {
        return failure('ACQ.INVALID_PARAMETER', '参数无效 total_amount');
      }
      if (typeof subject !== 'string' || !subject || subject.length > 256)
        return failure('ACQ.INVALID_PARAMETER', '参数无效 subject');
      if (timeExpire !== undefined && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(timeExpire))
        return failure('ACQ.INVALID_PARAMETER', '参数无效 time_expire');
      const existing = trades.get(outTradeNo);
      if (existing) {
        if (existing.state === 'TRADE_SUCCESS' || existing.state === 'TRADE_FINISHED')
          return failure('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
        if (existing.state === 'TRADE_CLOSED') return failure('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
        if (existing.total_amount !== totalAmount || existing.subject !== subject)
          return failure('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
        return ok({ out_trade_no: outTradeNo, qr_code: existing.qr_code });
      }
      const trade: FakeAlipayTrade = {
        out_trade_no: outTradeNo,
        total_amount: toYuan(toFen(totalAmount)),
        subject,
        notify_url: params.notify_url,
        time_expire: timeExpire,
        state: 'UNSCANNED',
        qr_code: `https://qr.alipay.com/bax0${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        trade_no: `2026${String(++sequence).padStart(24, '0')}`,
        gmt_create: chinaTime(),
        refunds: [],
      };
      trades.set(outTradeNo, trade);
      return ok({ out_trade_no: outTradeNo, qr_code: trade.qr_code });
    },
    'alipay.trade.query'(biz) {
      const trade = trades.get(biz.out_trade_no);
      if (!trade || trade.state === 'UNSCANNED') return failure('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const paid = trade.gmt_payment !== undefined;
      return ok({
        trade_no: trade.trade_no,
        out_trade_no: trade.out_trade_no,
        buyer_logon_id: paid ? '159****5620' : undefined,
        trade_status: trade.state,
        total_amount: trade.total_amount,
        buyer_pay_amount: paid ? trade.total_amount : '0.00',
        send_pay_date: trade.gmt_payment,
      });
    },
    'alipay.trade.close'(biz) {
      const trade = trades.get(biz.out_trade_no);
      if (!trade || trade.state === 'UNSCANNED') return failure('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (trade.state !== 'WAIT_BUYER_PAY') return failure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      trade.state = 'TRADE_CLOSED';
      return ok({ trade_no: trade.trade_no, out_trade_no: trade.out_trade_no });
    },
    'alipay.trade.cancel'(biz) {
      const trade = trades.get(biz.out_trade_no);
      if (!trade) return failure('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (trade.state === 'UNSCANNED') {
        trade.state = 'TRADE_CLOSED';
        return ok({ out_trade_no: trade.out_trade_no, retry_flag: 'N' });
      }
      if (trade.state === 'TRADE_SUCCESS') {
        trade.refunds.push({
          out_request_no: `cancel-${trade.out_trade_no}`,
          refund_fee: trade.total_amount,
          gmt_refund: chinaTime(),
          settled: true,
        });
        trade.state = 'TRADE_CLOSED';
        return ok({
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          retry_flag: 'N',
          action: 'refund',
        });
      }
      trade.state = 'TRADE_CLOSED';
      return ok({
        trade_no: trade.trade_no,
        out_trade_no: trade.out_trade_no,
        retry_flag: 'N',
        action: 'close',
      });
    },
    'alipay.trade.refund'(biz) {
      const trade = trades.get(biz.out_trade_no);
      if (!trade || trade.state === 'UNSCANNED') return failure('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const requestNo: string = biz.out_request_no ?? trade.out_trade_no;
      const refunded = () => toYuan(trade.refunds.reduce((sum, r) => sum + toFen(r.refund_fee), 0));
      const view = (fundChange: 'Y' | 'N') =>
        ok({
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          buyer_logon_id: '159****5620',
          fund_change: fundChange,
          refund_fee: refunded(),
        });
      const earlier = trade.refunds.find((r) => r.out_request_no === requestNo);
      if (earlier) {
        // The same out_request_no is the same refund: nothing moves again.
        if (earlier.refund_fee !== biz.refund_amount)
          return failure('ACQ.DISCORDANT_REPEAT_REQUEST', '请求信息不一致');
        return view('N');
      }
      if (trade.state !== 'TRADE_SUCCESS') return failure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      if (typeof biz.refund_amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(biz.refund_amount))
        return failure('ACQ.INVALID_PARAMETER', '参数无效 refund_amount');
      if (toFen(refunded()) + toFen(biz.refund_amount) > toFen(trade.total_amount))
        return failure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      trade.refunds.push({
        out_request_no: requestNo,
        refund_fee: toYuan(toFen(biz.refund_amount)),
        gmt_refund: chinaTime(),
        settled: !fake.refundsPending,
      });
      if (toFen(refunded()) === toFen(trade.total_amount)) trade.state = 'TRADE_CLOSED';
      return view(fake.refundsPending ? 'N' : 'Y');
    },
    'alipay.trade.fastpay.refund.query'(biz) {
      const trade = trades.get(biz.out_trade_no);
      if (!trade || trade.state === 'UNSCANNED') return failure('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const refund = trade.refunds.find(
        (r) => r.out_request_no === (biz.out_request_no ?? trade.out_trade_no),
      );
      if (!refund) return ok({ out_trade_no: trade.out_trade_no });
      return ok({
        trade_no: trade.trade_no,
        out_trade_no: trade.out_trade_no,
        out_request_no: refund.out_request_no,
        total_amount: trade.total_amount,
        refund_amount: refund.refund_fee,
        refund_status: refund.settled ? 'REFUND_SUCCESS' : undefined,
      });
    },
  };

  function notification(
    trade: FakeAlipayTrade,
    fields: Record<string, string | undefined>,
    opts: AlipayNotificationOptions,
  ): IncomingCallback {
    const params: Record<string, string> = {};
    const all: Record<string, string | undefined> = {
      notify_time: chinaTime(),
      notify_type: 'trade_status_sync',
      notify_id: opts.notifyId ?? randomUUID().replaceAll('-', ''),
      app_id: opts.forge === 'other-app' ? '2021000000000000' : options.appId,
      auth_app_id: options.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.trade_no,
      out_trade_no: opts.forge === 'malformed' ? undefined : trade.out_trade_no,
      buyer_id: '2088102122524333',
      buyer_logon_id: '159****5620',
      seller_id: '2088101106499364',
      subject: trade.subject,
      total_amount: opts.totalAmount ?? trade.total_amount,
      receipt_amount: trade.total_amount,
      buyer_pay_amount: trade.total_amount,
      gmt_create: trade.gmt_create,
      gmt_payment: trade.gmt_payment,
      fund_bill_list: JSON.stringify([{ amount: trade.total_amount, fundChannel: 'ALIPAYACCOUNT' }]),
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== '') params[k] = v;
    const content = signContent(params, ['sign', 'sign_type']);
    params.sign_type = 'RSA2';
    if (opts.forge !== 'unsigned')
      params.sign = rsa2(opts.forge === 'wrong-key' ? stranger.privateKey : alipay.privateKey, content);
    if (opts.forge === 'bad-signature') {
      const bytes = Buffer.from(params.sign!, 'base64');
      bytes[10] = bytes[10]! ^ 0x01;
      params.sign = bytes.toString('base64');
    }
    if (opts.forge === 'tampered-body') params.total_amount = '0.01';
    return {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      rawBody: new URLSearchParams(params).toString(),
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeAlipay = {
    url: `http://127.0.0.1:${port}/gateway.do`,
    alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    trades,
    requests: [],
    mode: 'ok',
    refundsPending: false,
    scan(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo}`);
      if (trade.state !== 'UNSCANNED') throw new Error(`fake alipay: trade ${outTradeNo} is ${trade.state}`);
      trade.state = 'WAIT_BUYER_PAY';
      return trade;
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (trade?.state === 'UNSCANNED') fake.scan(outTradeNo);
      if (!trade || trade.state !== 'WAIT_BUYER_PAY')
        throw new Error(`fake alipay: trade ${outTradeNo} cannot be paid (${trade?.state})`);
      trade.state = 'TRADE_SUCCESS';
      trade.gmt_payment = chinaTime();
      return trade;
    },
    paymentNotification(outTradeNo, opts = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo}`);
      const status = trade.state === 'UNSCANNED' ? 'WAIT_BUYER_PAY' : trade.state;
      return notification(trade, { trade_status: status }, opts);
    },
    refundNotification(outTradeNo, outRequestNo, opts = {}) {
      const trade = trades.get(outTradeNo);
      const refund = trade?.refunds.find((r) => r.out_request_no === outRequestNo);
      if (!trade || !refund) throw new Error(`fake alipay: no refund ${outRequestNo} of ${outTradeNo}`);
      const total = toYuan(trade.refunds.reduce((sum, r) => sum + toFen(r.refund_fee), 0));
      return notification(
        trade,
        {
          trade_status: trade.state,
          refund_fee: total,
          gmt_refund: refund.gmt_refund,
          out_biz_no: refund.out_request_no,
        },
        opts,
      );
    },
    deliver: deliverCallback,
    close: () => closeServer(server),
  };
  return fake;
}
