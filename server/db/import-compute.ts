// `npm run import:compute -- offers.csv|offers.json`: real compute offers replace the shipped samples
// (docs/decisions/033, docs/operations.md "Importing compute offers"). Valid rows are written by id, every sample
// offer is removed in the same transaction, rejected rows are printed with their reasons, and running replicas are
// told on the change bus (`compute`). Exit code 0 when anything was written and the replicas were told.
// (server/db/import-commands.ts)
import { runFromShell } from '../cli';
import { importComputeCommand } from './import-commands';

await runFromShell(importComputeCommand);
