// How the model pages write numbers: token counts (128K, 1M), prices per million tokens with their currency, and
// money amounts of the calculator. Isomorphic.
import { getLanguage, type LangCode } from '~/i18n/locales';
import type { TModelCurrency } from './models.constants';

const locale = (lang: LangCode) => getLanguage(lang).hreflang;

// Making an Intl.NumberFormat costs far more than using one: a page of prices reuses a handful.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: LangCode, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${lang}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale(lang), { minimumFractionDigits, maximumFractionDigits })));
  return format;
}

/** Token counts as providers write them: decimal sizes (128,000 = 128K) first, then binary ones (131,072 = 128K). */
export function formatTokens(n: number | null): string {
  if (n == null) return '—';
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1_048_576 && n % 1_048_576 === 0) return `${n / 1_048_576}M`;
  if (n >= 1_000_000) return `${+(n / 1_000_000).toFixed(2)}M`;
  if (n >= 1000 && n % 1000 === 0) return `${n / 1000}K`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024}K`;
  if (n >= 1000) return `${+(n / 1000).toFixed(1)}K`;
  return String(n);
}

const SYMBOL: Record<TModelCurrency, string> = { USD: '$', CNY: '¥' };

/** A list price per million tokens: `$2.50`, `¥0.8`; null is a dash. */
export function formatPrice(value: number | null, currency: TModelCurrency, lang: LangCode): string {
  if (value == null) return '—';
  const digits = value !== 0 && value < 0.1 ? 4 : 2;
  return `${SYMBOL[currency]}${numberFormat(lang, 0, digits).format(value)}`;
}

/** A money amount of the calculator, with enough digits to tell small amounts apart. */
export function formatMoney(value: number, currency: TModelCurrency, lang: LangCode): string {
  const digits = value === 0 ? 0 : value < 0.01 ? 6 : value < 1 ? 4 : 2;
  return `${SYMBOL[currency]}${numberFormat(lang, Math.min(digits, 2), digits).format(value)}`;
}

export function formatCount(value: number, lang: LangCode): string {
  return numberFormat(lang, 0, 0).format(value);
}
