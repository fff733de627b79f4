// The share demo and the AI agent page (issue 21 parts 5b and 6, docs/decisions/032): share a product from the
// share page (its card downloads as a PNG, its link copies, the platforms' share addresses carry it encoded), a
// ranking and models; the agent page's groups, cards and search. zh and en; the
// desktop and mobile projects both run it.
import { expect, onPhone, test } from './fixtures';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const LOCALES = [
  { prefix: '', lang: 'zh', copied: '复制成功', coding: '编程智能体', frameworks: '开发框架', searchAll: '在全部产品中搜索' },
  { prefix: '/en', lang: 'en', copied: 'Copied', coding: 'Coding agents', frameworks: 'Frameworks', searchAll: 'Search all products for' },
];

for (const locale of LOCALES) {
  test.describe(`sharing in ${locale.prefix || '/'}`, () => {
    test(`share a product: pick it, download its card, copy its link, send it to a platform${onPhone(locale.lang)}`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${locale.prefix}/share-demo`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('share-result')).toHaveCount(0);

      await page.getByTestId('compare-search').fill('Cursor');
      await page.getByRole('option', { name: 'Cursor', exact: true }).click();
      await expect(page).toHaveURL(/\/share-demo\?type=product&id=cursor$/);

      // The canonical link on the site's own address (APP_URL).
      await expect(page.getByTestId('share-link')).toHaveValue(new RegExp(`^https?://[^/]+${locale.prefix}/details/cursor$`));
      const link = await page.getByTestId('share-link').inputValue();
      // The preview is the card itself, drawn on the server.
      const card = page.getByTestId('share-card');
      await expect(card).toHaveAttribute('src', `/api/share/card?type=product&id=cursor&lang=${locale.lang}`);
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);

      // Download PNG: a file named after the product, whose bytes are a PNG.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-download').click()]);
      expect(download.suggestedFilename()).toBe('ai-atlas-product-cursor.png');
      const file = await download.path();
      const bytes = await import('node:fs').then((fs) => fs.readFileSync(file!));
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(bytes.readUInt32BE(16)).toBe(1200);
      expect(bytes.readUInt32BE(20)).toBe(630);

      // Copy link: the clipboard holds the canonical link, and a toast in the page's language says so.
      await page.getByTestId('share-copy').click();
      await expect(page.getByText(locale.copied, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // The platforms' share addresses carry the link (and the title) URL-encoded; they open in a new tab.
      const intents = page.getByTestId('share-intents').getByRole('link');
      await expect(intents).toHaveCount(7);
      const encoded = encodeURIComponent(link);
      const href = async (platform: string) => (await page.locator(`[data-platform="${platform}"]`).getAttribute('href'))!;
      expect(await href('x')).toMatch(new RegExp(`^https://x\\.com/intent/post\\?text=[^&]+&url=${reEscape(encoded)}$`));
      expect(await href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
      expect(await href('linkedin')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
      expect(await href('weibo')).toMatch(new RegExp(`^https://service\\.weibo\\.com/share/share\\.php\\?url=${reEscape(encoded)}&title=`));
      expect(await href('telegram')).toMatch(new RegExp(`^https://t\\.me/share/url\\?url=${reEscape(encoded)}&text=`));
      expect(await href('reddit')).toMatch(new RegExp(`^https://www\\.reddit\\.com/submit\\?url=${reEscape(encoded)}&title=`));
      expect(await href('email')).toMatch(/^mailto:\?subject=[^&]+&body=/);
      expect(decodeURIComponent((await href('x')).split('text=')[1]!.split('&')[0]!)).toContain('Cursor');
      await expect(page.locator('[data-platform="x"]')).toHaveAttribute('target', '_blank');
      await expect(page.locator('[data-platform="x"]')).toHaveAttribute('rel', /noopener/);
      // WeChat: a QR code of the link.
      await expect(page.getByTestId('share-wechat').locator('svg')).toBeVisible();

      // No horizontal overflow at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });

    test(`share a ranking and two models${onPhone(locale.lang)}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/share-demo?type=ranking`);
      await expect(page.getByTestId('share-link')).toHaveValue(new RegExp(`^https?://[^/]+${locale.prefix}/best-ai-tools/weekly/top$`));
      const form = page.getByTestId('share-ranking-form');
      await form.locator('select[name="period"]').selectOption('monthly');
      await form.locator('select[name="kind"]').selectOption('growth');
      await form.getByRole('button').click();
      await expect(page.getByTestId('share-link')).toHaveValue(new RegExp(`^https?://[^/]+${locale.prefix}/best-ai-tools/monthly/growth$`));
      await expect(page.getByTestId('share-download')).toHaveAttribute('download', 'ai-atlas-ranking-monthly-growth.png');

      await page.goto(`${locale.prefix}/share-demo?type=models`);
      const boxes = page.getByTestId('share-model');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const ids = await Promise.all([0, 1].map((i) => boxes.nth(i).getAttribute('value')));
      await page.getByTestId('share-models-submit').click();
      await expect(page.getByTestId('share-link')).toHaveValue(new RegExp(`^https?://[^/]+${locale.prefix}/models/compare\\?ids=${reEscape(ids.join(','))}$`));
      const res = await page.request.get((await page.getByTestId('share-card').getAttribute('src'))!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    });

    test(`the agent page: groups of cards, a card leads to its product, search among agents${onPhone(locale.lang)}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/agent`);
      const groups = page.getByTestId('agent-group');
      expect(await groups.count()).toBeGreaterThanOrEqual(5);
      const coding = page.locator('[data-group="coding"]');
      await expect(coding.getByRole('heading', { level: 2 })).toHaveText(locale.coding);
      await expect(page.locator('[data-group="frameworks"]').getByRole('heading', { level: 2 })).toHaveText(locale.frameworks);
      const codingNames = await coding.getByTestId('product-card').getByRole('heading').allTextContents();
      expect(codingNames).toEqual(expect.arrayContaining(['Cursor', 'Claude Code', 'GitHub Copilot']));
      await expect(page.locator('[data-group="frameworks"]').getByTestId('product-card').filter({ hasText: 'LangChain' })).toHaveCount(1);

      // "Show all" opens the whole group.
      const shown = await coding.getByTestId('product-card').count();
      await coding.getByTestId('agent-show-all').click();
      await expect(page).toHaveURL(/group=coding/);
      await expect.poll(() => page.locator('[data-group="coding"]').getByTestId('product-card').count()).toBeGreaterThan(shown);

      // A card leads to its product page.
      await page.goto(`${locale.prefix}/agent`);
      await page.locator('[data-group="coding"]').getByTestId('product-card').filter({ hasText: 'Cursor' }).getByRole('link', { name: 'Cursor' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/details/cursor$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cursor');

      // Search among agents: a GET form; the whole catalogue's search is a link away.
      await page.goto(`${locale.prefix}/agent`);
      const search = page.getByTestId('agent-search');
      await search.getByRole('searchbox').fill('browser');
      await search.getByRole('button').click();
      await expect(page).toHaveURL(/\/agent\?q=browser/);
      const results = page.getByTestId('agent-results').getByTestId('product-card');
      await expect(results.first()).toBeVisible();
      expect(await results.getByRole('heading').allTextContents()).toEqual(expect.arrayContaining(['Browser Use']));
      await expect(page.getByTestId('agent-search-all')).toContainText(locale.searchAll);
      await expect(page.getByTestId('agent-search-all')).toHaveAttribute('href', `${locale.prefix}/discover/browser`);
      // While searching, the groups wait behind "clear search".
      await expect(page.getByTestId('agent-group')).toHaveCount(0);
    });
  });
}

test('the agent page is in every language, the sitemaps and the menu; bad share input is a localised message @desktop-only', async ({ page, request }) => {
  for (const path of ['/agent', '/zh/agent', '/en/agent', '/tw/agent', '/ja/agent']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
  expect(await (await request.get('/sitemaps/en.xml')).text()).toContain('/en/agent</loc>');
  const menu = await request.get('/api/menu/navMenu?useWebsite=2');
  expect(JSON.stringify(await menu.json())).toContain('/agent');

  const unknown = await request.get('/api/share/card?type=product&id=no-such-product&lang=en');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).msg).toBe('Nothing to share was found');
  const bad = await request.get('/api/share/card?type=models&ids=gpt-4o&lang=en');
  expect(bad.status()).toBe(400);
  await page.goto('/en/share-demo?type=product&id=no-such-product');
  await expect(page.getByTestId('share-error')).toHaveText('Nothing to share was found');
});

/** A string as a literal inside a regular expression. */
function reEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
