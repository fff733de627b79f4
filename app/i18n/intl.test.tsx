import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormattedMessage, FormattedNumber, IntlProvider, useIntl, type IntlShape } from './intl';
import { LANG_CODES, getLanguage } from './locales';
import type { CompiledMessages } from './catalogue';
import { CATALOGUES, compiledCatalogue, formatMessage, type MessageKey } from './messages.server';

function withIntl(
  lang: 'zh' | 'en' | 'ja' | 'tw',
  locale: string,
  render: (intl: IntlShape) => React.ReactNode,
) {
  function Probe() {
    return <>{render(useIntl())}</>;
  }
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={compiledCatalogue(lang)}>
      <Probe />
    </IntlProvider>,
  );
}

/** What `use` returns inside a provider with the given catalogue: a plain value, not rendered markup. */
function inIntl<T>(locale: string, messages: CompiledMessages, use: (intl: IntlShape) => T): T {
  let result: T | undefined;
  function Probe() {
    result = use(useIntl());
    return null;
  }
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages}>
      <Probe />
    </IntlProvider>,
  );
  return result as T;
}

describe('page message formatting', () => {
  it('chooses the English plural form and formats # in the locale', () => {
    expect(withIntl('en', 'en', (intl) => intl.formatMessage({ id: 'discover.count' }, { total: 1 }))).toBe(
      '1 product found',
    );
    expect(
      withIntl('en', 'en', (intl) => intl.formatMessage({ id: 'discover.count' }, { total: 12345 })),
    ).toBe('12,345 products found');
  });

  it('formats number arguments with the locale separators', () => {
    expect(
      withIntl('zh', 'zh-CN', (intl) => intl.formatMessage({ id: 'details.days' }, { count: 1234 })),
    ).toBe('1,234 天');
  });

  it('renders tags through the functions given as values, as React elements', () => {
    const html = withIntl('en', 'en', () => (
      <FormattedMessage
        id="points.notice.loginText"
        values={{ points: 5, strong: (chunks) => <strong>{chunks}</strong> }}
      />
    ));
    expect(html).toBe('You earned <strong>5</strong> points for signing in today — see you tomorrow');
  });

  it('escapes text values: markup in a value is text, never elements', () => {
    const html = withIntl('en', 'en', () => (
      <FormattedMessage id="details.score" values={{ score: '<img src=x onerror=alert(1)>' }} />
    ));
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('<img');
  });

  it('shows the id for a message the catalogue lacks, and for a message missing a value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(withIntl('en', 'en', (intl) => intl.formatMessage({ id: 'no.such.message' }))).toBe(
      'no.such.message',
    );
    expect(withIntl('en', 'en', (intl) => intl.formatMessage({ id: 'discover.count' }))).toBe(
      'discover.count',
    );
    error.mockRestore();
  });

  it('formats plain numbers in the page locale', () => {
    expect(withIntl('en', 'en', () => <FormattedNumber value={1234567} />)).toBe('1,234,567');
    expect(withIntl('ja', 'ja-JP', (intl) => intl.formatNumber(0.5, { style: 'percent' }))).toBe('50%');
  });

  it('keeps the messages it was given, for "is there such a message" checks', () => {
    expect(withIntl('en', 'en', (intl) => String('site.name' in intl.messages))).toBe('true');
  });
});

/** The values a message takes, by the kind of each argument; tags render as `[tag:…]` so output stays text. */
function sampleValues(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `[${element.value}:${chunks.join('')}]`;
      sampleValues(element.children, count, values);
    } else if (element.type === TYPE.plural || element.type === TYPE.number) {
      values[element.value] = count;
    } else if (element.type === TYPE.select) {
      values[element.value] = Object.keys(element.options)[count % Object.keys(element.options).length];
    } else {
      values[element.value] =
        element.type === TYPE.argument ? `v${count}` : new Date(Date.UTC(2026, 0, count + 1));
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, values);
    }
  }
  return values;
}

describe('formatting matches formatjs intl-messageformat', () => {
  for (const lang of LANG_CODES) {
    it(`on every ${lang} catalogue message, with counts 0, 1, 2, 5, 21 and 1234.5`, () => {
      const locale = getLanguage(lang).hreflang;
      const catalogue = compiledCatalogue(lang);
      let compared = 0;
      for (const [id, compiled] of Object.entries(catalogue)) {
        // Compared with the catalogue's own ICU text, so the plain-text form of simple messages is checked too.
        const source = CATALOGUES[lang][id as MessageKey];
        const ast = typeof compiled === 'string' ? parse(source) : compiled;
        for (const count of [0, 1, 2, 5, 21, 1234.5]) {
          const values = sampleValues(ast, count);
          const expected = [new IntlMessageFormat(source, locale).format(values as never)].flat().join('');
          const actual = inIntl(locale, catalogue, (intl) => intl.formatMessage({ id }, values as never));
          expect.soft(actual, `${lang} ${id} (${count})`).toBe(expected);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('on plural offsets, exact matches, selects and number styles the catalogues may use', () => {
    const messages = {
      guests:
        '{n, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}',
      kind: '{kind, select, open {open source} paid {paid} other {other}}',
      share: '{ratio, number, percent} / {n, number, integer} / {n, number, ::percent scale/100}',
      ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      dates: '{day, date} | {day, date, short} | {day, date, medium} | {day, date, long} | {day, date, full}',
      times: '{day, time} | {day, time, short} | {day, time, medium} | {day, date, ::yyyyMMMd}',
      big: '{big} / {big, number}',
      nested: '<b>bold {host} <i>and # {n, plural, other {#}}</i></b>!',
    };
    const tags = {
      b: (chunks: unknown[]) => `[b:${chunks.join('')}]`,
      i: (chunks: unknown[]) => `[i:${chunks.join('')}]`,
    };
    for (const [id, text] of Object.entries(messages)) {
      for (const values of [
        { n: 0, host: 'Ann', kind: 'open', ratio: 0.25, day: new Date(Date.UTC(2026, 0, 5, 9, 7, 3)) },
        { n: 1, host: 'Ann', kind: 'paid', ratio: 1, day: Date.UTC(2026, 11, 31, 23, 59, 59) },
        { n: 2, host: 'Bo', kind: 'other', ratio: 0.005, day: new Date(Date.UTC(2000, 1, 29)) },
        { n: 23, host: 'Bo', kind: 'nope', ratio: 12.5, day: 0 },
      ].map((values) => ({ ...values, big: 12345678901234567890n, ...tags }))) {
        const formatter = new IntlMessageFormat(text, 'en');
        const expected = formatter.format(values);
        const actual = inIntl('en', { [id]: formatter.getAst() }, (intl) =>
          intl.formatMessage({ id }, values),
        );
        expect(actual, `${id} with n=${values.n}, day=${String(values.day)}`).toBe(expected);
      }
    }
  });
});

describe('formatMessage on the server', () => {
  it('counts with the plural forms of the language (llms.txt category notes read "1 product", "12 products")', () => {
    expect(formatMessage('en', 'llms.categoryNote', { count: 1 })).toBe('1 product');
    expect(formatMessage('en', 'llms.categoryNote', { count: 12 })).toBe('12 products');
    expect(formatMessage('zh', 'llms.categoryNote', { count: 12 })).toBe('12 个产品');
  });
});
