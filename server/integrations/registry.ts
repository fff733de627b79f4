// The adapters of one process, built once from its settings; tests hand in their own through AppDeps.
import { searchProducts } from '~/features/catalogue/catalogue.server';
import { ZProductSearchQuery } from '~/features/catalogue/catalogue.schema';
import { isLangCode } from '~/i18n/locales';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import { llmCalls } from '../db/schema';
import type { AppDeps } from '../http/context';
import { createLlmPlatforms, type LlmPlatforms } from './llm/llm';
import { createGoogleSignIn, type GoogleSignIn } from './oauth/google';
import type { PaymentProviders } from './payments/payment-provider';
import { createPaymentProviders } from './payments/payments';
import { createSmsSender, type SmsSender } from './sms/sms';

const sms = new WeakMap<AppDeps['env'], SmsSender>();
const google = new WeakMap<AppDeps['env'], GoogleSignIn>();
const payments = new WeakMap<AppDeps['env'], PaymentProviders>();
const llm = new WeakMap<AppDeps['env'], LlmPlatforms>();

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

/**
 * The AI chat platforms (docs/decisions/021): the ones with keys, and the offline engine that answers from the
 * catalogue's search. Every call is recorded in `llm_calls`.
 */
export function llmPlatforms(deps: Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm'>): LlmPlatforms {
  if (deps.llm) return deps.llm;
  let platforms = llm.get(deps.env);
  if (!platforms) {
    platforms = createLlmPlatforms({
      env: deps.env,
      logger: deps.logger,
      lookup: async (question, lang, limit) => {
        const code = isLangCode(lang) ? lang : deps.env.DEFAULT_LANG;
        const found = await searchProducts(deps, ZProductSearchQuery.parse({ q: question, pageSize: limit }), code);
        return found.items.map((p) => ({ name: p.name, slug: p.slug, tagline: p.tagline, category: p.category.name, score: p.score, popularity: p.popularity }));
      },
      text: (lang, key, values) => {
        const code = isLangCode(lang) ? lang : deps.env.DEFAULT_LANG;
        return key === 'engine' ? formatMessage(code, `llm.platform.${values.id}` as MessageKey) : formatMessage(code, `llm.offline.${key}`, values);
      },
      record: async (call) => {
        await deps.database.db.insert(llmCalls).values({
          platform: call.platform,
          model: call.model,
          purpose: call.purpose,
          promptTokens: call.usage?.promptTokens ?? null,
          completionTokens: call.usage?.completionTokens ?? null,
          costUsd: call.usage?.costUsd ?? null,
          latencyMs: call.latencyMs,
          attempts: call.usage?.attempts ?? call.error?.attempts ?? 1,
          ok: !call.error,
          error: call.error ? `${call.error.kind}: ${call.error.message}`.slice(0, 1000) : null,
        });
      },
    });
    llm.set(deps.env, platforms);
  }
  return platforms;
}
