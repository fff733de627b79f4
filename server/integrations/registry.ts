// The adapters of one process, built once from its settings; tests hand in their own through AppDeps.
import type { AppDeps } from '../http/context';
import { createGoogleSignIn, type GoogleSignIn } from './oauth/google';
import { createSmsSender, type SmsSender } from './sms/sms';

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
