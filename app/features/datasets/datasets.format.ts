// How dataset sizes are written: counts in each language's compact notation (15T in English, 15万亿 in Chinese,
// 15兆 in Japanese), bytes in decimal units as publishers state them (825 GB). Isomorphic.
import { getLanguage, type LangCode } from '~/i18n/locales';
import type { TDatasetUnit } from './datasets.constants';

const formats = new Map<LangCode, Intl.NumberFormat>();
function compact(lang: LangCode): Intl.NumberFormat {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(getLanguage(lang).hreflang, { notation: 'compact', maximumFractionDigits: 1 })));
  return format;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

function formatBytes(n: number): string {
  let i = 0;
  while (n >= 1000 && i < BYTE_UNITS.length - 1) {
    n /= 1000;
    i++;
  }
  return `${+n.toFixed(1)} ${BYTE_UNITS[i]}`;
}

/** The number part of a size (the unit's word comes from the messages); null when the publisher gives none. */
export function formatDatasetSize(size: number | null, unit: TDatasetUnit, lang: LangCode): string | null {
  if (size == null) return null;
  if (unit === 'bytes') return formatBytes(size);
  // Exact figures below ten thousand read better in full (1,616 tasks, not 1.6K).
  if (size < 10_000) return new Intl.NumberFormat(getLanguage(lang).hreflang).format(size);
  return compact(lang).format(size);
}
