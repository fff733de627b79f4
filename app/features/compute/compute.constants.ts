// The compute market's vocabularies, limits and shapes (docs/decisions/033), without zod so that pages that only
// show offers do not ship the validation library; compute.schema.ts re-exports them with the schemas.

/** Change-bus topic and page-cache tag of every compute page, the sitemap and the memoised reads. */
export const COMPUTE_TOPIC = 'compute';

/** Offer sections, each a page: /compute/servers, /compute/leasing, /compute/appliances. */
export const COMPUTE_SECTIONS = ['servers', 'leasing', 'appliances'] as const;
export type TComputeSection = (typeof COMPUTE_SECTIONS)[number];

export const GPU_VENDORS = ['nvidia', 'amd', 'huawei', 'intel'] as const;
export type TGpuVendor = (typeof GPU_VENDORS)[number];

export const COMPUTE_REGIONS = ['cn-north', 'cn-east', 'cn-south', 'cn-west', 'hk', 'sg', 'us-west', 'eu-central'] as const;
export type TComputeRegion = (typeof COMPUTE_REGIONS)[number];

export const COMPUTE_AVAILABILITY = ['available', 'limited', 'preorder'] as const;
export type TComputeAvailability = (typeof COMPUTE_AVAILABILITY)[number];

export const COMPUTE_SORTS = ['price-hour', 'price-month', 'memory', 'newest'] as const;
export type TComputeSort = (typeof COMPUTE_SORTS)[number];

/** The memory filter's steps: total GPU memory of an offer, at least this many GB. */
export const COMPUTE_MEMORY_STEPS = [24, 48, 80, 160, 320, 640, 1000] as const;
export const COMPUTE_GPU_COUNTS = [1, 2, 4, 8] as const;
export const COMPUTE_PAGE_SIZE = 24;
/** Prices are in CNY (hour and month); a month is 30 days when the sample prices are derived. */
export const COMPUTE_CURRENCY = 'CNY';
export const COMPUTE_PRICE_MAX = 10_000_000;

/** A GPU as the spec pages and the API show it: facts with their source. */
export interface TGpu {
  slug: string;
  name: string;
  vendor: TGpuVendor;
  /** Memory per GPU, GB as the vendor states it. */
  memoryGb: number;
  memoryType: string;
  /** GB/s. */
  bandwidthGbs: number;
  /** Dense FP16/BF16 tensor throughput, TFLOPS (without sparsity). */
  fp16Tflops: number;
  /** Dense FP8 tensor throughput, TFLOPS; null where the GPU has no FP8 tensor support. */
  fp8Tflops: number | null;
  tdpW: number;
  year: number;
  formFactor: string;
  source: string;
  sourceDate: string;
  /** Offers listed with this GPU. */
  offerCount: number;
}

export interface TComputeOffer {
  id: string;
  section: TComputeSection;
  title: string;
  gpu: Pick<TGpu, 'slug' | 'name' | 'vendor' | 'memoryGb' | 'fp8Tflops'>;
  gpuCount: number;
  /** gpuCount × the GPU's memory. */
  totalMemoryGb: number;
  cpuCores: number;
  ramGb: number;
  storageGb: number;
  region: TComputeRegion;
  provider: string;
  availability: TComputeAvailability;
  pricePerHour: number;
  pricePerMonth: number;
  currency: string;
  /** True while the offer is one of the shipped samples (docs/decisions/033): pages label it. */
  isSample: boolean;
  listedAt: string;
  updatedAt: string;
}

export interface TComputeOfferList {
  items: TComputeOffer[];
  total: number;
  page: number;
  pageSize: number;
  /** Whether any offer in the market is a sample (the pages show the notice). */
  hasSamples: boolean;
  gpus: { slug: string; name: string; count: number }[];
  providers: string[];
}
