// Shapes of the dataset library (issue 21 §4, docs/decisions/030): the list query, a dataset as pages and the API
// show it, and a seed row. Shared by the pages, the API and the seed.
import { z } from 'zod';
import {
  DATASET_FILTER_LANGUAGES,
  DATASET_MODALITIES,
  DATASET_PAGE_SIZE,
  DATASET_SORTS,
  DATASET_TASKS,
  LICENCE_KINDS,
} from './datasets.constants';

export * from './datasets.constants';

/** Empty form fields (a GET form sends them) mean "any". */
const blank = (v: unknown) => (v === '' ? undefined : v);

export const ZDatasetSlug = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

export const ZDatasetListQuery = z.object({
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  task: z.preprocess(blank, z.enum(DATASET_TASKS).optional()),
  modality: z.preprocess(blank, z.enum(DATASET_MODALITIES).optional()),
  licence: z.preprocess(blank, z.enum(LICENCE_KINDS).optional()),
  language: z.preprocess(blank, z.enum(DATASET_FILTER_LANGUAGES).optional()),
  sort: z.preprocess(blank, z.enum(DATASET_SORTS).default('newest')),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(1000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(DATASET_PAGE_SIZE)),
});
export type TDatasetListQuery = z.infer<typeof ZDatasetListQuery>;
