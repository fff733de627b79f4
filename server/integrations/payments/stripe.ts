// Stripe Checkout for the international edition, through the official `stripe` package: a Checkout Session per
// attempt (mode payment, client_reference_id = our reference), webhooks verified by `webhooks.constructEvent`
// (Stripe-Signature, 300 s tolerance), refunds on the session's PaymentIntent. STRIPE_API_BASE points the client
// at a fake Stripe on 127.0.0.1 in tests (docs/decisions/017).
import type Stripe from 'stripe';
import { checkCreateInput, checkReference, explainCloseFailure, headerValue } from './payment-helpers';
import {
  PaymentEventIgnoredError,
  PaymentGatewayError,
  PaymentSignatureError,
  type CallbackAnswer,
  type CreatePaymentInput,
  type CreatedPayment,
  type IncomingCallback,
  type PaymentLookup,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundInput,
  type RefundResult,
} from './payment-provider';

export const STRIPE_WEBHOOK_TOLERANCE_S = 300;
/** Stripe Checkout sessions expire 30 minutes to 24 hours after creation; a little margin on both ends. */
const MIN_SESSION_S = 31 * 60;
const MAX_SESSION_S = 23 * 3600 + 55 * 60;
/** Without the session id, a lookup scans sessions this recent (refunds come days after payment). */
const LOOKUP_WINDOW_S = 60 * 86_400;
const LOOKUP_MAX_SESSIONS = 5_000;
/** Our languages as Stripe Checkout's locale codes. */
const STRIPE_LOCALE = { zh: 'zh', tw: 'zh-TW', ja: 'ja', en: 'en' } as const;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 for a fake; default Stripe's own API. */
  apiBase?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

type Session = Stripe.Checkout.Session;

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  // The client loads on first use: ~20 MB a process without Stripe need not carry.
  let loaded: Promise<Stripe> | undefined;
  const client = () =>
    (loaded ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(options.secretKey, {
          maxNetworkRetries: options.maxNetworkRetries ?? 2,
          timeout: options.timeoutMs ?? 20_000,
          telemetry: false,
          ...(base
            ? {
                host: base.hostname,
                port: base.port || (base.protocol === 'http:' ? 80 : 443),
                protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
              }
            : {}),
        }),
    ));

  async function gateway<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toGatewayError(what, error);
    }
  }

  async function findSession(reference: string, lookup: PaymentLookup = {}): Promise<Session> {
    checkReference(reference);
    const stripe = await client();
    const expand = ['payment_intent', 'payment_intent.latest_charge'];
    if (lookup.providerPaymentId) {
      const session = await gateway('retrieve session', () =>
        stripe.checkout.sessions.retrieve(lookup.providerPaymentId!, { expand }),
      );
      if (session.client_reference_id !== reference) {
        throw new PaymentGatewayError('stripe', `session ${session.id} belongs to another reference`, {
          status: 200,
          code: 'REFERENCE_MISMATCH',
        });
      }
      return session;
    }
    // Checkout Sessions cannot be searched by client_reference_id: walk recent ones, newest first.
    const since = Math.floor(Date.now() / 1000) - LOOKUP_WINDOW_S;
    const found = await gateway('list sessions', async () => {
      let seen = 0;
      for await (const session of stripe.checkout.sessions.list({ created: { gte: since }, limit: 100 })) {
        if (session.client_reference_id === reference) return session;
        if (++seen >= LOOKUP_MAX_SESSIONS) break;
      }
      return undefined;
    });
    if (!found)
      throw new PaymentGatewayError('stripe', `no checkout session for ${reference}`, {
        status: 404,
        code: 'resource_missing',
      });
    return gateway('retrieve session', () => stripe.checkout.sessions.retrieve(found.id, { expand }));
  }

  function sessionState(session: Session): ProviderPaymentState {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    let status: ProviderPaymentState['status'] = 'pending';
    if (session.status === 'expired') status = 'closed';
    else if (session.status === 'complete' && session.payment_status !== 'unpaid')
      status = charge?.refunded ? 'refunded' : 'paid';
    return {
      status,
      amountMinor: session.amount_total ?? undefined,
      currency: session.currency?.toUpperCase(),
      transactionId: intentId(session.payment_intent),
    };
  }

  async function queryPayment(reference: string, lookup?: PaymentLookup): Promise<ProviderPaymentState> {
    return sessionState(await findSession(reference, lookup));
  }

  const provider: PaymentProvider = {
    method: 'stripe',
    currencies: ['USD'],
    available: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkCreateInput(provider, input);
      const now = Math.floor(Date.now() / 1000);
      const wanted = Math.floor(input.expiresAt.getTime() / 1000);
      const expiresAt = Math.min(Math.max(wanted, now + MIN_SESSION_S), now + MAX_SESSION_S);
      const stripe = await client();
      const session = await gateway('create session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: input.reference,
          expires_at: expiresAt,
          success_url: input.returnUrl,
          // Checkout in the payer's language (Stripe's codes); 'auto' follows the browser.
          locale: input.payerLang ? STRIPE_LOCALE[input.payerLang] : 'auto',
          cancel_url: input.returnUrl,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.description },
              },
            },
          ],
          metadata: { reference: input.reference },
          // Copied onto the charge, so a charge.refunded event names our reference.
          payment_intent_data: { metadata: { reference: input.reference }, description: input.description },
        }),
      );
      if (!session.url) throw new PaymentGatewayError('stripe', 'the session has no url', { status: 200 });
      return {
        reference: input.reference,
        redirectUrl: session.url,
        providerPaymentId: session.id,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async parseCallback(callback: IncomingCallback): Promise<PaymentNotification> {
      if (callback.method.toUpperCase() !== 'POST')
        throw new PaymentSignatureError('stripe: webhooks are POSTed');
      const signature = headerValue(callback.headers, 'stripe-signature');
      if (!signature) throw new PaymentSignatureError('stripe: Stripe-Signature header missing');
      const stripe = await client();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          callback.rawBody,
          signature,
          options.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_S,
        );
      } catch (error) {
        throw new PaymentSignatureError(`stripe: ${(error as Error).message.split('\n')[0]}`, {
          cause: error,
        });
      }
      const occurredAt = new Date(event.created * 1000);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired': {
          const session = event.data.object;
          if (!session.client_reference_id)
            throw new PaymentEventIgnoredError('stripe: a session that is not ours', event.id);
          const status =
            event.type === 'checkout.session.expired'
              ? 'closed'
              : event.type === 'checkout.session.async_payment_failed'
                ? 'failed'
                : session.payment_status === 'unpaid'
                  ? 'pending' // paid later by a delayed method: async_payment_succeeded follows
                  : 'paid';
          return {
            eventId: event.id,
            kind: 'payment',
            reference: session.client_reference_id,
            status,
            amountMinor: session.amount_total ?? 0,
            currency: (session.currency ?? '').toUpperCase(),
            transactionId: intentId(session.payment_intent),
            occurredAt,
            raw: event,
          };
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          let reference: string | undefined = charge.metadata?.reference;
          const intent = intentId(charge.payment_intent);
          if (!reference && intent) {
            const fetched = await gateway('retrieve payment intent', () =>
              stripe.paymentIntents.retrieve(intent),
            );
            reference = fetched.metadata?.reference;
          }
          if (!reference) throw new PaymentEventIgnoredError('stripe: a charge that is not ours', event.id);
          const latest = charge.refunds?.data?.[0];
          return {
            eventId: event.id,
            kind: 'refund',
            reference,
            status: 'refunded',
            amountMinor: charge.amount_refunded,
            currency: charge.currency.toUpperCase(),
            transactionId: intent,
            refundId: latest?.id,
            refundReference: latest?.metadata?.refund_reference,
            occurredAt,
            raw: event,
          };
        }
        default:
          throw new PaymentEventIgnoredError(`stripe: event ${event.type} is not handled`, event.id);
      }
    },

    answerCallback(ok: boolean): CallbackAnswer {
      // Stripe treats any 2xx as delivered and retries anything else for up to three days.
      return ok
        ? { status: 200, contentType: 'application/json', body: '{"received":true}' }
        : { status: 400, contentType: 'application/json', body: '{"received":false}' };
    },

    queryPayment,

    async refund(input: RefundInput): Promise<RefundResult> {
      checkReference(input.refundReference);
      const session = await findSession(input.reference, { providerPaymentId: input.providerPaymentId });
      const intent = intentId(session.payment_intent);
      if (!intent || sessionState(session).status === 'pending' || session.status !== 'complete') {
        throw new PaymentGatewayError('stripe', `${input.reference} has not been paid`, {
          status: 400,
          code: 'NOT_PAID',
        });
      }
      const stripe = await client();
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: intent,
            amount: input.amountMinor,
            reason: 'requested_by_customer',
            metadata: {
              reference: input.reference,
              refund_reference: input.refundReference,
              reason: [...input.reason].slice(0, 450).join(''),
            },
          },
          // Stripe keeps idempotency keys for 24 hours; later, an already-refunded charge answers below.
          { idempotencyKey: `refund-${input.refundReference}` },
        );
      } catch (error) {
        if ((error as { code?: string }).code !== 'charge_already_refunded')
          throw toGatewayError('create refund', error);
        const earlier = await gateway('list refunds', () =>
          stripe.refunds.list({ payment_intent: intent, limit: 100 }),
        );
        const same = earlier.data.find((r) => r.metadata?.refund_reference === input.refundReference);
        if (!same) throw toGatewayError('create refund', error);
        refund = same;
      }
      if (refund.status === 'succeeded') return { refundId: refund.id, status: 'succeeded' };
      if (refund.status === 'pending' || refund.status === 'requires_action')
        return { refundId: refund.id, status: 'pending' };
      throw new PaymentGatewayError('stripe', `refund ${refund.status}`, {
        status: 200,
        code: refund.status ?? undefined,
      });
    },

    async closePayment(reference: string, lookup?: PaymentLookup): Promise<void> {
      const session = await findSession(reference, lookup);
      if (session.status !== 'open') {
        const state = sessionState(session);
        if (state.status === 'paid' || state.status === 'refunded') {
          throw new PaymentGatewayError('stripe', 'the payment was already made', {
            status: 400,
            code: 'ALREADY_PAID',
          });
        }
        return;
      }
      try {
        await (await client()).checkout.sessions.expire(session.id);
      } catch (error) {
        await explainCloseFailure('stripe', toGatewayError('expire session', error), () =>
          queryPayment(reference, { providerPaymentId: session.id }),
        );
      }
    },
  };
  return provider;
}

function intentId(value: string | Stripe.PaymentIntent | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function toGatewayError(what: string, error: unknown): PaymentGatewayError {
  if (error instanceof PaymentGatewayError) return error;
  // The stripe package's errors (StripeError and its kinds) carry the HTTP status, Stripe's code and raw JSON.
  const stripeError = error as { type?: string; statusCode?: number; code?: string; raw?: { type?: string } };
  if (typeof stripeError.type === 'string' && stripeError.type.startsWith('Stripe')) {
    return new PaymentGatewayError('stripe', `${what}: ${(error as Error).message}`, {
      status: stripeError.statusCode ?? 0,
      code: stripeError.code ?? stripeError.raw?.type ?? stripeError.type,
      cause: error,
    });
  }
  return new PaymentGatewayError('stripe', `${what}: ${(error as Error).message}`, { cause: error });
}
