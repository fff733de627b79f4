// The model library (issue 20 §1–3): browse and filter the list (a GET form), open a model, compare three models
// (picked with checkboxes, added and removed with the picker, canonical link), and the cost calculator in both
// modes. zh and en; the desktop and mobile projects both run it.
import type { Page } from '@playwright/test';
import { expect, onPhone, test } from './fixtures';

const LOCALES = [
  { prefix: '', title: '模型库', compare: '模型对比', unlimited: '不限（免费）' },
  { prefix: '/en', title: 'Model library', compare: 'Compare models', unlimited: 'Unlimited (free)' },
];

const cardIds = (page: Page) => page.getByTestId('model-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-model')));
const count = async (page: Page) => Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));

for (const locale of LOCALES) {
  test.describe(`models in ${locale.prefix || '/'}`, () => {
    test(`browse and filter the list, then open a model${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/models`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);
      const all = await count(page);
      expect(all).toBeGreaterThanOrEqual(300);
      await expect(page.getByTestId('data-source')).toContainText('@pydantic/genai-prices 0.1.8');

      // Filter by provider and open weights: the form submits as GET, so the URL says it.
      const filters = page.getByTestId('model-filters');
      await filters.locator('select[name="provider"]').selectOption('qwen');
      await filters.locator('select[name="open"]').selectOption('yes');
      await filters.getByRole('button').click();
      await expect(page).toHaveURL(/provider=qwen/);
      await expect(page).toHaveURL(/open=yes/);
      await expect.poll(() => count(page)).toBeLessThan(all);
      const ids = await cardIds(page);
      expect(ids.length).toBeGreaterThan(3);
      expect(ids.every((id) => /^qw/.test(id!))).toBe(true);

      // Sort by price, and a context floor.
      await filters.locator('select[name="minContext"]').selectOption('128000');
      await filters.locator('select[name="sort"]').selectOption('price');
      await filters.getByRole('button').click();
      await expect(page).toHaveURL(/sort=price/);
      await expect(page.getByTestId('model-card').first()).toBeVisible();

      await page.getByTestId('model-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/models/qw[a-z0-9.-]+$`));
      await expect(page.getByTestId('price-table')).toBeVisible();
      await expect(page.getByTestId('price-source')).toContainText('help.aliyun.com');
    });

    test(`compare three models, add and remove with the picker${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/models?provider=openai`);
      const checks = page.getByTestId('compare-check');
      for (const i of [0, 1, 2]) await checks.nth(i).check();
      const picked = await page.getByTestId('model-card').evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getAttribute('data-model')!));
      await page.getByTestId('compare-submit').click();
      // The checkboxes' repeated ids become one comma list, in the order picked.
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/models/compare\\?ids=${picked.join(',').replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.compare);
      await expect(page.getByTestId('compare-column')).toHaveCount(3);
      // Three OpenAI models share the provider row; some other fact differs and is marked.
      await expect(page.locator('tr[data-differs="true"]').first()).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toContain(`/models/compare?ids=${[...picked].sort().join(',')}`);

      // Add a fourth from the search, then remove one.
      await page.getByTestId('compare-search').fill('qwen');
      await page.getByTestId('compare-search').press('Enter');
      await expect(page).toHaveURL(/q=qwen/);
      await expect(page.getByTestId('compare-candidate').first()).toHaveAttribute('data-model', /qw/);
      const candidate = page.getByTestId('compare-candidate').first();
      const added = await candidate.getAttribute('data-model');
      await candidate.click();
      await expect(page.getByTestId('compare-column')).toHaveCount(4);
      await expect(page).toHaveURL(new RegExp(`ids=${picked.join(',').replace(/\./g, '\\.')},${added!.replace(/\./g, '\\.')}$`));
      await page.getByTestId('compare-remove').first().click();
      await expect(page.getByTestId('compare-column')).toHaveCount(3);
      await expect(page).not.toHaveURL(new RegExp(`ids=${picked[0]!.replace(/\./g, '\\.')},`));
    });

    test(`the calculator: monthly cost cheapest first, and requests a budget buys${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }) => {
      await page.goto(`${locale.prefix}/models/qwen-plus`);
      await page.getByTestId('compare-link').waitFor();
      await page.goto(`${locale.prefix}/models/calculator?ids=qwen-plus,gpt-4o,deepseek-chat`);
      const form = page.getByTestId('calculator-form');
      await expect(page.getByTestId('calc-ratios')).toContainText('0.6');
      await form.getByTestId('calc-input').fill('1000');
      await form.getByTestId('calc-output').fill('1000');
      await form.getByTestId('calc-requestsPerDay').fill('100');
      await form.getByTestId('calc-submit').click();
      await expect(page).toHaveURL(/requestsPerDay=100/);
      const rows = page.getByTestId('cost-row');
      await expect(rows).toHaveCount(3);
      // qwen-plus: (1000 × ¥0.8 + 1000 × ¥2) / 1e6 × 100 × 30 = ¥8.40, the cheapest.
      await expect(rows.first()).toHaveAttribute('data-model', 'qwen-plus');
      await expect(rows.first().getByTestId('monthly-cny')).toHaveText('¥8.40');
      const cny = await page.getByTestId('monthly-cny').allTextContents();
      const values = cny.map((v) => Number(v.replace(/[^\d.]/g, '')));
      expect(values).toEqual([...values].sort((a, b) => a - b));

      // Budget mode: ¥28 buys 10,000 qwen-plus requests a month.
      await form.getByTestId('mode-budget').check();
      await form.locator('input[name="budget"]').fill('28');
      await form.locator('select[name="currency"]').selectOption('CNY');
      await form.getByTestId('calc-submit').click();
      await expect(page).toHaveURL(/mode=budget/);
      await expect(rows.first().getByTestId('budget-requests')).toHaveText('10,000');

      // Words instead of tokens: the summary shows the converted token count.
      await form.getByTestId('calc-unit').selectOption('en_words');
      await form.getByTestId('calc-input').fill('750');
      await form.getByTestId('calc-submit').click();
      await expect(page.getByTestId('calc-summary')).toContainText('1,000');
    });
  });
}

test('unknown models are the 404 page, and /models/arena is the arena, not a model', async ({ page }) => {
  const res = await page.goto('/models/no-such-model');
  expect(res?.status()).toBe(404);
  const arena = await page.goto('/en/models/arena');
  expect(arena?.status()).toBe(200);
  await expect(page.locator('[data-testid="model-description"]')).toHaveCount(0);
});
