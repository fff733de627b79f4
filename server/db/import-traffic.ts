// `npm run import:traffic -- traffic.csv|traffic.json`: real visits per product, period and region for the rankings
// (format: docs/operations.md, "Importing traffic"). Prints the rejected rows with their reasons, recomputes the
// sample rankings the figures replace, and tells running servers on the deployment's change bus. Exit code 0 when
// rows were written and the servers were told.
import fs from 'node:fs';
import path from 'node:path';
import { formatTrafficReport, importTraffic, parseTrafficFile } from '~/features/rankings/rankings.import.server';
import { publishRankingChanges } from '~/features/rankings/rankings.jobs.server';
import { withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';

const file = process.argv[2];
if (!file || !/\.(csv|json)$/i.test(file)) {
  console.error('usage: npm run import:traffic -- <traffic.csv|traffic.json>   (columns product,period,region,visits; docs/operations.md)');
  process.exit(2);
}
const env = parseEnvOrExit();

let rows;
try {
  rows = parseTrafficFile(file, fs.readFileSync(path.resolve(file), 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const code = await withDatabase(env, async (database, changes) => {
  const report = await importTraffic(database.db, rows, { timeZone: env.RANKINGS_TZ });
  console.log(formatTrafficReport(report));
  if (!report.written) return 1;
  try {
    console.log(await changes.publish((bus) => publishRankingChanges(bus, report.recomputed)));
  } catch (error) {
    console.error(
      `the figures are saved, but running servers could not be told (${(error as Error).message}): their pages refresh ` +
        'within PAGE_CACHE_TTL_S. Run the import again once the bus answers: it writes by key and tells them again.',
    );
    return 1;
  }
  return 0;
});
process.exit(code);
