// AI app rankings in the browser: filters change the list and the URL (with and without JavaScript), downloads,
// the sample-data label, the 404s of SPEC §2.1 (/com anywhere after /best-ai-apps/android; iOS outside the China
// edition) and the iOS list on the China-edition server.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { cnPort } from '../../playwright.config';
import { expect, onPhone, test } from './fixtures';

const CN = `http://127.0.0.1:${cnPort}`;

const storeIds = (page: Page) =>
  page.getByTestId('app-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-store-id')));

for (const { lang, prefix, heading, notice } of [
  { lang: 'zh', prefix: '', heading: '安卓AI应用排行榜', notice: '示例数据' },
  { lang: 'en', prefix: '/en', heading: 'Best Android AI apps', notice: 'sample data' },
]) {
  test.describe(`Android AI app ranking (${lang})`, () => {
    test(`shows the ranked list with the sample-data label, and each filter changes the list and the URL${onPhone(lang)}`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/best-ai-apps/android`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByTestId('sample-notice')).toBeVisible();
      await expect(page.getByTestId('sample-notice')).toContainText(notice);
      const rows = page.getByTestId('app-row');
      await expect(rows).toHaveCount(20);
      await expect(rows.first().locator('td').first()).toHaveText('1');
      const global = await storeIds(page);

      const filters = page.getByTestId('app-filters');
      await filters.locator('select[name="region"]').selectOption('cn');
      await expect(page).toHaveURL(new RegExp(`${prefix}/best-ai-apps/android/cn$`));
      await expect.poll(() => storeIds(page)).not.toEqual(global);
      const china = await storeIds(page);

      await filters.locator('select[name="category"]').selectOption('education');
      await expect(page).toHaveURL(new RegExp(`${prefix}/best-ai-apps/android/cn/education$`));
      await expect.poll(() => storeIds(page)).not.toEqual(china);
      const education = await storeIds(page);
      expect(education.length).toBeGreaterThan(2);

      await filters.locator('select[name="month"]').selectOption('2026-07');
      await expect(page).toHaveURL(new RegExp(`${prefix}/best-ai-apps/android/2026-07/cn/education$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        lang === 'zh' ? '2026年7月' : 'July 2026',
      );
      await expect.poll(() => storeIds(page)).not.toEqual(education);
      await expect(page).toHaveTitle(
        lang === 'zh' ? /2026年7月安卓AI应用排行榜/ : /Best Android AI apps, July 2026/,
      );
    });
  });
}

test.describe('Android AI app ranking', () => {
  test('pages through the list and marks rank changes', async ({ page }) => {
    await page.goto('/en/best-ai-apps/android/us');
    const first = await storeIds(page);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/best-ai-apps\/android\/us\/page-2$/);
    await expect(page.getByTestId('app-row').first().locator('td').first()).toHaveText('21');
    expect(await storeIds(page)).not.toEqual(first);
    await expect(page.locator('[data-change="up"], [data-change="down"]').first()).toBeVisible();
  });

  test('filters without JavaScript through the GET form and lands on the canonical URL @desktop-only', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/en/best-ai-apps/android');
      const filters = page.getByTestId('app-filters');
      await filters.locator('select[name="region"]').selectOption('jp');
      await filters.locator('select[name="category"]').selectOption('image');
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/en\/best-ai-apps\/android\/jp\/image$/);
      await expect(page.getByTestId('app-row').first()).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe('https://app.example.test/en/best-ai-apps/android/jp/image');
    } finally {
      await context.close();
    }
  });

  test('downloads the list as CSV with a BOM, and as JSON @desktop-only', async ({ page }) => {
    await page.goto('/en/best-ai-apps/android/cn/chat');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('ai-apps-android-cn-2026-10-chat.csv');
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'rank,change,name,developer,platform,storeId,category,region,month,rating,downloads,storeUrl,isSample',
    );
    expect(lines.length).toBe(
      Number((await page.getByTestId('result-count').innerText()).match(/\d+/)![0]) + 1,
    );
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-json').click(),
    ]);
    expect(json.suggestedFilename()).toBe('ai-apps-android-cn-2026-10-chat.json');
    const body = JSON.parse(fs.readFileSync((await json.path())!, 'utf8'));
    expect(body).toMatchObject({
      platform: 'android',
      region: 'cn',
      category: 'chat',
      period: '2026-10',
      isSample: true,
    });
  });

  test('answers 404 for /com anywhere after /best-ai-apps/android, and for unknown filters @desktop-only', async ({
    request,
  }) => {
    for (const path of [
      '/best-ai-apps/android/com.x',
      '/best-ai-apps/android/top/com.tencent',
      '/en/best-ai-apps/android/us/com.openai.chatgpt',
      '/best-ai-apps/android/top',
      '/best-ai-apps/android/2019-01',
      '/best-ai-apps/android/page-99',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    expect((await request.get('/best-ai-apps/android/us/image')).status()).toBe(200);
  });

  test('redirects other spellings of a filter set to its canonical URL @desktop-only', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/best-ai-apps/android/image/us', '/best-ai-apps/android/us/image'],
      ['/best-ai-apps/android/global', '/best-ai-apps/android'],
      ['/en/best-ai-apps/android/2026-10/page-1', '/en/best-ai-apps/android'],
      ['/best-ai-apps/android?region=de&category=&month=2026-09', '/best-ai-apps/android/2026-09/de'],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(302);
      expect(res.headers().location, from).toBe(to);
    }
  });
});

test.describe('iOS AI app ranking', () => {
  test('is not found outside the China edition, and its menu entry is hidden there @desktop-only', async ({
    page,
    request,
  }) => {
    expect((await request.get('/best-ai-apps/ios')).status()).toBe(404);
    expect((await request.get('/en/best-ai-apps/ios/us')).status()).toBe(404);
    await page.goto('/en/about');
    const menuUrls = await page.evaluate(() =>
      JSON.stringify(
        (window as unknown as { __reactRouterDataRouter: { state: { loaderData: { root: unknown } } } })
          .__reactRouterDataRouter.state.loaderData.root,
      ),
    );
    expect(menuUrls).toContain('/best-ai-apps/android');
    expect(menuUrls).not.toContain('/best-ai-apps/ios');
  });

  test('works in the China edition, with its menu entry', async ({ page }) => {
    const res = await page.goto(`${CN}/best-ai-apps/ios`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('iOS AI应用排行榜');
    await expect(page.getByTestId('sample-notice')).toBeVisible();
    await expect(page.getByTestId('app-row')).toHaveCount(20);
    await page.getByTestId('app-filters').locator('select[name="region"]').selectOption('us');
    await expect(page).toHaveURL(`${CN}/best-ai-apps/ios/us`);
    const root = await page.evaluate(() =>
      JSON.stringify(
        (window as unknown as { __reactRouterDataRouter: { state: { loaderData: { root: unknown } } } })
          .__reactRouterDataRouter.state.loaderData.root,
      ),
    );
    expect(root).toContain('/best-ai-apps/ios');
  });
});
