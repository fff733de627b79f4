import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { isSitePage } from '../../app/shell/live-links';
import { expect, test } from './fixtures';

async function expectCanvas(page: Page, testId: string) {
  const canvas = page.getByTestId(testId).locator('canvas').first();
  await expect(canvas).toBeAttached({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const box = await canvas.boundingBox();
      return box ? Math.min(box.width, box.height) : 0;
    })
    .toBeGreaterThan(50);
}

async function likeCount(button: Locator): Promise<number> {
  return Number(await button.getByTestId('like-count').getAttribute('data-value'));
}

test.describe('product details', () => {
  test('renders a seeded product with SEO tags and switches every tab @mobile', async ({ page }) => {
    const response = await page.goto('/details/chatgpt');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ChatGPT');
    await expect(page).toHaveTitle(/ChatGPT/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /ChatGPT/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"SoftwareApplication"'))).toBe(true);
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('ChatGPT');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/og\/product\/\d+\.png\?v=\w+$/);
    const image = await page.request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    const tabs = page.getByRole('tablist');
    await expect(page.getByTestId('description')).toContainText('OpenAI');

    await tabs.getByRole('tab', { name: '网站流量' }).click();
    await expect(page).toHaveURL(/\?tab=traffic$/);
    await expect(page.getByTestId('stat-visits')).toBeVisible();
    await expect(page.getByTestId('stat-bounce')).toContainText('%');
    await expect(page.getByTestId('domain-info')).toBeVisible();
    await expectCanvas(page, 'chart-trend');
    await expectCanvas(page, 'chart-sources');
    await expectCanvas(page, 'chart-map');

    await tabs.getByRole('tab', { name: '相似开源产品' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await tabs.getByRole('tab', { name: '替代产品' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await tabs.getByRole('tab', { name: '相关资讯' }).click();
    await expect(page.getByRole('tab', { name: '相关资讯' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('news-list').or(page.getByTestId('empty-state'))).toBeVisible();

    // The tab survives a reload through ?tab=.
    await page.goto('/details/chatgpt?tab=traffic');
    await expect(page.getByRole('tab', { name: '网站流量' })).toHaveAttribute('aria-selected', 'true');
  });

  test('English page and the open-site link', async ({ page }) => {
    await page.goto('/en/details/chatgpt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'Website traffic' })).toBeVisible();
    const open = page.getByTestId('open-site');
    // The product id rides along so the leave page can count the outbound visit for the site ranking.
    await expect(open).toHaveAttribute(
      'href',
      new RegExp(`^/en/ExcessLink\\?url=${encodeURIComponent('https://chatgpt.com/').replace(/\./g, '\\.')}&pid=[1-9]\\d*$`),
    );
    await page.goto((await open.getAttribute('href'))!);
    await expect(page.getByTestId('excess-target')).toHaveText('https://chatgpt.com/');
  });

  test('a visitor likes once; a second like is not counted', async ({ page }, info) => {
    // Whether this visitor liked the product is asked by the browser: the page itself is shared by all.
    const state = page.waitForResponse(
      (r) => /\/api\/products\/\d+\/like(\?|$)/.test(r.url()) && r.request().method() === 'GET',
    );
    // A product of its own per project: the two projects run side by side, and a like from the other one would
    // change the count this test expects.
    await page.goto(info.project.name === 'desktop' ? '/details/chatgpt' : '/details/v0');
    const button = page.getByTestId('like-button');
    expect((await (await state).json()).data).toMatchObject({ liked: false });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const before = await likeCount(button);
    const liked = page.waitForResponse(
      (r) => r.url().includes('/api/products/') && r.request().method() === 'POST',
    );
    await button.click();
    expect((await (await liked).json()).data).toMatchObject({
      liked: true,
      counted: true,
      likes: before + 1,
    });
    await expect.poll(() => likeCount(button)).toBe(before + 1);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => likeCount(button)).toBe(before + 1);
    const again = page.waitForResponse(
      (r) => r.url().includes('/api/products/') && r.request().method() === 'POST',
    );
    await button.click();
    expect((await (await again).json()).data).toMatchObject({
      liked: true,
      counted: false,
      likes: before + 1,
    });
    await expect.poll(() => likeCount(button)).toBe(before + 1);
  });

  test('counts a page view per visitor and serves repeat visits from the page cache @desktop-only', async ({
    page,
    request,
  }) => {
    // A view counts once per visitor per calendar minute (analytics.server.ts): both visits must fall in one, so
    // a test that would start in the last 20 s of a minute waits for the next.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) {
      test.setTimeout(60_000);
      await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    }
    const productView = (r: { url(): string }) => {
      const url = new URL(r.url());
      return url.pathname === '/api/updatePv' && url.searchParams.get('type') === 'product';
    };
    const view = page.waitForResponse(productView);
    await page.goto('/details/claude');
    expect((await (await view).json()).data).toMatchObject({ counted: true });
    // The same page again within the minute is not counted twice.
    const again = page.waitForResponse(productView);
    await page.reload();
    expect((await (await again).json()).data).toMatchObject({ counted: false });

    const first = await request.get('/en/details/claude');
    const second = await request.get('/en/details/claude');
    expect(second.headers()['x-cache']).toBe('HIT');
    const [a, b] = [await first.text(), await second.text()];
    // A stored page is the same bytes for everyone: no nonce; its policy lists the hashes of exactly its own
    // inline scripts (docs/decisions/014).
    expect(b).toBe(a);
    expect(b).not.toContain('nonce=');
    const inline = [...b.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(2);
    const scriptSrc = /script-src ([^;]*)/.exec(second.headers()['content-security-policy']!)![1]!.split(' ');
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(inline)].sort());
    expect(scriptSrc.some((s) => s.startsWith("'nonce-"))).toBe(false);
    const revalidated = await request.get('/en/details/claude', {
      headers: { 'If-None-Match': second.headers()['etag']! },
    });
    expect(revalidated.status()).toBe(304);

    // The browser runs the stored page under that policy without a single refusal, and hydrates it.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const hit = page.waitForResponse((r) => r.url().endsWith('/en/details/claude'));
    await page.goto('/en/details/claude');
    expect((await hit).headers()['x-cache']).toBe('HIT');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(refused).toEqual([]);
  });

  test('open-source products offer one-click deploy once the deployment page exists', async ({ page }) => {
    await page.goto('/details/ollama');
    await expect(page.getByTestId('open-site')).toBeVisible();
    if (isSitePage('/deployment')) await expect(page.getByTestId('deploy')).toHaveAttribute('href', '/deployment?product=ollama');
    else await expect(page.getByTestId('deploy')).toHaveCount(0);
  });

  test('unknown products are a 404 page @desktop-only', async ({ page }) => {
    const response = await page.goto('/details/no-such-product-xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found')).toBeVisible();
    expect((await page.goto('/en/details/999999999'))?.status()).toBe(404);
  });

  test('when the traffic tab cannot load its code, the tab says so and the page stays usable', async ({ page }) => {
    await page.route(/\/assets\/traffic-panel-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/details/chatgpt');
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('tab', { name: '网站流量' }).click();
    await expect(page.getByTestId('technical-error')).toContainText('很抱歉，我们遇到了一些技术问题。');
    await page.getByRole('tab', { name: '产品介绍' }).click();
    await expect(page.getByTestId('description')).toBeVisible();
  });

  test('dark mode screenshot of the traffic tab @mobile', async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/details/chatgpt?tab=traffic');
    await expectCanvas(page, 'chart-map');
    await page.screenshot({ path: info.outputPath(`details-dark-${info.project.name}.png`), fullPage: true });
  });
});
