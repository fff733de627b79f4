// The MCP library end to end (issue 20 part 5), in zh and en on desktop and phone: browse and search the library,
// filter it, open a server and copy an install snippet (counted), ask the assistant without JavaScript, submit a
// server (a duplicate pointing at the listed one), see it in "my MCP" and in the admin queue, approve it and find it.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { awaitingHydration, expect, signIn, onPhone, test } from './fixtures';

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
const at = (lang: Lang, path: string) => (lang === 'zh' ? path : `/en${path}`);
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const TEXT = {
  zh: { inReview: '审核中', published: '已发布', databases: '数据库', copyConfig: '复制配置' },
  en: { inReview: 'In review', published: 'Published', databases: 'Databases', copyConfig: 'Copy config' },
} satisfies Record<Lang, Record<string, string>>;

async function newPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  return awaitingHydration(await context.newPage());
}

for (const lang of LANGS) {
  test.describe(`MCP library (${lang})`, () => {
    test(`browse, search, filter, open a server and copy its install snippet${onPhone(lang)}`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(at(lang, '/mcp'));
      await expect(page.getByTestId('mcp-server-card').first()).toBeVisible();
      await expect(page.getByTestId('mcp-client-list')).toContainText('Claude Desktop');
      // The area navigation leads to the library's pages.
      const nav = page.getByTestId('mcp-area-nav');
      for (const area of ['clients', 'cases', 'ranking', 'assistant', 'submit']) await expect(nav.locator(`a[href$="/mcp/${area}"]`)).toHaveCount(1);

      // Search by words.
      await page.getByTestId('mcp-search-input').fill('postgres');
      await page.getByTestId('mcp-search-submit').click();
      await expect(page).toHaveURL(/q=postgres/);
      // The count of the new answer (the page renders it once the search's data is in).
      const count = async () => Number(((await page.getByTestId('mcp-result-count').textContent()) ?? '').replace(/\D+/g, ''));
      await expect.poll(count).toBeLessThan(100);
      expect(await count()).toBeGreaterThan(0);
      await expect(page.getByTestId('mcp-server-card').first()).toBeVisible();

      // Filter by category on the full list.
      await page.goto(at(lang, '/mcp/servers'));
      await page.getByTestId('mcp-filter-category').selectOption('databases');
      await page.getByTestId('mcp-search-submit').click();
      await expect(page).toHaveURL(/category=databases/);
      const cards = page.getByTestId('mcp-server-card');
      await expect(cards.first()).toContainText(TEXT[lang].databases);
      for (const card of (await cards.all()).slice(0, 5)) await expect(card).toContainText(TEXT[lang].databases);

      // A server's page: description, variables, and a counted copy of the Cursor snippet.
      await page.goto(at(lang, '/mcp/mendableai-firecrawl-mcp-server'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firecrawl');
      await expect(page.getByTestId('mcp-env')).toContainText('FIRECRAWL_API_KEY');
      await page.getByTestId('snippet-tab-cursor').click();
      await expect(page.getByTestId('snippet-json')).toContainText('"firecrawl-mcp@1.9.0"');
      const counted = page.waitForResponse((r) => r.url().includes('/api/mcp-servers/mendableai-firecrawl-mcp-server/installs') && r.request().method() === 'POST');
      await page.getByTestId('copy-snippet').click();
      expect((await (await counted).json()).code).toBe(0);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"mcpServers"');
      await expect(page.getByTestId('mcp-installs')).toContainText(/[1-9]/);
    });

    test(`submit a server, follow it in "my MCP", approve it in the admin queue and find it${onPhone(lang)}`, async ({ page, browser }, info) => {
      const suffix = stamp();
      const name = `io.github.e2e-${suffix}/weather-${lang}-${info.project.name}`;
      await signIn(page, `mcp-${lang}-${info.project.name}-${suffix}@e2e.test`);
      await page.goto(at(lang, '/mcp/submit'));

      // A name already listed: the link leads to its page.
      await page.getByTestId('mcp-server-json').fill(JSON.stringify({ name: 'io.github.redis/mcp-redis', packages: [{ registryType: 'npm', identifier: 'x' }] }));
      await page.getByTestId('mcp-submit').click();
      await expect(page.getByTestId('mcp-submit-failure')).toBeVisible();
      await expect(page.getByTestId('mcp-existing')).toHaveAttribute('href', new RegExp(`${lang === 'en' ? '/en' : ''}/mcp/redis-mcp-redis$`));

      // Invalid JSON is refused in the browser.
      await page.getByTestId('mcp-server-json').fill('{ not json');
      await page.getByTestId('mcp-submit').click();
      await expect(page.getByTestId('mcp-submit-failure')).toBeVisible();

      // The form writes the server.json.
      await page.getByTestId('mcp-builder').locator('summary').click();
      await page.getByTestId('b-name').fill(name);
      await page.getByTestId('b-description').fill('Weather forecasts by city for e2e');
      await page.getByTestId('b-identifier').fill(`@e2e-${suffix}/weather`);
      await page.getByTestId('b-version').fill('1.0.0');
      await page.getByTestId('b-env').fill('WEATHER_API_KEY');
      await page.getByTestId('b-build').click();
      await expect(page.getByTestId('mcp-server-json')).toHaveValue(new RegExp(name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
      await page.getByTestId('mcp-submit').click();
      await expect(page.getByTestId('mcp-submitted')).toBeVisible();

      await page.goto(at(lang, '/user/mcp'));
      const mine = page.getByTestId('my-mcp').locator('li', { hasText: name });
      await expect(mine.getByTestId('my-mcp-status')).toHaveText(TEXT[lang].inReview);

      // Staff approve it in the console.
      const staff = await newPage(browser, info);
      try {
        await signIn(staff, 'admin@e2e.test');
        await staff.goto(at(lang, '/admin'));
        const item = staff.getByTestId('mcp-review-item').filter({ hasText: name });
        await expect(item).toBeVisible();
        await item.getByTestId('mcp-approve').click();
        await expect(item).toHaveCount(0);
      } finally {
        await staff.context().close();
      }

      await page.goto(at(lang, '/user/mcp'));
      await expect(page.getByTestId('my-mcp').locator('li', { hasText: name }).getByTestId('my-mcp-status')).toHaveText(TEXT[lang].published);
      await page.goto(`${at(lang, '/mcp/servers')}?q=${encodeURIComponent(`e2e-${suffix}`)}`);
      const found = page.getByTestId('mcp-server-card').filter({ hasText: name });
      await expect(found).toHaveCount(1);
      await found.getByRole('link').first().click();
      await expect(page.getByTestId('mcp-server-name')).toHaveText(name);
      await expect(page.getByTestId('mcp-env')).toContainText('WEATHER_API_KEY');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the assistant recommends servers with reasons, and the filters work @desktop-only', async ({ page }) => {
    // Each page.goto of the fixture waits (in vain, without JavaScript) for hydration.
    test.setTimeout(60_000);
    await page.goto('/en/mcp/assistant');
    await page.getByTestId('mcp-task').fill('search the web and take screenshots in a browser');
    await page.getByTestId('mcp-assistant-submit').click();
    await expect(page).toHaveURL(/task=search/);
    await expect(page.getByTestId('mcp-recommendations').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('mcp-reason').first()).toContainText('Matched words');
    await page.getByTestId('mcp-area-nav').locator('a[href$="/mcp/servers"]').click();
    await expect(page).toHaveURL(/\/mcp\/servers$/);
    await page.getByTestId('mcp-filter-transport').selectOption('sse');
    await page.getByTestId('mcp-search-submit').click();
    await expect(page).toHaveURL(/transport=sse/);
    await expect(page.getByTestId('mcp-server-card').first()).toContainText('SSE');
  });
});
