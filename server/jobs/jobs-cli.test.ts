// `npm run jobs`: counts, lists and re-queues jobs, against an embedded store in a folder (as in production).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCommand } from '../../tests/fixtures/cli';
import { createEmbeddedStore } from '../../tests/fixtures/db';
import { openDatabase } from '../db/client';
import { jobs } from '../db/schema';
import { jobsCommand } from './jobs-command';

describe('jobs CLI on a PGlite folder', () => {
  let dataDir: string;
  let deadId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-jobs-cli-'));
    await createEmbeddedStore(dataDir);
    const database = await openDatabase({ dataDir });
    const rows = await database.db
      .insert(jobs)
      .values([
        { name: 'catalogue.import', payload: {}, maxAttempts: 5, state: 'dead', attempts: 5, lastError: 'Error: boom\n    at handler', finishedAt: new Date() },
        { name: 'accounts.housekeeping', key: 'period:2026-01-01T10:00:00.000Z', payload: {}, maxAttempts: 3, state: 'done', attempts: 1, result: { sessions: 2 } },
      ])
      .returning({ id: jobs.id });
    deadId = rows[0]!.id;
    await database.close();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', JOBS_BACKEND: 'postgres', LOG_LEVEL: 'silent' });
  /** The command in this process (server/jobs/jobs-command.ts); the first check runs it from the shell. */
  const cli = (...args: string[]) => runCommand(jobsCommand, args, settings());

  it('counts and lists jobs, re-queues a dead one, and explains its usage', async () => {
    expect((await runCli('server/jobs/jobs-cli.ts', ['counts'], settings())).stdout).toBe('accounts.housekeeping\tdone\t1\ncatalogue.import\tdead\t1\n');
    const dead = await cli('list', 'dead');
    expect(dead.stdout).toContain(`#${deadId}\tcatalogue.import\t-\tattempts 5/5`);
    expect(dead.stdout).toContain('  Error: boom');
    expect((await cli('list', 'done')).stdout).toContain('  result {"sessions":2}');
    expect(await cli('retry', String(deadId))).toMatchObject({ code: 0, stdout: expect.stringContaining('queued again') });
    expect(await cli('retry', String(deadId))).toMatchObject({ code: 1, stderr: expect.stringContaining(`no dead job #${deadId}`) });
    expect(await cli('list', 'nonsense')).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run jobs') });

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, deadId));
      expect(row).toMatchObject({ state: 'pending', attempts: 0, finishedAt: null });
    } finally {
      await database.close();
    }
  }, 120_000);
});
