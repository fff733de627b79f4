// Payment gateways behind one interface (docs/decisions/017): WeChat Pay, Alipay, Stripe and the embedded sandbox.
// Domain-free: an adapter knows payment attempts by our reference only; orders, their states and pages live in
// the payments area, which treats every answer here as a claim to check against its own order.

export type PaymentMethod = 'wechat' | 'alipay' | 'stripe' | 'sandbox';
export type Currency = 'CNY' | 'USD';

export interface CreatePaymentInput {
  /** Our reference for this payment attempt at the provider (out_trade_no / client_reference_id): [A-Za-z0-9_-]{6,32}. A refreshed QR is a new attempt with a new reference for the same order. */
  reference: string;
  amountMinor: number; // integer minor units (fen / cents), > 0
  currency: Currency;
  description: string; // ≤ 127 chars, shown to the payer
  expiresAt: Date; // the QR / session stops being payable after this
  notifyUrl: string; // absolute URL of our callback endpoint for this provider
  returnUrl: string; // where the payer's browser goes after paying (stripe success/cancel)
  /** The language of the page the payer came from: the sandbox page and Stripe Checkout open in it. */
  payerLang?: 'zh' | 'en' | 'tw' | 'ja';
}

export interface CreatedPayment {
  reference: string;
  /** Content to render as a QR code (wechat code_url, alipay qr_code, sandbox page URL), or */
  qrContent?: string;
  /** a page to send the payer to (stripe checkout session url). */
  redirectUrl?: string;
  providerPaymentId?: string; // e.g. stripe checkout session id
  /**
   * When the attempt stops being payable at the provider: the input's, except where the provider imposes a range
   * (Stripe Checkout: 30 minutes to 24 hours from now).
   */
  expiresAt: Date;
}

export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'closed' | 'refunded';

export interface PaymentNotification {
  /** Unique id of this notification at the provider (wechat notification id, alipay notify_id, stripe event id, sandbox event id): used to drop replays. */
  eventId: string;
  kind: 'payment' | 'refund';
  reference: string; // our reference from CreatePaymentInput
  status: ProviderPaymentStatus;
  /** kind 'payment': the amount paid; kind 'refund': the amount refunded so far. */
  amountMinor: number;
  currency: string; // as the provider states it, upper-case
  transactionId?: string; // provider's transaction id
  /** kind 'refund': the provider's refund id and our refund reference where the provider states them. */
  refundId?: string;
  refundReference?: string;
  occurredAt?: Date;
  raw: unknown; // the decoded payload, for the audit record
}

export interface IncomingCallback {
  method: string;
  headers: Record<string, string | undefined>;
  rawBody: string;
  query?: Record<string, string>;
}

export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** What identifies an attempt besides our reference; Stripe finds its session at once with it (see stripe.ts). */
export interface PaymentLookup {
  /** CreatedPayment.providerPaymentId of the attempt, when it had one. */
  providerPaymentId?: string;
}

export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  amountMinor?: number;
  currency?: string;
  transactionId?: string;
}

export interface RefundInput {
  reference: string;
  refundReference: string;
  amountMinor: number;
  totalMinor: number;
  currency: Currency;
  reason: string;
  /** Where the gateway sends the refund's outcome (WeChat, Alipay); default: the merchant console's setting. */
  notifyUrl?: string;
  /** CreatedPayment.providerPaymentId of the paid attempt (Stripe: its checkout session). */
  providerPaymentId?: string;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending';
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly currencies: readonly Currency[];
  /** Credentials configured (sandbox: always). */
  readonly available: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies the signature (and timestamp window where the provider has one) and decodes; throws
   * PaymentSignatureError on anything forged or malformed, and PaymentEventIgnoredError for a genuine
   * notification that carries no payment news (an event type we do not use): acknowledge it with
   * answerCallback(true) so the gateway stops resending it.
   */
  parseCallback(callback: IncomingCallback): Promise<PaymentNotification>;
  /** What the gateway expects back when we accepted (ok) or refused the notification. */
  answerCallback(ok: boolean): CallbackAnswer;
  /** Asks the gateway for the current state (used when a callback never came). */
  queryPayment(reference: string, lookup?: PaymentLookup): Promise<ProviderPaymentState>;
  /** Full refund (the only kind the site makes). Idempotent per refundReference. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Stops an unpaid attempt from being payable (wechat close, alipay cancel, stripe expire); no-op when already closed. */
  closePayment(reference: string, lookup?: PaymentLookup): Promise<void>;
}

/** A callback that is forged, replayed outside its time window, signed with another key, or malformed. */
export class PaymentSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentSignatureError';
  }
}

/** The gateway failed or refused: unreachable, HTTP error, bad response signature, or a business error code. */
export class PaymentGatewayError extends Error {
  readonly method: PaymentMethod;
  /** HTTP status of the gateway's answer; 0 when it could not be reached. */
  readonly status: number;
  /** The gateway's error code (WeChat `code`, Alipay `sub_code`, Stripe `code`), when it gave one. */
  readonly code?: string;
  constructor(
    method: PaymentMethod,
    message: string,
    options: { status?: number; code?: string; cause?: unknown } = {},
  ) {
    super(`${method}: ${message}`, { cause: options.cause });
    this.name = 'PaymentGatewayError';
    this.method = method;
    this.status = options.status ?? 0;
    this.code = options.code;
  }
}

/** A genuine, verified notification that carries nothing for us (e.g. a Stripe event type we do not handle). */
export class PaymentEventIgnoredError extends Error {
  constructor(
    message: string,
    readonly eventId: string,
  ) {
    super(message);
    this.name = 'PaymentEventIgnoredError';
  }
}

export type PaymentProviders = ReadonlyMap<PaymentMethod, PaymentProvider>;
