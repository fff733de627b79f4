// Shapes of the model library (issue 20, docs/decisions/019): list filters and sorts, the model as pages and the API
// show it, the compare ids, and the cost calculator's input. Shared by the browser, the pages and the API.
import { z } from 'zod';
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

const ZModelId = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/);

/** Empty form fields (a GET form sends them) mean "any". */
const blank = (v: unknown) => (v === '' ? undefined : v);

export const ZModelListQuery = z.object({
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  provider: z.preprocess(blank, z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,40}$/).optional()),
  input: z.preprocess(blank, z.enum(MODALITIES).optional()),
  output: z.preprocess(blank, z.enum(MODALITIES).optional()),
  open: z.preprocess(blank, z.enum(['yes', 'no']).optional()),
  minContext: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000_000).optional()),
  maxPrice: z.preprocess(blank, z.coerce.number().min(0).max(1_000_000).optional()),
  sort: z.preprocess(blank, z.enum(MODEL_SORTS).default('importance')),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(1000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(MODEL_PAGE_SIZE)),
});
export type TModelListQuery = z.infer<typeof ZModelListQuery>;
export type TModelFilters = Omit<TModelListQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

/** `ids=a,b,c` or repeated `ids=a&ids=b` (the list page's checkboxes): the ids in the order chosen, each once. */
const ZIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean))]);

export const ZCompareIds = ZIdList.pipe(z.array(ZModelId).min(COMPARE_MIN).max(COMPARE_MAX));

/** The canonical compare URL's query: ids sorted, so every order of one set is one page (docs/decisions/019). */
export function canonicalCompareQuery(ids: readonly string[]): string {
  return `ids=${[...ids].sort().join(',')}`;
}

export const UNITS = ['tokens', 'zh_chars', 'en_words', 'ja_chars'] as const;
export type TUnit = (typeof UNITS)[number];
export const COST_MODES = ['monthly', 'budget'] as const;

export const ZCostQuery = z.object({
  unit: z.preprocess(blank, z.enum(UNITS).default('tokens')),
  /** Per request, in `unit`. */
  input: z.preprocess(blank, z.coerce.number().min(0).max(100_000_000).default(1000)),
  output: z.preprocess(blank, z.coerce.number().min(0).max(100_000_000).default(500)),
  requestsPerDay: z.preprocess(blank, z.coerce.number().min(0).max(1_000_000_000).default(1000)),
  /** Percent of input tokens read from the provider's prompt cache. */
  cachedPercent: z.preprocess(blank, z.coerce.number().min(0).max(100).default(0)),
  mode: z.preprocess(blank, z.enum(COST_MODES).default('monthly')),
  budget: z.preprocess(blank, z.coerce.number().min(0).max(1_000_000_000_000).default(1000)),
  currency: z.preprocess(blank, z.enum(CURRENCIES).default('CNY')),
  /** Limit to these models; all priced models otherwise. */
  ids: z.preprocess(blank, ZIdList.pipe(z.array(ZModelId).max(50)).optional()),
  provider: z.preprocess(blank, z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,40}$/).optional()),
});
export type TCostQuery = z.infer<typeof ZCostQuery>;

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
