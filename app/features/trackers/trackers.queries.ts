// The queries a tracker asks (docs/decisions/027 "Queries"): built from the products/services, topics and
// competitors, each with its intent, in the tracker's language. They never name the brand itself, so a mention in
// an answer is one the platform gave unprompted. Pure: the wording comes in through `text` (the locale files).
import { TRACKER_INTENTS, type TTrackerIntent, type TTrackerQuery } from './trackers.constants';

export interface QuerySource {
  products: readonly string[];
  topics: readonly string[];
  competitors: readonly string[];
}

/** The template keys below `tracker.query.` and the values they take. */
export type QueryTemplate =
  | 'recommendation.product'
  | 'recommendation.topic'
  | 'comparison.competitor'
  | 'comparison.product'
  | 'informational.product'
  | 'informational.topic'
  | 'transactional.product';

export type QueryText = (template: QueryTemplate, values: Record<string, string>) => string;

/**
 * Up to `max` queries, taken in turn from each intent's candidates (recommendation, comparison, informational,
 * transactional, then again), so a short list still covers every intent; duplicates (case-insensitive) are skipped.
 */
export function generateQueries(source: QuerySource, text: QueryText, max: number): TTrackerQuery[] {
  const products = source.products.length ? source.products : source.topics;
  const product = (i: number) => products[i % Math.max(1, products.length)] ?? '';
  const candidates: Record<TTrackerIntent, [QueryTemplate, Record<string, string>][]> = {
    recommendation: [
      ...products.map((p): [QueryTemplate, Record<string, string>] => ['recommendation.product', { product: p }]),
      ...source.topics.map((t, i): [QueryTemplate, Record<string, string>] => ['recommendation.topic', { topic: t, product: product(i) }]),
    ],
    comparison: [
      ...source.competitors.map((c, i): [QueryTemplate, Record<string, string>] => ['comparison.competitor', { competitor: c, product: product(i) }]),
      ...products.map((p): [QueryTemplate, Record<string, string>] => ['comparison.product', { product: p }]),
    ],
    informational: [
      ...products.map((p): [QueryTemplate, Record<string, string>] => ['informational.product', { product: p }]),
      ...source.topics.map((t): [QueryTemplate, Record<string, string>] => ['informational.topic', { topic: t }]),
    ],
    transactional: products.map((p): [QueryTemplate, Record<string, string>] => ['transactional.product', { product: p }]),
  };
  const out: TTrackerQuery[] = [];
  const seen = new Set<string>();
  const cursor: Record<TTrackerIntent, number> = { informational: 0, comparison: 0, recommendation: 0, transactional: 0 };
  const order: TTrackerIntent[] = ['recommendation', 'comparison', 'informational', 'transactional'];
  while (out.length < max && order.some((intent) => cursor[intent] < candidates[intent].length)) {
    for (const intent of order) {
      if (out.length >= max) break;
      const next = candidates[intent][cursor[intent]++];
      if (!next) continue;
      const query = text(next[0], next[1]).trim();
      if (!query || seen.has(query.toLowerCase())) continue;
      seen.add(query.toLowerCase());
      out.push({ text: query, intent });
    }
  }
  return out;
}

export const isIntent = (value: string): value is TTrackerIntent => (TRACKER_INTENTS as readonly string[]).includes(value);
