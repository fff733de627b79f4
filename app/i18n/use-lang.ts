import { useLocation, useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '../../server/env';
import type { TNavMenuItem } from '~/features/navigation/navigation.schema';
import type { TPageUser } from '~/features/accounts/accounts.schema';
import { DEFAULT_LANG, getLanguage, localizePath, splitLangPrefix, type LangCode } from './locales';

export interface RootData {
  lang: LangCode;
  /** The language's catalogue file (see app/i18n/catalogue.ts): loaded by the browser, never inlined. */
  messagesHref: string;
  config: PublicConfig;
  menu: TNavMenuItem[];
  /** The signed-in visitor (pages with a session are never shared by the page cache), or null. */
  user: TPageUser | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The language of the current page, from the root loader. */
export function useLang(): LangCode {
  return useRootData()?.lang ?? DEFAULT_LANG;
}

export function useLanguage() {
  return getLanguage(useLang());
}

/** The signed-in visitor of this page, or null. */
export function usePageUser(): TPageUser | null {
  return useRootData()?.user ?? null;
}

export function useConfig(): PublicConfig | undefined {
  return useRootData()?.config;
}

/** Builds links in the current language: `href('/discover')` → '/en/discover' on English pages. */
export function useLocalizedHref() {
  const lang = useLang();
  const defaultLang = useConfig()?.defaultLang ?? DEFAULT_LANG;
  return (path: string) => localizePath(path, lang, defaultLang);
}

/** The current path without its language prefix. */
export function useRestPath(): string {
  const { pathname } = useLocation();
  const defaultLang = useConfig()?.defaultLang ?? DEFAULT_LANG;
  return splitLangPrefix(pathname, defaultLang).rest;
}

/** The sign-in page with the current address as `from` (quotes and angle brackets removed, SPEC §5). */
export function useSignInHref(): string {
  const location = useLocation();
  const href = useLocalizedHref();
  const from = `${location.pathname}${location.search}`.replace(/["'<>`]/g, '');
  return `${href('/login')}?from=${encodeURIComponent(from)}`;
}
