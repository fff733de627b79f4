// Catalogue health (issue 24 §1, docs/decisions/023): what a visit of a product's site says about it. Pure: the
// visit itself is catalogue.health.server.ts; this reads its outcome — status, where it ended, the first part of
// the page — and names it: alive, redirected to another site, client or server error, unreachable, TLS error, or
// parked / for sale.

export const HEALTH_STATUSES = ['alive', 'redirected', 'client_error', 'server_error', 'unreachable', 'tls_error', 'parked'] as const;
export type THealthStatus = (typeof HEALTH_STATUSES)[number];

/** Verdicts that count towards the staff queue (two in a row put a product there). */
export const FAILING_STATUSES: ReadonlySet<THealthStatus> = new Set([
  'redirected',
  'client_error',
  'server_error',
  'unreachable',
  'tls_error',
  'parked',
]);

/** Checks in a row that must fail before staff are asked to look. */
export const FAILURES_TO_QUEUE = 2;

/**
 * Markers of domain parking and sale pages: the parking services' own hosts and scripts, and "for sale" texts in
 * the site's languages and a few more. Lower case; matched against the page's first bytes.
 */
export const PARKING_MARKERS: readonly string[] = [
  // Parking and marketplace services (their scripts, landers and links).
  'sedoparking.com', 'sedo.com/search/details', 'parkingcrew.net', 'bodis.com', 'parklogic.com', 'above.com/marketplace',
  'dan.com/buy-domain', 'afternic.com/forsale', 'hugedomains.com', 'undeveloped.com', 'domainmarket.com', 'atom.com/name',
  'godaddy.com/domainsearch/find', 'dynadot.com/market',
  'img.sedoparking.com', 'park.above.com', 'domainparking', 'parked-content.godaddy.com', 'window.park',
  'brainyseller.com', 'efty.com', 'squadhelp.com/name',
  // "This domain is for sale" in several languages.
  'this domain is for sale', 'this domain may be for sale', 'buy this domain', 'the domain name is for sale',
  'domain is parked', 'this domain has been registered', 'this domain name is parked', 'is for sale!',
  'inquire about this domain', 'make an offer on this domain', 'domain for sale',
  '该域名正在出售', '此域名出售', '域名出售', '本域名出售', '该域名可出售', '域名转让', '此網域出售', '網域出售', '該網域名稱',
  'このドメインは販売中', 'このドメインは売り出し中', 'このドメインを購入', 'ドメインパーキング',
  'diese domain steht zum verkauf', 'ce nom de domaine est à vendre', 'este dominio está a la venta',
  'dominio in vendita', 'este domínio está à venda', 'этот домен продается',
];

/** Pages with less visible text than this, and nothing that could fill them in, are empty landers. */
const NEAR_EMPTY_CHARS = 24;

/** A product in the staff queue, with its latest checks (newest first). */
export interface THealthQueueRow {
  id: number;
  slug: string;
  name: string;
  url: string;
  failures: number;
  status: THealthStatus | null;
  checkedAt: string | null;
  /** The latest checks, newest first. */
  history: { checkedAt: string; status: THealthStatus; httpStatus: number | null; finalUrl: string | null; detail: string | null; redirects: { status: number; url: string }[] }[];
}

export interface PageOutcome {
  /** The address the check started from and the one it ended at. */
  url: string;
  finalUrl: string;
  httpStatus: number;
  headers?: Record<string, string>;
  /** The first part of the body as text (the check reads at most a few hundred kilobytes). */
  body: string;
}

export interface HealthVerdict {
  status: THealthStatus;
  /** Why, for staff: the marker found, the status, the other site… */
  detail: string | null;
}

/** The site part of a host name: without `www.` (m. and other subdomains are the same site, compared below). */
const siteHost = (host: string) => host.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');

/** True when `b` is on the same site as `a`: the same host, or one a subdomain of the other. */
export function sameSite(a: string, b: string): boolean {
  const [x, y] = [siteHost(a), siteHost(b)];
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/** The page's visible text, roughly: without scripts, styles, tags and entities. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Bot protection (a challenge page) hides a live site: it is not the site's failure. */
function isChallenge(outcome: PageOutcome): boolean {
  const h = outcome.headers ?? {};
  if (h['cf-mitigated'] === 'challenge') return true;
  const body = outcome.body.slice(0, 20_000).toLowerCase();
  return (
    [403, 429, 503].includes(outcome.httpStatus) &&
    (body.includes('challenge-platform') || body.includes('just a moment...') || body.includes('cf-browser-verification') || body.includes('_incapsula_resource') || body.includes('ddos-guard'))
  );
}

/** What a visit that answered says. */
export function classifyPage(outcome: PageOutcome): HealthVerdict {
  const from = new URL(outcome.url);
  const to = new URL(outcome.finalUrl);
  if (isChallenge(outcome)) return { status: 'alive', detail: 'bot protection' };
  if (outcome.httpStatus >= 500) return { status: 'server_error', detail: `HTTP ${outcome.httpStatus}` };
  if (outcome.httpStatus >= 400) return { status: 'client_error', detail: `HTTP ${outcome.httpStatus}` };
  const lower = outcome.body.slice(0, 300_000).toLowerCase();
  const marker = PARKING_MARKERS.find((m) => lower.includes(m));
  if (marker) return { status: 'parked', detail: marker };
  if (!sameSite(from.hostname, to.hostname)) return { status: 'redirected', detail: to.hostname };
  const html = /html/i.test(outcome.headers?.['content-type'] ?? 'text/html') || /<html|<body|<div/i.test(lower);
  if (html) {
    const text = visibleText(outcome.body);
    // A page that script fills in (most of today's apps) or that moves on by itself is not empty.
    const fillsItself = /<script\b[^>]*\bsrc=|<script\b[^>]*>[^<]{200,}|<iframe\b|http-equiv=["']?refresh|<noscript\b/i.test(outcome.body);
    if (text.length < NEAR_EMPTY_CHARS && !fillsItself) return { status: 'parked', detail: 'near-empty page' };
  }
  return { status: 'alive', detail: null };
}

/** The verdict of a visit that got no answer: the network error's code names the kind. */
export function classifyFailure(code: string | undefined, message: string): HealthVerdict {
  const text = `${code ?? ''} ${message}`;
  if (/CERT|SSL|TLS|certificate|self[- ]signed|ERR_TLS/i.test(text)) return { status: 'tls_error', detail: code ?? message.slice(0, 120) };
  return { status: 'unreachable', detail: code ?? message.slice(0, 120) };
}

/** Icons and the share image a page names (absolute URLs), best first: apple-touch-icon, sized icons, any icon. */
export function pageImages(html: string, base: string): { icon: string | null; image: string | null } {
  const head = html.slice(0, 200_000);
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(2).find((v) => v !== undefined) ?? null;
  const absolute = (href: string | null) => {
    if (!href) return null;
    try {
      const url = new URL(href.trim(), base);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  };
  const icons: { href: string; rank: number }[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = absolute(attr(tag, 'href'));
    if (!href || !/\bicon\b|apple-touch-icon/.test(rel)) continue;
    const size = Number(/(\d+)x\d+/.exec(attr(tag, 'sizes') ?? '')?.[1] ?? 0);
    icons.push({ href, rank: (rel.includes('apple-touch-icon') ? 1000 : 0) + Math.min(size, 512) + (/\.svg(\?|$)/i.test(href) ? 300 : 0) });
  }
  let image: string | null = null;
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = (attr(tag, 'property') ?? attr(tag, 'name') ?? '').toLowerCase();
    if (key === 'og:image' || key === 'og:image:url' || (key === 'twitter:image' && !image)) {
      image = absolute(attr(tag, 'content')) ?? image;
      if (key !== 'twitter:image' && image) break;
    }
  }
  icons.sort((a, b) => b.rank - a.rank);
  return { icon: icons[0]?.href ?? null, image };
}
