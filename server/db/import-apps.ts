// `npm run import:apps -- figures.csv|figures.json`: checks every row, writes app facts and real figures (a month
// given for a platform and region replaces that list's sample figures), tells running replicas on the deployment's
// change bus so their ranking pages refresh, and prints the rejected rows with their reasons. Running the same file
// again writes the same state. Exit code 0 when anything was imported and the replicas were told.
// (server/db/import-commands.ts)
import { runFromShell } from '../cli';
import { importAppsCommand } from './import-commands';

await runFromShell(importAppsCommand);
