// The cost calculator's maths (issue 20 §3, docs/decisions/019), in one isomorphic module: the calculator page, the
// API (/api/models/cost) and the site's MCP tool all call `estimateCost`. No database, no I/O.
import type { ModelPriceTier, TModelCurrency, TUnit } from './models.constants';

/** Tokens per unit of text, as the page states them (docs/decisions/019 gives the sources). */
export const TOKENS_PER_UNIT: Record<TUnit, number> = {
  tokens: 1,
  // DeepSeek's API docs: 1 Chinese character ≈ 0.6 tokens.
  zh_chars: 0.6,
  // OpenAI's rule of thumb: 100 tokens ≈ 75 English words.
  en_words: 4 / 3,
  // Japanese kana and kanji: about one token per character on current tokenizers.
  ja_chars: 1,
};

/** A month is 30 days, like the ad slots' month. */
export const DAYS_PER_MONTH = 30;

export interface PricedModel {
  id: string;
  name: string;
  provider: string;
  currency: TModelCurrency;
  priceInput: number | null;
  priceOutput: number | null;
  priceCachedInput: number | null;
  tiers: readonly ModelPriceTier[];
}

export interface CostInput {
  unit: TUnit;
  /** Per request, in `unit`. */
  input: number;
  output: number;
  requestsPerDay: number;
  /** 0–100: share of the input read from the prompt cache. */
  cachedPercent: number;
  mode: 'monthly' | 'budget';
  /** Monthly budget in `currency` (budget mode). */
  budget: number;
  currency: TModelCurrency;
}

export interface CostRow {
  id: string;
  name: string;
  provider: string;
  /** The list prices' currency. */
  priceCurrency: TModelCurrency;
  /** Prices per million tokens that applied (after the prompt-length tier), in the list currency. */
  applied: { input: number; output: number; cachedInput: number; tier: number | null; cachedFallback: boolean };
  perRequest: { USD: number; CNY: number };
  monthly: { USD: number; CNY: number };
  /** Budget mode: requests the budget buys in a month and per day; null when a request costs nothing. */
  budgetRequests: number | null;
  budgetRequestsPerDay: number | null;
}

export interface CostResult {
  tokens: { input: number; output: number; cachedInput: number };
  requestsPerMonth: number;
  rate: number;
  rows: CostRow[];
  /** Models without a list price for input or output: left out of the table. */
  unpriced: string[];
}

/** Token counts of one request: text units converted with the stated ratio, rounded up to whole tokens. */
export function requestTokens(input: Pick<CostInput, 'unit' | 'input' | 'output' | 'cachedPercent'>) {
  const ratio = TOKENS_PER_UNIT[input.unit];
  const inTokens = Math.ceil(input.input * ratio);
  const outTokens = Math.ceil(input.output * ratio);
  const share = Math.min(Math.max(input.cachedPercent, 0), 100) / 100;
  return { input: inTokens, output: outTokens, cachedInput: Math.round(inTokens * share) };
}

/** The prices a request pays: the highest tier whose threshold its prompt exceeds, else the base prices. */
export function pricesFor(model: PricedModel, promptTokens: number) {
  const tier = [...model.tiers].sort((a, b) => a.above - b.above).filter((t) => promptTokens > t.above).at(-1) ?? null;
  const input = tier?.input ?? model.priceInput!;
  const output = tier?.output ?? model.priceOutput!;
  const cached = tier ? (tier.cachedInput ?? model.priceCachedInput) : model.priceCachedInput;
  // No cached price: cached tokens pay the input price (the provider does not discount them).
  return { input, output, cachedInput: cached ?? input, tier: tier?.above ?? null, cachedFallback: cached == null };
}

/** Converts between USD and CNY with `rate` CNY per USD. */
export function convert(amount: number, from: TModelCurrency, to: TModelCurrency, rate: number): number {
  if (from === to) return amount;
  return from === 'USD' ? amount * rate : amount / rate;
}

/** Monthly cost per model (cheapest first), or in budget mode the requests a monthly budget buys (most first). */
export function estimateCost(input: CostInput, models: readonly PricedModel[], rate: number): CostResult {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError('rate must be a positive number');
  const tokens = requestTokens(input);
  const requestsPerMonth = input.requestsPerDay * DAYS_PER_MONTH;
  const rows: CostRow[] = [];
  const unpriced: string[] = [];
  for (const model of models) {
    if (model.priceInput == null || model.priceOutput == null) {
      unpriced.push(model.id);
      continue;
    }
    const applied = pricesFor(model, tokens.input);
    const listCost =
      ((tokens.input - tokens.cachedInput) * applied.input + tokens.cachedInput * applied.cachedInput + tokens.output * applied.output) / 1_000_000;
    const perRequest = { USD: convert(listCost, model.currency, 'USD', rate), CNY: convert(listCost, model.currency, 'CNY', rate) };
    const monthly = { USD: perRequest.USD * requestsPerMonth, CNY: perRequest.CNY * requestsPerMonth };
    const unit = perRequest[input.currency];
    const budgetRequests = unit > 0 ? Math.floor(input.budget / unit) : null;
    rows.push({
      id: model.id,
      name: model.name,
      provider: model.provider,
      priceCurrency: model.currency,
      applied,
      perRequest,
      monthly,
      budgetRequests,
      budgetRequestsPerDay: budgetRequests === null ? null : Math.floor(budgetRequests / DAYS_PER_MONTH),
    });
  }
  // Cheapest first (the same order buys the most requests in budget mode); ties by name for a stable table.
  rows.sort((a, b) => a.perRequest.USD - b.perRequest.USD || a.name.localeCompare(b.name));
  return { tokens, requestsPerMonth, rate, rows, unpriced };
}
