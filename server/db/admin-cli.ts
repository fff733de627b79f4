// `npm run admin -- grant|revoke <email|phone>` and `npm run admin -- list`: the staff role, from the shell.
import { exitUnlessKnown, withDatabase } from '../cli';
import { AppError } from '../http/errors';
import { parseEnvOrExit } from '../env';
import { listAdmins, setAdminRole } from '~/features/admin/admin.server';

const HELP = `usage: npm run admin -- <command>

  grant <email|phone>    give the user the admin role
  revoke <email|phone>   take the admin role away
  list                   list the admins

Uses the server's settings (DATABASE_URL, else the embedded store under DATA_DIR).
With the embedded store, stop the server first: PGlite allows one process at a time.
Every change is written to the audit trail with no actor (command line).`;

const [command, identifier] = process.argv.slice(2);
const known = command === 'list' || ((command === 'grant' || command === 'revoke') && Boolean(identifier));
exitUnlessKnown(known, command, HELP);

const env = parseEnvOrExit();
let code = 0;
try {
  await withDatabase(env, async (database) => {
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      if (!admins.length) console.log('no admins');
      for (const a of admins) {
        console.log([`#${a.id}`, a.email ?? '-', a.phone ?? '-', a.displayName || '-', a.status].join('\t'));
      }
    } else {
      const role = command === 'grant' ? 'admin' : 'user';
      const result = await setAdminRole(database.db, identifier!, role);
      const verb = command === 'grant' ? 'granted to' : 'revoked from';
      console.log(result.changed ? `admin role ${verb} user #${result.userId}` : `nothing to do: user #${result.userId} already has role ${role}`);
    }
  });
} catch (error) {
  if (error instanceof AppError && error.code === 'NOT_FOUND') {
    console.error(`no user with e-mail or phone ${identifier}`);
  } else {
    console.error(error);
  }
  code = 1;
}
process.exit(code);
