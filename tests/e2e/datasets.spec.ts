// The dataset library (issue 21 §4): browse, filter with the GET form, open a dataset, follow a related one, and
// the menu entry that leads here. zh and en; the desktop and mobile projects both run it.
import type { Page } from '@playwright/test';
import { expect, onPhone, test } from './fixtures';

const LOCALES = [
  { prefix: '', title: 'AI数据集', speech: '语音识别', visit: '访问数据集主页', size: '1,000 小时', nc: '仅非商用' },
  { prefix: '/en', title: 'AI datasets', speech: 'Speech recognition', visit: "Visit the dataset's page", size: '1,000 hours', nc: 'Non-commercial' },
];

const count = async (page: Page) => Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));

for (const locale of LOCALES) {
  test.describe(`datasets in ${locale.prefix || '/'}`, () => {
    test(`browse and filter the library, then open a dataset and a related one${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/datasets`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);
      const all = await count(page);
      expect(all).toBeGreaterThanOrEqual(150);
      await expect(page.getByTestId('dataset-card')).toHaveCount(30);

      // Task and language: the form submits as GET, so the URL says it.
      const filters = page.getByTestId('dataset-filters');
      await filters.locator('select[name="task"]').selectOption('speech-recognition');
      await filters.locator('select[name="language"]').selectOption('zh');
      await filters.getByRole('button').click();
      await expect(page).toHaveURL(/task=speech-recognition/);
      await expect(page).toHaveURL(/language=zh/);
      await expect.poll(() => count(page)).toBeLessThan(all);
      const cards = page.getByTestId('dataset-card');
      await expect(cards.first()).toContainText(locale.speech);
      const names = await cards.getByRole('heading').allTextContents();
      expect(names).toEqual(expect.arrayContaining(['AISHELL-1', 'WenetSpeech']));
      expect(names).not.toContain('LibriSpeech');

      // A search that finds nothing says so instead of showing an empty grid.
      await page.goto(`${locale.prefix}/datasets?q=zzzz-nothing`);
      await expect(page.getByTestId('dataset-card')).toHaveCount(0);
      await expect(page.getByTestId('result-count')).toContainText('0');

      await page.goto(`${locale.prefix}/datasets?q=librispeech`);
      // Multilingual LibriSpeech is found too: open the one named exactly.
      await page.getByTestId('dataset-card').getByRole('link', { name: 'LibriSpeech', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/datasets/librispeech$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('LibriSpeech');
      await expect(page.getByTestId('fact-size')).toContainText(locale.size);
      await expect(page.getByTestId('fact-licence')).toContainText('CC-BY-4.0');
      await expect(page.getByTestId('dataset-link')).toHaveAttribute('href', 'https://www.openslr.org/12');
      await expect(page.getByTestId('dataset-link')).toHaveText(locale.visit);
      await expect(page.getByTestId('data-source')).toContainText('2026-11-27');

      // Datasets for the same task, each a link to its page.
      const related = page.getByTestId('dataset-card');
      expect(await related.count()).toBeGreaterThan(2);
      await expect(related.first()).toContainText(locale.speech);
      await related.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/datasets/[a-z0-9-]+$`));
      await expect(page.getByTestId('fact-size')).toBeVisible();
    });

    test(`filter by licence kind and sort by name${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/datasets?licence=noncommercial&sort=name`);
      const cards = page.getByTestId('dataset-card');
      await expect(cards.first()).toBeVisible();
      for (const badge of await cards.locator('span.rounded-full').filter({ hasText: locale.nc }).all()) await expect(badge).toBeVisible();
      expect(await cards.filter({ hasText: locale.nc }).count()).toBe(await cards.count());
      const names = await cards.getByRole('heading').allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });
  });
}

test('an unknown dataset is the 404 page, and the menu leads to the library', async ({ page }) => {
  const res = await page.goto('/datasets/no-such-dataset');
  expect(res!.status()).toBe(404);
  const menu = await page.request.get('/api/menu/navMenu?useWebsite=2');
  expect(JSON.stringify(await menu.json())).toContain('/datasets');
});
