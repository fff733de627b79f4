// The model library's constants, types and paths: no zod here, so pages that only need these (the list, cards, the
// compare and calculator pages) do not ship the validation library; models.schema.ts re-exports them with the schemas.
import type { ModelPriceTier } from '../../../server/db/schema/models';

export type { ModelPriceTier };

export const MODEL_TOPIC = 'models';
/** Path segments under /models that are pages, never model ids (the arena is another area's page). */
export const RESERVED_MODEL_IDS = ['arena', 'compare', 'calculator'] as const;
export const MODALITIES = ['text', 'image', 'audio', 'video', 'pdf'] as const;
export type TModality = (typeof MODALITIES)[number];
export const MODEL_SORTS = ['importance', 'newest', 'price', 'context', 'name'] as const;
export type TModelSort = (typeof MODEL_SORTS)[number];
export const CURRENCIES = ['USD', 'CNY'] as const;
export type TModelCurrency = (typeof CURRENCIES)[number];
/** Context filter choices (tokens): at least this many. */
export const CONTEXT_STEPS = [32_000, 128_000, 200_000, 1_000_000] as const;
/** Input price filter choices (USD per million tokens, CNY prices converted): at most this much. */
export const PRICE_STEPS = [0, 0.5, 1, 3, 10] as const;
export const MODEL_PAGE_SIZE = 36;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const UNITS = ['tokens', 'zh_chars', 'en_words', 'ja_chars'] as const;
export type TUnit = (typeof UNITS)[number];
export const COST_MODES = ['monthly', 'budget'] as const;

/** The canonical compare URL's query: ids sorted, so every order of one set is one page (docs/decisions/019). */
export function canonicalCompareQuery(ids: readonly string[]): string {
  return `ids=${[...ids].sort().join(',')}`;
}

/** A model as lists, pages and the API show it (one language's description). */
export interface TModel {
  id: string;
  name: string;
  provider: string;
  providerName: string;
  modalitiesIn: string[];
  modalitiesOut: string[];
  contextWindow: number | null;
  maxOutput: number | null;
  currency: TModelCurrency;
  priceInput: number | null;
  priceOutput: number | null;
  priceCachedInput: number | null;
  tiers: ModelPriceTier[];
  releaseDate: string | null;
  openWeights: boolean | null;
  licence: string | null;
  reasoning: boolean | null;
  toolCall: boolean | null;
  description: string;
  importance: number;
  priceSource: { name: string; url: string | null; date: string };
  specSource: string | null;
}

/** The facts a seed row carries (descriptions are written by the seed). */
export type TModelSeed = Omit<TModel, 'providerName' | 'description' | 'importance' | 'currency'> & { currency: string };

export interface TModelList {
  items: TModel[];
  total: number;
  page: number;
  pageSize: number;
  providers: { id: string; name: string; count: number }[];
}
