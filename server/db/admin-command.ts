// `npm run admin -- grant|revoke <email|phone>` and `npm run admin -- list` (server/db/admin-cli.ts): the staff
// role, from the shell.
import { describeError, settingsOrReport, usageCode, withDatabase, type Command } from '../cli';
import { AppError } from '../http/errors';
import { listAdmins, setAdminRole } from '~/features/admin/admin.server';

const HELP = `usage: npm run admin -- <command>

  grant <email|phone>    give the user the admin role
  revoke <email|phone>   take the admin role away
  list                   list the admins

Uses the server's settings (DATABASE_URL, else the embedded store under DATA_DIR).
With the embedded store, stop the server first: PGlite allows one process at a time.
Every change is written to the audit trail with no actor (command line).`;

export const adminCommand: Command = async ([command, identifier], output, source) => {
  const known = command === 'list' || ((command === 'grant' || command === 'revoke') && Boolean(identifier));
  if (!known) return usageCode(command, HELP, output);

  const env = settingsOrReport(source, output);
  if (!env) return 1;
  try {
    await withDatabase(env, async (database) => {
      if (command === 'list') {
        const admins = await listAdmins(database.db);
        if (!admins.length) output.out('no admins');
        for (const a of admins) {
          output.out([`#${a.id}`, a.email ?? '-', a.phone ?? '-', a.displayName || '-', a.status].join('\t'));
        }
      } else {
        const role = command === 'grant' ? 'admin' : 'user';
        const result = await setAdminRole(database.db, identifier!, role);
        const verb = command === 'grant' ? 'granted to' : 'revoked from';
        output.out(result.changed ? `admin role ${verb} user #${result.userId}` : `nothing to do: user #${result.userId} already has role ${role}`);
      }
    });
    return 0;
  } catch (error) {
    output.err(error instanceof AppError && error.code === 'NOT_FOUND' ? `no user with e-mail or phone ${identifier}` : describeError(error));
    return 1;
  }
};
