// Seeds the compute market (docs/decisions/033): the GPU facts and, where no offer exists yet, the sample offers.
import type { Db } from '../client';
import { computeGpus, computeOffers } from '../schema';
import { GPU_FACTS_AS_OF, GPUS_SEED, sampleOffers } from './compute.seed-data';

export async function runComputeSeed(tx: Db): Promise<void> {
  await tx
    .insert(computeGpus)
    .values(GPUS_SEED.map(({ sampleHourly: _sample, ...gpu }) => ({ ...gpu, sourceDate: GPU_FACTS_AS_OF })))
    .onConflictDoNothing();
  // Imported offers are never overwritten: samples go in only where the market is empty.
  const existing = await tx.select({ id: computeOffers.id }).from(computeOffers).limit(1);
  if (existing.length) return;
  await tx.insert(computeOffers).values(
    sampleOffers().map(({ gpu, listedAt, ...o }) => ({ ...o, gpuSlug: gpu, listedAt: new Date(`${listedAt}T00:00:00Z`), isSample: true })),
  );
}
