// Shapes of the model library (issue 20, docs/decisions/019): list filters and sorts, the model as pages and the API
// show it, the compare ids, and the cost calculator's input. Shared by the browser, the pages and the API.
import { z } from 'zod';
import { COMPARE_MAX, COMPARE_MIN, COST_MODES, CURRENCIES, MODALITIES, MODEL_PAGE_SIZE, MODEL_SORTS, UNITS } from './models.constants';

export * from './models.constants';

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
