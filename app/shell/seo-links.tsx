// Search-engine link tags (SPEC §1, §9): an alternate per language plus x-default, and a canonical on APP_URL.
// The China edition lists only its own languages. A page whose query string is part of its identity (the model
// comparison: /models/compare?ids=…) returns `canonicalSearch` from its loader, and the links carry it.
import { useLocation, useMatches } from 'react-router';
import { CN_HREFLANG_CODES, LANGUAGES, localizePath, splitLangPrefix } from '~/i18n/locales';
import { useConfig, useLang } from '~/i18n/use-lang';

export function SeoLinks() {
  const config = useConfig();
  const lang = useLang();
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1)?.loaderData as { canonicalSearch?: unknown } | undefined;
  if (!config) return null;
  const search = typeof leaf?.canonicalSearch === 'string' && leaf.canonicalSearch ? `?${leaf.canonicalSearch}` : '';
  const { rest } = splitLangPrefix(pathname, config.defaultLang);
  const languages = config.isCN ? LANGUAGES.filter((l) => CN_HREFLANG_CODES.includes(l.code)) : LANGUAGES;
  const url = (code: typeof lang) => `${config.appUrl}${localizePath(rest, code, config.defaultLang)}${search}`;
  return (
    <>
      <link rel="canonical" href={url(lang)} />
      {languages.map((language) => (
        <link key={language.code} rel="alternate" hrefLang={language.hreflang} href={url(language.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(config.defaultLang)} />
    </>
  );
}
