// The smallest way for a component to call the site's API, as SPEC §7's site calls do: same origin with the
// session cookie, the CSRF header on writes, the query parameters t and langType, a body code 401 signs the page
// out, and no retries (SPEC §9: retry count 0). For controls every visitor loads (like, favorite, page views)
// and the points notice, where the full client (api-client.ts) would cost every page.
import { getLanguage, type LangCode } from '~/i18n/locales';
import { useConfig, useLang } from '~/i18n/use-lang';
import { csrfHeaders, UNAUTHORIZED_EVENT } from './cookies';

/** A failed call: the HTTP status (or the envelope code) and the server's message, in the page's language. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
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

/** The langType of the current page. */
export function useLangType(): string {
  return langTypeFor(useLang(), useConfig()?.isCN ?? false);
}

interface Envelope<T> {
  code?: number;
  data?: T;
  msg?: string;
}

/** The data of a successful envelope; anything else becomes an ApiFailure. */
export async function callApi<T>(
  path: string,
  {
    method = 'GET',
    body,
    langType,
  }: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; langType: string },
): Promise<T> {
  const url = `${path}${path.includes('?') ? '&' : '?'}t=${Date.now()}&langType=${encodeURIComponent(langType)}`;
  let response: Response;
  let envelope: Envelope<T> | null;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(method === 'GET' ? {} : csrfHeaders()),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  } catch (error) {
    throw new ApiFailure(0, error instanceof Error ? error.message : String(error));
  }
  if (envelope?.code === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  if (!response.ok) throw new ApiFailure(response.status, envelope?.msg ?? `HTTP ${response.status}`);
  if (!envelope || envelope.code !== 0) throw new ApiFailure(envelope?.code ?? 0, envelope?.msg ?? '');
  return envelope.data as T;
}
