// XSS probes: a product whose every stored text field carries markup (tests/fixtures/xss-products.json, loaded
// by the e2e runner) and a staff note with markup must show as text on every page that renders them — no
// element, attribute or script of theirs reaches the DOM (checked directly, not only through the CSP).
import type { Page } from '@playwright/test';
import { csrf, expect, signIn, test } from './fixtures';

async function assertNoInjection(page: Page, where: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: number }).__xss ?? null,
    img: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll('[onerror],[onload]').length,
    srcdoc: document.querySelectorAll('iframe[srcdoc]').length,
    jsLinks: [...document.querySelectorAll('a[href]')].filter((a) =>
      /^\s*javascript:/i.test(a.getAttribute('href')!),
    ).length,
    // A probe's own script element (the page's data script carries the probes as escaped JSON, which is fine).
    probeScripts: [...document.scripts].filter((s) =>
      /^\s*(?:window|parent)\.__xss=\d+\s*$/.test(s.textContent ?? ''),
    ).length,
    hidden: getComputedStyle(document.body).display === 'none',
  }));
  expect(found, where).toEqual({
    flag: null,
    img: 0,
    handlers: 0,
    srcdoc: 0,
    jsLinks: 0,
    probeScripts: 0,
    hidden: false,
  });
  expect(dialogs, where).toEqual([]);
}

test('the probe product renders its markup as text on every page that shows it', async ({ page }) => {
  for (const path of [
    '/details/xss-probe',
    '/en/details/xss-probe',
    '/ja/details/xss-probe',
    '/tw/details/xss-probe',
  ]) {
    await page.goto(path);
    await assertNoInjection(page, path);
    // The import strips markup from names; what remains is shown as text.
    await expect(page.locator('h1')).toContainText('Probe');
  }
  await page.goto('/en/details/xss-probe');
  await expect(page.locator('main')).toContainText('probe tagline');

  for (const path of [
    '/discover/Probe',
    '/en/discover/probe',
    '/class/chatbots',
    '/tag/chatbot',
    '/',
    '/en',
  ]) {
    await page.goto(path);
    await assertNoInjection(page, path);
  }
  await page.goto('/en/discover/probe');
  await expect(page.locator('main')).toContainText('Probe');
});

test('a staff note with markup stays text in the ledger, the notification and the audit trail', async ({
  page,
  browser,
}, info) => {
  const email = `xss-${info.project.name}-${Date.now().toString(36)}@e2e.test`;
  await signIn(page, email);
  const me = (await (await page.request.get('/api/user/getUserData')).json()).data;

  const staff = await browser.newContext({ baseURL: info.project.use.baseURL });
  const admin = await staff.newPage();
  await signIn(admin, 'admin@e2e.test');
  const note = '<img src=x onerror="window.__xss=20"><script>window.__xss=21</script>';
  const adjusted = await admin.request.post(`/api/admin/users/${me.id}/points`, {
    data: { amount: 7, note },
    headers: await csrf(admin),
  });
  expect((await adjusted.json()).code).toBe(0);
  await admin.goto('/admin');
  await assertNoInjection(admin, '/admin');
  await expect(admin.locator('main')).toContainText('<img src=x');
  await staff.close();

  for (const path of ['/user/points', '/user/notifications']) {
    await page.goto(path);
    await assertNoInjection(page, path);
  }
  await page.goto('/user/points');
  await expect(page.locator('main')).toContainText('<img src=x');
});
