// The API's interactive documentation (issue 24 §5): /api/docs lists the operations of /api/openapi.json, one opens
// with its parameters and answers a call from the page, the page's chrome follows langType, and everything loads from
// this server under its content security policy (no console errors, no failed or blocked requests). zh and en;
// desktop and phone.
// Not a page of the app: the fixtures' goto would wait for a React hydration that never comes.
import { expect, test, type Page } from '@playwright/test';
import { onPhone } from './fixtures';

const LOCALES = [
  { query: '', lang: 'zh-CN', title: 'API 文档', home: '/' },
  { query: '?langType=en', lang: 'en', title: 'API documentation', home: '/en' },
];

/** Console errors, failed requests and CSP violations of the page, collected from its first byte. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()}: ${response.url()}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`));
  });
  return problems;
}

for (const locale of LOCALES) {
  test.describe(`API docs ${locale.query || '(default language)'}`, () => {
    test(`lists the operations and opens one${onPhone(locale.query ? 'en' : 'zh')}`, async ({ page }) => {
      const problems = await watch(page);
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.host !== new URL(test.info().project.use.baseURL!).host) foreign.push(request.url());
      });
      const res = await page.goto(`/api/docs${locale.query}`);
      expect(res!.status()).toBe(200);
      expect(res!.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
      await expect(page).toHaveTitle(`${locale.title} · AI Atlas`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);
      await expect(page.locator('.atlas-head nav a').first()).toHaveAttribute('href', locale.home);

      // The areas and their operations, from the document.
      await expect(page.locator('.opblock-tag-section').first()).toBeVisible({ timeout: 15_000 });
      for (const tag of ['catalogue', 'models', 'orders', 'site-mcp']) {
        await expect(page.locator(`h3.opblock-tag[data-tag="${tag}"]`)).toBeVisible();
      }
      // The areas start folded; opening one lists its operations.
      expect(await page.locator('h3.opblock-tag').count()).toBeGreaterThanOrEqual(20);
      await page.locator('h3.opblock-tag[data-tag="catalogue"]').click();
      await expect(page.locator('.opblock-summary-path[data-path="/api/products/search"]')).toBeVisible();
      await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThanOrEqual(8);

      // Open one: its parameters come from the route's zod schema; try it against this server.
      const search = page.locator('.opblock').filter({ has: page.locator('.opblock-summary-path[data-path="/api/products/search"]') });
      await search.locator('.opblock-summary-control').click();
      const body = search.locator('.opblock-body');
      await expect(body).toBeVisible();
      await expect(body.locator('tr[data-param-name="q"]')).toBeVisible();
      await expect(body.locator('tr[data-param-name="pricing"] select')).toBeVisible();
      await body.getByRole('button', { name: 'Try it out' }).click();
      await body.locator('tr[data-param-name="q"] input').fill('chat');
      await body.getByRole('button', { name: 'Execute' }).click();
      await expect(body.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
      await expect(body.locator('.live-responses-table tbody .microlight').first()).toContainText('"code": 0');

      // A route that needs sign-in says so (the lock).
      await page.locator('h3.opblock-tag[data-tag="favorites"]').click();
      const favorites = page.locator('.opblock').filter({ has: page.locator('.opblock-summary-path[data-path="/api/favorites"]') }).first();
      await expect(favorites.locator('.authorization__btn')).toBeVisible();

      expect(foreign, 'requests to other origins').toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test('the page links the document, which downloads as JSON @desktop-only', async ({ page, request }) => {
  await page.goto('/api/docs?langType=zh_tw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API 文件');
  const href = await page.locator('.atlas-head').getByRole('link', { name: /openapi\.json/ }).getAttribute('href');
  expect(href).toBe('/api/openapi.json');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const document = await res.json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/products/search');
  // The same document for everyone: a revalidation is a 304.
  const again = await request.get(href!, { headers: { 'If-None-Match': res.headers()['etag']! } });
  expect(again.status()).toBe(304);
});
