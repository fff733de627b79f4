// The browser's one way to call the site's API (SPEC §7): query t and langType, JSON bodies, the session cookie with
// the CSRF header on writes (or a bearer token), a body code 401 signs the visitor out, and retries as decided in
// docs/decisions/003: reads once on RETRY_STATUSES, writes never, the site calls of SPEC §7 never (retry count 0).
import { useMemo } from 'react';
import { getLanguage, type LangCode } from '~/i18n/locales';
import { useConfig, useLang } from '~/i18n/use-lang';
import { CSRF_COOKIE, readCookie, UNAUTHORIZED_EVENT } from './cookies';

export interface ApiEnvelope<T = unknown> {
  code: number;
  data: T;
  msg?: string;
}

/** Statuses the generic client may retry once (SPEC §7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** SPEC §9: request retry count 0, retry delay base 500 ms. */
export const SITE_RETRY_COUNT = 0;
export const RETRY_DELAY_MS = 500;
const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A failed call: the HTTP status, or the envelope's code, or 0 when no answer came; the server's message (already
 * in the page's language) or `HTTP <status>`; the body as answered.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** langType: the language's apiKey, or zh_cn / en in the China edition (SPEC §7). */
export function langTypeFor(lang: LangCode, isCN: boolean): string {
  if (isCN) return lang === 'en' ? 'en' : 'zh_cn';
  return getLanguage(lang).apiKey;
}

export interface ApiClientOptions {
  /** Origin of the API; '' for same-origin. */
  baseUrl?: string;
  getLang: () => LangCode;
  isCN: () => boolean;
  getToken: () => string | undefined;
  /** Called when a body answers code 401 (SPEC §7: the user is logged out). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  log?: (message: string, detail: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Send the bearer token when one exists (default true; the login exchange sends none). */
  auth?: boolean;
  /** Retries on RETRY_STATUSES; the site calls use SITE_RETRY_COUNT. */
  retry?: number;
  form?: boolean;
  signal?: AbortSignal;
  /** Further request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
}

function announceUnauthorized(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/**
 * The generic client: resolves with the envelope, whatever its code (SPEC §7: a non-zero code is the result);
 * an HTTP failure or a request that got no answer rejects with an ApiFailure.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  function buildUrl(path: string, query: RequestOptions['query']): string {
    const url = new URL(
      path,
      options.baseUrl || (typeof location !== 'undefined' ? location.origin : 'http://localhost'),
    );
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    url.searchParams.set('t', String(Date.now()));
    url.searchParams.set('langType', langTypeFor(options.getLang(), options.isCN()));
    return options.baseUrl ? url.toString() : `${url.pathname}${url.search}`;
  }

  async function request<T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const upper = method.toUpperCase();
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
    const token = opts.auth === false ? undefined : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // Cookie-authenticated writes echo the CSRF cookie (docs/decisions/009).
    const csrf = PAYLOAD_METHODS.has(upper) ? readCookie(CSRF_COOKIE) : undefined;
    if (csrf) headers['X-CSRF-Token'] = csrf;
    let body: BodyInit | undefined;
    if (opts.body !== undefined && opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.body as Record<string, string>).toString();
    } else if (opts.body !== undefined && isPlainObject(opts.body)) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (opts.body !== undefined) {
      body = opts.body as BodyInit;
    }
    // Writes are never repeated by default: a retried POST could submit or pay twice.
    const retries = opts.retry ?? (PAYLOAD_METHODS.has(upper) ? 0 : 1);

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let parsed: unknown;
      try {
        response = await doFetch(buildUrl(path, opts.query), {
          method: upper,
          headers,
          body,
          signal: opts.signal,
        });
        parsed = await readBody(response);
      } catch (error) {
        throw new ApiFailure(0, error instanceof Error ? error.message : String(error));
      }
      // SPEC §7: body code 401 signs the visitor out, whatever the HTTP status says.
      if ((parsed as ApiEnvelope | null)?.code === 401) (options.onUnauthorized ?? announceUnauthorized)();
      if (response.status >= 400) {
        log(`[api] ${upper} ${path} failed with HTTP ${response.status}`, parsed);
        if (attempt < retries && (RETRY_STATUSES as readonly number[]).includes(response.status)) {
          await sleep(RETRY_DELAY_MS * 2 ** attempt);
          continue;
        }
        const msg = (parsed as Partial<ApiEnvelope> | null)?.msg;
        throw new ApiFailure(
          response.status,
          typeof msg === 'string' ? msg : `HTTP ${response.status}`,
          parsed,
        );
      }
      return parsed as ApiEnvelope<T>;
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The generic client with the site calls of SPEC §7, which use retry count 0: an HTTP failure is thrown at once. */
export function createSiteApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  const site = (o: RequestOptions = {}) => ({ ...o, retry: SITE_RETRY_COUNT });
  return {
    ...client,
    login: (payload: { code: string; loginType: number; redirectUrl: string; loginSource: string }) =>
      client.post<{ token?: string }>('/api/account/login', payload, site({ auth: false })),
    getUserData: () => client.get('/api/user/getUserData', site()),
    logout: () => client.get('/api/account/logout', site()),
    getUserPoints: () => client.get<{ points: number }>('/api/points/getUserPoints', site()),
    getNoticePoints: () =>
      client.get<Array<{ type: 'LOGIN' | 'REGISTER'; points?: number }>>('/api/user/getNoticePoints', site()),
    navMenu: (useWebsite: 1 | 2) => client.get('/api/menu/navMenu', site({ query: { useWebsite } })),
    routeRule: (useWebsite: 1 | 2, route: string) =>
      client.get<{ checkResult: boolean; jumpUrl: string | null }>(
        '/api/route/rule',
        site({ query: { useWebsite, route } }),
      ),
    updatePv: (id: string, type: string) => client.get('/api/updatePv', site({ query: { id, type } })),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;

/** The client of a page: same origin, the page's language, the session cookie (no bearer token), failures quiet. */
export function useApi(): SiteApi {
  const lang = useLang();
  const isCN = useConfig()?.isCN ?? false;
  return useMemo(
    () => createSiteApi({ getLang: () => lang, isCN: () => isCN, getToken: () => undefined, log: () => {} }),
    [lang, isCN],
  );
}

/** The data of a successful envelope; any other code becomes an ApiFailure with the server's message. */
export async function unwrap<T>(call: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await call;
  if (envelope?.code !== 0) throw new ApiFailure(envelope?.code ?? 0, envelope?.msg ?? '', envelope);
  return envelope.data;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
