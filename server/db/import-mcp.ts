// `npm run import:mcp -- servers.json`: reads the official MCP registry's server.json format — one server, an array,
// or {"servers": [...]} — checks every entry with the schema the submit form uses, writes the valid ones by name
// (running the same file again writes the same state), prints the rejected entries with their reasons and tells
// running replicas on the change bus. Exit code 0 when anything was written and the replicas were told.
// (server/db/import-commands.ts)
import { runFromShell } from '../cli';
import { importMcpCommand } from './import-commands';

await runFromShell(importMcpCommand);
