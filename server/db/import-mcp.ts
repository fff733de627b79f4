// `npm run import:mcp -- servers.json`: reads the official MCP registry's server.json format — one server, an array,
// or {"servers": [...]} — checks every entry with the schema the submit form uses, writes the valid ones by name
// (running the same file again writes the same state), prints the rejected entries with their reasons and tells
// running replicas on the change bus. Exit code 0 when anything was written and the replicas were told.
import fs from 'node:fs';
import path from 'node:path';
import { MCP_TOPIC } from '~/features/mcp/mcp.server';
import { formatImportReport, importServers, serverJsonRows } from '~/features/mcp/mcp.write.server';
import { seedChangeTopics, seedDatabase } from './seed';
import { topics, withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';

const file = process.argv[2];
if (!file || !/\.json$/i.test(file)) {
  console.error('usage: npm run import:mcp -- <servers.json>   (format: docs/api.md, "Importing MCP servers")');
  process.exit(2);
}
const env = parseEnvOrExit();

let rows: unknown[];
try {
  rows = serverJsonRows(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const code = await withDatabase(env, async (database, changes) => {
  // Seeding first: the shipped servers would otherwise be written over the imported ones on the next start.
  const seeded = env.SEED_ON_START ? await seedDatabase(database.db) : [];
  const report = await importServers(database.db, rows, 'en');
  console.log(formatImportReport(report));
  const written = report.created + report.updated;
  if (!written && !seeded.length) return 1;
  try {
    console.log(await changes.publish(topics([...seedChangeTopics(seeded), ...(written ? [MCP_TOPIC] : [])])));
  } catch (error) {
    console.error(
      `the import is saved, but running servers could not be told (${(error as Error).message}): their MCP pages ` +
        'refresh within PAGE_CACHE_TTL_S. Run the import again once the bus answers: it writes the same servers and tells them again.',
    );
    return 1;
  }
  return written ? 0 : 1;
});
process.exit(code);
