import fs from 'node:fs';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const SHOTS = '/tmp/shots';

function uniqueEmail(info: TestInfo, name: string): string {
  return `${name}-${info.project.name}-${Date.now().toString(36)}@e2e.test`;
}

async function newVisitor(
  browser: Browser,
  info: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  return { context, page: await context.newPage() };
}

/** Light and dark screenshots of the current page, for a look by eye. */
async function shoot(page: Page, info: TestInfo, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('favorites', () => {
  test('signed out: the page and the button ask to sign in', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByTestId('sign-in-prompt')).toContainText('请先登录');
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/login?from=%2Ffavorites');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.goto('/details/chatgpt');
    await page.getByTestId('favorite-button').click();
    await expect(page.getByText('请先登录')).toBeVisible();
  });

  test('favorite from the details page, see it on /favorites, remove it', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signIn(page, uniqueEmail(info, 'fav'));
    await page.goto('/details/chatgpt');
    const button = page.getByTestId('favorite-button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('已加入收藏')).toBeVisible();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorites');
    const list = page.getByTestId('favorites-list');
    await expect(list.getByTestId('product-card')).toHaveCount(1);
    await expect(list).toContainText('ChatGPT');
    await expect(page.getByTestId('favorites-count')).toContainText('1');
    await shoot(page, info, 'favorites');

    await list.getByTestId('favorite-remove').click();
    await expect(page.getByTestId('empty-state')).toHaveText('暂无相关数据');
    await page.reload();
    await expect(page.getByTestId('empty-state')).toHaveText('暂无相关数据');
    await shoot(page, info, 'favorites-empty');
  });
});

test.describe('user center', () => {
  test('signed out: a prompt to sign in', async ({ page }) => {
    const response = await page.goto('/user/points');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/login?from=%2Fuser%2Fpoints');
  });

  test('tabs are links that survive a reload; points show the registration award @mobile', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signIn(page, uniqueEmail(info, 'center'));
    await page.goto('/user');
    const tabs = page.getByTestId('user-tabs');
    await expect(tabs.getByRole('link', { name: '我的积分' })).toHaveAttribute('aria-current', 'page');
    const ledger = page.getByTestId('points-ledger');
    await expect(ledger.locator('[data-kind="REGISTER"]')).toContainText('注册奖励');
    await expect(page.getByTestId('points-balance')).not.toHaveText('0');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await shoot(page, info, 'user-points');

    for (const [name, path] of [
      ['我的MCP', '/user/mcp'],
      ['我的AI产品', '/user/products'],
      ['我的模型', '/user/models'],
      ['我的订单', '/user/orders'],
      ['发票管理', '/user/invoices'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('empty-state')).toHaveText('暂无相关数据');
    }
    await page.reload();
    await expect(page.getByTestId('user-tabs').getByRole('link', { name: '发票管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await shoot(page, info, 'user-empty');

    await page.getByTestId('user-tabs').getByRole('link', { name: '消息通知' }).click();
    await expect(page).toHaveURL(/\/user\/notifications$/);
    await expect(page.getByTestId('empty-state')).toBeVisible();

    await page.goto('/en/user/points');
    await expect(page.getByTestId('points-ledger').locator('[data-kind="REGISTER"]')).toContainText(
      'Sign-up bonus',
    );
    expect((await page.goto('/user/nothing'))?.status()).toBe(404);
  });
});

test.describe('admin console', () => {
  test('is a 404 page for visitors and normal users', async ({ page }, info) => {
    const anonymous = await page.goto('/admin');
    expect(anonymous?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await signIn(page, uniqueEmail(info, 'plain'));
    const normal = await page.goto('/admin');
    expect(normal?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const api = await page.request.get('/api/admin/users');
    expect(api.status()).toBe(404);
  });

  test('staff search a user, adjust points, and disable the account', async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const target = await newVisitor(browser, info);
    const targetEmail = uniqueEmail(info, 'target');
    await signIn(target.page, targetEmail);

    await signIn(page, 'admin@e2e.test');
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('管理后台');

    await page.getByTestId('admin-search').fill(targetEmail);
    await page.getByTestId('admin-search').press('Enter');
    await expect(page).toHaveURL(/\?q=/);
    const rows = page.getByTestId('admin-user-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(targetEmail);
    await expect(row.getByTestId('status-badge')).toHaveText('正常');
    const before = Number((await row.getByTestId('user-points').textContent())?.replace(/\D/g, ''));

    await row.getByTestId('adjust-points').click();
    const dialog = page.getByTestId('points-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('adjust-amount').fill('0');
    await dialog.getByTestId('adjust-note').fill('zero');
    await dialog.getByTestId('submit-adjust').click();
    await expect(dialog.getByRole('alert')).toContainText('调整数量不能为 0');
    await dialog.getByTestId('adjust-amount').fill('15');
    await dialog.getByTestId('adjust-note').fill('E2E 活动奖励');
    await dialog.getByTestId('submit-adjust').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('user-points')).toHaveText(String(before + 15));
    // Filtered by the user: tests running beside this one adjust and disable users of their own.
    const audit = (action: string) =>
      page.getByTestId('admin-audit').locator(`tr[data-action="${action}"]`).filter({ hasText: targetEmail });
    await expect(audit('points.adjust')).toContainText('E2E 活动奖励');
    await shoot(page, info, 'admin');

    // The user sees the adjustment in the ledger and a notification.
    await target.page.goto('/user/points');
    await expect(
      target.page.getByTestId('points-ledger').locator('[data-kind="ADJUST"]').first(),
    ).toContainText('E2E 活动奖励');
    await expect(target.page.getByTestId('unread-badge')).toHaveText('1');
    await target.page.goto('/user/notifications');
    const notes = target.page.getByTestId('notification-list');
    await expect(notes).toContainText('积分变动 +15，原因：E2E 活动奖励');
    await shoot(target.page, info, 'user-notifications');
    await target.page.getByTestId('mark-all-read').click();
    await expect(notes.locator('li[data-read="true"]')).toHaveCount(1);
    await expect(target.page.getByTestId('unread-badge')).toHaveCount(0);

    // Disabling ends the user's session at once.
    await row.getByTestId('toggle-status').click();
    await expect(page.getByTestId('status-dialog')).toContainText(targetEmail.split('@')[0]!);
    await page.getByTestId('confirm-status').click();
    await expect(row.getByTestId('status-badge')).toHaveText('已停用');
    await expect(audit('user.disable')).toHaveCount(1);
    await target.page.goto('/user/points');
    await expect(target.page.getByTestId('sign-in-prompt')).toBeVisible();
    const stale = await target.page.request.get('/api/user/getUserData');
    expect((await stale.json()).code).toBe(401);

    await row.getByTestId('toggle-status').click();
    await page.getByTestId('confirm-status').click();
    await expect(row.getByTestId('status-badge')).toHaveText('正常');
    await target.context.close();
  });
});
