// Catalogue health in the staff console: the queue of failing sites is there for staff (its rules are tested in
// catalogue.health.test.ts against local fake sites), and a product staff hide leaves search at once and comes
// back when published again. Desktop only: the product is hidden for everyone while the test runs.
import { csrf, expect, signIn, test } from './fixtures';

test('a hidden product leaves search and returns when published again @desktop-only', async ({ page, browser }, info) => {
  const search = async () => {
    await page.goto('/en/discover/Mureka');
    return page.getByTestId('product-card').filter({ has: page.locator('a[href="/en/details/mureka"]') });
  };
  await expect(await search()).toHaveCount(1);

  const { baseURL, viewport } = info.project.use;
  const staff = await browser.newContext({ baseURL, viewport });
  const admin = await staff.newPage();
  await signIn(admin, 'admin@e2e.test');
  await admin.goto('/en/admin');
  await expect(admin.getByRole('heading', { name: 'Site health checks' })).toBeVisible();
  const { data: product } = await (await admin.request.get('/api/products/mureka?langType=en')).json();
  const setStatus = async (status: 'hidden' | 'published') => {
    const res = await admin.request.post(`/api/admin/products/${product.id}/status`, { data: { status }, headers: await csrf(admin) });
    expect((await res.json()).code).toBe(0);
  };
  await setStatus('hidden');
  try {
    await expect(await search()).toHaveCount(0);
    expect((await page.request.get('/en/details/mureka')).status()).toBe(404);
  } finally {
    await setStatus('published');
  }
  await expect(await search()).toHaveCount(1);
  await staff.close();
});
