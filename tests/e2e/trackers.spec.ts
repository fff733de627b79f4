// The brand tracker end to end (issue 19), in zh and en on desktop and phone: a signed-in user adds a brand by
// description (the tag rules on the way) and by website (a local fake site, pre-filled through the SSRF guard, a
// metadata address refused), watches the analysis steps until the report completes, and turns notifications on
// with the code from the development SMS outbox. Another user's report is the 404 page.
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
const sitesPort = Number(process.env.E2E_SITES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 5);

const TEXT = {
  zh: {
    signIn: '请先登录',
    descriptionShort: '描述至少需要 20 个字',
    productsMin: '请至少添加 2 个产品/服务',
    duplicate: '标签不能重复',
    pending: '还有未确认的标签',
    generating: '报告生成中',
    completed: '已完成',
    refused: '出于安全原因',
    enabled: '通知已开启',
    intent: '推荐型',
  },
  en: {
    signIn: 'Please sign in first',
    descriptionShort: 'The description needs at least 20 characters',
    productsMin: 'Add at least 2 products/services',
    duplicate: 'That tag is already added',
    pending: 'A tag is not confirmed',
    generating: 'Generating report',
    completed: 'Completed',
    refused: 'For security',
    enabled: 'Notifications on',
    intent: 'Recommendation',
  },
} satisfies Record<Lang, Record<string, string>>;

const at = (lang: Lang, path: string) => (lang === 'zh' ? path : `/en${path}`);
const tag = (info: TestInfo, lang: Lang) => `${lang}-${info.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
const uniquePhone = () => `137${String(Date.now() % 1e5).padStart(5, '0')}${String(process.pid % 10)}${String(++counter % 100).padStart(2, '0')}`;

async function addTag(page: Page, field: string, value: string) {
  await page.getByTestId(`tracker-${field}-input`).fill(value);
  await page.getByTestId(`tracker-${field}-input`).press('Enter');
}

/** Nothing wider than the viewport (a phone's layout viewport would grow with the content, so compare with it). */
async function noOverflow(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function waitForReport(page: Page) {
  await expect(page.getByTestId('tracker-run-status')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(page.getByTestId('tracker-report')).toBeVisible();
}

for (const lang of LANGS) {
  test(`${lang}: a signed-out visitor is asked to sign in; the pages are never page-cached${onPhone(lang)}`, async ({ page }) => {
    for (const path of ['/tools/trackers', '/tools/trackers/AbCdEfGhIjKlMnOp']) {
      const response = await page.goto(at(lang, path));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-cache'] ?? 'BYPASS').toBe('BYPASS');
      await expect(page.getByTestId('sign-in-prompt')).toContainText(TEXT[lang].signIn);
    }
  });

  test(`${lang}: add a brand by description, watch the steps, read the report, turn notifications on${onPhone(lang)}`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const id = tag(info, lang);
    await signIn(page, `tracker-${id}@e2e.test`);
    await page.goto(at(lang, '/tools/trackers'));
    await expect(page.getByTestId('tracker-list-empty')).toBeVisible();

    await page.getByTestId('tracker-brand').fill('AI Atlas');
    await page.getByTestId('tracker-description').fill('Short text');
    await page.getByTestId('tracker-submit').click();
    await expect(page.getByTestId('tracker-description-error')).toHaveText(TEXT[lang].descriptionShort);
    await expect(page.getByTestId('tracker-products-error')).toHaveText(TEXT[lang].productsMin);
    await page.getByTestId('tracker-description').fill(`A multilingual directory of AI products, rankings and tools (${id}).`);
    await addTag(page, 'products', 'AI directory');
    await addTag(page, 'products', 'ai directory');
    await expect(page.getByTestId('tracker-products-error')).toHaveText(TEXT[lang].duplicate);
    await addTag(page, 'products', 'AI tool rankings');
    await expect(page.getByTestId('tracker-products-count')).toHaveText('2/10');
    await addTag(page, 'competitors', 'Futurepedia');
    // A tag typed and not confirmed stops the form until it is.
    await page.getByTestId('tracker-topics-input').fill('AI writing');
    await page.getByTestId('tracker-submit').click();
    await expect(page.getByTestId('tracker-topics-error')).toContainText(TEXT[lang].pending);
    await page.getByTestId('tracker-topics-input').press('Enter');
    await expect(page.getByTestId('tracker-topics-chip')).toHaveCount(1);
    await noOverflow(page);
    await page.getByTestId('tracker-submit').click();
    await page.waitForURL(/\/tools\/trackers\/[\w-]{16,}$/);
    const reportUrl = page.url();

    // Generating: the steps are shown while the questions are asked, then the report.
    await expect(page.getByTestId('tracker-steps')).toBeVisible();
    await expect(page.getByTestId('tracker-run-status')).toHaveText(TEXT[lang].generating);
    await expect(page.getByTestId('tracker-step')).toHaveCount(4);
    await waitForReport(page);
    await expect(page.getByTestId('tracker-run-status')).toHaveText(TEXT[lang].completed);
    // The fake platform (Doubao) names the brand second in a list in every answer.
    const doubao = page.locator('[data-testid="tracker-platform-row"][data-platform="doubao"]');
    await expect(doubao).toContainText('100%');
    await expect(page.getByTestId('tracker-overall-visibility')).toHaveText('100%');
    await expect(page.getByTestId('tracker-comparison-row')).toHaveCount(2);
    await expect(page.getByTestId('tracker-comparison-row').nth(1)).toContainText('Futurepedia');
    await expect(page.getByTestId('tracker-query')).toHaveCount(4);
    await expect(page.getByTestId('tracker-query').first()).toContainText(TEXT[lang].intent);
    await expect(page.getByTestId('tracker-trend-empty')).toBeVisible();
    await noOverflow(page);
    await page.screenshot({ path: info.outputPath(`report-${lang}-light.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: info.outputPath(`report-${lang}-dark.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    // Notifications: unsubmitted → submitted (code sent) → enabled.
    await expect(page.getByTestId('tracker-notify-state')).toHaveAttribute('data-state', 'unsubmitted');
    await page.getByTestId('tracker-notify-open').click();
    const dialog = page.getByTestId('tracker-notify-dialog');
    await expect(dialog).toBeVisible();
    const phone = uniquePhone();
    await dialog.getByTestId('tracker-notify-phone').fill(phone);
    await dialog.getByTestId('tracker-notify-send').click();
    await expect(page.getByTestId('tracker-notify-state')).toHaveAttribute('data-state', 'submitted');
    const outbox = await (await page.request.get(`/api/account/dev/outbox?phone=${phone}`)).json();
    const code = /\d{6}/.exec(outbox.data[0].body)![0];
    await dialog.getByTestId('tracker-notify-code').fill(code);
    await dialog.getByTestId('tracker-notify-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('tracker-notify-state')).toHaveAttribute('data-state', 'enabled');
    await expect(page.getByTestId('tracker-notify-state')).toContainText(TEXT[lang].enabled);

    // The list shows the brand with its score; a reload keeps the state.
    await page.goto(at(lang, '/tools/trackers'));
    await expect(page.getByTestId('tracker-item').filter({ hasText: 'AI Atlas' })).toHaveCount(1);
    await page.goto(reportUrl);
    await expect(page.getByTestId('tracker-notify-state')).toHaveAttribute('data-state', 'enabled');
  });

  test(`${lang}: add a brand by website, pre-filled from the site; private addresses are refused${onPhone(lang)}`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const id = tag(info, lang);
    await signIn(page, `tracker-site-${id}@e2e.test`);
    await page.goto(at(lang, '/tools/trackers'));
    await page.getByTestId('tracker-mode-website').click();
    await page.getByTestId('tracker-url').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByTestId('tracker-read-site').click();
    await expect(page.getByTestId('tracker-url-error')).toContainText(TEXT[lang].refused);
    await page.getByTestId('tracker-url').fill(`http://127.0.0.1:${sitesPort}/brand-metadata`);
    await page.getByTestId('tracker-read-site').click();
    await expect(page.getByTestId('tracker-url-error')).toContainText(TEXT[lang].refused);

    await page.getByTestId('tracker-url').fill(`http://127.0.0.1:${sitesPort}/brand`);
    await page.getByTestId('tracker-read-site').click();
    await expect(page.getByTestId('tracker-site-filled')).toBeVisible();
    await expect(page.getByTestId('tracker-brand')).toHaveValue('Lumen Notes');
    await expect(page.getByTestId('tracker-description')).toHaveValue(/records meetings/);
    await expect(page.getByTestId('tracker-topics-chip')).toHaveCount(3);
    await addTag(page, 'products', 'AI meeting notes');
    await addTag(page, 'products', 'Meeting summaries');
    await noOverflow(page);
    await page.screenshot({ path: info.outputPath(`form-${lang}-light.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: info.outputPath(`form-${lang}-dark.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('tracker-submit').click();
    await page.waitForURL(/\/tools\/trackers\/[\w-]{16,}$/);
    await waitForReport(page);
    await expect(page.getByText(`http://127.0.0.1:${sitesPort}/brand`)).toBeVisible();
    // The fake platform does not name this brand.
    await expect(page.getByTestId('tracker-overall-visibility')).toHaveText('0%');
    await noOverflow(page);
  });
}

test('another user’s tracker is the 404 page @desktop-only', async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  const id = tag(info, 'en');
  await signIn(page, `tracker-owner-${id}@e2e.test`);
  const created = await page.request.post('/api/trackers', {
    data: { brand: 'Owned', description: 'A brand that belongs to one account only.', products: ['One', 'Two'], platforms: ['offline-relevance'] },
    headers: { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value },
  });
  const tracker = (await created.json()).data as { id: string };
  expect((await page.goto(`/tools/trackers/${tracker.id}`))?.status()).toBe(200);
  const other = await browser.newPage();
  await signIn(other, `tracker-other-${id}@e2e.test`);
  expect((await other.goto(`/en/tools/trackers/${tracker.id}`))?.status()).toBe(404);
  await other.close();
});
