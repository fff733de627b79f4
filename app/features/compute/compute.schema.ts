// Shapes of the compute market (docs/decisions/033): the list query, the assistant's input, an offer as the import
// reads it. Shared by the pages, the API, the seed and `npm run import:compute`.
import { z } from 'zod';
import {
  COMPUTE_AVAILABILITY,
  COMPUTE_GPU_COUNTS,
  COMPUTE_PAGE_SIZE,
  COMPUTE_PRICE_MAX,
  COMPUTE_REGIONS,
  COMPUTE_SECTIONS,
  COMPUTE_SORTS,
} from './compute.constants';
import { ATTENTIONS, PRECISIONS, TRAINING_PRECISIONS, WORKLOADS } from './compute.estimate';

export * from './compute.constants';

/** Empty form fields (a GET form sends them) mean "any". */
const blank = (v: unknown) => (v === '' ? undefined : v);
const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

export const ZGpuSlug = slug;
export const ZOfferId = slug;

export const ZComputeListQuery = z.object({
  section: z.preprocess(blank, z.enum(COMPUTE_SECTIONS).optional()),
  gpu: z.preprocess(blank, slug.optional()),
  memory: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).optional()),
  count: z.preprocess(blank, z.coerce.number().int().refine((n) => (COMPUTE_GPU_COUNTS as readonly number[]).includes(n)).optional()),
  region: z.preprocess(blank, z.enum(COMPUTE_REGIONS).optional()),
  provider: z.preprocess(blank, z.string().trim().max(80).optional()),
  availability: z.preprocess(blank, z.enum(COMPUTE_AVAILABILITY).optional()),
  priceMin: z.preprocess(blank, z.coerce.number().min(0).max(COMPUTE_PRICE_MAX).optional()),
  priceMax: z.preprocess(blank, z.coerce.number().min(0).max(COMPUTE_PRICE_MAX).optional()),
  sort: z.preprocess(blank, z.enum(COMPUTE_SORTS).default('price-hour')),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(1000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(COMPUTE_PAGE_SIZE)),
});
export type TComputeListQuery = z.infer<typeof ZComputeListQuery>;

/** The assistant's form and GET /api/compute/estimate. */
export const ZEstimateQuery = z
  .object({
    workload: z.preprocess(blank, z.enum(WORKLOADS, { error: 'compute.estimate.error.workload' }).default('inference')),
    params: z.preprocess(blank, z.coerce.number({ error: 'compute.estimate.error.params' }).min(0.1, { error: 'compute.estimate.error.params' }).max(2000, { error: 'compute.estimate.error.params' }).default(7)),
    precision: z.preprocess(blank, z.enum(PRECISIONS, { error: 'compute.estimate.error.precision' }).default('bf16')),
    context: z.preprocess(blank, z.coerce.number({ error: 'compute.estimate.error.context' }).int({ error: 'compute.estimate.error.context' }).min(128, { error: 'compute.estimate.error.context' }).max(1_048_576, { error: 'compute.estimate.error.context' }).default(4096)),
    batch: z.preprocess(blank, z.coerce.number({ error: 'compute.estimate.error.batch' }).int({ error: 'compute.estimate.error.batch' }).min(1, { error: 'compute.estimate.error.batch' }).max(1024, { error: 'compute.estimate.error.batch' }).default(1)),
    attention: z.preprocess(blank, z.enum(ATTENTIONS, { error: 'compute.estimate.error.attention' }).default('mha')),
    region: z.preprocess(blank, z.enum(COMPUTE_REGIONS).optional()),
  })
  .refine((q) => (q.workload !== 'training' && q.workload !== 'full-finetune') || TRAINING_PRECISIONS.includes(q.precision), {
    error: 'compute.estimate.error.trainingPrecision',
    path: ['precision'],
  });
export type TEstimateQuery = z.infer<typeof ZEstimateQuery>;

const money = z.coerce.number().positive().max(COMPUTE_PRICE_MAX);

/** One offer as `npm run import:compute` reads it (CSV columns or JSON keys of the same names). */
export const ZOfferImport = z.object({
  id: slug,
  section: z.enum(COMPUTE_SECTIONS),
  title: z.string().trim().min(1).max(120),
  gpu: slug,
  gpuCount: z.coerce.number().int().min(1).max(1024),
  cpuCores: z.coerce.number().int().min(1).max(4096),
  ramGb: z.coerce.number().int().min(1).max(1_000_000),
  storageGb: z.coerce.number().int().min(0).max(10_000_000).default(0),
  region: z.enum(COMPUTE_REGIONS),
  provider: z.string().trim().min(1).max(80),
  availability: z.enum(COMPUTE_AVAILABILITY),
  pricePerHour: money,
  pricePerMonth: money,
  listedAt: z.iso.date().optional(),
});
export type TOfferImport = z.infer<typeof ZOfferImport>;
