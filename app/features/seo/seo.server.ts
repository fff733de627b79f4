// SEO owns robots.txt and the sitemaps: an index with one sitemap per language; areas add their URLs as sources.
import { CN_HREFLANG_CODES, LANGUAGES, localizePath, type LangCode } from '~/i18n/locales';
import { memoPerBus } from '../../../server/cache/memo';
import { ANY_TOPIC } from '../../../server/events/change-bus';
import type { AppDeps } from '../../../server/http/context';
import type { PublicConfig } from '../../../server/env';

export interface SitemapEntry {
  /** Path without language prefix. */
  path: string;
  lastmod?: Date;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

export type SitemapSource = (deps: AppDeps) => Promise<SitemapEntry[]>;

const STATIC_PAGES: SitemapEntry[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/tools', changefreq: 'daily', priority: 0.7 },
  { path: '/discover', changefreq: 'daily', priority: 0.6 },
  { path: '/submission', changefreq: 'monthly', priority: 0.5 },
  { path: '/solutions', changefreq: 'monthly', priority: 0.5 },
  { path: '/about', changefreq: 'monthly', priority: 0.3 },
  { path: '/protocol/agreement', changefreq: 'monthly', priority: 0.2 },
  { path: '/protocol/privacyPolicy', changefreq: 'monthly', priority: 0.2 },
];

const sources: SitemapSource[] = [async () => STATIC_PAGES];

/** Areas call this once at import time to list their pages (products, categories, tags …). */
export function registerSitemapSource(source: SitemapSource) {
  sources.push(source);
}

export function sitemapLanguages(config: PublicConfig): LangCode[] {
  return config.isCN ? [...CN_HREFLANG_CODES] : LANGUAGES.map((l) => l.code);
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapIndexXml(config: PublicConfig): string {
  const items = sitemapLanguages(config)
    .map((code) => `<sitemap><loc>${escapeXml(`${config.appUrl}/sitemaps/${code}.xml`)}</loc></sitemap>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

// Sitemaps list every product, category and tag: built once per language and kept until any data changes.
const sitemapMemo = memoPerBus<string, string>({ ttlMs: 3_600_000, topic: ANY_TOPIC });

export function languageSitemapXml(deps: AppDeps, config: PublicConfig, lang: LangCode): Promise<string> {
  return sitemapMemo(deps.bus).get(`${config.appUrl}|${config.isCN}|${lang}`, () => buildLanguageSitemap(deps, config, lang));
}

async function buildLanguageSitemap(deps: AppDeps, config: PublicConfig, lang: LangCode): Promise<string> {
  const languages = sitemapLanguages(config);
  const entries = (await Promise.all(sources.map((source) => source(deps)))).flat();
  const url = (path: string, code: LangCode) => escapeXml(`${config.appUrl}${localizePath(path, code, config.defaultLang)}`);
  const body = entries
    .map((entry) => {
      const alternates = languages
        .map((code) => {
          const hreflang = LANGUAGES.find((l) => l.code === code)!.hreflang;
          return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(entry.path, code)}"/>`;
        })
        .join('');
      return (
        `<url><loc>${url(entry.path, lang)}</loc>${alternates}` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.path, config.defaultLang)}"/>` +
        (entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '') +
        (entry.changefreq ? `<changefreq>${entry.changefreq}</changefreq>` : '') +
        (entry.priority !== undefined ? `<priority>${entry.priority.toFixed(1)}</priority>` : '') +
        `</url>`
      );
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`;
}

export function robotsTxt(config: PublicConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /ExcessLink',
    'Disallow: /login',
    '',
    `Sitemap: ${config.appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
