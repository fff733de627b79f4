// "Add by website": the page at the address the user gave is read through the SSRF guard (server/http/ssrf.ts) and
// its title, description and keywords pre-fill the form. Private, loopback and metadata addresses — directly or
// after a redirect — are refused before any connection, with a message that says so.
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { safeFetch, type SafeFetchOptions } from '../../../server/http/ssrf';
import { TRACKER_BRAND_MAX, TRACKER_DESCRIPTION_MAX, TRACKER_TAG_MAX_LENGTH, TRACKER_TAG_PATTERN, type TSitePrefill } from './trackers.constants';

/** Only the head matters: the first 512 KB is read. */
const MAX_BYTES = 512 * 1024;
const TIMEOUT_MS = 10_000;
const KEYWORDS_MAX = 10;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 32);
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)) || 32);
    return ENTITIES[lower] ?? whole;
  });
}

const clean = (text: string | undefined) => decodeEntities(text ?? '').replace(/\s+/g, ' ').trim();

function metaContent(head: string, names: readonly string[]): string | undefined {
  for (const tag of head.match(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi) ?? []) {
    const key = /\b(?:name|property)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!key || !names.includes(key)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = content?.[1] ?? content?.[2] ?? content?.[3];
    if (value?.trim()) return value;
  }
  return undefined;
}

/** The title, description and keywords of an HTML page; the brand guessed from the site name or the title. */
export function readHead(html: string, url: string): TSitePrefill {
  const end = html.search(/<\/head\s*>/i);
  const head = end > 0 ? html.slice(0, end) : html.slice(0, 64 * 1024);
  const title = clean(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1]);
  const description = clean(metaContent(head, ['description', 'og:description', 'twitter:description']));
  const siteName = clean(metaContent(head, ['og:site_name', 'application-name']));
  const keywords: string[] = [];
  for (const raw of clean(metaContent(head, ['keywords'])).split(/[,，;；、|]/)) {
    const word = raw.trim();
    if (!word || word.length > TRACKER_TAG_MAX_LENGTH || !TRACKER_TAG_PATTERN.test(word)) continue;
    if (keywords.some((k) => k.toLowerCase() === word.toLowerCase())) continue;
    keywords.push(word);
    if (keywords.length >= KEYWORDS_MAX) break;
  }
  // "Acme Writer — AI writing assistant": the part before the separator names the brand.
  const brand = (siteName || title.split(/\s[-–—|·:]\s|[|｜·：]/)[0] || new URL(url).hostname.replace(/^www\./, '')).trim();
  return { url, brand: brand.slice(0, TRACKER_BRAND_MAX), description: (description || title).slice(0, TRACKER_DESCRIPTION_MAX), keywords };
}

export async function fetchSitePrefill(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  url: string,
  options: Pick<SafeFetchOptions, 'lookup' | 'ca'> = {},
): Promise<TSitePrefill> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new AppError('VALIDATION', { messageKey: 'tracker.site.scheme' });
  let response: Response;
  try {
    response = await safeFetch(
      parsed,
      { headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } },
      { allowHosts: deps.env.SSRF_ALLOW_HOSTS, maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, logger: deps.logger, ...options },
    );
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'api.error.addressNotAllowed') {
      throw new AppError('VALIDATION', { messageKey: 'tracker.site.refused', cause: error });
    }
    if (error instanceof AppError && error.messageKey === 'api.error.siteTooLarge') {
      throw new AppError('VALIDATION', { messageKey: 'tracker.site.tooLarge', cause: error });
    }
    throw new AppError('VALIDATION', { messageKey: 'tracker.site.unreachable', cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new AppError('VALIDATION', { messageKey: 'tracker.site.status', values: { status: response.status } });
  }
  const type = response.headers.get('content-type') ?? '';
  if (type && !/html|xml/i.test(type)) throw new AppError('VALIDATION', { messageKey: 'tracker.site.notHtml' });
  const html = await response.text();
  const found = readHead(html, response.url || url);
  if (!found.description && !found.brand) throw new AppError('VALIDATION', { messageKey: 'tracker.site.empty' });
  return found;
}
