// One process at a time on the embedded store: PGlite is single-process, and a second opener (a CLI while the
// server runs) would corrupt it. The holder's pid sits in DATA_DIR/pglite.pid; a pid that no longer runs is
// a leftover of a crash and is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class StoreLockedError extends Error {
  constructor(readonly pid: number) {
    super(`the embedded database is in use by process ${pid}; stop it first (or set DATABASE_URL to use PostgreSQL)`);
    this.name = 'StoreLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const held = new Set<string>();

/** Takes the lock of `dataDir` for this process; returns its release. */
export function acquireStoreLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder === process.pid ? held.has(file) : holder > 0 && alive(holder)) throw new StoreLockedError(holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
