// `npm run import -- products.csv|products.json`: checks every row with the catalogue's product schema, adds or
// updates the valid ones by slug, tells running replicas on the deployment's change bus (the one they listen on:
// Redis or PostgreSQL) so their pages and search indexes refresh, and prints the rejected rows with their
// reasons. Exit code 0 when anything was imported and the replicas were told.
import fs from 'node:fs';
import path from 'node:path';
import {
  formatImportReport,
  importProducts,
  parseProductFile,
} from '~/features/catalogue/catalogue.import.server';
import { publishProductChanges } from '~/features/catalogue/catalogue.search.server';
import { seedChangeTopics, seedDatabase } from './seed';
import { topics, withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';

const file = process.argv[2];
if (!file || !/\.(csv|json)$/i.test(file)) {
  console.error(
    'usage: npm run import -- <products.csv|products.json>   (format: docs/api.md, "Importing products")',
  );
  process.exit(2);
}
const env = parseEnvOrExit();

let rows;
try {
  rows = parseProductFile(file, fs.readFileSync(path.resolve(file), 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const code = await withDatabase(env, async (database, changes) => {
  // Categories and tags come from the seed; seeding after the import would overwrite imported rows.
  const seeded = env.SEED_ON_START ? await seedDatabase(database.db) : [];
  const report = await importProducts(database.db, rows);
  console.log(formatImportReport(report));
  const imported = report.inserted + report.updated;
  if (!imported && !seeded.length) return 1;
  try {
    console.log(
      await changes.publish(async (bus) => {
        await topics(seedChangeTopics(seeded))(bus);
        if (report.ids.length) await publishProductChanges(bus, report.ids);
      }),
    );
  } catch (error) {
    console.error(
      `the import is saved, but running servers could not be told (${(error as Error).message}): their pages ` +
        `refresh within PAGE_CACHE_TTL_S and their search indexes at their next change event or reconnect. ` +
        'Run the import again once the bus answers: it updates by slug and tells them again.',
    );
    return 1;
  }
  return imported ? 0 : 1;
});
process.exit(code);
