// Page <title>/<meta> helpers: route `meta` functions read the page language's catalogue (app/i18n/catalogue.ts).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MetaDescriptor } from 'react-router';
import { catalogueFor } from './catalogue';
import type { LangCode } from './locales';

/** A catalogue as pages format it: a message is text (`{name}` placeholders allowed) or its ICU syntax tree. */
export type MessageMap = Record<string, readonly MessageFormatElement[] | string>;

// Element kinds of the ICU syntax tree (the parser's TYPE enum; imported as numbers so no parser code ships).
const LITERAL = 0;
const ARGUMENT = 1;

interface RootMatchData {
  lang: LangCode;
  config?: { appUrl: string };
}

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function rootData(
  matches: readonly (MatchLike | undefined)[],
): RootMatchData & { messages: MessageMap } {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as RootMatchData | undefined;
  const lang = data?.lang ?? 'zh';
  return { ...data, lang, messages: catalogueFor(lang) ?? {} };
}

/** Formats one catalogue entry with `{name}` values (titles never need plurals). */
export function t(messages: MessageMap, key: string, values: Record<string, string | number> = {}): string {
  const message = messages[key] ?? key;
  if (typeof message === 'string')
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return message
    .map((element) => {
      if (element.type === LITERAL) return element.value;
      if (element.type === ARGUMENT) return element.value in values ? String(values[element.value]) : `{${element.value}}`;
      return '';
    })
    .join('');
}

/** The head of the 404 page: its title, and kept out of search indexes. */
export function notFoundMeta(messages: MessageMap): MetaDescriptor[] {
  return [
    { title: `${t(messages, 'error.notFoundTitle')} - ${t(messages, 'site.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Whether the page's loaders could not answer (the root refused the URL: an unknown first segment or a blocked
 * route; or the page's own loader found nothing): its head is the 404 page's.
 */
export function isMissing<T>(matches: readonly (MatchLike | undefined)[], data: T | null | undefined): data is null | undefined {
  return rootMissing(matches) || data === undefined || data === null;
}

function rootMissing(matches: readonly (MatchLike | undefined)[]): boolean {
  const root = matches.find((m) => m?.id === 'root');
  return !(root?.loaderData ?? root?.data);
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  titleKey: string,
  descriptionKey = 'site.description',
): MetaDescriptor[] {
  const { messages } = rootData(matches);
  if (rootMissing(matches)) return notFoundMeta(messages);
  return [{ title: t(messages, titleKey) }, { name: 'description', content: t(messages, descriptionKey) }];
}
