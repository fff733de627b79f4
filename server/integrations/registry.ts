// The adapters of one process, built once from its settings; tests hand in their own through AppDeps.
import type { AppDeps } from '../http/context';
import { createGoogleSignIn, type GoogleSignIn } from './oauth/google';
import type { PaymentProviders } from './payments/payment-provider';
import { createPaymentProviders } from './payments/payments';
import { createSmsSender, type SmsSender } from './sms/sms';

const sms = new WeakMap<AppDeps['env'], SmsSender>();
const google = new WeakMap<AppDeps['env'], GoogleSignIn>();
const payments = new WeakMap<AppDeps['env'], PaymentProviders>();

export function smsSender(deps: AppDeps): SmsSender {
  if (deps.sms) return deps.sms;
  let sender = sms.get(deps.env);
  if (!sender) sms.set(deps.env, (sender = createSmsSender(deps.env, deps.logger)));
  return sender;
}

export function googleSignIn(deps: AppDeps): GoogleSignIn {
  if (deps.google) return deps.google;
  let client = google.get(deps.env);
  if (!client) google.set(deps.env, (client = createGoogleSignIn(deps.env)));
  return client;
}

/** The configured payment gateways by method, the sandbox among them when it is on (docs/decisions/017). */
export function paymentProviders(deps: Pick<AppDeps, 'env' | 'logger' | 'payments'>): PaymentProviders {
  if (deps.payments) return deps.payments;
  let providers = payments.get(deps.env);
  if (!providers) payments.set(deps.env, (providers = createPaymentProviders(deps.env, deps.logger)));
  return providers;
}
