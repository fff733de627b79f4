// Number and text formatters of SPEC §9, shared by server rendering and the browser.

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function signed(value: number, format: (abs: number) => string): string {
  return value < 0 ? `-${format(-value)}` : format(value);
}

/** 1e6 and up → one decimal + M; 1e3 and up → one decimal + K; below that as is. */
export function abbreviateNumber(value: number): string {
  if (!isNumber(value)) return '0';
  return signed(value, (n) => {
    if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
    if (n >= 1e3) return `${(n / 1e3).toFixed(1)}K`;
    return String(n);
  });
}

/** Below 10000 as is; below 1e6 two decimals + k; otherwise two decimals + m. */
export function formatCompact(value: number): string {
  if (!isNumber(value)) return '0';
  return signed(value, (n) => {
    if (n < 10000) return String(n);
    if (n < 1e6) return `${(n / 1e3).toFixed(2)}k`;
    return `${(n / 1e6).toFixed(2)}m`;
  });
}

/** Value × 100 with two decimals and %, and '0' for a falsy (or non-finite) input. */
export function formatPercent(value: number | null | undefined): string {
  if (!value || !Number.isFinite(value)) return '0';
  return `${(value * 100).toFixed(2)}%`;
}

export interface CountUnits {
  /** 亿, hundred million */
  e8: string;
  /** 万, ten thousand */
  e4: string;
  /** 千, thousand */
  e3: string;
}

/** Counts in Chinese units: 1.2亿, 3.4万, 5.6千; one decimal, a trailing .0 dropped. */
export function formatCountUnits(value: number, units: CountUnits): string {
  if (!isNumber(value)) return '0';
  const one = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  return signed(value, (n) => {
    if (n >= 1e8) return `${one(n / 1e8)}${units.e8}`;
    if (n >= 1e4) return `${one(n / 1e4)}${units.e4}`;
    if (n >= 1e3) return `${one(n / 1e3)}${units.e3}`;
    return String(n);
  });
}

export const TEXT_PREVIEW_LENGTH = 120;

/** The first 120 characters of a text after removing HTML tags and line breaks. */
export function textPreview(html: string | null | undefined, length = TEXT_PREVIEW_LENGTH): string {
  if (!html) return '';
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/[\r\n]+/g, '')
    .trim();
  return Array.from(text).slice(0, length).join('');
}
