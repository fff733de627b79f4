// Guides (zh and en, desktop and phone): the menu's "Guides" entry leads to /guide; the list by topic and order;
// reading a guide (contents, reading time, updated date, sources, Article JSON-LD) and following a related product
// to its page; the /tools guides tab; and staff editing a daily digest's introduction in /admin, which the digest
// page then shows (docs/decisions/031). Screenshots of the list and a guide, light and dark.
import type { Page } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const TEXT = {
  zh: {
    title: '使用指南',
    prompting: '提示词',
    menu: '模型与MCP',
    entry: '使用指南',
    mcp: '在 Claude Desktop 和 Cursor 里配置 MCP 服务器',
    contents: '目录',
    tab: '教程',
    open: '查看全部指南',
  },
  en: {
    title: 'Guides',
    prompting: 'Prompting',
    menu: 'Models & MCP',
    entry: 'Guides',
    mcp: 'Setting up an MCP server in Claude Desktop and Cursor',
    contents: 'Contents',
    tab: 'Guides',
    open: 'All guides',
  },
} as const;

const at = (lang: 'zh' | 'en', path: string) => (lang === 'zh' ? path : `/en${path}`);
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`guides (${lang})`, () => {
    test(`the menu leads to the guides, which filter by topic and order${onPhone(lang)}`, async ({ page }, info) => {
      await page.goto(at(lang, '/about'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      if (isMobile(page)) {
        await page.getByTestId('mobile-menu-button').click();
        const menu = page.getByTestId('mobile-menu');
        await menu.getByRole('button', { name: text.menu }).click();
        await menu.getByRole('link', { name: text.entry, exact: true }).click();
      } else {
        const models = page.getByTestId('nav-top-item').filter({ hasText: text.menu });
        await models.hover();
        await models.getByTestId('nav-dropdown').getByRole('link', { name: text.entry }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/guide')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByTestId('guide-item')).toHaveCount(12);
      expect(await noOverflow(page)).toBe(true);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
        await page.screenshot({ path: info.outputPath(`guide-list-${lang}-${info.project.name}-${scheme}.png`) });
      }
      expect(await noOverflow(page)).toBe(true);

      // A topic, named in the page's language, narrows the list; every guide shown carries it.
      await page.getByTestId('guide-tags').getByRole('link', { name: new RegExp(`^${text.prompting}`) }).click();
      await expect(page).toHaveURL(/[?&]tag=prompting/);
      await expect(page.getByTestId('guide-item')).toHaveCount(2);
      for (const item of await page.getByTestId('guide-item').all()) await expect(item.getByRole('link', { name: `#${text.prompting}` })).toBeVisible();
      // The order keeps the topic.
      await page.getByTestId('guide-sort-popular').click();
      await expect(page).toHaveURL(/tag=prompting&sort=popular/);
      await expect(page.getByTestId('guide-sort-popular')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('guide-item')).toHaveCount(2);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    });

    test(`a guide reads with its contents, reading time, sources and structured data, and leads to a product${onPhone(lang)}`, async ({ page }, info) => {
      await page.goto(at(lang, '/guide?tag=mcp'));
      await page.getByTestId('guide-item-link').filter({ hasText: text.mcp }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/guide/set-up-an-mcp-server-in-claude-desktop-and-cursor')}$`));
      await expect(page.getByTestId('guide-title')).toHaveText(text.mcp);
      await expect(page.getByTestId('guide-reading-time')).toContainText(/\d/);
      await expect(page.getByTestId('guide-updated')).toContainText('2025-05-20');
      await expect(page.getByTestId('guide-body').locator('pre').first()).toContainText('mcpServers');
      await expect(page.getByTestId('guide-sources').getByRole('link').first()).toHaveAttribute('href', 'https://modelcontextprotocol.io/quickstart/user');

      // The contents link the body's headings: beside the body on a wide screen, folded above it on a phone.
      const toc = isMobile(page) ? page.getByTestId('guide-toc-folded') : page.getByTestId('guide-toc');
      if (isMobile(page)) await page.locator('summary', { hasText: text.contents }).click();
      const third = toc.getByRole('link').nth(2);
      const target = (await third.getAttribute('href'))!;
      await third.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
      expect(await noOverflow(page)).toBe(true);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = JSON.parse(blocks.find((b) => b.includes('"Article"'))!);
      expect(ld).toMatchObject({
        '@type': 'Article',
        headline: text.mcp,
        url: `https://app.example.test${at(lang, '/guide/set-up-an-mcp-server-in-claude-desktop-and-cursor')}`,
        inLanguage: lang === 'zh' ? 'zh-CN' : 'en',
        publisher: { '@type': 'Organization' },
      });
      expect(ld.timeRequired).toMatch(/^PT\d+M$/);
      expect(blocks.some((b) => b.includes('"BreadcrumbList"'))).toBe(true);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://app.example.test${at(lang, '/guide/set-up-an-mcp-server-in-claude-desktop-and-cursor')}`);
      await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', 'https://app.example.test/ja/guide/set-up-an-mcp-server-in-claude-desktop-and-cursor');

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
        await page.evaluate(() => scrollTo(0, 0));
        await page.screenshot({ path: info.outputPath(`guide-${lang}-${info.project.name}-${scheme}.png`) });
      }

      await page.getByTestId('guide-product').filter({ hasText: 'Claude' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/details/claude')}$`));
      expect((await page.goto(at(lang, '/guide/no-such-guide')))?.status()).toBe(404);
      // A news article is not a guide.
      expect((await page.goto(at(lang, '/guide/openai-gpt-4')))?.status()).toBe(404);
    });

    test(`the tools directory's guides tab lists the latest guides and leads to them${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/tools?tab=guides'));
      const panel = page.getByRole('tabpanel').getByTestId('tools-guides');
      await expect(panel.locator('li')).toHaveCount(8);
      await expect(panel.getByRole('link', { name: text.open })).toHaveAttribute('href', at(lang, '/guide'));
      await expect(page.getByRole('tab', { name: text.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      expect(await noOverflow(page)).toBe(true);
      await panel.locator('li a').first().click();
      await expect(page).toHaveURL(/\/guide\/[a-z0-9-]+$/);
      await expect(page.getByTestId('guide-title')).toBeVisible();
    });
  });
}

test.describe('the staff console', () => {
  test('staff edit a daily digest introduction, and the digest page shows it', async ({ page }, info) => {
    const intro = `编辑写的导语 ${info.project.name} ${stamp()}`;
    // One day per project: the desktop and phone runs go in parallel.
    const day = info.project.name === 'mobile' ? '2024-02-15' : '2024-05-13';
    await page.goto('/');
    await signIn(page, 'admin@e2e.test');
    await page.goto('/admin#admin-digests');
    const row = page.locator(`[data-testid="admin-digest-row"][data-day="${day}"]`);
    await row.getByTestId('admin-digest-edit').click();
    const editor = page.getByTestId('digest-editor');
    await editor.getByTestId('digest-field-intro').fill(intro);
    await editor.getByTestId('digest-lang-en').click();
    await editor.getByTestId('digest-field-intro').fill(`An introduction by the staff, ${info.project.name}.`);
    await editor.getByTestId('digest-save').click();
    await expect(page.getByText(/已保存|Saved/).first()).toBeVisible();
    await expect(async () => {
      await page.goto(`/news/daily/${day}`);
      await expect(page.getByTestId('digest-intro')).toHaveText(intro, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.goto(`/en/news/daily/${day}`);
    await expect(page.getByTestId('digest-intro')).toHaveText(`An introduction by the staff, ${info.project.name}.`);
  });

  test('staff write a guide with the news editor: kind guide, published, on /guide @desktop-only', async ({ page }, info) => {
    const slug = `e2e-guide-${stamp()}`;
    await page.goto('/');
    await signIn(page, 'admin@e2e.test');
    await page.goto('/admin#admin-news');
    await page.getByTestId('news-new').click();
    const editor = page.getByTestId('news-editor');
    await editor.getByTestId('news-field-kind').selectOption('guide');
    await editor.getByTestId('news-field-slug').fill(slug);
    await editor.getByTestId('news-field-title').fill(`E2E 指南 ${slug}`);
    await editor.getByTestId('news-field-summary').fill('摘要');
    await editor.getByTestId('news-field-body').fill('## 第一步\n\n安装。\n\n## 第二步\n\n运行。');
    await editor.getByTestId('news-field-tags').fill('e2e-guides');
    await editor.getByTestId('news-save').click();
    await expect(editor.getByTestId('news-editor-status')).toHaveText('草稿');
    await editor.getByTestId('news-publish').click();
    await expect(editor.getByTestId('news-editor-status')).toHaveText('已发布');
    await expect(editor.getByTestId('news-view')).toHaveAttribute('href', `/guide/${slug}`);
    await page.goto('/guide?tag=e2e-guides');
    await page.getByTestId('guide-item-link').filter({ hasText: slug }).click();
    await expect(page.getByTestId('guide-toc').getByRole('link')).toHaveText(['第一步', '第二步']);
    await page.screenshot({ path: info.outputPath('guide-new.png') });
  });
});
