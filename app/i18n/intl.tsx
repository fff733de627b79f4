// The pages' message formatting: the language's catalogue, parsed into ICU syntax trees on the server by
// formatjs's parser (compiledCatalogue), in a React context, and a small formatter over those trees built on the
// browser's Intl (NumberFormat, PluralRules, DateTimeFormat). It offers the part of react-intl's API the pages
// use — IntlProvider, FormattedMessage, FormattedNumber, useIntl. react-intl and intl-messageformat cost every
// page about 6 KB gzip more, most of it formatters no page used and a class whose static initialisers survive
// tree-shaking (docs/decisions/011). The formatter is checked against intl-messageformat on every catalogue
// message in app/i18n/intl.test.tsx.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Children, createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { CompiledMessages } from './catalogue';

export type MessageValues = Record<
  string,
  | string
  | number
  | bigint
  | boolean
  | null
  | undefined
  | Date
  | ReactNode
  | ((chunks: ReactNode[]) => ReactNode)
>;

export interface IntlShape {
  locale: string;
  messages: CompiledMessages;
  /** The message with its values; the message id itself when the catalogue has no such message. */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** Like formatMessage, but values may be React nodes and tags (`<strong>…</strong>`) render through functions. */
  formatRich(id: string, values?: MessageValues): ReactNode;
}

/** The named styles of `{n, number, integer}`, `{d, date, short}`, `{t, time, short}`: formatjs's defaults. */
const STYLES: Record<
  'number' | 'date' | 'time',
  Record<string, Intl.NumberFormatOptions & Intl.DateTimeFormatOptions>
> = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

/** One Intl object per kind and options: building them is the costly part of formatting. */
function memoised<O, T>(create: (options?: O) => T) {
  const cache = new Map<string, T>();
  return (options?: O): T => {
    const key = JSON.stringify(options ?? null);
    let value = cache.get(key);
    if (!value) cache.set(key, (value = create(options)));
    return value;
  };
}

type Formatters = ReturnType<typeof createFormatters>;

function createFormatters(locale: string) {
  return {
    number: memoised((options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options)),
    dateTime: memoised((options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options)),
    plural: memoised((options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options)),
  };
}

const own = <T,>(record: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * The parts of a message: text (adjacent text joined) and, for rich messages, React nodes. Throws on a missing
 * value or a tag without a function, like intl-messageformat.
 */
function formatParts(
  elements: MessageFormatElement[],
  formatters: Formatters,
  values: MessageValues | undefined,
  out: unknown[] = [],
  pound?: number,
): unknown[] {
  const push = (part: unknown) => {
    if (typeof part === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += part;
    else out.push(part);
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      push(element.value);
      continue;
    }
    if (element.type === TYPE.pound) {
      if (pound !== undefined) push(formatters.number().format(pound));
      continue;
    }
    const value = values?.[element.value];
    if (element.type === TYPE.tag) {
      if (typeof value !== 'function') throw new Error(`no function for <${element.value}>`);
      // Keyed like children: a chunk may be an element (a nested tag, a React node given as a value).
      const chunks = Children.toArray(
        formatParts(element.children, formatters, values, [], pound) as ReactNode[],
      );
      for (const chunk of [value(chunks)].flat()) push(chunk);
      continue;
    }
    if (!values || !(element.value in values)) throw new Error(`no value for {${element.value}}`);
    switch (element.type) {
      case TYPE.argument:
        push(['string', 'number', 'bigint'].includes(typeof value) ? String(value) : value || '');
        break;
      case TYPE.number: {
        const style =
          typeof element.style === 'string' ? STYLES.number[element.style] : element.style?.parsedOptions;
        const scale = (style as { scale?: number } | undefined)?.scale;
        let number = value as number | bigint;
        if (scale) number = typeof number === 'bigint' ? number * BigInt(scale) : number * scale;
        push(formatters.number(style).format(number));
        break;
      }
      case TYPE.date:
      case TYPE.time: {
        const kind = element.type === TYPE.date ? 'date' : 'time';
        const style =
          typeof element.style === 'string'
            ? STYLES[kind][element.style]
            : (element.style?.parsedOptions ?? (kind === 'time' ? STYLES.time.medium : undefined));
        push(formatters.dateTime(style).format(value as Date | number));
        break;
      }
      case TYPE.select: {
        const option = own(element.options, String(value)) ?? element.options.other;
        if (!option) throw new Error(`no option for {${element.value}} = ${String(value)}`);
        formatParts(option.value, formatters, values, out, pound);
        break;
      }
      case TYPE.plural: {
        const count = Number(value) - (element.offset || 0);
        const option =
          own(element.options, `=${String(value)}`) ??
          own(element.options, formatters.plural({ type: element.pluralType }).select(count)) ??
          element.options.other;
        if (!option) throw new Error(`no option for {${element.value}} = ${String(value)}`);
        formatParts(option.value, formatters, values, out, count);
        break;
      }
    }
  }
  return out;
}

export function createIntl(locale: string, messages: CompiledMessages): IntlShape {
  const formatters = createFormatters(locale);
  const run = (id: string, values?: MessageValues): unknown[] => {
    const ast = messages[id];
    if (typeof ast === 'string') return [ast];
    if (!ast) {
      if (import.meta.env?.DEV) console.error(`[intl] missing message "${id}" (${locale})`);
      return [id];
    }
    try {
      return formatParts(ast, formatters, values);
    } catch (error) {
      // A missing value must not take the page down: show the id, as react-intl did.
      console.error(`[intl] cannot format "${id}"`, error);
      return [id];
    }
  };
  return {
    locale,
    messages,
    formatMessage: ({ id }, values) => run(id, values).join(''),
    formatNumber: (value, options) => formatters.number(options).format(value),
    // Parts as the children of one fragment, given one by one (as react-intl does): siblings that need no keys.
    formatRich: (id, values) => createElement(Fragment, null, ...(run(id, values) as ReactNode[])),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const intl = useMemo(() => createIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl outside IntlProvider');
  return intl;
}

export function FormattedMessage({ id, values }: { id: string; values?: MessageValues }) {
  return useIntl().formatRich(id, values);
}

export function FormattedNumber({ value, ...options }: { value: number } & Intl.NumberFormatOptions) {
  return <>{useIntl().formatNumber(value, options)}</>;
}
