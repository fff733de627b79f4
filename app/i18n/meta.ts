// Page <title>/<meta> helpers: route `meta` functions read the catalogue the root loader already sent.
import type { MetaDescriptor } from 'react-router';
import type { LangCode } from './locales';

export type MessageMap = Record<string, string>;

interface RootMatchData {
  lang: LangCode;
  messages: MessageMap;
  config?: { appUrl: string };
}

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function rootData(matches: readonly (MatchLike | undefined)[]): RootMatchData {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as RootMatchData | undefined;
  return data ?? { lang: 'zh', messages: {} };
}

/** Formats one catalogue entry with `{name}` values (titles never need plurals). */
export function t(messages: MessageMap, key: string, values: Record<string, string | number> = {}): string {
  return (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  titleKey: string,
  descriptionKey = 'site.description',
): MetaDescriptor[] {
  const { messages } = rootData(matches);
  return [{ title: t(messages, titleKey) }, { name: 'description', content: t(messages, descriptionKey) }];
}
