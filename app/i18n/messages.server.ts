// Message catalogues (app/locales/*.json): parsed for the pages, served to browsers as one content-hashed file per
// language, and formatted for the API's `msg` and other server text (plurals through the pages' ICU formatter).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import en from '~/locales/en.json';
import ja from '~/locales/ja.json';
import tw from '~/locales/tw.json';
import zh from '~/locales/zh.json';
import type { CompiledMessages } from './catalogue';
import { createIntl, type IntlShape } from './intl';
import { getLanguage, LANG_CODES, type LangCode } from './locales';

export type MessageKey = keyof typeof zh;
export type Messages = Record<MessageKey, string>;

export const CATALOGUES: Record<LangCode, Messages> = { zh, en, tw, ja };

const compiled = new Map<LangCode, CompiledMessages>();

/**
 * The catalogue pages format: each message parsed once per process into its ICU syntax tree, so the browser carries
 * the formatter without formatjs's parser. A message that is plain text (nine in ten) stays a string: the same
 * text, a third of the bytes of its one-element tree.
 */
export function compiledCatalogue(lang: LangCode): CompiledMessages {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGUES[lang]).map(([key, text]) => {
        const tree = parse(text);
        const only = tree.length === 1 ? tree[0] : undefined;
        return [key, only?.type === TYPE.literal && !only.value.includes('{') ? only.value : tree];
      }),
    );
    compiled.set(lang, messages);
  }
  return messages;
}

export interface CatalogueAsset {
  /** `/i18n/<lang>.<hash>.json`: immutable, shared by every page of the language. */
  href: string;
  hash: string;
  body: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const assets = new Map<LangCode, CatalogueAsset>();

/**
 * The compiled catalogue as the file browsers load before hydrating a page (entry.client.tsx), instead of inside
 * every page's loader data: compressed once per process, named by its content so it is cached for good and a
 * changed catalogue gets a new name.
 */
export function catalogueAsset(lang: LangCode): CatalogueAsset {
  let asset = assets.get(lang);
  if (!asset) {
    const body = new TextEncoder().encode(JSON.stringify(compiledCatalogue(lang)));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    asset = {
      href: `/i18n/${lang}.${hash}.json`,
      hash,
      body,
      br: new Uint8Array(
        brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ),
      gzip: new Uint8Array(gzipSync(body, { level: 9 })),
    };
    assets.set(lang, asset);
  }
  return asset;
}

/** The language and hash of a catalogue file name (`en.Ab12Cd34Ef56.json`), or undefined. */
export function parseCatalogueFile(file: string): { lang: LangCode; hash: string } | undefined {
  const match = /^([a-z]{2})\.([\w-]{1,64})\.json$/.exec(file);
  const lang = match?.[1] as LangCode | undefined;
  return lang && LANG_CODES.includes(lang) ? { lang, hash: match![2]! } : undefined;
}

const ICU_CHOICE = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/;
const intls = new Map<LangCode, IntlShape>();
function intlFor(lang: LangCode): IntlShape {
  let intl = intls.get(lang);
  if (!intl) intls.set(lang, (intl = createIntl(getLanguage(lang).hreflang, compiledCatalogue(lang))));
  return intl;
}

/** Formats `{name}` placeholders; used for API messages, which never need plurals. */
export function formatMessage(
  lang: LangCode,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[lang][key] ?? CATALOGUES.zh[key] ?? key;
  // A plural or select (an English count, say) takes the pages' ICU formatter; plain placeholders stay simple.
  if (ICU_CHOICE.test(template) && CATALOGUES[lang][key]) return intlFor(lang).formatMessage({ id: key }, values);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
