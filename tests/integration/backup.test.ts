// `npm run backup` / `npm run restore` round trip on a real embedded store, and the one-process lock.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { StoreLockedError } from '../../server/db/store-lock';
import { createEmbeddedStore } from '../fixtures/db';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-backup-'));
const backupFile = path.join(dataDir, 'out', 'snapshot.tar.gz');

function cli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    encoding: 'utf8',
  });
}

async function withStore<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded store', () => {
  beforeAll(() => createEmbeddedStore(dataDir));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('restores exactly the state of the backup and keeps the replaced store aside', async () => {
    await withStore((db) => db.insert(users).values({ email: 'before@example.com', displayName: 'before' }));
    expect(cli('backup', backupFile)).toContain('backup written');
    expect(fs.statSync(backupFile).size).toBeGreaterThan(1000);

    await withStore((db) => db.insert(users).values({ email: 'after@example.com', displayName: 'after' }));
    expect(cli('restore', backupFile)).toContain('previous store is kept');

    const emails = await withStore(async (db) => (await db.select({ email: users.email }).from(users)).map((u) => u.email));
    expect(emails).toEqual(['before@example.com']);
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 120_000);

  it('refuses a second opener while the store is in use, and a backup from a missing file changes nothing', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(StoreLockedError);
      expect(() => cli('backup', backupFile)).toThrow(/in use by process/);
    } finally {
      await database.close();
    }
    expect(() => cli('restore', path.join(dataDir, 'missing.tar.gz'))).toThrow();
    const [user] = await withStore((db) => db.select().from(users).where(eq(users.email, 'before@example.com')));
    expect(user).toBeDefined();
  }, 120_000);
});
