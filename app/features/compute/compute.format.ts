// Money and sizes in the reader's language: prices in CNY, memory in GB (TB from 1,000 GB).
import { getLanguage, type LangCode } from '~/i18n/locales';

/** Exactly `digits` decimals, so the prices of a list line up (¥1.30 and ¥6.00 an hour, ¥719 a month). */
export function formatCny(value: number, lang: LangCode, digits = 2): string {
  return new Intl.NumberFormat(getLanguage(lang).hreflang, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

export function formatGb(value: number, lang: LangCode): string {
  const n = new Intl.NumberFormat(getLanguage(lang).hreflang, { maximumFractionDigits: value >= 100 ? 0 : value >= 10 ? 1 : 2 });
  return value >= 1000 ? `${n.format(value / 1000)} TB` : `${n.format(value)} GB`;
}

export function formatNumber(value: number, lang: LangCode, digits = 1): string {
  return new Intl.NumberFormat(getLanguage(lang).hreflang, { maximumFractionDigits: digits }).format(value);
}
