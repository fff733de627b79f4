// The language table of SPEC §1 and the URL prefix rules of SPEC §2.1 / SPEC-NOTES.
export const LANG_CODES = ['zh', 'en', 'tw', 'ja'] as const;
export type LangCode = (typeof LANG_CODES)[number];
export const DEFAULT_LANG: LangCode = 'zh';

export type ApiLangKey = 'zh_cn' | 'en' | 'zh_tw' | 'jp';

export interface Language {
  code: LangCode;
  file: string;
  name: string;
  showName: string;
  apiKey: ApiLangKey;
  hreflang: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'zh', file: 'zh.json', name: 'Chinese (Simplified)', showName: '简体中文', apiKey: 'zh_cn', hreflang: 'zh-CN' },
  { code: 'en', file: 'en.json', name: 'English', showName: 'English', apiKey: 'en', hreflang: 'en' },
  { code: 'tw', file: 'tw.json', name: 'Chinese (Traditional)', showName: '繁體中文', apiKey: 'zh_tw', hreflang: 'zh-TW' },
  { code: 'ja', file: 'ja.json', name: 'Japanese', showName: '日本語', apiKey: 'jp', hreflang: 'ja' },
];

/** The China edition advertises only these languages to search engines (SPEC §1, SPEC-NOTES). */
export const CN_HREFLANG_CODES: readonly LangCode[] = ['zh', 'en'];

/** Cookie holding the visitor's chosen language (SPEC-NOTES). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function getLanguage(code: LangCode): Language {
  return LANGUAGES.find((l) => l.code === code)!;
}

/** Maps an API `langType` value (SPEC §1 apiKey) to a language; unknown values give undefined. */
export function langFromApiKey(apiKey: string | null | undefined): LangCode | undefined {
  if (!apiKey) return undefined;
  return LANGUAGES.find((l) => l.apiKey === apiKey || l.code === apiKey)?.code;
}

/**
 * Splits a pathname into its language prefix and the rest.
 * `/en/tools` → { lang: 'en', rest: '/tools', prefixed: true }; `/tools` → { lang: default, prefixed: false }.
 */
export function splitLangPrefix(
  pathname: string,
  defaultLang: LangCode = DEFAULT_LANG,
): { lang: LangCode; rest: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isLangCode(match[1])) {
    return { lang: match[1], rest: match[2] || '/', prefixed: true };
  }
  return { lang: defaultLang, rest: pathname || '/', prefixed: false };
}

/** The canonical path of `rest` in `lang`: the default language has no prefix. */
export function localizePath(rest: string, lang: LangCode, defaultLang: LangCode = DEFAULT_LANG): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  if (lang === defaultLang) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}
