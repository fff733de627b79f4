// `npm run import:compute -- offers.csv|offers.json`: real compute offers replace the shipped samples
// (docs/decisions/033, docs/operations.md "Importing compute offers"). Valid rows are written by id, every sample
// offer is removed in the same transaction, rejected rows are printed with their reasons, and running replicas are
// told on the change bus (`compute`). Exit code 0 when anything was written and the replicas were told.
import fs from 'node:fs';
import path from 'node:path';
import { COMPUTE_TOPIC } from '~/features/compute/compute.constants';
import { formatComputeImportReport, importOffers, parseOfferFile } from '~/features/compute/compute.import.server';
import { SEED_STEPS, seedChangeTopics, seedDatabase } from './seed';
import { topics, withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';

const file = process.argv[2];
if (!file || !/\.(csv|json)$/i.test(file)) {
  console.error('usage: npm run import:compute -- <offers.csv|offers.json>   (columns: docs/operations.md, "Importing compute offers")');
  process.exit(2);
}
const env = parseEnvOrExit();

let rows: Record<string, unknown>[];
try {
  rows = parseOfferFile(file, fs.readFileSync(path.resolve(file), 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const code = await withDatabase(env, async (database, changes) => {
  // Seeding first: the samples would otherwise come back on the next start. The market's own step runs even
  // without SEED_ON_START: the offers name its GPUs.
  const seeded = env.SEED_ON_START ? await seedDatabase(database.db) : await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id === 'compute-v1'));
  const report = await importOffers(database.db, rows);
  console.log(formatComputeImportReport(report));
  const written = report.created + report.updated;
  if (!written && !seeded.length) return 1;
  try {
    console.log(await changes.publish(topics([...seedChangeTopics(seeded), ...(written ? [COMPUTE_TOPIC] : [])])));
  } catch (error) {
    console.error(
      `the offers are saved, but running servers could not be told (${(error as Error).message}): their compute pages ` +
        'refresh within PAGE_CACHE_TTL_S. Run the import again once the bus answers: it writes the same offers and tells them again.',
    );
    return 1;
  }
  return written ? 0 : 1;
});
process.exit(code);
