// Bradley–Terry ratings of the arena's contestants (docs/decisions/021): maximum likelihood by Hunter's
// minorization–maximization, ties (and "both bad") counted as half a win each, and 95% intervals from a seeded
// bootstrap over battles. Every contestant also plays one virtual tie against a fixed anchor of strength 1
// (rating 1000): it keeps the estimate finite for a contestant that has only won or only lost, pins the scale
// without a normalisation step, and moves little once a contestant has a few dozen votes.

export interface Comparison {
  a: string;
  b: string;
  /** 1: a won, 0: b won, 0.5: tie. */
  score: 1 | 0 | 0.5;
}

export interface FitOptions {
  /** Virtual ties against the anchor per contestant. */
  prior?: number;
  maxIterations?: number;
  tolerance?: number;
}

/** Elo-like scale: 400 points are a factor of ten in the odds of winning. */
export const ratingOf = (strength: number) => 1000 + 400 * Math.log10(strength);

/** Strengths (anchor = 1) by contestant. */
export function fitBradleyTerry(comparisons: readonly Comparison[], options: FitOptions = {}): Map<string, number> {
  const prior = options.prior ?? 1;
  const maxIterations = options.maxIterations ?? 10_000;
  const tolerance = options.tolerance ?? 1e-12;
  const names = [...new Set(comparisons.flatMap((c) => [c.a, c.b]))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const n = names.length;
  const wins = new Float64Array(n).fill(prior / 2);
  // games[i * n + j]: games between i and j.
  const games = new Float64Array(n * n);
  for (const c of comparisons) {
    const i = index.get(c.a)!;
    const j = index.get(c.b)!;
    if (i === j) continue;
    wins[i]! += c.score;
    wins[j]! += 1 - c.score;
    games[i * n + j]! += 1;
    games[j * n + i]! += 1;
  }
  let p = new Float64Array(n).fill(1);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const next = new Float64Array(n);
    let change = 0;
    for (let i = 0; i < n; i++) {
      let denominator = prior / (p[i]! + 1);
      for (let j = 0; j < n; j++) {
        const g = games[i * n + j]!;
        if (g) denominator += g / (p[i]! + p[j]!);
      }
      next[i] = wins[i]! / denominator;
      change = Math.max(change, Math.abs(Math.log(next[i]!) - Math.log(p[i]!)));
    }
    p = next;
    if (change < tolerance) break;
  }
  return new Map(names.map((name, i) => [name, p[i]!]));
}

/** mulberry32: a small seeded generator, so the same votes and seed give the same intervals everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The q-quantile (0–1) of sorted values, interpolated linearly (numpy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export interface RatedContestant {
  contestant: string;
  rating: number;
  ciLow: number;
  ciHigh: number;
  battles: number;
  wins: number;
  losses: number;
  ties: number;
  /** 1 + the contestants whose interval lies wholly above this one's: equal ranks are not told apart by the votes. */
  rank: number;
}

export interface RateOptions extends FitOptions {
  rounds: number;
  seed: number;
}

/** Ratings with 95% bootstrap intervals (battles resampled with replacement), best first. */
export function rateContestants(comparisons: readonly Comparison[], options: RateOptions): RatedContestant[] {
  if (!comparisons.length) return [];
  const estimate = fitBradleyTerry(comparisons, options);
  const random = seededRandom(options.seed);
  const samples = new Map<string, number[]>([...estimate.keys()].map((k) => [k, []]));
  for (let round = 0; round < options.rounds; round++) {
    const resample: Comparison[] = [];
    for (let k = 0; k < comparisons.length; k++) resample.push(comparisons[Math.floor(random() * comparisons.length)]!);
    for (const [name, strength] of fitBradleyTerry(resample, options)) samples.get(name)!.push(ratingOf(strength));
  }
  const rows = [...estimate].map(([contestant, strength]) => {
    const sorted = samples.get(contestant)!.sort((x, y) => x - y);
    const mine = comparisons.filter((c) => c.a === contestant || c.b === contestant);
    const won = (c: Comparison) => (c.a === contestant ? c.score === 1 : c.score === 0);
    const lost = (c: Comparison) => (c.a === contestant ? c.score === 0 : c.score === 1);
    return {
      contestant,
      rating: ratingOf(strength),
      ciLow: quantile(sorted, 0.025),
      ciHigh: quantile(sorted, 0.975),
      battles: mine.length,
      wins: mine.filter(won).length,
      losses: mine.filter(lost).length,
      ties: mine.filter((c) => c.score === 0.5).length,
      rank: 0,
    };
  });
  for (const row of rows) row.rank = 1 + rows.filter((other) => other.ciLow > row.ciHigh).length;
  return rows.sort((x, y) => y.rating - x.rating || x.contestant.localeCompare(y.contestant));
}
