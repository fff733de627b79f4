import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `atlas-e2e-${port}`);
/** The China edition (IS_CN=true) runs beside the international one, on its own store. */
export const cnPort = Number(process.env.E2E_CN_PORT ?? port + 1);
const cnDataDir = process.env.E2E_CN_DATA_DIR ?? path.join(os.tmpdir(), `atlas-e2e-cn-${cnPort}`);
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? port + 2);
/** The reference MCP server (@modelcontextprotocol/server-everything, Streamable HTTP) the playground is tried on. */
export const mcpPort = Number(process.env.E2E_MCP_PORT ?? port + 3);
/** The fake OpenAI-compatible chat platform (tests/fakes/openai-server.ts), configured as Doubao on the site. */
const llmPort = Number(process.env.E2E_LLM_PORT ?? port + 4);
/** The fake web sites (tests/fakes/sites-server.ts): the brand tracker reads one brand's site by its address, and
 * logos and screenshots are taken from there only. */
export const sitesPort = Number(process.env.E2E_SITES_PORT ?? port + 5);
const google = {
  GOOGLE_CLIENT_ID: 'atlas-e2e.apps.example',
  GOOGLE_CLIENT_SECRET: 'e2e-secret',
  GOOGLE_AUTH_URL: `http://127.0.0.1:${googlePort}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `http://127.0.0.1:${googlePort}/token`,
};
const executablePath = findTestChromium();

const chromium = { launchOptions: { executablePath, args: CHROMIUM_ARGS } };

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it when it starts, and `npm test` writes the unit tests' report beside it.
  outputDir: 'test-results/e2e',
  // Two workers share the servers below and spread the tests one by one (two cores: the browsers and the servers
  // keep both busy). Tests that touch shared state filter by what they created (tests/e2e/*.spec.ts).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Limits for a test that is stuck, not for a slow machine: a passing wait ends as soon as its condition holds, and
  // `npm test` runs this suite beside the unit tests (scripts/test.mjs), so a page may take seconds to answer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    ...chromium,
  },
  projects: [
    // Every behaviour is tested once; the layouts are tested where they differ (tests/e2e/fixtures.ts, `onPhone`):
    // every test runs at desktop width unless it carries @phone-only; the phone runs the tests that assert what its
    // layout changes (@mobile) and the other-language half of the flows repeated per language (@phone-only).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, ...chromium },
      grepInvert: /@phone-only/,
    },
    {
      name: 'mobile',
      // Pixel-style phone in Chromium (the iPhone profiles need WebKit, which we do not ship).
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, ...chromium },
      grep: /@mobile|@phone-only/,
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/fakes/google-server.ts',
      port: googlePort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { FAKE_GOOGLE_PORT: String(googlePort), ...google },
    },
    {
      command: 'node node_modules/@modelcontextprotocol/server-everything/dist/index.js streamableHttp',
      port: mcpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { PORT: String(mcpPort) },
    },
    {
      command: 'node --import tsx tests/fakes/openai-server.ts',
      port: llmPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { FAKE_LLM_PORT: String(llmPort), FAKE_LLM_KEY: 'sk-e2e' },
    },
    {
      command: 'node --import tsx tests/fakes/sites-server.ts',
      port: sitesPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { FAKE_SITES_PORT: String(sitesPort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        APP_URL: 'https://app.example.test',
        WWW_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAILS: 'admin@e2e.test',
        ACCOUNT_DEV_TOOLS: 'true',
        SIGNUP_LIMIT_PER_HOUR: '1000',
        // The playground may reach the local MCP server, as an operator allows a self-hosted one.
        // The brand tracker and the screenshots may reach the local fake sites (and nothing else private).
        SSRF_ALLOW_HOSTS: `127.0.0.1:${mcpPort},127.0.0.1:${sitesPort}`,
        // A tracker's questions are spread over 3 s instead of an hour, so its report completes within a test.
        TRACKER_REPORT_WINDOW_MS: '3000',
        TRACKER_MAX_QUERIES: '4',
        // A deployment expires 12 s after it was asked for instead of 24 hours, so a test sees it expire; its state
        // is asked every 200 ms instead of every 2 s.
        DEPLOY_TTL_MS: '12000',
        DEPLOY_POLL_MS: '200',
        // No visits of the catalogue's real sites from a test run (the health check has its own tests); screenshots
        // only when staff ask, of a product pointed at the fake sites (tests/e2e/logos.spec.ts).
        HEALTH_CHECKS: 'false',
        SCREENSHOTS: 'staff',
        // One platform with a key (the fake): the GEO check asks it beside the offline engines; the arena, which needs
        // two keyed platforms, stays offline.
        LLM_DOUBAO_API_KEY: 'sk-e2e',
        LLM_DOUBAO_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
        LLM_MAX_RETRIES: '0',
        ...google,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${cnPort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(cnPort),
        HOST: '127.0.0.1',
        DATA_DIR: cnDataDir,
        LOG_LEVEL: 'warn',
        IS_CN: 'true',
        SIGNUP_LIMIT_PER_HOUR: '1000',
        APP_URL: `http://127.0.0.1:${cnPort}`,
        WWW_URL: `http://127.0.0.1:${cnPort}`,
        ACCOUNT_DEV_TOOLS: 'true',
        HEALTH_CHECKS: 'false',
        SCREENSHOTS: 'false',
      },
    },
  ],
});
