// "Report a problem" on a product page, without signing in; the report waits in the staff console, where staff
// accept it (zh and en, desktop and phone).
import { expect, signIn, onPhone, test } from './fixtures';

const TEXT = {
  zh: { reasonMissing: '请选择问题类型', sent: '已收到你的反馈' },
  en: { reasonMissing: 'Choose what the problem is', sent: 'Thank you: we have your report' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`report a problem and find it in the staff queue (${lang})${onPhone(lang)}`, async ({ page, browser }, info) => {
    const stamp = `${lang}-${info.project.name}-${Date.now().toString(36)}`;
    await page.goto(`${lang === 'zh' ? '' : '/en'}/details/deepl`);
    await page.getByTestId('report-open').click();
    const dialog = page.getByTestId('report-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('report-submit').click();
    await expect(dialog.getByText(TEXT[lang].reasonMissing)).toBeVisible();
    await dialog.locator('input[name="reason"][value="wrong_info"]').check();
    await dialog.locator('textarea[name="text"]').fill(`The pricing page moved (${stamp})`);
    await dialog.getByTestId('report-submit').click();
    await expect(dialog.getByTestId('report-sent')).toContainText(TEXT[lang].sent);

    const { baseURL, viewport, isMobile, hasTouch } = info.project.use;
    const staff = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    const admin = await staff.newPage();
    await signIn(admin, 'admin@e2e.test');
    await admin.goto(`${lang === 'zh' ? '' : '/en'}/admin`);
    await admin.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const item = admin.getByTestId('admin-report').filter({ hasText: stamp });
    await expect(item).toBeVisible();
    await item.getByTestId('report-accept').click();
    await expect(admin.getByTestId('admin-report').filter({ hasText: stamp })).toHaveCount(0);
    await staff.close();
  });
}
