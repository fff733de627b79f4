// `npm run import:mcp` (server/db/import-commands.ts), the first run from the shell and the others in this process, on
// an embedded store of its own: a first import writes, a second writes the same state again, and a file of rejected
// entries only exits 1 with the reasons.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCommand } from '../../../tests/fixtures/cli';
import { importMcpCommand } from '../../../server/db/import-commands';
import { createEmbeddedStore } from '../../../tests/fixtures/db';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-import-mcp-'));
const env = { DATA_DIR: path.join(dir, 'data'), SEED_ON_START: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test' };

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// A migrated store made beforehand (npm run import:compute's test has the command make its own).
beforeAll(() => createEmbeddedStore(env.DATA_DIR));

describe('npm run import:mcp', () => {
  it('imports server.json entries by name, again to the same state, and reports rejected entries', async () => {
    const good = path.join(dir, 'servers.json');
    fs.writeFileSync(
      good,
      JSON.stringify({
        servers: [
          { name: 'io.github.acme/weather', description: 'Weather by city', packages: [{ registryType: 'npm', identifier: '@acme/weather', version: '1.0.0' }] },
          { name: 'io.github.acme/remote', remotes: [{ type: 'streamable-http', url: 'https://mcp.acme.example/mcp' }] },
          { name: 'bad name' },
        ],
      }),
    );
    const first = await runCli('server/db/import-mcp.ts', [good], env);
    expect(first.stdout).toMatch(/created 2, updated 0, rejected 1/);
    expect(first.stdout).toMatch(/#2 bad name: name: /);
    expect(first.code).toBe(0);
    const second = await runCommand(importMcpCommand, [good], env);
    expect(second.stdout).toMatch(/created 0, updated 2, rejected 1/);
    expect(second.code).toBe(0);

    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ name: 'io.github.acme/nothing' }]));
    const refused = await runCommand(importMcpCommand, [bad], env);
    expect(refused.stdout).toMatch(/created 0, updated 0, rejected 1/);
    expect(refused.code).toBe(1);
    expect((await runCommand(importMcpCommand, ['servers.txt'], env)).code).toBe(2);
  }, 120_000);
});
