// Generated SAMPLE traffic and domain figures for the seed catalogue (docs/decisions/007): plausible,
// deterministic (seeded by the product slug), scaled by popularity, and marked `is_sample` until
// `npm run import` replaces them with real figures. They are not measurements of the named sites.
import type { TrafficSources } from '../../../server/db/schema';
import type { TTrafficStats } from './catalogue.schema';

/** The last month the sample history covers; fixed so the same seed always gives the same figures. */
export const SAMPLE_LAST_MONTH = '2026-10';
export const SAMPLE_MONTHS = 12;

/** FNV-1a: a stable 32-bit seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for sample data. */
export function seededRandom(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `count` months ending with `last` (YYYY-MM), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const AUDIENCE: Record<string, [string, number][]> = {
  zh: [
    ['CN', 60],
    ['HK', 8],
    ['TW', 7],
    ['US', 7],
    ['SG', 4],
    ['JP', 3],
    ['MY', 3],
    ['CA', 2],
  ],
  ja: [
    ['JP', 70],
    ['US', 8],
    ['KR', 5],
    ['TW', 4],
    ['CN', 3],
    ['DE', 2],
  ],
  en: [
    ['US', 28],
    ['IN', 10],
    ['GB', 6],
    ['BR', 5],
    ['CA', 4],
    ['DE', 4],
    ['FR', 3],
    ['JP', 3],
    ['ID', 3],
    ['PH', 3],
    ['VN', 2],
    ['MX', 2],
    ['KR', 2],
    ['AU', 2],
    ['RU', 2],
    ['CN', 2],
  ],
};

/** The traffic figures of a product, without its rank (computed across products) and the sample flag. */
export type SampleTraffic = Omit<TTrafficStats, 'rank' | 'isSample'>;

/** Sample figures for one product; `popularity` 1–100 spans roughly 10 thousand to 2 billion visits a month. */
export function sampleTraffic(
  slug: string,
  popularity: number,
  contentLanguage: string,
  launched?: number | null,
): SampleTraffic {
  const rnd = seededRandom(`traffic:${slug}`);
  const level = 4 + (Math.min(100, Math.max(1, popularity)) / 100) * 5.3 + (rnd() - 0.5) * 0.5;
  const current = Math.round(10 ** level);
  const trend = (rnd() - 0.4) * 0.12; // average monthly change, slightly more often up than down
  const months = monthsEnding(SAMPLE_LAST_MONTH, SAMPLE_MONTHS);
  const launchedMonth = launched ? `${launched}-01` : undefined;
  // Walk backwards from this month, so the last point is exactly `current`.
  const visits: number[] = new Array<number>(months.length);
  visits[months.length - 1] = current;
  for (let i = months.length - 2; i >= 0; i--) {
    const change = 1 + trend + (rnd() - 0.5) * 0.16;
    visits[i] = Math.max(0, Math.round(visits[i + 1]! / Math.max(0.5, change)));
  }
  const history = months.map((month, i) => ({
    month,
    visits: launchedMonth && month < launchedMonth ? 0 : visits[i]!,
  }));
  const previous = history[history.length - 2]!.visits;
  const growth = current - previous;

  const raw = {
    direct: 0.3 + rnd() * 0.35,
    search: 0.15 + rnd() * 0.3,
    email: 0.002 + rnd() * 0.02,
    referral: 0.03 + rnd() * 0.1,
    social: 0.02 + rnd() * 0.1,
    display: 0.001 + rnd() * 0.02,
  };
  const total = Object.values(raw).reduce((a, b) => a + b, 0);
  const sources = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, round(v / total, 4)]),
  ) as unknown as TrafficSources;

  const audience = AUDIENCE[contentLanguage] ?? AUDIENCE.en!;
  const weighted = audience.map(([country, weight]) => ({ country, w: weight * (0.6 + rnd() * 0.8) }));
  const sum = weighted.reduce((a, b) => a + b.w, 0) / 0.92; // the rest is "other countries"
  const countries = weighted
    .map(({ country, w }) => ({ country, share: round(w / sum, 4) }))
    .sort((a, b) => b.share - a.share);

  return {
    month: SAMPLE_LAST_MONTH,
    monthlyVisits: current,
    avgVisitSeconds: Math.round(60 + rnd() * 540 + popularity * 3),
    pagesPerVisit: round(1.5 + rnd() * 4 + popularity / 40, 2),
    bounceRate: round(0.25 + rnd() * 0.45, 4),
    growth,
    growthRate: previous > 0 ? round(growth / previous, 4) : 0,
    history,
    sources,
    countries,
  };
}

export interface SampleDomain {
  createdOn: string;
  expiresOn: string;
  changedOn: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Sample registration dates: registered up to a few years before launch, renewed ahead of time. */
export function sampleDomain(slug: string, launched?: number | null): SampleDomain {
  const rnd = seededRandom(`domain:${slug}`);
  const launchYear = launched ?? 2015 + Math.floor(rnd() * 10);
  const created = new Date(
    Date.UTC(launchYear - Math.floor(rnd() * 4), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)),
  );
  const expires = new Date(
    Date.UTC(2027 + Math.floor(rnd() * 4), created.getUTCMonth(), created.getUTCDate()),
  );
  const changed = new Date(Date.UTC(2025, 10 + Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
  return { createdOn: iso(created), expiresOn: iso(expires), changedOn: iso(changed) };
}
