// Comparing products: from a product page to a comparison, a third product added by search, differences marked,
// one canonical URL for any order, the "compare" action on cards gathering products into the tray, zh and en.
import { expect, onPhone, test } from './fixtures';

const LANGS = ['zh', 'en'] as const;
const at = (lang: (typeof LANGS)[number], path: string) => (lang === 'zh' ? path : `/en${path}`);

for (const lang of LANGS) {
  test.describe(`compare (${lang})`, () => {
    test(`compare three products: from a product page, add one by search, remove one${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/details/chatgpt'));
      const suggestions = page.getByTestId('compare-with-link');
      await expect(suggestions.first()).toBeVisible();
      await suggestions.first().click();
      await expect(page).toHaveURL(/\/compare\/[a-z0-9-]+-vs-[a-z0-9-]+$/);
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
      const firstTwo = new URL(page.url()).pathname.split('/compare/')[1]!.split('-vs-');
      expect([...firstTwo].sort()).toEqual(firstTwo);
      expect(firstTwo).toContain('chatgpt');

      await page.getByTestId('compare-add').click();
      await page.getByTestId('compare-search').fill('Midjourney');
      await page.getByTestId('compare-option').filter({ hasText: 'Midjourney' }).first().click();
      await expect(page.getByTestId('compare-column')).toHaveCount(3);
      const three = new URL(page.url()).pathname.split('/compare/')[1]!.split('-vs-');
      expect(three).toEqual([...new Set([...firstTwo, 'midjourney'])].sort());
      await expect(page.getByTestId('compare-title')).toContainText('Midjourney');
      // ChatGPT, Midjourney and the third are not all in one category: the row says so.
      await expect(page.locator('tr[data-row="category"]')).toHaveAttribute('data-differs', 'true');
      await expect(page.locator('tr[data-row="platforms"]')).toContainText(lang === 'zh' ? '网页' : 'Web');

      await page.getByTestId('compare-column').filter({ hasText: 'Midjourney' }).getByTestId('compare-remove').click();
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
      expect(new URL(page.url()).pathname).toBe(at(lang, `/compare/${firstTwo.join('-vs-')}`));
    });

    test(`cards gather products into the tray, which leads to their comparison${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/discover'));
      const toggles = page.getByTestId('compare-toggle');
      await toggles.nth(0).click();
      await expect(page.getByTestId('compare-tray')).toBeVisible();
      await expect(page.getByTestId('compare-go')).toHaveCount(0);
      await toggles.nth(1).click();
      await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('compare-go').click();
      await expect(page).toHaveURL(/\/compare\/[a-z0-9-]+-vs-[a-z0-9-]+$/);
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
    });
  });
}

test('one URL per set: another order is a permanent redirect, an unknown product the 404 page @desktop-only', async ({ page }) => {
  const redirected = await page.request.get('/en/compare/midjourney-vs-chatgpt', { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expect(redirected.headers()['location']).toBe('/en/compare/chatgpt-vs-midjourney');
  expect((await page.goto('/compare/chatgpt-vs-no-such-product'))?.status()).toBe(404);
  expect((await page.goto('/compare/chatgpt'))?.status()).toBe(404);
});
