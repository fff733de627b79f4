// `npm run admin -- grant|revoke <email|phone>` and `npm run admin -- list`: the staff role, from the shell
// (server/db/admin-command.ts).
import { runFromShell } from '../cli';
import { adminCommand } from './admin-command';

await runFromShell(adminCommand);
