// `npm run backup [-- <file>]` and `npm run restore -- <file>`: the embedded store to and from a tarball.
// Stop the server first: the embedded database belongs to one process at a time.
import { parseEnvOrExit } from '../env';
import { backupEmbedded, restoreEmbedded } from './backup';
import { StoreLockedError } from './store-lock';

const [command, file] = process.argv.slice(2);
const env = parseEnvOrExit();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore (see docs/operations.md).');
  process.exit(2);
}
try {
  if (command === 'backup') {
    const { file: written, bytes } = await backupEmbedded(env.DATA_DIR, file);
    console.log(`backup written: ${written} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else if (command === 'restore' && file) {
    const { previous } = await restoreEmbedded(env.DATA_DIR, file);
    console.log(`restored ${file} into ${env.DATA_DIR}${previous ? `; the previous store is kept in ${previous}` : ''}`);
  } else {
    console.error('usage: npm run backup [-- <file>] | npm run restore -- <file>');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof StoreLockedError ? error.message : `failed: ${(error as Error).message}`);
  process.exit(1);
}
