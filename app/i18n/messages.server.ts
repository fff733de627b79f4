// Message catalogues (app/locales/*.json) and a tiny ICU-lite formatter for server-side messages.
// Pages format with react-intl; the API formats its `msg` here so the server needs no React.
import en from '~/locales/en.json';
import ja from '~/locales/ja.json';
import tw from '~/locales/tw.json';
import zh from '~/locales/zh.json';
import type { LangCode } from './locales';

export type MessageKey = keyof typeof zh;
export type Messages = Record<MessageKey, string>;

export const CATALOGUES: Record<LangCode, Messages> = { zh, en, tw, ja };

/** Formats `{name}` placeholders; used for API messages, which never need plurals. */
export function formatMessage(
  lang: LangCode,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[lang][key] ?? CATALOGUES.zh[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
