// The embedded default: a payment "gateway" that needs no keys and moves no money. Its QR opens our own page
// (/pay/sandbox/{reference}, built by the payments area) where a tester approves or fails the payment; that page
// makes a signed event with signSandboxEvent and hands it to the same callback path the real gateways use, so the
// order code cannot tell the difference. Stateless: the orders table is the truth (docs/decisions/017).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';
import { DEFAULT_LANG, localizePath, type LangCode } from '~/i18n/locales';
import { checkCreateInput, checkReference, headerValue, REFERENCE_PATTERN } from './payment-helpers';
import {
  PaymentSignatureError,
  type CallbackAnswer,
  type CreatePaymentInput,
  type CreatedPayment,
  type Currency,
  type IncomingCallback,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundInput,
  type RefundResult,
} from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_WINDOW_S = 300;

/** The settings the sandbox reads: its site address (page links) and what its signing key comes from. */
export type SandboxEnv = Pick<Env, 'APP_URL' | 'PAYMENTS_SANDBOX_SECRET' | 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DEFAULT_LANG'>>;

export interface SandboxEventInput {
  reference: string;
  status: 'paid' | 'failed';
  amountMinor: number;
  currency: Currency;
  /** Default: a new id. Pass an earlier event's id to make a replay. */
  eventId?: string;
  /** Signing time in ms (default now); for tests of the timestamp window. */
  at?: number;
}

/**
 * PAYMENTS_SANDBOX_SECRET, or a key derived from settings every replica of one deployment shares and outsiders
 * do not see (the database address with its password, or the data folder): stable across restarts, so QR links
 * survive a deploy. The sandbox moves no money; the secret only keeps strangers from posting events.
 */
export function sandboxSecret(env: SandboxEnv): string {
  if (env.PAYMENTS_SANDBOX_SECRET) return env.PAYMENTS_SANDBOX_SECRET;
  return createHmac('sha256', 'ai-atlas payments sandbox')
    .update(`${env.DATABASE_URL ?? env.DATA_DIR}\n${env.APP_URL}`)
    .digest('hex');
}

export function sandboxPageSignature(env: SandboxEnv, reference: string): string {
  return createHmac('sha256', sandboxSecret(env))
    .update(`sandbox-page:${reference}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The page's check that its URL came from createPayment (not someone typing a reference). */
export function verifySandboxPageSignature(
  env: SandboxEnv,
  reference: string,
  signature: string | null | undefined,
): boolean {
  if (!signature || !REFERENCE_PATTERN.test(reference)) return false;
  const expected = Buffer.from(sandboxPageSignature(env, reference));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The tester page a sandbox QR opens, in the payer's language (a payer from /en/… stays in English). */
export function sandboxPageUrl(env: SandboxEnv, reference: string, lang?: LangCode): string {
  const path = localizePath(`/pay/sandbox/${encodeURIComponent(reference)}`, lang ?? env.DEFAULT_LANG ?? DEFAULT_LANG, env.DEFAULT_LANG);
  return `${env.APP_URL.replace(/\/+$/, '')}${path}?sig=${sandboxPageSignature(env, reference)}`;
}

/** A sandbox notification as the gateway would send it: JSON body, `t=…,v1=HMAC-SHA256(secret, "t.body")`. */
export function signSandboxEvent(env: SandboxEnv, event: SandboxEventInput): IncomingCallback {
  checkReference(event.reference);
  const at = event.at ?? Date.now();
  const created = Math.floor(at / 1000);
  const body = JSON.stringify({
    id: event.eventId ?? `sbx_evt_${randomBytes(12).toString('hex')}`,
    type: 'payment',
    reference: event.reference,
    status: event.status,
    amountMinor: event.amountMinor,
    currency: event.currency,
    created,
  });
  const signature = createHmac('sha256', sandboxSecret(env)).update(`${created}.${body}`).digest('hex');
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: `t=${created},v1=${signature}`,
    },
    rawBody: body,
  };
}

export function createSandboxProvider(env: SandboxEnv): PaymentProvider {
  const key = sandboxSecret(env);

  const provider: PaymentProvider = {
    method: 'sandbox',
    currencies: ['CNY', 'USD'],
    available: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkCreateInput(provider, input);
      return {
        reference: input.reference,
        qrContent: sandboxPageUrl(env, input.reference, input.payerLang),
        expiresAt: input.expiresAt,
      };
    },

    async parseCallback(callback: IncomingCallback): Promise<PaymentNotification> {
      if (callback.method.toUpperCase() !== 'POST')
        throw new PaymentSignatureError('sandbox: events are POSTed');
      const header = headerValue(callback.headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      const fields = Object.fromEntries(
        header.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
      );
      const timestamp = Number(fields.t);
      if (!/^\d{1,12}$/.test(fields.t ?? '') || !/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) {
        throw new PaymentSignatureError('sandbox: signature header missing or malformed');
      }
      if (Math.abs(Date.now() / 1000 - timestamp) > SANDBOX_TIMESTAMP_WINDOW_S) {
        throw new PaymentSignatureError('sandbox: event timestamp outside the 5-minute window');
      }
      const expected = createHmac('sha256', key).update(`${fields.t}.${callback.rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(fields.v1!, 'hex')))
        throw new PaymentSignatureError('sandbox: signature does not verify');
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(callback.rawBody) as Record<string, unknown>;
      } catch (error) {
        throw new PaymentSignatureError('sandbox: body is not JSON', { cause: error });
      }
      const { id, reference, status, amountMinor, currency, created } = event;
      if (
        typeof id !== 'string' ||
        !id ||
        typeof reference !== 'string' ||
        !REFERENCE_PATTERN.test(reference) ||
        (status !== 'paid' && status !== 'failed') ||
        typeof amountMinor !== 'number' ||
        !Number.isSafeInteger(amountMinor) ||
        amountMinor <= 0 ||
        typeof currency !== 'string' ||
        // The signed body's own time must be the header's: a body cannot be re-dated by a new header.
        created !== timestamp
      ) {
        throw new PaymentSignatureError('sandbox: event fields missing or invalid');
      }
      return {
        eventId: id,
        kind: 'payment',
        reference,
        status,
        amountMinor,
        currency: currency.toUpperCase(),
        transactionId: `sandbox_${id}`,
        occurredAt: new Date(timestamp * 1000),
        raw: event,
      };
    },

    answerCallback(ok: boolean): CallbackAnswer {
      return { status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify({ ok }) };
    },

    async queryPayment(reference: string): Promise<ProviderPaymentState> {
      checkReference(reference);
      // The sandbox keeps nothing: what the tester chose arrived as an event and is in the orders table.
      return { status: 'pending' };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      checkReference(input.reference);
      checkReference(input.refundReference);
      return { refundId: `sandbox_refund_${input.refundReference}`, status: 'succeeded' };
    },

    async closePayment(reference: string): Promise<void> {
      checkReference(reference);
    },
  };
  return provider;
}
