// The compute market (docs/decisions/033): GPUs as facts with their source, and offers (shipped as samples until
// `npm run import:compute` replaces them).
import { boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

export const computeGpus = pgTable('compute_gpus', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** nvidia · amd · huawei · intel */
  vendor: text('vendor').notNull(),
  memoryGb: real('memory_gb').notNull(),
  memoryType: text('memory_type').notNull(),
  bandwidthGbs: real('bandwidth_gbs').notNull(),
  /** Dense FP16/BF16 tensor TFLOPS, without sparsity. */
  fp16Tflops: real('fp16_tflops').notNull(),
  /** Dense FP8 tensor TFLOPS; null without FP8 support. */
  fp8Tflops: real('fp8_tflops'),
  tdpW: integer('tdp_w').notNull(),
  year: integer('year').notNull(),
  formFactor: text('form_factor').notNull(),
  /** Where the facts were read, and when (YYYY-MM-DD). */
  source: text('source').notNull(),
  sourceDate: text('source_date').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const computeOffers = pgTable(
  'compute_offers',
  {
    id: text('id').primaryKey(),
    /** servers · leasing · appliances */
    section: text('section').notNull(),
    title: text('title').notNull(),
    gpuSlug: text('gpu_slug')
      .notNull()
      .references(() => computeGpus.slug),
    gpuCount: integer('gpu_count').notNull(),
    cpuCores: integer('cpu_cores').notNull(),
    ramGb: integer('ram_gb').notNull(),
    storageGb: integer('storage_gb').notNull().default(0),
    region: text('region').notNull(),
    provider: text('provider').notNull(),
    availability: text('availability').notNull(),
    /** CNY. */
    pricePerHour: real('price_per_hour').notNull(),
    pricePerMonth: real('price_per_month').notNull(),
    currency: text('currency').notNull().default('CNY'),
    /** A shipped sample (the pages say so); imported offers are false. */
    isSample: boolean('is_sample').notNull().default(true),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compute_offers_section_idx').on(t.section), index('compute_offers_gpu_idx').on(t.gpuSlug)],
);
