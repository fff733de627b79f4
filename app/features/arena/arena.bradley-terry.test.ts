import { describe, expect, it } from 'vitest';
import { fitBradleyTerry, quantile, rateContestants, ratingOf, seededRandom, type Comparison } from './arena.bradley-terry';

// The same list as VOTES in tests/reference/arena-bradley-terry.py.
const VOTES: [string, string, 1 | 0 | 0.5][] = [
  ['deepseek', 'kimi', 1], ['deepseek', 'kimi', 1], ['deepseek', 'kimi', 0], ['deepseek', 'kimi', 0.5],
  ['deepseek', 'qwen', 1], ['deepseek', 'qwen', 0], ['deepseek', 'qwen', 1],
  ['deepseek', 'openai', 0], ['deepseek', 'openai', 0.5], ['deepseek', 'openai', 1], ['deepseek', 'openai', 0],
  ['kimi', 'qwen', 1], ['kimi', 'qwen', 0.5], ['kimi', 'qwen', 0], ['kimi', 'qwen', 1],
  ['kimi', 'doubao', 1], ['kimi', 'doubao', 1], ['kimi', 'doubao', 0],
  ['qwen', 'doubao', 1], ['qwen', 'doubao', 0.5], ['qwen', 'doubao', 0], ['qwen', 'doubao', 1],
  ['openai', 'qwen', 1], ['openai', 'qwen', 1], ['openai', 'qwen', 0.5],
  ['openai', 'doubao', 1], ['openai', 'doubao', 0], ['openai', 'doubao', 1],
  ['doubao', 'deepseek', 0], ['doubao', 'deepseek', 0], ['doubao', 'deepseek', 1],
  ['openai', 'kimi', 0.5], ['openai', 'kimi', 1], ['openai', 'kimi', 0],
];
const comparisons: Comparison[] = VOTES.map(([a, b, score]) => ({ a, b, score }));

/**
 * Computed once with tests/reference/arena-bradley-terry.py: the same penalised likelihood maximised by SciPy's
 * BFGS over log-strengths (another optimiser and another implementation than the Newton fit under test).
 */
const REFERENCE = { deepseek: 1046.182494, doubao: 909.950204, kimi: 1018.956287, openai: 1088.852175, qwen: 935.542218 };

describe('Bradley–Terry', () => {
  it('matches the reference computation to 3 decimals', () => {
    const strengths = fitBradleyTerry(comparisons);
    for (const [name, rating] of Object.entries(REFERENCE)) expect(ratingOf(strengths.get(name)!)).toBeCloseTo(rating, 3);
  });

  it('is finite for a contestant that only won, and symmetric for mirrored votes', () => {
    const strengths = fitBradleyTerry([{ a: 'x', b: 'y', score: 1 }, { a: 'x', b: 'y', score: 1 }]);
    const x = ratingOf(strengths.get('x')!);
    const y = ratingOf(strengths.get('y')!);
    expect(Number.isFinite(x)).toBe(true);
    expect(x).toBeGreaterThan(1000);
    expect(x - 1000).toBeCloseTo(1000 - y, 6);
  });

  it('reproduces bootstrap intervals with the same seed, and each interval holds its estimate', () => {
    const first = rateContestants(comparisons, { rounds: 200, seed: 42 });
    const again = rateContestants(comparisons, { rounds: 200, seed: 42 });
    expect(again).toEqual(first);
    const other = rateContestants(comparisons, { rounds: 200, seed: 7 });
    expect(other.map((r) => r.ciLow)).not.toEqual(first.map((r) => r.ciLow));
    for (const row of first) {
      expect(row.ciLow).toBeLessThanOrEqual(row.rating);
      expect(row.ciHigh).toBeGreaterThanOrEqual(row.rating);
      expect(row.rating).toBeCloseTo(REFERENCE[row.contestant as keyof typeof REFERENCE], 3);
    }
    expect(first.map((r) => r.contestant)).toEqual(['openai', 'deepseek', 'kimi', 'qwen', 'doubao']);
    const openai = first[0]!;
    expect({ battles: openai.battles, wins: openai.wins, losses: openai.losses, ties: openai.ties }).toEqual({ battles: 13, wins: 7, losses: 3, ties: 3 });
  });

  it('ranks contestants apart only when their intervals do not overlap', () => {
    const lopsided: Comparison[] = [];
    for (let k = 0; k < 60; k++) lopsided.push({ a: 'strong', b: 'weak', score: k % 10 === 0 ? 0 : 1 });
    for (let k = 0; k < 4; k++) lopsided.push({ a: 'strong', b: 'twin', score: k % 2 ? 1 : 0 });
    const rows = rateContestants(lopsided, { rounds: 200, seed: 1 });
    const rank = Object.fromEntries(rows.map((r) => [r.contestant, r.rank]));
    expect(rank.strong).toBe(1);
    expect(rank.weak).toBeGreaterThan(1);
  });

  it('has a seeded generator in [0, 1) and numpy-style quantiles', () => {
    const r = seededRandom(3);
    const values = Array.from({ length: 1000 }, r);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(3)()).toBe(values[0]);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20], 0.025)).toBeCloseTo(10.25, 10);
  });
});
