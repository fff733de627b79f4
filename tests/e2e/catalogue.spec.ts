import { expect, test } from './fixtures';

const LOCALES = [
  { prefix: '', placeholder: '搜索…', count: /共找到 (\d+) 个相关产品/ },
  { prefix: '/en', placeholder: 'Search…', count: /(\d+) products? found/ },
  { prefix: '/tw', placeholder: '搜尋…', count: /共找到 (\d+) 個相關產品/ },
  { prefix: '/ja', placeholder: '検索…', count: /(\d+) 件のプロダクトが見つかりました/ },
];

test.describe('search from the home page', () => {
  // Every language on the desktop; the phone layout's search box in the default language.
  for (const locale of LOCALES) {
    const where = locale.prefix ? `${locale.prefix} @desktop-only` : '/ @mobile';
    test(`视频 / 画像 / chatbot / chatbto in ${where}`, async ({ page }) => {
      for (const [query, expectName] of [
        ['视频', /剪映|CapCut|可灵|Runway/],
        ['画像', /Midjourney|即梦|Leonardo|画/],
        ['chatbot', /ChatGPT|Chat|Bot/i],
        ['chatbto', /ChatGPT|Chat|Bot/i],
      ] as const) {
        await page.goto(locale.prefix || '/');
        const box = page.getByTestId('home-search');
        await expect(box).toHaveAttribute('placeholder', locale.placeholder);
        await box.fill(query);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}/discover/${encodeURIComponent(query)}$`));
        const count = await page.getByTestId('result-count').textContent();
        const total = Number(locale.count.exec(count ?? '')?.[1]);
        expect(total, `${query}: ${count}`).toBeGreaterThan(0);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        const names = await page.getByTestId('product-card').locator('h3').allTextContents();
        expect(names.slice(0, 12).join(' '), query).toMatch(expectName);
      }
    });
  }
});

test('facets narrow the results and pages keep the filter', async ({ page }) => {
  await page.goto('/en/discover/video');
  const before = Number(/(\d+)/.exec((await page.getByTestId('result-count').textContent()) ?? '')?.[1]);
  await page
    .getByTestId('facet-type')
    .getByRole('link', { name: /Open source/ })
    .click();
  await expect(page).toHaveURL(/type=open_source/);
  const count = async () =>
    Number(/(\d+)/.exec((await page.getByTestId('result-count').textContent()) ?? '')?.[1]);
  await expect.poll(count).toBeLessThan(before);
  expect(await count()).toBeGreaterThan(0);
  await expect(page.getByTestId('facet-type').locator('[aria-current="true"]')).toContainText('Open source');
});

test('browse a category and a tag', async ({ page }) => {
  await page.goto('/class');
  await page
    .getByRole('link', { name: /AI写作/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/class\/writing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI写作工具');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/class\/writing\?page=2$/);

  await page.goto('/en');
  const hot = page.getByTestId('hot-searches').getByRole('link').first();
  const tagName = (await hot.textContent())!.trim();
  await hot.click();
  await expect(page).toHaveURL(/\/en\/tag\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tagName);
  expect((await page.goto('/tag/no-such-tag'))?.status()).toBe(404);
  expect((await page.goto('/class/no-such-class'))?.status()).toBe(404);
});

test('hostile queries render safely @desktop-only', async ({ page }) => {
  const hostile = `<script>alert(1)</script>'; drop table products; --${'x'.repeat(2000)}`;
  const response = await page.goto(`/discover/${encodeURIComponent(hostile)}?page=-1&pageSize=100000`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('script:text("alert(1)")')).toHaveCount(0);
});

test('the open-source page lists open-source projects with their stars', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('home-open-source').click();
  await expect(page).toHaveURL(/\/en\/discover\?type=open_source$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open-source AI projects');
  await expect(page).toHaveTitle(/Open-source AI projects/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  for (const card of (await cards.all()).slice(0, 6))
    await expect(card.getByText('Open source', { exact: true })).toBeVisible();
  await expect(page.getByTestId('facet-type').getByRole('link', { name: /Open source/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the tools directory lists products by category and leads into each library from its tab', async ({
  page,
}, info) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI 工具导航');
  const sections = page.getByTestId('tools-section');
  expect(await sections.count()).toBeGreaterThanOrEqual(40);
  const first = sections.first();
  await expect(first.getByRole('link').nth(1)).toBeVisible();
  await first.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/details\//);
  await page.goBack();
  // The models tab leads into the model library.
  await page.getByRole('tab', { name: '模型', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=models$/);
  await expect(page.getByRole('tabpanel').locator('a[href="/models"]').first()).toBeVisible();
  // The MCP tab leads to the MCP library.
  await page.getByRole('tab', { name: 'MCP', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=mcp$/);
  await expect(page.getByRole('tabpanel').getByTestId('tools-mcp').getByRole('link')).toHaveAttribute('href', '/mcp');
  // The news tab lists the latest articles and leads to the news pages.
  await page.getByRole('tab', { name: '资讯', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=news$/);
  const news = page.getByRole('tabpanel').getByTestId('tools-news');
  await expect(news.locator('li')).toHaveCount(8);
  await expect(news.getByRole('link', { name: '查看全部资讯' })).toHaveAttribute('href', '/news');
  await news.locator('li a').first().click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await page.goBack();
  // The guides tab lists the latest guides and leads to the guides (tests/e2e/guides.spec.ts follows them).
  await page.getByRole('tab', { name: '教程', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=guides$/);
  await expect(page.getByRole('tabpanel').getByTestId('tools-guides').getByRole('link', { name: '查看全部指南' })).toHaveAttribute('href', '/guide');
  await page.getByRole('tab', { name: 'AI 产品' }).click();
  await expect(sections.first()).toBeVisible();
  await page.screenshot({ path: info.outputPath(`tools-${info.project.name}.png`) });
});

test('every product, category and tag is in the language sitemaps @desktop-only', async ({ request }) => {
  const ja = await (await request.get('/sitemaps/ja.xml')).text();
  expect(ja).toContain('/ja/details/chatgpt</loc>');
  expect(ja).toContain('/ja/class/');
  expect(ja).toContain('/ja/tag/');
  expect(ja.match(/<loc>[^<]*\/details\//g)?.length).toBeGreaterThanOrEqual(2000);
});

test('cards show the product sites’ monthly visits with the sample-data mark, not as this site’s views', async ({ page }) => {
  await page.goto('/en/discover');
  const visits = page.getByTestId('product-card').first().getByTestId('card-visits');
  await expect(visits).toContainText('Monthly visits');
  await expect(visits.getByTestId('card-visits-sample')).toHaveAttribute('title', 'Sample data, for reference only');
});
