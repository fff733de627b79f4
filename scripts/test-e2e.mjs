// Runs the Playwright suite against a production build on a free port with a throw-away DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = findChromium();
if (!chromium) {
  console.log('e2e: skipped — no Chromium at CHROME_PATH or /usr/bin/chromium. Fix: apt-get install chromium');
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/e2e.json', JSON.stringify({ skippedSuite: true }));
  process.exit(0);
}
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROME_PATH: chromium },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
