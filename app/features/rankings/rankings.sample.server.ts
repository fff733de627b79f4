// Generated SAMPLE visits per period and region (docs/decisions/007, 015). Nothing is stored: a figure is a pure
// function of the product's sample history (product_traffic, the numbers its traffic tab shows) and the period, so
// the store stays small and every database computes the same rankings. A month inside the history is exactly the
// history's figure; months after it (or before) continue its trend with seeded noise; a week takes its days' share
// of their months with a little weekly noise; a country region takes the product's share of that country.
import { seededRandom } from '~/features/catalogue/catalogue.sample.server';
import type { TrafficCountry, TrafficMonth } from '../../../server/db/schema';
import { regionCountry, type TRegion } from '~/lib/regions';
import { addDays, monthsOf, type Period } from './rankings.periods';

export interface SampleSource {
  slug: string;
  history: readonly TrafficMonth[];
  countries: readonly TrafficCountry[];
}

const monthIndex = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
};
const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

const weights = new Map<string, [month: string, weight: number][]>();

/** The months a week's days fall in, each with its share of that month (days in the week / days in the month). */
function weekWeights(period: Period): [string, number][] {
  let out = weights.get(period.key);
  if (!out) {
    const days = new Map<string, number>();
    for (let day = period.first; day <= period.last; day = addDays(day, 1)) days.set(day.slice(0, 7), (days.get(day.slice(0, 7)) ?? 0) + 1);
    out = [...days].map(([month, n]) => [month, n / daysIn(month)]);
    weights.set(period.key, out);
  }
  return out;
}

/** Per product: its history by month index and its monthly trend, worked out once. */
export class SampleSeries {
  private readonly byIndex = new Map<number, number>();
  private readonly first: number;
  private readonly last: number;
  private readonly trend: number;
  private readonly cache = new Map<number, number>();
  private readonly periods = new Map<string, number>();

  constructor(private readonly source: SampleSource) {
    for (const point of source.history) this.byIndex.set(monthIndex(point.month), point.visits);
    const indexes = [...this.byIndex.keys()].sort((a, b) => a - b);
    this.first = indexes[0] ?? 0;
    this.last = indexes[indexes.length - 1] ?? -1;
    const nonZero = source.history.filter((p) => p.visits > 0);
    const a = nonZero[0];
    const b = nonZero[nonZero.length - 1];
    const span = a && b ? monthIndex(b.month) - monthIndex(a.month) : 0;
    this.trend = a && b && span > 0 ? Math.min(1.15, Math.max(0.88, (b.visits / a.visits) ** (1 / span))) : 1;
  }

  /** Global visits in a month (YYYY-MM). */
  month(month: string): number {
    return this.monthAt(monthIndex(month));
  }

  private monthAt(index: number): number {
    const known = this.byIndex.get(index);
    if (known !== undefined) return known;
    if (this.last < 0) return 0;
    const hit = this.cache.get(index);
    if (hit !== undefined) return hit;
    const rnd = seededRandom(`traffic:${this.source.slug}:${index}`)();
    const step = this.trend * (1 + (rnd - 0.5) * 0.12);
    // Walk outwards from the history one month at a time; before a launch (a zero first month) there is nothing.
    const value =
      index > this.last
        ? Math.round(this.monthAt(index - 1) * step)
        : this.byIndex.get(this.first) === 0
          ? 0
          : Math.round(this.monthAt(index + 1) / step);
    this.cache.set(index, value);
    return value;
  }

  /** Global visits in a period: months as they are, quarters as their months' sum, weeks as their days' share. */
  period(period: Period): number {
    const hit = this.periods.get(period.key);
    if (hit !== undefined) return hit;
    let value: number;
    if (period.kind === 'monthly') value = this.month(period.key);
    else if (period.kind === 'quarterly') value = monthsOf(period).reduce((sum, month) => sum + this.month(month), 0);
    else {
      let sum = 0;
      for (const [month, weight] of weekWeights(period)) sum += this.month(month) * weight;
      const noise = 0.88 + seededRandom(`traffic:${this.source.slug}:${period.key}`)() * 0.24;
      value = Math.round(sum * noise);
    }
    this.periods.set(period.key, value);
    return value;
  }

  /** The product's share (0–1) of a region's visits. */
  share(region: TRegion): number {
    const country = regionCountry(region);
    if (!country) return 1;
    return this.source.countries.find((c) => c.country === country)?.share ?? 0;
  }
}
