import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LANG, getLanguage, type LangCode } from './locales';

interface RootData {
  lang: LangCode;
}

/** The language of the current page, from the root loader. */
export function useLang(): LangCode {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data?.lang ?? DEFAULT_LANG;
}

export function useLanguage() {
  return getLanguage(useLang());
}
