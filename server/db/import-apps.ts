// `npm run import:apps -- figures.csv|figures.json`: checks every row, writes app facts and real figures (a month
// given for a platform and region replaces that list's sample figures), tells running replicas on the deployment's
// change bus so their ranking pages refresh, and prints the rejected rows with their reasons. Running the same file
// again writes the same state. Exit code 0 when anything was imported and the replicas were told.
import fs from 'node:fs';
import path from 'node:path';
import { APPS_TOPIC } from '~/features/apps/apps.server';
import { formatAppImportReport, importAppFigures, parseAppFile } from '~/features/apps/apps.write.server';
import { seedChangeTopics, seedDatabase } from './seed';
import { topics, withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';

const file = process.argv[2];
if (!file || !/\.(csv|json)$/i.test(file)) {
  console.error(
    'usage: npm run import:apps -- <figures.csv|figures.json>   (format: docs/api.md, "Importing app figures")',
  );
  process.exit(2);
}
const env = parseEnvOrExit();

let rows;
try {
  rows = parseAppFile(file, fs.readFileSync(path.resolve(file), 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const code = await withDatabase(env, async (database, changes) => {
  // The shipped apps come from the seed; seeding after the import would bring their samples back to empty lists.
  const seeded = env.SEED_ON_START ? await seedDatabase(database.db) : [];
  const report = await importAppFigures(database.db, rows);
  console.log(formatAppImportReport(report));
  if (!report.figures && !seeded.length) return 1;
  try {
    console.log(
      await changes.publish(topics([...seedChangeTopics(seeded), ...(report.figures ? [APPS_TOPIC] : [])])),
    );
  } catch (error) {
    console.error(
      `the import is saved, but running servers could not be told (${(error as Error).message}): their ranking pages ` +
        'refresh within PAGE_CACHE_TTL_S. Run the import again once the bus answers: it writes the same figures and tells them again.',
    );
    return 1;
  }
  return report.figures ? 0 : 1;
});
process.exit(code);
