// `npm run admin`: the staff role from the shell, against an embedded store in a folder (as in production).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCommand } from '../../tests/fixtures/cli';
import { createEmbeddedStore } from '../../tests/fixtures/db';
import { openDatabase } from './client';
import { adminCommand } from './admin-command';
import { adminAudit, users } from './schema';

describe('admin CLI on a PGlite folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-admin-cli-'));
    await createEmbeddedStore(dataDir);
    const database = await openDatabase({ dataDir });
    await database.db.insert(users).values([
      { email: 'Carol@Example.test', displayName: 'Carol' },
      { phone: '+8613900139000', displayName: 'Dan' },
    ]);
    await database.close();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  /** The command in this process (server/db/admin-command.ts); the first grant runs it from the shell. */
  const cli = (...args: string[]) => runCommand(adminCommand, args, settings());

  const state = async () => {
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ id: users.id, role: users.role, email: users.email }).from(users).orderBy(users.id);
      const audit = await database.db.select().from(adminAudit).orderBy(adminAudit.id);
      return { rows, audit };
    } finally {
      await database.close();
    }
  };

  it('grants and revokes by e-mail (any case) and phone, audited without an actor', async () => {
    const grant = await runCli('server/db/admin-cli.ts', ['grant', 'carol@example.TEST'], settings());
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stdout).toMatch(/admin role granted to user #\d+/);
    const again = await cli('grant', 'carol@example.test');
    expect(again.stdout).toMatch(/nothing to do/);
    expect((await cli('grant', '13900139000')).code).toBe(0);

    const list = await cli('list');
    expect(list.stdout).toContain('Carol@Example.test');
    expect(list.stdout).toContain('+8613900139000');

    expect((await cli('revoke', '+86 139 0013 9000')).code).toBe(0);
    const { rows, audit } = await state();
    expect(rows.map((r) => r.role)).toEqual(['admin', 'user']);
    expect(audit.map((a) => [a.action, a.actorId, a.detail])).toEqual([
      ['role.grant', null, { source: 'cli' }],
      ['role.grant', null, { source: 'cli' }],
      ['role.revoke', null, { source: 'cli' }],
    ]);
    expect(audit[0]!.targetUserId).toBe(rows[0]!.id);
  }, 120_000);

  it('fails clearly for unknown people and bad usage', async () => {
    const unknown = await cli('grant', 'nobody@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no user with e-mail or phone nobody@example.test');
    const usage = await cli('promote');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('stop the server first');
    const { audit } = await state();
    expect(audit).toHaveLength(3);
  }, 120_000);
});
