// A seeded embedded store, made once per source fingerprint and copied for each throw-away server of a test run
// (the e2e servers, the budgets, the load test): seeding the shipped catalogue costs each server ~10 s of CPU, the
// copy a fraction of a second. The first caller seeds; concurrent callers each finish and keep the first rename.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFingerprint } from './build-stamp.mjs';

const CACHE = path.join('node_modules', '.cache', 'atlas-seeded-store');

/** Fills `target` (an empty or missing folder) with a migrated and seeded embedded store. */
export function copySeededStore(target) {
  const key = buildFingerprint().slice(0, 16);
  const ready = path.resolve(CACHE, key);
  if (!fs.existsSync(path.join(ready, 'pglite', 'PG_VERSION'))) {
    fs.mkdirSync(CACHE, { recursive: true });
    const scratch = `${ready}.${process.pid}`;
    fs.rmSync(scratch, { recursive: true, force: true });
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'seed'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: scratch, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    });
    if (seeded.status !== 0) throw new Error('seeding the embedded store failed');
    fs.rmSync(path.join(scratch, 'pglite.pid'), { force: true });
    try {
      fs.renameSync(scratch, ready);
    } catch {
      // Another process of this run got there first: its store is the same.
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    // Stores of older sources are of no further use.
    for (const name of fs.readdirSync(CACHE)) if (name !== key && !name.includes('.')) fs.rmSync(path.join(CACHE, name), { recursive: true, force: true });
  }
  fs.cpSync(ready, target, { recursive: true });
}
