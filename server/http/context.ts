// The Hono environment shared by every router: per-request language, dependencies and ids.
import type { Logger } from 'pino';
import type { SessionUser } from '~/features/accounts/sessions.server';
import type { LangCode } from '~/i18n/locales';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { ChangeBus } from '../events/change-bus';
import type { JobQueue } from '../jobs/job';
import type { LlmPlatforms } from '../integrations/llm/llm';
import type { GoogleSignIn } from '../integrations/oauth/google';
import type { PaymentProviders } from '../integrations/payments/payment-provider';
import type { SmsSender } from '../integrations/sms/sms';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  bus: ChangeBus;
  /** Adapters to third parties; built from `env` when absent (server/integrations/registry.ts). */
  sms?: SmsSender;
  google?: GoogleSignIn;
  payments?: PaymentProviders;
  llm?: LlmPlatforms;
  /** The process's job queue; absent in API-only tests, where work meant for a job runs in the request. */
  jobs?: JobQueue;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    lang: LangCode;
    requestId: string;
    cspNonce: string;
    /**
     * The page's inline scripts as CSP hash sources (`'sha256-…'`), set for a page served from the page cache: its
     * stored bytes carry no nonce (docs/decisions/014). Absent: the policy allows the request's nonce.
     */
    cspScriptHashes: string;
    /** Tags of the data a page render read (see server/cache/page-cache.ts). */
    cacheTags: Set<string>;
    /** The request's session, looked up once (server/http/session.ts). */
    sessionUser: { user: SessionUser | undefined };
  };
};
