// The adapters of one process, built once from its settings; tests hand in their own through AppDeps.
import type { AppDeps } from '../http/context';
import { createGoogleSignIn, type GoogleSignIn } from './oauth/google';
import { createSmsSender, type SmsSender } from './sms/sms';
import type { PaymentMethod, PaymentProvider } from './payments/payment-provider';
import { createSandboxProvider } from './payments/sandbox';

const sms = new WeakMap<AppDeps['env'], SmsSender>();
const google = new WeakMap<AppDeps['env'], GoogleSignIn>();

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

const payments = new WeakMap<AppDeps['env'], ReadonlyMap<PaymentMethod, PaymentProvider>>();

/** Interim: the sandbox only (the gateway adapters join here). */
export function paymentProviders(deps: Pick<AppDeps, 'env'>): ReadonlyMap<PaymentMethod, PaymentProvider> {
  let found = payments.get(deps.env);
  if (!found) payments.set(deps.env, (found = new Map([['sandbox', createSandboxProvider(deps.env)]])));
  return found;
}
