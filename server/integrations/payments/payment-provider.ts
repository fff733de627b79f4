// Placeholder of the payment adapters' interface (the adapters land with it); see docs/decisions/017.
export type PaymentMethod = 'wechat' | 'alipay' | 'stripe' | 'sandbox';
export type Currency = 'CNY' | 'USD';
export interface CreatePaymentInput {
  reference: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  expiresAt: Date;
  notifyUrl: string;
  returnUrl: string;
}
export interface CreatedPayment {
  reference: string;
  qrContent?: string;
  redirectUrl?: string;
  providerPaymentId?: string;
  expiresAt: Date;
}
export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'closed' | 'refunded';
export interface PaymentNotification {
  eventId: string;
  kind: 'payment' | 'refund';
  reference: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: string;
  transactionId?: string;
  occurredAt?: Date;
  raw: unknown;
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
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly currencies: readonly Currency[];
  readonly available: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  parseCallback(callback: IncomingCallback): Promise<PaymentNotification>;
  answerCallback(ok: boolean): CallbackAnswer;
  queryPayment(reference: string): Promise<{ status: ProviderPaymentStatus; amountMinor?: number; currency?: string; transactionId?: string }>;
  refund(input: {
    reference: string;
    refundReference: string;
    amountMinor: number;
    totalMinor: number;
    currency: Currency;
    reason: string;
  }): Promise<{ refundId: string; status: 'succeeded' | 'pending' }>;
  closePayment(reference: string): Promise<void>;
}
export class PaymentSignatureError extends Error {}
