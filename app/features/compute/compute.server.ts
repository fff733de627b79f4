// The compute market (docs/decisions/033): offers with filters and sorts, one offer, the GPUs, the assistant's
// estimate with the offers that fit, and the sitemap entries. A few hundred rows: read in one query, kept until the
// `compute` topic changes (or a minute passes) and filtered in memory; the pages sit on the page cache too.
import { asc, eq } from 'drizzle-orm';
import { memoPerBus } from '../../../server/cache/memo';
import type { Db } from '../../../server/db/client';
import { computeGpus, computeOffers } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { registerLeadSubject } from '~/features/leads/leads.server';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import {
  COMPUTE_PAGE_SIZE,
  COMPUTE_SECTIONS,
  COMPUTE_TOPIC,
  ZGpuSlug,
  ZOfferId,
  type TComputeAvailability,
  type TComputeListQuery,
  type TComputeOffer,
  type TComputeOfferList,
  type TComputeRegion,
  type TComputeSection,
  type TEstimateQuery,
  type TGpu,
  type TGpuVendor,
} from './compute.schema';
import { estimateMemory, supportsPrecision, type TMemoryEstimate } from './compute.estimate';

type DbOrDeps = Db | Pick<AppDeps, 'database' | 'bus'>;

interface Market {
  gpus: TGpu[];
  offers: TComputeOffer[];
}

async function readMarket(db: Db): Promise<Market> {
  const gpuRows = await db.select().from(computeGpus).orderBy(asc(computeGpus.slug));
  const offerRows = await db.select().from(computeOffers).orderBy(asc(computeOffers.id));
  const counts = new Map<string, number>();
  for (const o of offerRows) counts.set(o.gpuSlug, (counts.get(o.gpuSlug) ?? 0) + 1);
  const gpus: TGpu[] = gpuRows.map((g) => ({
    slug: g.slug,
    name: g.name,
    vendor: g.vendor as TGpuVendor,
    memoryGb: g.memoryGb,
    memoryType: g.memoryType,
    bandwidthGbs: g.bandwidthGbs,
    fp16Tflops: g.fp16Tflops,
    fp8Tflops: g.fp8Tflops,
    tdpW: g.tdpW,
    year: g.year,
    formFactor: g.formFactor,
    source: g.source,
    sourceDate: g.sourceDate,
    offerCount: counts.get(g.slug) ?? 0,
  }));
  const bySlug = new Map(gpus.map((g) => [g.slug, g]));
  const offers = offerRows.flatMap((o): TComputeOffer[] => {
    const gpu = bySlug.get(o.gpuSlug);
    if (!gpu) return [];
    return [
      {
        id: o.id,
        section: o.section as TComputeSection,
        title: o.title,
        gpu: { slug: gpu.slug, name: gpu.name, vendor: gpu.vendor, memoryGb: gpu.memoryGb, fp8Tflops: gpu.fp8Tflops },
        gpuCount: o.gpuCount,
        totalMemoryGb: o.gpuCount * gpu.memoryGb,
        cpuCores: o.cpuCores,
        ramGb: o.ramGb,
        storageGb: o.storageGb,
        region: o.region as TComputeRegion,
        provider: o.provider,
        availability: o.availability as TComputeAvailability,
        pricePerHour: o.pricePerHour,
        pricePerMonth: o.pricePerMonth,
        currency: o.currency,
        isSample: o.isSample,
        listedAt: o.listedAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
      },
    ];
  });
  return { gpus, offers };
}

const marketMemo = memoPerBus<'all', Market>({ ttlMs: 60_000, topic: COMPUTE_TOPIC });

function market(x: DbOrDeps): Promise<Market> {
  if (!('database' in x)) return readMarket(x);
  return marketMemo(x.bus).get('all', () => readMarket(x.database.db));
}

const byPriceHour = (a: TComputeOffer, b: TComputeOffer) => a.pricePerHour - b.pricePerHour || a.id.localeCompare(b.id);
const byPriceMonth = (a: TComputeOffer, b: TComputeOffer) => a.pricePerMonth - b.pricePerMonth || a.id.localeCompare(b.id);

/** One page of offers with the list's filters and sort. */
export async function listOffers(x: DbOrDeps, query: Partial<TComputeListQuery>): Promise<TComputeOfferList> {
  const { gpus, offers } = await market(x);
  const provider = query.provider?.toLowerCase();
  const items = offers.filter(
    (o) =>
      (!query.section || o.section === query.section) &&
      (!query.gpu || o.gpu.slug === query.gpu) &&
      (query.memory === undefined || o.totalMemoryGb >= query.memory) &&
      (query.count === undefined || o.gpuCount === query.count) &&
      (!query.region || o.region === query.region) &&
      (!provider || o.provider.toLowerCase() === provider) &&
      (!query.availability || o.availability === query.availability) &&
      (query.priceMin === undefined || o.pricePerHour >= query.priceMin) &&
      (query.priceMax === undefined || o.pricePerHour <= query.priceMax),
  );
  const sort = query.sort ?? 'price-hour';
  if (sort === 'price-hour') items.sort(byPriceHour);
  else if (sort === 'price-month') items.sort(byPriceMonth);
  else if (sort === 'memory') items.sort((a, b) => b.totalMemoryGb - a.totalMemoryGb || byPriceHour(a, b));
  else items.sort((a, b) => b.listedAt.localeCompare(a.listedAt) || byPriceHour(a, b));
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? COMPUTE_PAGE_SIZE;
  const inSection = query.section ? offers.filter((o) => o.section === query.section) : offers;
  const counts = new Map<string, number>();
  for (const o of inSection) counts.set(o.gpu.slug, (counts.get(o.gpu.slug) ?? 0) + 1);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
    hasSamples: offers.some((o) => o.isSample),
    gpus: gpus.filter((g) => counts.has(g.slug)).map((g) => ({ slug: g.slug, name: g.name, count: counts.get(g.slug)! })),
    providers: [...new Set(offers.map((o) => o.provider))].sort((a, b) => a.localeCompare(b, 'en')),
  };
}

/** One offer; an unknown or malformed id is a 404. */
export async function getOffer(x: DbOrDeps, id: string): Promise<{ offer: TComputeOffer; gpu: TGpu; similar: TComputeOffer[] }> {
  const parsed = ZOfferId.safeParse(id);
  const { gpus, offers } = await market(x);
  const offer = parsed.success ? offers.find((o) => o.id === parsed.data) : undefined;
  if (!offer) throw new AppError('NOT_FOUND');
  const gpu = gpus.find((g) => g.slug === offer.gpu.slug)!;
  const similar = offers.filter((o) => o.gpu.slug === offer.gpu.slug && o.id !== offer.id).sort(byPriceHour).slice(0, 6);
  return { offer, gpu, similar };
}

/** Every GPU, newest first; the spec table's order. */
export async function listGpus(x: DbOrDeps): Promise<TGpu[]> {
  const { gpus } = await market(x);
  return [...gpus].sort((a, b) => b.year - a.year || b.memoryGb - a.memoryGb || a.name.localeCompare(b.name, 'en'));
}

/** One GPU with its offers, cheapest first. */
export async function getGpu(x: DbOrDeps, slug: string): Promise<{ gpu: TGpu; offers: TComputeOffer[] }> {
  const parsed = ZGpuSlug.safeParse(slug);
  const { gpus, offers } = await market(x);
  const gpu = parsed.success ? gpus.find((g) => g.slug === parsed.data) : undefined;
  if (!gpu) throw new AppError('NOT_FOUND');
  return { gpu, offers: offers.filter((o) => o.gpu.slug === gpu.slug).sort(byPriceMonth) };
}

export interface TEstimateResult {
  input: TEstimateQuery;
  memory: TMemoryEstimate;
  /** Offers whose GPUs together hold the estimate and run the precision, cheapest per month first. */
  offers: TComputeOffer[];
  matching: number;
  hasSamples: boolean;
}

/** The assistant: the memory the workload needs and the offers that hold it. */
export async function estimateWithOffers(x: DbOrDeps, input: TEstimateQuery, limit = 12): Promise<TEstimateResult> {
  const memory = estimateMemory({
    workload: input.workload,
    paramsB: input.params,
    precision: input.precision,
    context: input.context,
    batch: input.batch,
    attention: input.attention,
  });
  const { offers } = await market(x);
  const fit = offers
    .filter((o) => o.totalMemoryGb >= memory.totalGb && supportsPrecision(o.gpu, input.precision) && (!input.region || o.region === input.region))
    .sort(byPriceMonth);
  return { input, memory, offers: fit.slice(0, limit), matching: fit.length, hasSamples: fit.some((o) => o.isSample) };
}

async function computeSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const offers = await db.select({ id: computeOffers.id, updatedAt: computeOffers.updatedAt }).from(computeOffers).orderBy(asc(computeOffers.id));
  const gpus = await db.select({ slug: computeGpus.slug, updatedAt: computeGpus.updatedAt }).from(computeGpus).orderBy(asc(computeGpus.slug));
  return [
    { path: '/compute', changefreq: 'daily', priority: 0.6 },
    ...COMPUTE_SECTIONS.map((s) => ({ path: `/compute/${s}`, changefreq: 'daily' as const, priority: 0.5 })),
    { path: '/compute/gpus', changefreq: 'monthly', priority: 0.5 },
    { path: '/compute/assistant', changefreq: 'monthly', priority: 0.5 },
    ...gpus.map((g) => ({ path: `/compute/gpus/${g.slug}`, lastmod: g.updatedAt, changefreq: 'monthly' as const, priority: 0.4 })),
    ...offers.map((o) => ({ path: `/compute/offers/${o.id}`, lastmod: o.updatedAt, changefreq: 'weekly' as const, priority: 0.4 })),
  ];
}

registerSitemapSource((deps) => computeSitemapEntries(deps.database.db));

// An inquiry names an offer by its id; the lead keeps the offer's title and provider as they were (staff read it
// even after an import removed the offer).
registerLeadSubject('compute', async (db, id) => {
  const [row] = await db
    .select({ title: computeOffers.title, provider: computeOffers.provider })
    .from(computeOffers)
    .where(eq(computeOffers.id, id))
    .limit(1);
  return row ? `${row.title} · ${row.provider}` : null;
});
