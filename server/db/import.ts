// `npm run import -- products.csv|products.json`: checks every row with the catalogue's product schema, adds or
// updates the valid ones by slug, tells running replicas (PostgreSQL) to refresh their search index, and prints
// the rejected rows with their reasons. Exit code 0 when anything was imported.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import {
  formatImportReport,
  importProducts,
  parseProductFile,
} from '~/features/catalogue/catalogue.import.server';
import { publishProductChanges } from '~/features/catalogue/catalogue.search.server';
import { openDatabase } from './client';
import { seedDatabase } from './seed';
import { createPostgresBus } from '../events/change-bus';
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

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
let imported = 0;
try {
  await database.migrate();
  // Categories and tags come from the seed; seeding after the import would overwrite imported rows.
  if (env.SEED_ON_START) await seedDatabase(database.db);
  const report = await importProducts(database.db, rows);
  console.log(formatImportReport(report));
  imported = report.inserted + report.updated;
  if (imported && database.pool) {
    const bus = await createPostgresBus(database.pool, pino({ level: 'silent' }));
    await publishProductChanges(bus, report.ids);
    await bus.close();
    console.log('running servers notified: their search indexes refresh now');
  } else if (imported) {
    console.log('embedded database: the search index is rebuilt when the server starts');
  }
} finally {
  await database.close();
}
process.exit(imported ? 0 : 1);
