// Bradley–Terry ratings of the arena's contestants (docs/decisions/021): maximum likelihood by Newton's method, ties
// (and "both bad") counted as half a win each, and 95% intervals from a seeded bootstrap over battles. Every contestant also plays one virtual tie against a fixed anchor of strength 1
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
  const names = [...new Set(comparisons.flatMap((c) => [c.a, c.b]))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const n = names.length;
  const wins = new Float64Array(n);
  const games = new Float64Array(n * n);
  for (const c of comparisons) addGame(n, wins, games, index.get(c.a)!, index.get(c.b)!, c.score);
  const p = fitCounts(n, wins, games, options);
  return new Map(names.map((name, i) => [name, p[i]!]));
}

function addGame(n: number, wins: Float64Array, games: Float64Array, i: number, j: number, score: number) {
  if (i === j) return;
  wins[i]! += score;
  wins[j]! += 1 - score;
  games[i * n + j]! += 1;
  games[j * n + i]! += 1;
}

/**
 * The fit on counts: `wins[i]` (fractional) and `games[i * n + j]`, on the n × n table so its cost does not grow
 * with the number of votes. Newton's method on the log-strengths (the penalised log-likelihood is strictly
 * concave thanks to the anchor games), halving a step that does not improve it; a few iterations suffice where
 * minorization–maximization crawls along the common scale when votes are many.
 */
function fitCounts(n: number, wins: Float64Array, games: Float64Array, options: FitOptions): Float64Array {
  const prior = options.prior ?? 1;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-12;
  const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
  // From win totals alone: Σ w_i β_i − Σ_{i<j} g_ij log(e^β_i + e^β_j), plus the anchor ties.
  const logLikelihood = (beta: Float64Array) => {
    let value = 0;
    for (let i = 0; i < n; i++) {
      const q = sigmoid(beta[i]!);
      value += (prior / 2) * (Math.log(q) + Math.log(1 - q));
      for (let j = i + 1; j < n; j++) {
        const g = games[i * n + j]!;
        if (!g) continue;
        value -= g * Math.log(Math.exp(beta[i]!) + Math.exp(beta[j]!));
      }
      value += wins[i]! * beta[i]!;
    }
    return value;
  };
  let beta = new Float64Array(n);
  let current = logLikelihood(beta);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const gradient = new Float64Array(n);
    const hessian = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      const q = sigmoid(beta[i]!);
      gradient[i] = wins[i]! + prior / 2 - prior * q;
      hessian[i * n + i] = -prior * q * (1 - q);
      for (let j = 0; j < n; j++) {
        const g = games[i * n + j]!;
        if (!g || i === j) continue;
        const pij = sigmoid(beta[i]! - beta[j]!);
        gradient[i]! -= g * pij;
        hessian[i * n + i]! -= g * pij * (1 - pij);
        hessian[i * n + j] = g * pij * (1 - pij);
      }
    }
    const step = solve(n, hessian, gradient);
    let scale = 1;
    let next = beta;
    let value = current;
    for (let halving = 0; halving < 30; halving++) {
      next = beta.map((b, i) => b - scale * step[i]!);
      value = logLikelihood(next);
      if (value >= current - 1e-12) break;
      scale /= 2;
    }
    const change = Math.max(...next.map((b, i) => Math.abs(b - beta[i]!)));
    beta = next;
    current = value;
    if (change < tolerance) break;
  }
  return beta.map(Math.exp);
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is n × n, row-major; both are copied). */
function solve(n: number, matrix: Float64Array, vector: Float64Array): Float64Array {
  const a = Float64Array.from(matrix);
  const b = Float64Array.from(vector);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row * n + col]!) > Math.abs(a[pivot * n + col]!)) pivot = row;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) [a[col * n + k], a[pivot * n + k]] = [a[pivot * n + k]!, a[col * n + k]!];
      [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    }
    for (let row = col + 1; row < n; row++) {
      const factor = a[row * n + col]! / a[col * n + col]!;
      if (!factor) continue;
      for (let k = col; k < n; k++) a[row * n + k]! -= factor * a[col * n + k]!;
      b[row]! -= factor * b[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < n; k++) sum -= a[row * n + k]! * x[k]!;
    x[row] = sum / a[row * n + row]!;
  }
  return x;
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
  const names = [...estimate.keys()];
  const index = new Map(names.map((name, i) => [name, i]));
  const n = names.length;
  const left = Int32Array.from(comparisons, (c) => index.get(c.a)!);
  const right = Int32Array.from(comparisons, (c) => index.get(c.b)!);
  const random = seededRandom(options.seed);
  const samples = new Map<string, number[]>(names.map((k) => [k, []]));
  for (let round = 0; round < options.rounds; round++) {
    const wins = new Float64Array(n);
    const games = new Float64Array(n * n);
    const seen = new Uint8Array(n);
    for (let k = 0; k < comparisons.length; k++) {
      const pick = Math.floor(random() * comparisons.length);
      addGame(n, wins, games, left[pick]!, right[pick]!, comparisons[pick]!.score);
      seen[left[pick]!] = 1;
      seen[right[pick]!] = 1;
    }
    const p = fitCounts(n, wins, games, options);
    // A contestant absent from a resample has no estimate in it.
    for (let i = 0; i < n; i++) if (seen[i]) samples.get(names[i]!)!.push(ratingOf(p[i]!));
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
