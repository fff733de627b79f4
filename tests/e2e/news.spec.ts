// News (zh and en, desktop and phone): the list with its tag and date filters and its feed link, reading an
// article (body, source, related product, JSON-LD, the ad position's slot), a daily digest, the product page's
// related-news tab, the feeds as XML, and the editor in /admin: create, preview, schedule, and the article
// published by the job appears on /news (docs/decisions/029).
import type { Page } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const TEXT = {
  zh: { title: 'AI资讯', modelRelease: '模型发布', gpt4: 'OpenAI 发布 GPT-4：可接受图像输入的多模态大模型', digest: 'GPT-4 发布日：三家巨头同日出招', sources: '来源', related: '相关产品' },
  en: { title: 'AI news', modelRelease: 'Model releases', gpt4: 'OpenAI releases GPT-4, a multimodal model that accepts images', digest: 'GPT-4 day: three labs ship at once', sources: 'Sources', related: 'Related products' },
} as const;

const at = (lang: 'zh' | 'en', path: string) => (lang === 'zh' ? path : `/en${path}`);
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`news (${lang})`, () => {
    test(`the list filters by tag and date, pages, and links its feed${onPhone(lang)}`, async ({ page }) => {
      const res = await page.goto(at(lang, '/news'));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByTestId('news-item')).toHaveCount(12);
      expect(await noOverflow(page)).toBe(true);
      // The head names the feeds of the page's language, absolute.
      const rss = page.locator('link[rel="alternate"][type="application/rss+xml"]');
      await expect(rss).toHaveAttribute('href', `https://app.example.test${at(lang, '/news/rss.xml')}`);
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `https://app.example.test${at(lang, '/news/atom.xml')}`);
      await expect(page.getByTestId('news-rss')).toHaveAttribute('href', at(lang, '/news/rss.xml'));

      // A tag chip narrows the list; every article shown carries the tag.
      await page.getByTestId('news-tags').getByRole('link', { name: /^Anthropic/ }).click();
      await expect(page).toHaveURL(/[?&]tag=Anthropic/);
      const items = page.getByTestId('news-item');
      await expect(items.first()).toBeVisible();
      for (const item of await items.all()) await expect(item.getByRole('link', { name: '#Anthropic' })).toBeVisible();
      // A topic tag reads in the page's language; its address keeps the tag as written.
      await page.getByTestId('news-tags').getByRole('link', { name: new RegExp(`^${text.modelRelease}`) }).click();
      await expect(page).toHaveURL(/[?&]tag=model-release/);
      await expect(items.first().getByRole('link', { name: `#${text.modelRelease}` })).toBeVisible();

      // A day narrows it to that day's news.
      await page.goto(at(lang, '/news'));
      await page.getByTestId('news-date').fill('2023-03-14');
      await page.getByTestId('news-date-form').getByRole('button').click();
      await expect(page).toHaveURL(/date=2023-03-14/);
      await expect(page.getByTestId('news-item')).toHaveCount(3);
      await expect(page.getByTestId('news-items')).toContainText(text.gpt4);

      // Page 2 exists (70 seeded articles, 12 a page).
      await page.goto(at(lang, '/news?page=2'));
      await expect(page.getByTestId('news-item')).toHaveCount(12);
    });

    test(`an article reads with its source, related product, structured data and ad slot; a product leads back to it${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/news?date=2023-03-14'));
      await page.getByTestId('news-item-link').filter({ hasText: text.gpt4 }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/news/openai-gpt-4')}$`));
      await expect(page.getByTestId('news-title')).toHaveText(text.gpt4);
      await expect(page.getByTestId('news-body').locator('strong').first()).toBeVisible();
      await expect(page.getByTestId('news-source')).toHaveAttribute('href', 'https://openai.com/index/gpt-4-research/');
      await expect(page.getByTestId('ad-slot-news_reading')).toBeAttached();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = JSON.parse(blocks.find((b) => b.includes('"NewsArticle"'))!);
      expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: text.gpt4, url: `https://app.example.test${at(lang, '/news/openai-gpt-4')}`, inLanguage: lang === 'zh' ? 'zh-CN' : 'en' });
      expect(ld.datePublished).toBe('2023-03-14T04:00:00.000Z');
      expect(await noOverflow(page)).toBe(true);

      // The related product, then its news tab lists the site's articles naming it, newest first.
      await page.getByTestId('news-product').filter({ hasText: 'ChatGPT' }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/details/chatgpt')}$`));
      await page.goto(at(lang, '/details/chatgpt?tab=news'));
      const news = page.getByTestId('news-list');
      await expect(news.locator('a').first()).toHaveAttribute('href', at(lang, '/news/openai-gpt-5'));
      await news.locator(`a[href="${at(lang, '/news/openai-gpt-5')}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/news/openai-gpt-5')}$`));
    });

    test(`a daily digest links that day's news and the days around it${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/news'));
      await page.getByTestId('news-digests').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/news\/daily\/\d{4}-\d{2}-\d{2}$/);
      await page.goto(at(lang, '/news/daily/2023-03-14'));
      await expect(page.getByTestId('digest-title')).toHaveText(text.digest);
      await expect(page.getByTestId('digest-items').getByTestId('news-item')).toHaveCount(3);
      await expect(page.getByTestId('digest-next')).toHaveAttribute('href', at(lang, '/news/daily/2023-03-16'));
      await expect(page.getByTestId('digest-previous')).toHaveCount(0);
      expect(await noOverflow(page)).toBe(true);
      await page.getByTestId('digest-items').getByTestId('news-item-link').first().click();
      await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
      expect((await page.goto(at(lang, '/news/daily/2023-03-15')))?.status()).toBe(404);
      expect((await page.goto(at(lang, '/news/no-such-article')))?.status()).toBe(404);
    });

    test('the feeds are XML with absolute links in the language @desktop-only', async ({ page }) => {
      for (const format of ['rss', 'atom'] as const) {
        const res = await page.request.get(at(lang, `/news/${format}.xml`));
        expect(res.status()).toBe(200);
        const xml = await res.text();
        const parsed = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror')!.textContent };
          const links = [...doc.querySelectorAll('item > link, entry > link')].map((l) => l.textContent || l.getAttribute('href'));
          const language = doc.querySelector('channel > language')?.textContent ?? doc.documentElement.getAttribute('xml:lang');
          return { links, language };
        }, xml);
        expect(parsed.error).toBeUndefined();
        expect(parsed.language).toBe(lang === 'zh' ? 'zh-CN' : 'en');
        expect(parsed.links!.length).toBeGreaterThan(10);
        for (const link of parsed.links!) expect(link).toMatch(new RegExp(`^https://app\\.example\\.test${at(lang, '/news/')}[a-z0-9-]+$`));
      }
    });
  });
}

test.describe('the news editor', () => {
  test('staff create, preview, schedule; the job publishes and the article appears on /news', async ({ page }, info) => {
    test.setTimeout(90_000);
    const slug = `e2e-news-${info.project.name}-${stamp()}`;
    const title = `E2E 资讯 ${slug}`;
    await page.goto('/');
    await signIn(page, 'admin@e2e.test');
    await page.goto('/admin#admin-news');
    await page.getByTestId('news-new').click();
    const editor = page.getByTestId('news-editor');
    await editor.getByTestId('news-field-slug').fill(slug);
    await editor.getByTestId('news-field-title').fill(title);
    await editor.getByTestId('news-field-summary').fill('一句话摘要');
    await editor.getByTestId('news-field-body').fill('## 小标题\n\n正文 **加粗** <script>window.__xss = 1</script> [坏链接](javascript:alert(1))');
    await editor.getByTestId('news-lang-en').click();
    await editor.getByTestId('news-field-title').fill(`E2E news ${slug}`);
    await editor.getByTestId('news-field-body').fill('Body in **English**.');
    await editor.getByTestId('news-lang-zh').click();
    await editor.getByTestId('news-preview').click();
    const preview = editor.getByTestId('news-preview-html');
    await expect(preview.locator('h2')).toHaveText('小标题');
    await expect(preview.locator('strong')).toHaveText('加粗');
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('a')).toHaveCount(0);
    await editor.getByTestId('news-field-sources').fill('https://example.com/source Example');
    await editor.getByTestId('news-field-tags').fill('e2e, testing');
    await editor.getByTestId('news-product-search').fill('midjourney');
    await editor.getByTestId('news-product-search').press('Enter');
    await editor.locator('[data-testid="news-product-result"][data-slug="midjourney"]').click();
    await expect(editor.getByTestId('news-linked-products')).toContainText('Midjourney');
    await editor.getByTestId('news-save').click();
    await expect(editor.getByTestId('news-editor-status')).toHaveText('草稿');
    // A draft is not on the site.
    expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);

    // Scheduled for the current minute: the publish job's run at that time makes it live.
    const now = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await editor.getByTestId('news-publish-at').fill(now);
    await editor.getByTestId('news-schedule').click();
    await expect(editor.getByTestId('news-editor-status')).toHaveText('定时发布');
    await expect(page.locator(`[data-testid="admin-news-row"][data-slug="${slug}"]`)).toBeVisible();

    await expect(async () => {
      await page.goto('/news?tag=e2e');
      await expect(page.getByTestId('news-items')).toContainText(title, { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    await page.getByTestId('news-item-link').filter({ hasText: title }).click();
    await expect(page.getByTestId('news-title')).toHaveText(title);
    await expect(page.getByTestId('news-body').locator('h2')).toHaveText('小标题');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.getByTestId('news-products')).toContainText('Midjourney');
    await page.goto(`/en/news/${slug}`);
    await expect(page.getByTestId('news-title')).toHaveText(`E2E news ${slug}`);
  });
});
