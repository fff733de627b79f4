// The browser's API client (SPEC §7): query t and langType, JSON bodies, bearer token, 401 sign-out, retries.
import type { LangCode } from '~/i18n/locales';
import { langTypeFor } from './call-api';
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

export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiHttpError';
  }
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
}

function announceUnauthorized(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

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
    const headers: Record<string, string> = { Accept: 'application/json' };
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
      const response = await doFetch(buildUrl(path, opts.query), {
        method: upper,
        headers,
        body,
        signal: opts.signal,
      });
      const parsed = await readBody(response);
      // SPEC §7: body code 401 signs the visitor out, whatever the HTTP status says.
      if ((parsed as ApiEnvelope | null)?.code === 401) (options.onUnauthorized ?? announceUnauthorized)();
      if (response.status >= 400) {
        log(`[api] ${upper} ${path} failed with HTTP ${response.status}`, parsed);
        if (attempt < retries && (RETRY_STATUSES as readonly number[]).includes(response.status)) {
          await sleep(RETRY_DELAY_MS * 2 ** attempt);
          continue;
        }
        throw new ApiHttpError(response.status, parsed);
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

/**
 * The site calls of SPEC §7: retry count 0, so an HTTP failure is thrown at once with its body.
 */
export function createSiteApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  const site = (o: RequestOptions = {}) => ({ ...o, retry: SITE_RETRY_COUNT });
  return {
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
