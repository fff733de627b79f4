// `npm run import:compute` (server/db/import-commands.ts), the first run from the shell and the others in this process,
// on an embedded store of its own: a CSV replaces the sample offers, a second run writes the same state, a file with
// nothing valid exits 1 with the reasons, a wrong file type exits 2.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runCommand } from '../../../tests/fixtures/cli';
import { importComputeCommand } from '../../../server/db/import-commands';
import { sampleOffers } from '../../../server/db/seed/compute.seed-data';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-import-compute-'));
const env = { DATA_DIR: path.join(dir, 'data'), SEED_ON_START: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test' };

// No store yet: the first run makes and migrates one, as on a new install.
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run import:compute', () => {
  it('replaces the samples with the file, again to the same state, and reports rejected rows', async () => {
    const good = path.join(dir, 'offers.csv');
    fs.writeFileSync(
      good,
      [
        'id,section,title,gpu,gpuCount,cpuCores,ramGb,region,provider,availability,pricePerHour,pricePerMonth',
        'acme-h200-8x,servers,8× H200,h200,8,192,2048,cn-north,Acme Compute,available,210,140000',
        'acme-l4-1x,leasing,1× L4,l4,1,8,32,sg,Acme Compute,available,2.5,1500',
        'broken,leasing,1× L4,l4,one,8,32,sg,Acme Compute,available,2.5,1500',
      ].join('\n'),
    );
    const first = await runCli('server/db/import-compute.ts', [good], env);
    expect(first.stdout).toMatch(new RegExp(`created 2, updated 0, rejected 1; sample offers removed ${sampleOffers().length}`));
    expect(first.stdout).toMatch(/#3 broken: gpuCount/);
    expect(first.code).toBe(0);
    const second = await runCommand(importComputeCommand, [good], env);
    expect(second.stdout).toMatch(/created 0, updated 2, rejected 1; sample offers removed 0/);
    expect(second.code).toBe(0);

    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ id: 'nothing', gpu: 'h200' }]));
    const refused = await runCommand(importComputeCommand, [bad], env);
    expect(refused.stdout).toMatch(/created 0, updated 0, rejected 1/);
    expect(refused.code).toBe(1);
    expect((await runCommand(importComputeCommand, ['offers.txt'], env)).code).toBe(2);
  }, 120_000);
});
