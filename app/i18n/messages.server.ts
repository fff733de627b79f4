// Message catalogues (app/locales/*.json) and a tiny ICU-lite formatter for server-side messages.
// Pages format with app/i18n/intl.tsx; the API formats its `msg` here so the server needs no React.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '~/locales/en.json';
import ja from '~/locales/ja.json';
import tw from '~/locales/tw.json';
import zh from '~/locales/zh.json';
import type { LangCode } from './locales';

export type MessageKey = keyof typeof zh;
export type Messages = Record<MessageKey, string>;

export const CATALOGUES: Record<LangCode, Messages> = { zh, en, tw, ja };

/** A catalogue with every message already parsed into its ICU syntax tree. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = new Map<LangCode, CompiledMessages>();

/**
 * The catalogue pages receive: parsed once per language here, so the browser bundle carries the ICU runtime without
 * its message parser (vite.config.ts swaps it for the parser-less build on the client).
 */
export function compiledCatalogue(lang: LangCode): CompiledMessages {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(CATALOGUES[lang]).map(([key, text]) => [key, parse(text)]));
    compiled.set(lang, messages);
  }
  return messages;
}

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
