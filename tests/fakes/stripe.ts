// A fake of the parts of Stripe's API that Checkout payments use, on 127.0.0.1: Bearer-key authentication,
// form-encoded bodies with Stripe's bracket notation, Checkout Sessions (with Stripe's own rules: expires_at 30
// minutes to 24 hours ahead, minimum amount), `expand`, cursor pagination, Idempotency-Key replay, PaymentIntents,
// charges and refunds, and Stripe's error JSON. It emits webhook events signed the way Stripe signs them
// (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`), and forged variants of them.
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IncomingCallback } from '../../server/integrations/payments/payment-provider';
import { closeServer, deliverCallback } from './gateway-callbacks';
import { fakeHttpServer } from './http-server';

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
}

type Obj = Record<string, any>;

export type StripeForgery =
  | 'bad-signature' // v1 altered
  | 'tampered-body' // payload changed after signing
  | 'stale-timestamp' // signed 10 minutes ago
  | 'wrong-secret' // signed with another endpoint's secret
  | 'unsigned' // no Stripe-Signature header
  | 'malformed'; // correctly signed, but not JSON

export interface FakeStripe {
  url: string;
  sessions: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  charges: Map<string, Obj>;
  refunds: Map<string, Obj>;
  requests: { method: string; path: string; params: Obj }[];
  /** 'error': every call answers 500 api_error. */
  mode: 'ok' | 'error';
  /** Status new refunds take. */
  refundStatus: 'succeeded' | 'pending';
  sessionFor(reference: string): Obj;
  /** The payer finishes Checkout: the session completes, with a PaymentIntent and a charge when paid. */
  complete(sessionId: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): Obj;
  /** A delayed payment method settles (after complete with paymentStatus 'unpaid'). */
  settle(sessionId: string): Obj;
  /** The session times out at Stripe. */
  expire(sessionId: string): Obj;
  event(type: string, object: Obj): Obj;
  webhook(event: Obj, options?: { forge?: StripeForgery }): IncomingCallback;
  deliver(callback: IncomingCallback, url: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: any): any => {
    if (typeof value !== 'object' || value === null) return value;
    const keys = Object.keys(value);
    const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k])]));
    return keys.length > 0 && keys.every((k, i) => k === String(i))
      ? keys.map((k) => converted[k])
      : converted;
  };
  return arrays(root);
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const idempotency = new Map<string, { params: string; status: number; body: string }>();
  let sequence = 0;
  const id = (prefix: string) =>
    `${prefix}_test_${(++sequence).toString(36).padStart(4, '0')}${randomBytes(8).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);

  class StripeError extends Error {
    constructor(
      readonly status: number,
      readonly body: Obj,
    ) {
      super(body.message);
    }
  }
  const invalid = (message: string, extra: Obj = {}) =>
    new StripeError(400, { type: 'invalid_request_error', message, ...extra });
  const missing = (what: string, value: string) =>
    new StripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'id',
      message: `No such ${what}: '${value}'`,
    });

  function expanded(session: Obj, expand: string[]): Obj {
    const view = { ...session };
    if (expand.includes('payment_intent') && view.payment_intent) {
      const intent = { ...paymentIntents.get(view.payment_intent) };
      if (expand.includes('payment_intent.latest_charge') && intent.latest_charge)
        intent.latest_charge = charges.get(intent.latest_charge);
      view.payment_intent = intent;
    }
    return view;
  }

  function list(items: Obj[], params: Obj, url: string): Obj {
    const limit = Math.min(Number(params.limit ?? 10), 100);
    let start = 0;
    if (params.starting_after) start = items.findIndex((item) => item.id === params.starting_after) + 1;
    const page = items.slice(start, start + limit);
    return { object: 'list', url, has_more: start + limit < items.length, data: page };
  }

  function createSession(params: Obj): Obj {
    if (params.mode !== 'payment')
      throw invalid('This integration supports mode=payment only.', { param: 'mode' });
    if (!params.success_url)
      throw invalid('Missing required param: success_url.', {
        code: 'parameter_missing',
        param: 'success_url',
      });
    const item = params.line_items?.[0];
    const price = item?.price_data;
    if (!price?.currency || !price.product_data?.name || !/^\d+$/.test(price.unit_amount ?? '')) {
      throw invalid('Missing required param: line_items[0][price_data].', {
        code: 'parameter_missing',
        param: 'line_items[0][price_data]',
      });
    }
    const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
    if (price.currency === 'usd' && amount < 50) {
      throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", {
        code: 'amount_too_small',
      });
    }
    const created = now();
    const expiresAt = params.expires_at === undefined ? created + 86_400 : Number(params.expires_at);
    if (expiresAt < created + 1800) {
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    if (expiresAt > created + 86_400) {
      throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', {
        param: 'expires_at',
      });
    }
    // A subset of Checkout's locales; any other value is refused as Stripe refuses it.
    const locales = ['auto', 'en', 'en-GB', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'fr', 'de', 'es'];
    if (params.locale !== undefined && !locales.includes(params.locale)) {
      throw invalid(`Invalid locale: must be one of ${locales.join(', ')}`, { param: 'locale' });
    }
    const sessionId = id('cs');
    const session: Obj = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency: price.currency,
      customer_details: null,
      expires_at: expiresAt,
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_intent_data: params.payment_intent_data ?? {},
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      url: `https://checkout.stripe.com/c/pay/${sessionId}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function createRefund(params: Obj): Obj {
    const intent = paymentIntents.get(params.payment_intent ?? '');
    if (!intent) throw missing('payment_intent', params.payment_intent);
    if (intent.status !== 'succeeded')
      throw invalid('This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      });
    const charge = charges.get(intent.latest_charge)!;
    if (charge.refunded)
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount =
      params.amount === undefined ? charge.amount - charge.amount_refunded : Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > charge.amount - charge.amount_refunded) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
        { code: 'amount_too_large' },
      );
    }
    const refund: Obj = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: fake.refundStatus,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds.data.unshift(refund);
    charge.refunds.total_count += 1;
    return refund;
  }

  function route(method: string, url: URL, params: Obj): Obj {
    const path = url.pathname;
    const expand: string[] = Array.isArray(params.expand) ? params.expand : [];
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const gte = params.created?.gte === undefined ? 0 : Number(params.created.gte);
      const items = [...sessions.values()].filter((s) => s.created >= gte).reverse();
      return list(items, params, path);
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(match[1]!);
      if (!session) throw missing('checkout.session', match[1]!);
      if (method === 'GET' && !match[2]) return expanded(session, expand);
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open')
          throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
        session.status = 'expired';
        return session;
      }
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = paymentIntents.get(match[1]!);
      if (!intent) throw missing('payment_intent', match[1]!);
      return intent;
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'GET' && path === '/v1/refunds') {
      const items = [...refunds.values()]
        .filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent)
        .reverse();
      return list(items, params, path);
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = fakeHttpServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: string) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(7).toString('hex')}`,
        });
        res.end(body);
      };
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(
          401,
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
          }),
        );
      }
      const method = req.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
      fake.requests.push({ method, path: url.pathname, params });
      if (fake.mode === 'error')
        return send(
          500,
          JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }),
        );
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
      const stored = replayKey ? idempotency.get(replayKey) : undefined;
      if (stored) {
        if (stored.params !== raw) {
          return send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            }),
          );
        }
        return send(stored.status, stored.body);
      }
      let status = 200;
      let body: string;
      try {
        body = JSON.stringify(route(method, url, params));
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        body = JSON.stringify({ error: error.body });
      }
      if (replayKey && status < 500) idempotency.set(replayKey, { params: raw, status, body });
      send(status, body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    paymentIntents,
    charges,
    refunds,
    requests: [],
    mode: 'ok',
    refundStatus: 'succeeded',
    sessionFor(reference) {
      const session = [...sessions.values()].find((s) => s.client_reference_id === reference);
      if (!session) throw new Error(`fake stripe: no session for ${reference}`);
      return session;
    },
    complete(sessionId, opts = {}) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open')
        throw new Error(`fake stripe: session ${sessionId} is not open`);
      const paid = (opts.paymentStatus ?? 'paid') === 'paid';
      const metadata = session.payment_intent_data?.metadata ?? {};
      const intent: Obj = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        description: session.payment_intent_data?.description ?? null,
        latest_charge: null,
        metadata,
        status: paid ? 'succeeded' : 'processing',
      };
      paymentIntents.set(intent.id, intent);
      session.payment_intent = intent.id;
      session.status = 'complete';
      session.payment_status = paid ? 'paid' : 'unpaid';
      if (paid) fake.settle(sessionId);
      return session;
    },
    settle(sessionId) {
      const session = sessions.get(sessionId)!;
      const intent = paymentIntents.get(session.payment_intent)!;
      const charge: Obj = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: 0,
        created: now(),
        currency: intent.currency,
        // Stripe copies the PaymentIntent's metadata onto the charge it creates.
        metadata: { ...intent.metadata },
        paid: true,
        payment_intent: intent.id,
        refunded: false,
        refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: '/v1/refunds' },
        status: 'succeeded',
      };
      charges.set(charge.id, charge);
      intent.latest_charge = charge.id;
      intent.status = 'succeeded';
      session.payment_status = 'paid';
      return session;
    },
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open')
        throw new Error(`fake stripe: session ${sessionId} is not open`);
      session.status = 'expired';
      return session;
    },
    event(type, object) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    webhook(event, opts = {}) {
      let payload = JSON.stringify(event, null, 2);
      if (opts.forge === 'malformed') payload = payload.slice(0, payload.length / 2);
      const timestamp = now() - (opts.forge === 'stale-timestamp' ? 600 : 0);
      const secret =
        opts.forge === 'wrong-secret' ? `whsec_${randomBytes(24).toString('base64')}` : options.webhookSecret;
      let v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
      if (opts.forge === 'bad-signature') v1 = `${v1.slice(0, -1)}${v1.endsWith('0') ? '1' : '0'}`;
      if (opts.forge === 'tampered-body')
        payload = payload.replace(/"created": (\d+)/, (_, n: string) => `"created": ${Number(n) + 1}`);
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      };
      if (opts.forge !== 'unsigned') headers['stripe-signature'] = `t=${timestamp},v1=${v1}`;
      return { method: 'POST', headers, rawBody: payload };
    },
    deliver: deliverCallback,
    close: () => closeServer(server),
  };
  return fake;
}
