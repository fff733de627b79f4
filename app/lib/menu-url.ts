// Menu links in the current language (SPEC §4 "Navigation data").
import { DEFAULT_LANG, isLangCode, localizePath, splitLangPrefix, type LangCode } from '~/i18n/locales';

/**
 * Site paths ('/discover') get the language prefix; URLs containing '//' (absolute or protocol-relative) get the
 * language inserted as their first path segment, unless it is the default language. A URL that cannot be
 * parsed is returned unchanged.
 */
export function localizeMenuUrl(url: string, lang: LangCode, defaultLang: LangCode = DEFAULT_LANG): string {
  if (!url) return url;
  if (url.includes('//')) {
    if (lang === defaultLang) return url;
    try {
      const protocolRelative = url.startsWith('//');
      const parsed = new URL(protocolRelative ? `https:${url}` : url);
      if (!/^https?:$/.test(parsed.protocol)) return url;
      const first = parsed.pathname.split('/')[1];
      if (!isLangCode(first)) parsed.pathname = `/${lang}${parsed.pathname === '/' ? '' : parsed.pathname}`;
      const out = parsed.toString();
      return protocolRelative ? out.replace(/^https:/, '') : out;
    } catch {
      return url;
    }
  }
  if (!url.startsWith('/')) return url;
  const [path, query = ''] = splitOnce(url, /[?#]/);
  const { rest } = splitLangPrefix(path!, defaultLang);
  return localizePath(rest, lang, defaultLang) + query;
}

function splitOnce(value: string, separator: RegExp): [string, string?] {
  const index = value.search(separator);
  return index < 0 ? [value] : [value.slice(0, index), value.slice(index)];
}
