// Every setting of the server, validated once at boot (SPEC §3 "Runtime configuration" and the platform's own).
import path from 'node:path';
import { z } from 'zod';
import { LANG_CODES } from '~/i18n/locales';
import { parseAllowedHost } from './http/ssrf';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());
/** A JSON document in one variable (checked against its own schema where it is used). */
const jsonSetting = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  });
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
/** `a, B ,c` → ['a', 'b', 'c']: lower-cased entries of a comma-separated list, empty ones dropped. */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

/** The settings of each payment gateway, all required once one is set (server/integrations/payments/payments.ts). */
export const PAYMENT_SETTING_GROUPS = [
  ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_MCH_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_API_V3_KEY'],
  // WeChat Pay's public key and its id go together; without them its platform certificates are downloaded.
  ['WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID'],
  ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
] as const;

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl.refine((v) => !v || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer: trust X-Forwarded-For / X-Forwarded-Proto. */
  TRUST_PROXY: bool,
  /** Seed the embedded or empty database with the shipped catalogue on first start. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  /** Shared cache of anonymous pages (server/cache/page-cache.ts); 'false' renders every request. */
  PAGE_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Memory budget of the in-process page store (ignored when REDIS_URL holds the pages). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),

  // Background jobs (docs/decisions/010)
  /** inline: this process runs background jobs too; off: only `npm run worker` processes run them. */
  JOBS_WORKER: z.enum(['inline', 'off']).default('inline'),
  /** postgres: the `jobs` table of the database; redis: BullMQ on REDIS_URL. */
  JOBS_BACKEND: z.enum(['postgres', 'redis']).default('postgres'),
  /** Jobs run at once per process; unset: 1 on the embedded store (one connection shared with pages), else 2. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How long a claimed job stays with a worker that stopped renewing it; then another worker takes it over. */
  JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),

  // SPEC §3 runtime configuration
  LOGIN_URL: optionalUrl,
  SOURCE_TAG: z.string().min(1).max(64).default('ai-atlas'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: optionalUrl,
  /** Google's endpoints; tests point them at a fake on 127.0.0.1. */
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  DEFAULT_LANG: z.enum(LANG_CODES).default('zh'),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i, 'must be a bare domain such as .example.com')
    .optional(),
  IS_CN: bool,
  WWW_URL: z.url().default('http://localhost:3000'),
  APP_URL: z.url().default('http://localhost:3000'),

  // SPEC-NOTES
  POINTS_REGISTER: z.coerce.number().int().min(0).default(20),
  POINTS_DAILY_LOGIN: z.coerce.number().int().min(0).default(5),
  RANKINGS_TZ: z.string().default('Asia/Shanghai'),
  /** CNY per USD: converts model prices between the two currencies (docs/decisions/019). */
  USD_CNY_RATE: z.coerce.number().gt(0).max(1000).default(7.1),

  // Orders and payments (docs/decisions/018)
  /** Minutes an unpaid order stays payable. */
  ORDER_PAY_WINDOW_MIN: z.coerce.number().int().min(5).max(10_080).default(1440),
  /** Seconds one QR code stays payable; the payer refreshes it for a new one (二维码已过期). */
  PAYMENT_QR_TTL_S: z.coerce.number().int().min(30).max(7200).default(300),
  /**
   * The price list as JSON, replacing the defaults of app/features/orders/orders.prices.server.ts in part or whole:
   * `{"CNY":{"submission":{"standard":29900},"ad":{"home_banner":299900}},"USD":{…}}` (minor units).
   */
  PRICE_LIST: jsonSetting,
  /**
   * Fault tests only (scripts/load-test.ts): `payments.after-callback-stored` kills the process (SIGKILL) right
   * after a payment callback is stored and before it is acted on. Never set it on a real site.
   */
  FAULT_INJECT: z.enum(['payments.after-callback-stored']).optional(),
  /** Ads one position shows at once, as JSON `{"home_banner":5,…}` over the defaults. */
  AD_CAPACITY: jsonSetting,

  // Accounts (docs/decisions/009)
  /** outbox: codes go to the log (and /passport/outbox outside production); twilio: Twilio's Messages API. */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  SMS_API_BASE: z.url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  /**
   * Development aids of the account service: `/passport/outbox` lists the SMS outbox and
   * `GET /api/account/dev/outbox` / `GET /api/account/dev/slider/:id` answer codes and gap positions. Always on
   * in development; elsewhere only with `true` (the end-to-end suite). Never enable it on a public site.
   */
  ACCOUNT_DEV_TOOLS: bool,
  /** Accounts created per visitor address per hour (e-mail sign-up). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Comma-separated e-mail addresses that become staff when they sign in (besides `npm run admin -- grant`). */
  ADMIN_EMAILS: commaList,

  // Payments (docs/decisions/017): each gateway is on when its credentials are set; the sandbox needs none.
  WECHATPAY_MCH_ID: optionalText,
  WECHATPAY_APP_ID: optionalText,
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  WECHATPAY_MCH_SERIAL_NO: optionalText,
  /** Merchant API private key (apiclient_key.pem): PEM text (line breaks may be written \n) or a file path. */
  WECHATPAY_PRIVATE_KEY: optionalText,
  /** APIv3 key: exactly 32 characters. */
  WECHATPAY_API_V3_KEY: optionalText.refine((v) => v === undefined || Buffer.byteLength(v, 'utf8') === 32, {
    message: 'must be exactly 32 bytes',
  }),
  /**
   * WeChat Pay public key (微信支付公钥) or one platform certificate: PEM text or a file path. Unset: the platform
   * certificates (平台证书) are downloaded from /v3/certificates and again when they rotate.
   */
  WECHATPAY_PLATFORM_PUBLIC_KEY: optionalText,
  /** Its id (PUB_KEY_ID_…) or the certificate serial: what notifications name in Wechatpay-Serial. */
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: optionalText,
  /** Download platform certificates even with a public key set (while WeChat Pay moves a merchant from one to the other). */
  WECHATPAY_PLATFORM_CERTIFICATES: bool.optional(),
  WECHATPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: optionalText,
  /** The app's private key (应用私钥): PEM, a file path, or the bare base64 Alipay's key tool shows. */
  ALIPAY_PRIVATE_KEY: optionalText,
  /** Alipay's public key for the app (支付宝公钥): PEM, a file path or bare base64. */
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  STRIPE_SECRET_KEY: optionalText,
  /** Signing secret (whsec_…) of the webhook endpoint /api/payments/callback/stripe. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe's API address; tests point it at a fake on 127.0.0.1. */
  STRIPE_API_BASE: optionalUrl,
  /** The sandbox provider: unset = on only when no real gateway is configured; true / false force it. */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  /** Keys sandbox page links and events; default derived from the deployment's settings (sandbox.ts). */
  PAYMENTS_SANDBOX_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),

  // AI chat platforms (docs/decisions/021): each is available once its key is set; base URL and model default to
  // the platform's official endpoint and a current general model. PRICE is "input,output" in USD per million tokens.
  LLM_DEEPSEEK_API_KEY: optionalText,
  LLM_DEEPSEEK_BASE_URL: optionalUrl,
  LLM_DEEPSEEK_MODEL: optionalText,
  LLM_DEEPSEEK_PRICE: optionalText,
  LLM_KIMI_API_KEY: optionalText,
  LLM_KIMI_BASE_URL: optionalUrl,
  LLM_KIMI_MODEL: optionalText,
  LLM_KIMI_PRICE: optionalText,
  LLM_QWEN_API_KEY: optionalText,
  LLM_QWEN_BASE_URL: optionalUrl,
  LLM_QWEN_MODEL: optionalText,
  LLM_QWEN_PRICE: optionalText,
  LLM_DOUBAO_API_KEY: optionalText,
  LLM_DOUBAO_BASE_URL: optionalUrl,
  LLM_DOUBAO_MODEL: optionalText,
  LLM_DOUBAO_PRICE: optionalText,
  LLM_OPENAI_API_KEY: optionalText,
  LLM_OPENAI_BASE_URL: optionalUrl,
  LLM_OPENAI_MODEL: optionalText,
  LLM_OPENAI_PRICE: optionalText,
  /** Time limit of one chat call, first byte to last token. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Further attempts on 429 / 5xx / network errors before any text arrived. */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** First retry wait in ms, doubled per attempt (a longer Retry-After wins). */
  LLM_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Calls to one platform at once per process. */
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),

  // The arena (docs/decisions/021)
  /** Battles one user may start per hour. */
  ARENA_BATTLES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Longest answer asked of each contestant, in tokens. */
  ARENA_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(1024),
  /** Bootstrap rounds behind the leaderboard's 95% intervals. */
  ARENA_BOOTSTRAP_ROUNDS: z.coerce.number().int().min(20).max(5000).default(200),

  // The GEO ranking check (docs/decisions/024)
  /** GEO checks one user may start per hour (each asks every chosen platform once). */
  GEO_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Longest answer asked of each platform in a GEO check, in tokens. */
  GEO_MAX_TOKENS: z.coerce.number().int().min(64).max(8192).default(1500),

  // Scenario recommendation (docs/decisions/035)
  /** `auto`: a language model plans when a platform has a key (checked against the catalogue); `offline`: never. */
  SOLUTIONS_PLANNER: z.enum(['auto', 'offline']).default('auto'),
  /** Scenario plans one signed-in user may ask for per hour. */
  SOLUTIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Scenario plans one address may ask for per hour without signing in. */
  SOLUTIONS_ANONYMOUS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),

  // The brand tracker (docs/decisions/027)
  /**
   * A run's questions are spread evenly over this window (ms), so platforms are not asked in one burst and the
   * report reflects answers over a span of time; the page estimates 1–3 hours at the default. 0 asks at once.
   */
  TRACKER_REPORT_WINDOW_MS: z.coerce.number().int().min(0).max(24 * 3_600_000).default(3_600_000),
  /** Days between a tracker's scheduled re-runs (weekly by default). */
  TRACKER_RERUN_DAYS: z.coerce.number().min(0.0001).max(365).default(7),
  /** Queries generated per run (each asked on every platform of the tracker). */
  TRACKER_MAX_QUERIES: z.coerce.number().int().min(1).max(40).default(8),
  /** Trackers one user may keep. */
  TRACKER_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),

  // One-click deployment (docs/decisions/036)
  /** Where deployments run: 'sandbox' (a preview page on the site, no containers) or 'http' (a container platform's API). */
  DEPLOY_RUNNER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** The container platform's API root (DEPLOY_RUNNER=http): POST/GET/DELETE {url}/apps[/{id}]. */
  DEPLOY_API_URL: optionalUrl,
  /** Bearer token of that API. */
  DEPLOY_API_TOKEN: optionalText,
  /** Time limit of one call to that API (ms). */
  DEPLOY_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A deployment expires this long after it was asked for (SPEC §9: 24 hours); tests shorten it. */
  DEPLOY_TTL_MS: z.coerce.number().int().min(1000).max(30 * 24 * 3_600_000).default(24 * 3_600_000),
  /** How long an app may take to start before the deployment fails (ms). */
  DEPLOY_START_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10 * 60_000),
  /** Pause between two state questions to the runner while an app starts (ms). */
  DEPLOY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** Deployments one user may have deploying or deployed at once. */
  DEPLOY_MAX_ACTIVE: z.coerce.number().int().min(1).max(100).default(2),

  // Outbound requests to user addresses (server/http/ssrf.ts)
  /** Hosts (`name` or `name:port`) those requests may reach although private: a self-hosted service on purpose. */
  SSRF_ALLOW_HOSTS: commaList
    .refine((entries) => entries.every((e) => parseAllowedHost(e) !== undefined), {
      message: 'must be host names or host:port, comma-separated',
    }),

  // Catalogue health checks (docs/decisions/023)
  /** Visit each product's site weekly (spread over the week) and queue the dead ones for staff; 'false' stops it. */
  HEALTH_CHECKS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Time limit of one visit, redirects and body included. */
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** Sites visited at once by one process. */
  HEALTH_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** At most this many visits per hourly run (the run takes a 168th of the catalogue). */
  HEALTH_CHECKS_PER_RUN: z.coerce.number().int().min(1).max(100_000).default(500),

  // Product logos and screenshots (docs/decisions/028)
  /**
   * Store the icon and og:image each health visit finds (resized to WebP); 'false' keeps the letter avatars.
   * Rides on the health visit, so HEALTH_CHECKS=false stops it too.
   */
  SITE_LOGOS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Photograph product sites with the system's Chromium: 'auto' when a Chromium is found and a run's site names
   * resolve (a machine without a network takes none), 'true' whenever a Chromium is found, 'staff' only when staff
   * ask from /admin (no hourly job), 'false' never.
   */
  SCREENSHOTS: z.enum(['auto', 'true', 'staff', 'false']).default('auto'),
  /** The Chromium to photograph with; unset: the first of chromium, chromium-browser, google-chrome on PATH. */
  SCREENSHOT_CHROMIUM: z.string().optional(),
  /** Screenshots per hourly run (each is a whole page load). */
  SCREENSHOTS_PER_RUN: z.coerce.number().int().min(1).max(1000).default(12),
  /** Time for one screenshot: page load, settle and capture. */
  SCREENSHOT_TIMEOUT_MS: z.coerce.number().int().min(2000).max(120_000).default(30_000),
  /** Days before a product's screenshot is taken again. */
  SCREENSHOT_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  // The MCP playground and the site's own MCP endpoint (docs/decisions/022)
  /** Time for one playground action at a remote MCP server: connect, initialise, the action, close. */
  MCP_PLAYGROUND_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** Largest response body the playground reads from a remote MCP server (bytes; an SSE stream counts whole). */
  MCP_PLAYGROUND_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  /** Playground actions per signed-in user per minute. */
  MCP_PLAYGROUND_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Requests to /api/mcp per client address per minute. */
  MCP_SERVER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),

  // Service requests — GEO and the other services (docs/decisions/026, 034)
  /** Service requests (leads) of one kind one signed-in user may send in 24 hours. */
  LEADS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  /** The older name of LEADS_PER_DAY (GEO consultations only, before leads had kinds); read when that is unset. */
  GEO_CONSULT_PER_DAY: z.coerce.number().int().min(1).max(1000).optional(),
}).superRefine((env, ctx) => {
  if (env.DEPLOY_RUNNER === 'http' && !env.DEPLOY_API_URL) {
    ctx.addIssue({ code: 'custom', path: ['DEPLOY_API_URL'], message: 'required with DEPLOY_RUNNER=http' });
  }
  if (env.JOBS_BACKEND === 'redis' && !env.REDIS_URL) {
    ctx.addIssue({ code: 'custom', path: ['JOBS_BACKEND'], message: 'redis needs REDIS_URL' });
  }
  // A payment gateway is configured whole or not at all: half a configuration is a mistake, not a choice.
  for (const group of PAYMENT_SETTING_GROUPS) {
    const set = group.filter((key) => env[key] !== undefined);
    if (set.length > 0 && set.length < group.length) {
      for (const key of group) {
        if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `required with ${set.join(', ')}` });
      }
    }
  }
  for (const key of ['LLM_DEEPSEEK_PRICE', 'LLM_KIMI_PRICE', 'LLM_QWEN_PRICE', 'LLM_DOUBAO_PRICE', 'LLM_OPENAI_PRICE'] as const) {
    const value = env[key];
    if (value !== undefined && !/^\s*\d+(\.\d+)?\s*,\s*\d+(\.\d+)?\s*$/.test(value)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'must be "input,output" in USD per million tokens, e.g. 0.28,0.42' });
    }
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const key of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=twilio' });
    }
  }
});

export type Env = z.infer<typeof ZEnv>;

/** The part of the configuration the browser may see. */
export interface PublicConfig {
  loginUrl: string;
  sourceTag: string;
  googleClientId: string;
  googleRedirectUri: string;
  defaultLang: Env['DEFAULT_LANG'];
  cookieDomain: string;
  isCN: boolean;
  wwwUrl: string;
  appUrl: string;
}

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // GEO_CONSULT_PER_DAY is the older name of LEADS_PER_DAY: a deployment that set it keeps its limit.
  const aliased = source.LEADS_PER_DAY === undefined && source.GEO_CONSULT_PER_DAY !== undefined ? { ...source, LEADS_PER_DAY: source.GEO_CONSULT_PER_DAY } : source;
  const result = ZEnv.safeParse(aliased);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  env.DATA_DIR = path.resolve(env.DATA_DIR);
  return env;
}

export function publicConfig(env: Env): PublicConfig {
  const trim = (u: string) => u.replace(/\/+$/, '');
  return {
    loginUrl: env.LOGIN_URL ?? `${trim(env.WWW_URL)}/passport`,
    sourceTag: env.SOURCE_TAG,
    googleClientId: env.GOOGLE_CLIENT_ID ?? '',
    googleRedirectUri: env.GOOGLE_REDIRECT_URI ?? `${trim(env.WWW_URL)}/login/callback`,
    defaultLang: env.DEFAULT_LANG,
    cookieDomain: env.COOKIE_DOMAIN ?? '',
    isCN: env.IS_CN,
    wwwUrl: trim(env.WWW_URL),
    appUrl: trim(env.APP_URL),
  };
}

/** For command-line entry points: the settings, or a message naming the bad variable and exit code 1. */
export function parseEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
