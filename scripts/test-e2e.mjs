// Runs the Playwright suite against a production build on a free port with a throw-away DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findTestChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { copySeededStore } from './seeded-store.mjs';

const chromium = findTestChromium();
if (!chromium) {
  console.log('e2e: skipped — no Chromium at CHROME_PATH, /usr/bin/chromium-headless-shell or /usr/bin/chromium. Fix: apt-get install chromium-headless-shell');
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/e2e.json', JSON.stringify({ skippedSuite: true }));
  process.exit(0);
}
// Both site servers start from one build; build it once up front so they do not race on build/.
const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const port = await freePort();
const cnPort = await freePort();
const googlePort = await freePort();
const mcpPort = await freePort();
const llmPort = await freePort();
const sitesPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-e2e-'));
const cnDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-e2e-cn-'));
// Both servers start from one seeded store (seeding once instead of twice).
copySeededStore(dataDir);
copySeededStore(cnDataDir);
// The store starts seeded plus, in one import: a product whose every text field carries markup
// (tests/e2e/xss.spec.ts), and a product whose site is the fake sites' live page (tests/fakes/sites-server.ts), whose
// logo and screenshot staff fetch in tests/e2e/logos.spec.ts, from 127.0.0.1 only.
const extraFile = path.join(dataDir, 'e2e-products.json');
fs.writeFileSync(
  extraFile,
  JSON.stringify([
    ...JSON.parse(fs.readFileSync('tests/fixtures/xss-products.json', 'utf8')),
    {
      slug: 'acme-writer',
      name: 'Acme Writer',
      url: `http://127.0.0.1:${sitesPort}/alive`,
      category: 'writing',
      tags: ['writing-assistant'],
      type: 'commercial',
      pricing: 'freemium',
      contentLanguage: 'en',
      popularity: 1,
      tagline: { zh: 'Acme 写作助手', en: 'Drafts, rewrites and summaries in 30 languages', ja: 'Acme の文章アシスタント' },
    },
  ]),
);
const extra = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/import.ts', extraFile], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
});
if (extra.status !== 0) process.exit(extra.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_CN_PORT: String(cnPort),
    E2E_CN_DATA_DIR: cnDataDir,
    E2E_GOOGLE_PORT: String(googlePort),
    E2E_MCP_PORT: String(mcpPort),
    E2E_LLM_PORT: String(llmPort),
    E2E_SITES_PORT: String(sitesPort),
    CHROME_PATH: chromium,
  },
});
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(cnDataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
