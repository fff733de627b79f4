// The feeds' `<link rel="alternate">` for the heads of news pages: the page language's RSS and Atom feeds.
import type { MetaDescriptor } from 'react-router';
import { localizePath, type LangCode } from '~/i18n/locales';
import { t, type MessageMap } from '~/i18n/meta';

export type TFeedFormat = 'rss' | 'atom';

/** A feed's path in a language (the unprefixed form for the default language, as every page). */
export function feedPath(lang: LangCode, defaultLang: LangCode, format: TFeedFormat): string {
  return localizePath(`/news/${format}.xml`, lang, defaultLang);
}

export function feedLinks(messages: MessageMap, lang: LangCode, appUrl: string, defaultLang: LangCode): MetaDescriptor[] {
  const title = t(messages, 'news.feedTitle', { site: t(messages, 'site.name') });
  return [
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href: `${appUrl}${feedPath(lang, defaultLang, 'rss')}` },
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title, href: `${appUrl}${feedPath(lang, defaultLang, 'atom')}` },
  ];
}
