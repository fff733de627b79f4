// Comparison URLs (isomorphic): /compare/{a}-vs-{b}[-vs-{c}[-vs-{d}]], slugs in alphabetical order so that a-vs-b
// and b-vs-a are one page. A slug that itself contains "-vs-" cannot be compared.
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_SEPARATOR = '-vs-';

/** The slugs of a comparison path segment, or undefined when it cannot be one (too few, too many, repeats). */
export function parseComparePair(segment: string): string[] | undefined {
  const slugs = segment.toLowerCase().split(COMPARE_SEPARATOR);
  if (slugs.length < COMPARE_MIN || slugs.length > COMPARE_MAX) return undefined;
  if (slugs.some((s) => !/^[a-z0-9][a-z0-9-]{0,79}$/.test(s))) return undefined;
  if (new Set(slugs).size !== slugs.length) return undefined;
  return slugs;
}

/** The one URL segment of a set of products. */
export function canonicalComparePair(slugs: readonly string[]): string {
  return [...slugs].sort().join(COMPARE_SEPARATOR);
}

/** The path of the comparison of these products, or of the product itself when only one is left. */
export function comparePath(slugs: readonly string[]): string {
  const unique = [...new Set(slugs)];
  return unique.length >= COMPARE_MIN ? `/compare/${canonicalComparePair(unique.slice(0, COMPARE_MAX))}` : `/details/${unique[0] ?? ''}`;
}
