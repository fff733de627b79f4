// The file imports that replace shipped samples with real records: `npm run import:apps`, `npm run import:compute`
// and `npm run import:mcp` (server/db/import-apps.ts, import-compute.ts, import-mcp.ts). Each checks every row of the
// file, writes the valid ones (running the same file again writes the same state), prints the rejected ones with
// their reasons and tells running replicas on the deployment's change bus. Exit code 0 when anything was written and
// the replicas were told; 1 when nothing was written or they could not be told; 2 for a wrong command line.
import fs from 'node:fs';
import path from 'node:path';
import { APPS_TOPIC } from '~/features/apps/apps.server';
import { formatAppImportReport, importAppFigures, parseAppFile } from '~/features/apps/apps.write.server';
import { COMPUTE_TOPIC } from '~/features/compute/compute.constants';
import { formatComputeImportReport, importOffers, parseOfferFile } from '~/features/compute/compute.import.server';
import { MCP_TOPIC } from '~/features/mcp/mcp.server';
import { formatImportReport, importServers, serverJsonRows } from '~/features/mcp/mcp.write.server';
import { settingsOrReport, topics, withDatabase, type Command } from '../cli';
import type { ChangeTopic } from '../events/change-bus';
import type { Db } from './client';
import { SEED_STEPS, seedChangeTopics, seedDatabase } from './seed';

interface FileImport<Rows> {
  usage: string;
  /** The file names the import reads. */
  accepts: RegExp;
  /** The file's rows; throws with the reason for a file it cannot read. */
  read(file: string, text: string): Rows;
  /** Seed steps that run before the import even without SEED_ON_START (with it, every step runs first). */
  seedSteps?: string[];
  /** Writes the rows: the report to print and how many records were written. */
  write(db: Db, rows: Rows): Promise<{ report: string; written: number }>;
  topic: ChangeTopic;
  /** The message when the bus cannot be reached: what is saved, which pages refresh later, what is written again. */
  unsent: { saved: string; pages: string; records: string };
}

function fileImport<Rows>(spec: FileImport<Rows>): Command {
  return async ([file], output, source) => {
    if (!file || !spec.accepts.test(file)) {
      output.err(spec.usage);
      return 2;
    }
    const env = settingsOrReport(source, output);
    if (!env) return 1;
    let rows: Rows;
    try {
      rows = spec.read(file, fs.readFileSync(path.resolve(file), 'utf8'));
    } catch (error) {
      output.err(`${file}: ${(error as Error).message}`);
      return 1;
    }
    return withDatabase(env, async (database, changes) => {
      // Seeding first: the shipped samples would otherwise come back, or be written over the import, on the next start.
      const seeded = env.SEED_ON_START
        ? await seedDatabase(database.db)
        : spec.seedSteps
          ? await seedDatabase(database.db, SEED_STEPS.filter((s) => spec.seedSteps!.includes(s.id)))
          : [];
      const { report, written } = await spec.write(database.db, rows);
      output.out(report);
      if (!written && !seeded.length) return 1;
      try {
        output.out(await changes.publish(topics([...seedChangeTopics(seeded), ...(written ? [spec.topic] : [])])));
      } catch (error) {
        const { saved, pages, records } = spec.unsent;
        output.err(
          `${saved}, but running servers could not be told (${(error as Error).message}): their ${pages} ` +
            `refresh within PAGE_CACHE_TTL_S. Run the import again once the bus answers: it writes the same ${records} and tells them again.`,
        );
        return 1;
      }
      return written ? 0 : 1;
    });
  };
}

/** `npm run import:apps -- figures.csv|figures.json`: app facts and real figures (docs/api.md, "Importing app figures"). */
export const importAppsCommand = fileImport({
  usage: 'usage: npm run import:apps -- <figures.csv|figures.json>   (format: docs/api.md, "Importing app figures")',
  accepts: /\.(csv|json)$/i,
  read: parseAppFile,
  // A month given for a platform and region replaces that list's sample figures.
  write: async (db, rows) => {
    const report = await importAppFigures(db, rows);
    return { report: formatAppImportReport(report), written: report.figures };
  },
  topic: APPS_TOPIC,
  unsent: { saved: 'the import is saved', pages: 'ranking pages', records: 'figures' },
});

/**
 * `npm run import:compute -- offers.csv|offers.json`: real compute offers replace the shipped samples
 * (docs/decisions/033, docs/operations.md "Importing compute offers"); every sample offer is removed in the same
 * transaction. The market's own seed step runs even without SEED_ON_START: the offers name its GPUs.
 */
export const importComputeCommand = fileImport({
  usage: 'usage: npm run import:compute -- <offers.csv|offers.json>   (columns: docs/operations.md, "Importing compute offers")',
  accepts: /\.(csv|json)$/i,
  read: parseOfferFile,
  seedSteps: ['compute-v1'],
  write: async (db, rows) => {
    const report = await importOffers(db, rows);
    return { report: formatComputeImportReport(report), written: report.created + report.updated };
  },
  topic: COMPUTE_TOPIC,
  unsent: { saved: 'the offers are saved', pages: 'compute pages', records: 'offers' },
});

/**
 * `npm run import:mcp -- servers.json`: the official MCP registry's server.json format — one server, an array, or
 * {"servers": [...]} — each entry checked with the schema the submit form uses and written by name.
 */
export const importMcpCommand = fileImport({
  usage: 'usage: npm run import:mcp -- <servers.json>   (format: docs/api.md, "Importing MCP servers")',
  accepts: /\.json$/i,
  read: (_file, text) => serverJsonRows(JSON.parse(text)),
  write: async (db, rows) => {
    const report = await importServers(db, rows, 'en');
    return { report: formatImportReport(report), written: report.created + report.updated };
  },
  topic: MCP_TOPIC,
  unsent: { saved: 'the import is saved', pages: 'MCP pages', records: 'servers' },
});
