// The ranking regions of SPEC §2.2: global plus fifteen countries, in the order the spec lists them. URLs and the
// API use the lower-case slug; country names come from the browser's and server's `Intl.DisplayNames` per locale,
// and "global" from the message catalogues (key `region.global`).

export const REGIONS = [
  'global',
  'us',
  'in',
  'br',
  'cn',
  'gb',
  'ca',
  'de',
  'jp',
  'id',
  'ru',
  'mx',
  'ph',
  'au',
  'vn',
  'kr',
] as const;

export type TRegion = (typeof REGIONS)[number];

export function isRegion(value: string): value is TRegion {
  return (REGIONS as readonly string[]).includes(value);
}

/** The ISO 3166-1 alpha-2 code of a country region (`us` → `US`); undefined for `global`. */
export function regionCountry(region: TRegion): string | undefined {
  return region === 'global' ? undefined : region.toUpperCase();
}

/**
 * The region's name in a language (BCP 47 tag, e.g. the language table's hreflang); `globalName` is the catalogue's
 * `region.global` text, since "global" is no country.
 */
export function regionName(region: TRegion, hreflang: string, globalName: string): string {
  const country = regionCountry(region);
  if (!country) return globalName;
  return new Intl.DisplayNames([hreflang], { type: 'region' }).of(country) ?? country;
}
