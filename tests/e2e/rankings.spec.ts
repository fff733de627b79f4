// The web-traffic rankings: filters change the list and the URL (with and without JavaScript), past periods open,
// downloads, canonical URLs, the sample-data label, and the product page's rank history.
import fs from 'node:fs';
import { expect, onPhone, test } from './fixtures';
import type { Page } from '@playwright/test';

const LOCALES = [
  { prefix: '', title: /\d{4}年\d{1,2}月第\d周 AI工具总访问量榜/, sample: '示例数据' },
  { prefix: '/en', title: /Total traffic: AI tools — Week \d of \w+ \d{4}/, sample: 'Sample data' },
];

const firstNames = async (page: Page) => (await page.getByTestId('ranking-row').locator('a').allTextContents()).slice(0, 10).join('|');
const countText = (page: Page) => page.getByTestId('result-count').textContent();

for (const locale of LOCALES) {
  test.describe(`weekly ranking in ${locale.prefix || '/'}`, () => {
    test(`each filter changes the list and the URL${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }) => {
      const base = `${locale.prefix}/best-ai-tools/weekly/top`;
      await page.goto(base);
      await expect(page.getByTestId('ranking-title')).toHaveText(locale.title);
      await expect(page.getByTestId('sample-notice')).toContainText(locale.sample);
      await expect(page.getByTestId('ranking-row').first()).toBeVisible();
      let names = await firstNames(page);

      // category
      await page.getByTestId('filter-category').selectOption('video-generation');
      await expect(page).toHaveURL(new RegExp(`${base}/video-generation$`));
      await expect.poll(() => firstNames(page)).not.toBe(names);
      names = await firstNames(page);

      // type
      await page.getByTestId('filter-type').selectOption('open_source');
      await expect(page).toHaveURL(new RegExp(`${base}/video-generation/open-source$`));
      await expect.poll(() => firstNames(page)).not.toBe(names);

      // back to all types, then a region
      await page.getByTestId('filter-type').selectOption('');
      await expect(page).toHaveURL(new RegExp(`${base}/video-generation$`));
      const worldwide = await countText(page);
      await page.getByTestId('filter-region').selectOption('br');
      await expect(page).toHaveURL(new RegExp(`${base}/video-generation/br$`));
      await expect.poll(() => countText(page)).not.toBe(worldwide);

      // kind
      await page.getByTestId('kind-tabs').getByRole('link').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/best-ai-tools/weekly/growth/video-generation/br$`));

      // time: an earlier week, named in the URL and the title
      const title = await page.getByTestId('ranking-title').textContent();
      const options = page.getByTestId('filter-date').locator('option');
      const key = await options.nth(3).getAttribute('value');
      expect(key).toMatch(/^\d{4}-W\d{2}$/);
      await page.getByTestId('filter-date').selectOption(key!);
      await expect(page).toHaveURL(new RegExp(`/best-ai-tools/weekly/growth/video-generation/br/${key!.toLowerCase()}$`));
      await expect(page.getByTestId('ranking-title')).not.toHaveText(title ?? '');
    });

    test('opens a past weekly ranking and downloads it as CSV @desktop-only', async ({ page }) => {
      await page.goto(`${locale.prefix}/best-ai-tools/weekly/top`);
      const past = await page.getByTestId('filter-date').locator('option').nth(5).getAttribute('value');
      await page.goto(`${locale.prefix}/best-ai-tools/weekly/top/${past!.toLowerCase()}`);
      await expect(page.getByTestId('ranking-row').first()).toBeVisible();
      await expect(page.getByTestId('filter-date')).toHaveValue(past!);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
      expect(download.suggestedFilename()).toBe(`ai-atlas-weekly-${past!.toLowerCase()}-traffic-global.csv`);
      const text = fs.readFileSync((await download.path())!, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text.split('\r\n')[0]).toContain('rank,product,slug');
      expect(text.split('\r\n').length).toBeGreaterThan(100);
    });
  });
}

test('the filter form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/best-ai-tools/monthly/top');
  await page.getByTestId('filter-category').selectOption('chatbots');
  await page.getByTestId('filter-region').selectOption('us');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/en\/best-ai-tools\/monthly\/top\/chatbots\/us$/);
  await expect(page.getByTestId('ranking-row').first()).toBeVisible();
  await context.close();
});

test('other spellings redirect to the canonical URL; unknown lists are 404', async ({ page, request }) => {
  await page.goto('/best-ai-tools/weekly/US/Chatbots/TOP');
  await expect(page).toHaveURL(/\/best-ai-tools\/weekly\/top\/chatbots\/us$/);
  const moved = await request.get('/ja/best-ai-tools/quarterly/global/top', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/ja/best-ai-tools/quarterly/top');
  for (const path of ['/best-ai-tools/weekly/top/no-such-category', '/best-ai-tools/weekly/top/growth', '/best-ai-tools/daily/top', '/best-ai-tools/weekly/top/2019-w01']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the landing page links into every list', async ({ page }) => {
  await page.goto('/best-ai-tools');
  await expect(page.getByTestId('sample-notice')).toBeVisible();
  await expect(page.getByTestId('ranking-row').first()).toBeVisible();
  await page.getByTestId('lists-quarterly').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/best-ai-tools\/quarterly\/top$/);
  await expect(page.getByTestId('ranking-title')).toHaveText(/\d{4}年第\d季度/);
});

test('a product page shows its rank in category over time', async ({ page }) => {
  await page.goto('/en/details/chatgpt?tab=traffic');
  await expect(page.getByTestId('rank-history')).toContainText(/#\d+ of \d+ in its category/);
});
