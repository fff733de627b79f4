// Interim sandbox provider (replaced by the full adapter set): HMAC-signed events from the tester page.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';
import { PaymentSignatureError, type IncomingCallback, type PaymentProvider } from './payment-provider';

const secretOf = (env: Env) => `sandbox:${env.DATA_DIR}:${env.APP_URL}`;
const mac = (env: Env, text: string) => createHmac('sha256', secretOf(env)).update(text).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function sandboxPageSignature(env: Env, reference: string): string {
  return mac(env, `page:${reference}`).slice(0, 32);
}
export function verifySandboxPageSignature(env: Env, reference: string, sig: string): boolean {
  return same(sandboxPageSignature(env, reference), sig);
}
export function signSandboxEvent(env: Env, e: { reference: string; status: 'paid' | 'failed'; amountMinor: number; currency: 'CNY' | 'USD' }): IncomingCallback {
  const rawBody = JSON.stringify({ id: randomUUID(), ...e, at: Date.now() });
  return { method: 'POST', headers: { 'x-sandbox-signature': mac(env, rawBody) }, rawBody };
}
export function createSandboxProvider(env: Env): PaymentProvider {
  const base = env.APP_URL.replace(/\/+$/, '');
  return {
    method: 'sandbox',
    currencies: ['CNY', 'USD'],
    available: true,
    async createPayment(input) {
      return { reference: input.reference, qrContent: `${base}/pay/sandbox/${input.reference}?sig=${sandboxPageSignature(env, input.reference)}`, expiresAt: input.expiresAt };
    },
    async parseCallback(callback) {
      const sig = callback.headers['x-sandbox-signature'] ?? '';
      if (!same(mac(env, callback.rawBody), sig)) throw new PaymentSignatureError('bad sandbox signature');
      const body = JSON.parse(callback.rawBody) as { id: string; reference: string; status: 'paid' | 'failed'; amountMinor: number; currency: string; at: number };
      if (Math.abs(Date.now() - body.at) > 300_000) throw new PaymentSignatureError('stale sandbox event');
      return { eventId: body.id, kind: 'payment', reference: body.reference, status: body.status, amountMinor: body.amountMinor, currency: body.currency, raw: body };
    },
    answerCallback: (ok) => ({ status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify({ ok }) }),
    async queryPayment() {
      return { status: 'pending' };
    },
    async refund(input) {
      return { refundId: `sandbox-${input.refundReference}`, status: 'succeeded' };
    },
    async closePayment() {},
  };
}
