// Stored logos and screenshots (docs/decisions/028): staff fetch the images of a product whose site is the local
// fake sites (scripts/test-e2e.mjs imports it; tests/fakes/sites-server.ts serves it); its card and page then show the
// stored logo instead of the letter and the screenshot on the page, in Chinese and English, on desktop and phone.
import { csrf, expect, signIn, onPhone, test } from './fixtures';

test.describe('stored logos and screenshots', () => {
  test.beforeAll(async ({ browser }, info) => {
    const { baseURL } = info.project.use;
    const staff = await browser.newContext({ baseURL });
    const admin = await staff.newPage();
    await signIn(admin, 'admin@e2e.test');
    const { data: product } = await (await admin.request.get('/api/products/acme-writer?langType=en')).json();
    const res = await admin.request.post(`/api/admin/products/${product.id}/images`, { headers: await csrf(admin), timeout: 60_000 });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    expect(body.data).toMatchObject({ status: 'alive', logo: expect.stringMatching(/stored|unchanged/), image: expect.stringMatching(/stored|unchanged/), screenshot: 'taken' });
    await staff.close();
  });

  for (const lang of ['zh', 'en'] as const) {
    const prefix = lang === 'zh' ? '' : '/en';
    test(`the product page shows the stored logo and screenshot (${lang})${onPhone(lang)}`, async ({ page }, info) => {
      await page.goto(`${prefix}/details/acme-writer`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Writer');
      const logo = page.locator('header').getByTestId('product-logo');
      await expect(logo).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.webp$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
      // The screenshot (not the og:image): its description says so.
      const img = page.getByTestId('product-picture');
      await expect(img).toHaveAttribute('alt', lang === 'zh' ? 'Acme Writer 网站截图' : 'Screenshot of the Acme Writer website');
      await expect(img).toHaveAttribute('width', '1280');
      await expect(img).toHaveAttribute('height', '800');
      await expect(img).toHaveAttribute('loading', 'lazy');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      // The box is reserved at the picture's shape, and nothing overflows a phone's width.
      const box = (await img.boundingBox())!;
      expect(Math.abs(box.height - (box.width * 800) / 1280)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The og:image announced follows the logo.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/product\/\d+\.png\?v=\w+_[0-9a-f]{8}$/);
      const media = await page.request.get((await logo.getAttribute('src'))!);
      expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(media.headers()['content-type']).toBe('image/webp');
      // For looking at: light and dark.
      await page.screenshot({ path: info.outputPath(`logos-${lang}-${info.project.name}-light.png`), fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: info.outputPath(`logos-${lang}-${info.project.name}-dark.png`), fullPage: true });
    });

    test(`the product's card shows the stored logo (${lang})${onPhone(lang)}`, async ({ page }) => {
      await page.goto(`${prefix}/discover/Acme%20Writer`);
      const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="${prefix}/details/acme-writer"]`) });
      await expect(card).toHaveCount(1);
      const logo = card.getByTestId('product-logo');
      await expect(logo).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.webp$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(128);
      const box = (await logo.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);
    });
  }
});
