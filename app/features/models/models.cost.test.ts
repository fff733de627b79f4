// The cost calculator's maths (models.cost.ts), table-driven: tiers, cached share, currencies, units, budget mode
// and the edges (zero, huge numbers, a missing cached price charged at the input price).
import { describe, expect, it } from 'vitest';
import { estimateCost, pricesFor, requestTokens, type CostInput, type PricedModel } from './models.cost';

const RATE = 7;
const base: CostInput = { unit: 'tokens', input: 1000, output: 500, requestsPerDay: 1000, cachedPercent: 0, mode: 'monthly', budget: 100, currency: 'USD' };
const model = (over: Partial<PricedModel> = {}): PricedModel => ({
  id: 'm',
  name: 'M',
  provider: 'p',
  currency: 'USD',
  priceInput: 2,
  priceOutput: 8,
  priceCachedInput: 0.5,
  tiers: [],
  ...over,
});
// Gemini-style tiers: prompts over 200K tokens pay more for input, cached input and output.
const tiered = model({ id: 't', priceInput: 1.25, priceOutput: 10, priceCachedInput: 0.31, tiers: [{ above: 200_000, input: 2.5, output: 15, cachedInput: 0.625 }] });
const three = model({ id: 'q', currency: 'CNY', priceInput: 6, priceOutput: 24, priceCachedInput: null, tiers: [{ above: 32_768, input: 10, output: 40, cachedInput: null }, { above: 131_072, input: 15, output: 60, cachedInput: null }] });

describe('estimateCost: one model, monthly mode', () => {
  const cases: [name: string, input: Partial<CostInput>, m: PricedModel, perRequestUsd: number, monthlyUsd: number][] = [
    ['list prices, no cache', {}, model(), 0.006, 180],
    ['half the input cached at the cached price', { cachedPercent: 50 }, model(), 0.00525, 157.5],
    ['no cached price: cached tokens pay the input price', { cachedPercent: 50 }, model({ priceCachedInput: null }), 0.006, 180],
    ['everything cached', { cachedPercent: 100 }, model(), 0.0045, 135],
    ['prompt at the tier threshold pays the base prices', { input: 200_000 }, tiered, (200_000 * 1.25 + 500 * 10) / 1e6, ((200_000 * 1.25 + 500 * 10) / 1e6) * 30_000],
    ['prompt one token above pays the tier for the whole request', { input: 200_001 }, tiered, (200_001 * 2.5 + 500 * 15) / 1e6, ((200_001 * 2.5 + 500 * 15) / 1e6) * 30_000],
    ['tiered cached price', { input: 300_000, cachedPercent: 10 }, tiered, (270_000 * 2.5 + 30_000 * 0.625 + 500 * 15) / 1e6, ((270_000 * 2.5 + 30_000 * 0.625 + 500 * 15) / 1e6) * 30_000],
    ['CNY list prices convert to USD at the rate', { input: 1000, output: 1000 }, three, (1000 * 6 + 1000 * 24) / 1e6 / RATE, ((1000 * 6 + 1000 * 24) / 1e6 / RATE) * 30_000],
    ['the highest tier passed applies (three tiers)', { input: 150_000, output: 0 }, three, (150_000 * 15) / 1e6 / RATE, ((150_000 * 15) / 1e6 / RATE) * 30_000],
    ['zero requests cost nothing a month', { requestsPerDay: 0 }, model(), 0.006, 0],
    ['zero tokens cost nothing', { input: 0, output: 0 }, model(), 0, 0],
  ];
  it.each(cases)('%s', (_, input, m, perRequestUsd, monthlyUsd) => {
    const row = estimateCost({ ...base, ...input }, [m], RATE).rows[0]!;
    expect(row.perRequest.USD).toBeCloseTo(perRequestUsd, 12);
    expect(row.monthly.USD).toBeCloseTo(monthlyUsd, 8);
    expect(row.monthly.CNY).toBeCloseTo(monthlyUsd * RATE, 8);
  });

  it('says when the cached price fell back to the input price, and which tier applied', () => {
    expect(pricesFor(model({ priceCachedInput: null }), 10)).toEqual({ input: 2, output: 8, cachedInput: 2, tier: null, cachedFallback: true });
    expect(pricesFor(tiered, 250_000)).toEqual({ input: 2.5, output: 15, cachedInput: 0.625, tier: 200_000, cachedFallback: false });
    // A tier without its own cached price keeps the base cached price.
    expect(pricesFor(model({ tiers: [{ above: 10, input: 4, output: 9, cachedInput: null }] }), 11).cachedInput).toBe(0.5);
  });
});

describe('units of text', () => {
  const cases: [CostInput['unit'], number, number][] = [
    ['tokens', 1000, 1000],
    ['zh_chars', 1000, 600],
    ['en_words', 750, 1000],
    ['ja_chars', 1000, 1000],
    ['zh_chars', 1, 1],
  ];
  it.each(cases)('%s: %d → %d tokens (rounded up)', (unit, amount, tokens) => {
    expect(requestTokens({ unit, input: amount, output: amount, cachedPercent: 0 })).toEqual({ input: tokens, output: tokens, cachedInput: 0 });
  });
});

describe('budget mode', () => {
  const cases: [name: string, input: Partial<CostInput>, m: PricedModel, requests: number | null, perDay: number | null][] = [
    ['a USD budget on a USD model', { budget: 100, currency: 'USD' }, model(), 16_666, 555],
    ['a CNY budget on a USD model', { budget: 700, currency: 'CNY' }, model(), 16_666, 555],
    ['a CNY budget on a CNY model', { budget: 30, currency: 'CNY', input: 1000, output: 1000 }, three, 1000, 33],
    ['a free model: no limit', { budget: 1 }, model({ priceInput: 0, priceOutput: 0, priceCachedInput: 0 }), null, null],
    ['a zero budget buys nothing', { budget: 0 }, model(), 0, 0],
  ];
  it.each(cases)('%s', (_, input, m, requests, perDay) => {
    const row = estimateCost({ ...base, mode: 'budget', ...input }, [m], RATE).rows[0]!;
    expect(row.budgetRequests).toBe(requests);
    expect(row.budgetRequestsPerDay).toBe(perDay);
  });
});

describe('the table', () => {
  it('lists the cheapest first, leaves unpriced models out and names them', () => {
    const result = estimateCost(base, [model({ id: 'dear', name: 'Dear', priceInput: 10, priceOutput: 30 }), model({ id: 'none', priceInput: null }), model({ id: 'cheap', name: 'Cheap', priceInput: 0.1, priceOutput: 0.4 }), three], RATE);
    expect(result.rows.map((r) => r.id)).toEqual(['cheap', 'q', 'dear']);
    expect(result.unpriced).toEqual(['none']);
    expect(result.requestsPerMonth).toBe(30_000);
  });

  it('stays finite with huge inputs', () => {
    const result = estimateCost({ ...base, input: 100_000_000, output: 100_000_000, requestsPerDay: 1_000_000_000, budget: 1e12 }, [model({ priceInput: 150, priceOutput: 600 })], RATE);
    const row = result.rows[0]!;
    expect(Number.isFinite(row.monthly.CNY)).toBe(true);
    expect(row.monthly.USD).toBeCloseTo(((1e8 * 150 + 1e8 * 600) / 1e6) * 3e10, -10);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => estimateCost(base, [model()], 0)).toThrow(RangeError);
    expect(() => estimateCost(base, [model()], Number.NaN)).toThrow(RangeError);
  });
});
