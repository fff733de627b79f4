// Backup and restore of the embedded store (PGlite): one gzipped tarball of its data directory. PostgreSQL
// deployments use pg_dump / pg_restore instead (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client';
import { acquireStoreLock } from './store-lock';

function stamp(at = new Date()): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
}

/** Writes the store under `dataDir` to `outFile` (default `{dataDir}/backups/atlas-{time}.tar.gz`). */
export async function backupEmbedded(dataDir: string, outFile?: string): Promise<{ file: string; bytes: number }> {
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) throw new Error(`no embedded database under ${dataDir}`);
  const file = path.resolve(outFile ?? path.join(dataDir, 'backups', `atlas-${stamp()}.tar.gz`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    const blob = await database.dump!();
    const bytes = Buffer.from(await blob.arrayBuffer());
    // Written beside the target and renamed, so a half-written file never looks like a backup.
    fs.writeFileSync(`${file}.partial`, bytes);
    fs.renameSync(`${file}.partial`, file);
    return { file, bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/**
 * Replaces the store under `dataDir` with a backup. The backup is unpacked and checked in a new folder first;
 * only then is the current store moved aside (kept as `pglite.before-restore-{time}`) and the new one put in.
 */
export async function restoreEmbedded(dataDir: string, backupFile: string): Promise<{ previous: string | null }> {
  const release = acquireStoreLock(dataDir);
  const target = path.join(dataDir, 'pglite');
  const incoming = path.join(dataDir, `pglite.restoring-${process.pid}`);
  try {
    const archive = fs.readFileSync(backupFile);
    fs.rmSync(incoming, { recursive: true, force: true });
    // A backup is gzipped; a plain tarball of a store (a test template, an unpacked backup) loads as it is.
    const gzipped = archive[0] === 0x1f && archive[1] === 0x8b;
    const client = await PGlite.create({
      dataDir: incoming,
      loadDataDir: new Blob([archive], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' }),
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    let previous: string | null = null;
    if (fs.existsSync(target)) {
      previous = path.join(dataDir, `pglite.before-restore-${stamp()}`);
      fs.renameSync(target, previous);
    }
    fs.renameSync(incoming, target);
    return { previous };
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
