// `npm run import:apps` (server/db/import-commands.ts), the first run from the shell and the others in this process, on
// an embedded store of its own: a first import writes, a second writes the same state again, and a file of rejected
// rows only exits 1 with the reasons.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCommand } from '../../../tests/fixtures/cli';
import { importAppsCommand } from '../../../server/db/import-commands';
import { createEmbeddedStore } from '../../../tests/fixtures/db';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-import-apps-'));
const env = {
  DATA_DIR: path.join(dir, 'data'),
  SEED_ON_START: 'false',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
};
const listing = 'https://play.google.com/store/apps/details?id=com.example.numbat';

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// A migrated store made beforehand (npm run import:compute's test has the command make its own).
beforeAll(() => createEmbeddedStore(env.DATA_DIR));

describe('npm run import:apps', () => {
  it('imports, re-imports the same state, and reports rejected rows', async () => {
    const good = path.join(dir, 'good.csv');
    fs.writeFileSync(
      good,
      [
        'platform,storeId,region,month,rank,rating,downloads,name.en,developer,category,storeUrl,source',
        `android,com.example.numbat,global,2026-10,1,4.5,1000,Numbat,Numbat Labs,writing,${listing},${listing}`,
        'android,com.example.numbat,global,2026-13,1,,,,,,,',
      ].join('\n'),
    );
    const first = await runCli('server/db/import-apps.ts', [good], env);
    expect(first.stdout).toMatch(/2 rows: 1 figures written, 1 apps added, 1 rejected/);
    expect(first.stdout).toMatch(/line 3 \(com.example.numbat\): month/);
    expect(first.code).toBe(0);
    const second = await runCommand(importAppsCommand, [good], env);
    expect(second.stdout).toMatch(/2 rows: 1 figures written, 0 apps added, 1 rejected/);
    expect(second.code).toBe(0);

    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(
      bad,
      JSON.stringify([{ platform: 'ios', storeId: '123456', region: 'global', month: '2026-10', rank: 'x' }]),
    );
    const refused = await runCommand(importAppsCommand, [bad], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/item 1 \(123456\): rank /);

    const usage = await runCommand(importAppsCommand, [], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run import:apps/);
  }, 120_000);
});
