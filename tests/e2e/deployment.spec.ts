// One-click deployment (zh and en, desktop and phone): the deploy list with search and filter; a signed-out press
// asks to sign in; a signed-in press (even a double click) starts one deployment, whose result modal shows it in
// progress, then deployed with its access address (the sandbox preview, which says so), then expired — the e2e
// server's DEPLOY_TTL_MS is 12 s instead of 24 hours (playwright.config.ts); the custom deployment request shows every
// validation message once, "提交失败，请稍后重试" when the send fails, and reaches the staff console.
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, onPhone, test, axe } from './fixtures';

const TEXT = {
  zh: {
    title: '一键部署',
    signIn: '请先登录',
    deployed: '已部署',
    expired: '已到期',
    sandbox: '沙盒预览',
    company: '请输入公司名称',
    name: '请输入姓名',
    nameChars: '姓名只能包含字母、空格和连字符',
    contact: '请输入手机号或邮箱',
    contactInvalid: '请输入有效的手机号或邮箱',
    requirements: '请描述你的需求',
    failed: '提交失败，请稍后重试',
    done: '已收到你的需求',
  },
  en: {
    title: 'One-click deployment',
    signIn: 'Please sign in first',
    deployed: 'Deployed',
    expired: 'Expired',
    sandbox: 'sandbox preview',
    company: 'Please enter the company name',
    name: 'Please enter your name',
    nameChars: 'The name may contain only letters, spaces and hyphens',
    contact: 'Please enter a phone number or e-mail address',
    contactInvalid: 'Please enter a valid phone number or e-mail address',
    requirements: 'Please describe your requirements',
    failed: 'Could not send, please try again later',
    done: 'we have your request',
  },
} as const;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const at = (lang: 'zh' | 'en', path: string) => (lang === 'zh' ? path : `/en${path}`);
const email = (info: TestInfo, tag: string) => `deploy-${tag}-${info.project.name}-${stamp()}@e2e.test`;

/** Serious or critical accessibility violations inside an open modal. */
async function modalViolations(page: Page, testId: string): Promise<string[]> {
  const results = await axe(page).include(`[data-testid="${testId}"]`).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`one-click deployment (${lang})`, () => {
    test(`the deploy list is searched and filtered, and a signed-out press asks to sign in${onPhone(lang)}`, async ({ page }) => {
      const res = await page.goto(at(lang, '/deployment'));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByTestId('deploy-sandbox-note')).toBeVisible();
      const cards = page.getByTestId('deploy-list').getByTestId('deploy-card');
      expect(await cards.count()).toBeGreaterThan(10);
      for (const slug of ['open-webui', 'dify', 'n8n', 'flowise', 'lobechat', 'anythingllm', 'langflow']) {
        await expect(page.locator(`[data-testid="deploy-card"][data-product="${slug}"]`)).toHaveCount(1);
      }
      await noOverflow(page);

      await page.getByTestId('deploy-filters').locator('input[name="q"]').fill('dify');
      await page.getByTestId('deploy-filters').getByRole('button').click();
      await expect(page).toHaveURL(/q=dify/);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute('data-product', 'dify');

      await page.goto(at(lang, '/deployment?category=image-generation&q=n8n'));
      await expect(page.getByTestId('deploy-list')).toHaveCount(0);

      await page.goto(at(lang, '/deployment?product=n8n'));
      await page.getByTestId('deploy-selected').getByTestId('deploy-start').click();
      // The sign-in dialog on a desktop; on a phone the sign-in flow takes the whole page (as everywhere).
      if ((page.viewportSize()?.width ?? 1366) < 768) await expect(page).not.toHaveURL(/\/deployment/);
      else {
        await expect(page.getByText(text.signIn).first()).toBeVisible();
        await expect(page.getByTestId('deploy-result')).not.toBeVisible();
      }
    });

    test(`a deployment goes in progress → deployed (the sandbox preview) → expired${onPhone(lang)}`, async ({ page }, info) => {
      test.setTimeout(90_000);
      await signIn(page, email(info, lang));
      await page.goto(at(lang, '/deployment?product=open-webui'));
      await expect(page.getByTestId('my-deployments-empty')).toBeVisible();
      // A double click starts one deployment; its dialog opens with the server's answer, however long that takes.
      const started = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/deployments');
      await page.getByTestId('deploy-selected').getByTestId('deploy-start').dblclick();
      expect((await started).ok()).toBe(true);
      const modal = page.getByTestId('deploy-result');
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('deploy-result-product')).toHaveText('Open WebUI');
      const status = modal.getByTestId('deploy-result-status');
      await expect(status).toHaveAttribute('data-status', /deploying|deployed/);
      await expect(status).toHaveAttribute('data-status', 'deployed', { timeout: 15_000 });
      await expect(status).toHaveText(text.deployed);
      await expect(modal.getByTestId('deploy-result-sandbox')).toBeVisible();
      const link = modal.getByTestId('deploy-result-url');
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/\/deployment\/sandbox\/[\w-]+$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await noOverflow(page);
      expect(await modalViolations(page, 'deploy-result')).toEqual([]);

      // The access address answers the sandbox preview, which says it is one.
      const preview = await page.context().newPage();
      await preview.goto(`${href}?lang=${lang}`);
      await expect(preview.getByTestId('sandbox')).toContainText(text.sandbox);
      await expect(preview.getByTestId('sandbox')).toContainText('Open WebUI');
      await preview.close();

      // 12 s after it was asked for (the e2e server's DEPLOY_TTL_MS) the expiry job deletes it; the modal follows.
      await expect(status).toHaveAttribute('data-status', 'expired', { timeout: 30_000 });
      await expect(status).toHaveText(text.expired);
      // The second click of a double click landing on the backdrop (the dialog opened between the two clicks) leaves
      // the dialog open; a click there closes it.
      await page.mouse.move(4, 4);
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      await expect(modal).toBeVisible();
      await page.mouse.click(4, 4);
      await expect(modal).toBeHidden();
      await page.reload();
      await expect(page.getByTestId('my-deployment')).toHaveCount(1);
      await expect(page.getByTestId('my-deployment-status')).toHaveText(text.expired);
      expect((await page.request.get(href)).status()).toBe(404);

      // The user center lists it under "my AI products".
      await page.goto(at(lang, '/user/products'));
      await expect(page.getByTestId('user-deployments').getByTestId('my-deployment')).toHaveCount(1);
      await expect(page.getByTestId('user-deployments').getByTestId('my-deployment-status')).toHaveText(text.expired);
    });

    test(`the custom deployment request shows every message once, then reaches the staff${onPhone(lang)}`, async ({ page }, info) => {
      await signIn(page, email(info, `req-${lang}`));
      await page.goto(at(lang, '/deployment'));
      await page.getByTestId('deploy-custom').click();
      const dialog = page.getByTestId('deploy-request');
      await expect(dialog).toBeVisible();
      const error = (field: string) => dialog.getByTestId(`deploy-request-${field}-error`);
      const submit = dialog.getByTestId('deploy-request-submit');

      await submit.click();
      await expect(error('company')).toHaveText(text.company);
      await expect(error('name')).toHaveText(text.name);
      await expect(error('contact')).toHaveText(text.contact);
      await expect(error('requirements')).toHaveText(text.requirements);
      await expect(dialog.getByTestId('deploy-request-company')).toBeFocused();

      const company = `E2E Deploy ${stamp()}`;
      await dialog.getByTestId('deploy-request-company').fill(company);
      await dialog.getByTestId('deploy-request-name').fill('R2-D2');
      await dialog.getByTestId('deploy-request-contact').fill('not-a-contact');
      await dialog.getByTestId('deploy-request-requirements').fill('Private deployment of Dify for 200 staff');
      await submit.click();
      await expect(error('name')).toHaveText(text.nameChars);
      await expect(error('contact')).toHaveText(text.contactInvalid);
      await expect(error('company')).toHaveCount(0);
      expect(await modalViolations(page, 'deploy-request')).toEqual([]);

      await dialog.getByTestId('deploy-request-name').fill('Mary-Jane Li');
      await dialog.getByTestId('deploy-request-contact').fill('mary@example.com');
      // A send that fails says so, and keeps what was typed.
      await page.route('**/api/deployments/requests**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"data":null,"msg":"x"}' }));
      await submit.click();
      await expect(dialog.getByTestId('deploy-request-failure')).toHaveText(text.failed);
      await expect(dialog.getByTestId('deploy-request-company')).toHaveValue(company);
      await page.unroute('**/api/deployments/requests**');
      await submit.click();
      await expect(dialog.getByTestId('deploy-request-done')).toContainText(text.done);
      await noOverflow(page);

      // Staff find it among the leads, as a deployment request.
      await signIn(page, 'admin@e2e.test');
      const leads = await (await page.request.get(`/api/admin/leads?kind=deployment&q=${encodeURIComponent(company)}`)).json();
      expect(leads.code).toBe(0);
      expect(leads.data.items).toHaveLength(1);
      expect(leads.data.items[0]).toMatchObject({ kind: 'deployment', company, name: 'Mary-Jane Li', email: 'mary@example.com' });
    });
  });
}

test('product pages show the deploy button for deployable products only @desktop-only', async ({ page }) => {
  await page.goto('/details/open-webui');
  await expect(page.getByTestId('deploy')).toHaveAttribute('href', '/deployment?product=open-webui');
  await page.goto('/en/details/dify');
  await expect(page.getByTestId('deploy')).toHaveAttribute('href', '/en/deployment?product=dify');
  // Open source, but no container image in the deployable set.
  await page.goto('/details/pytorch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('deploy')).toHaveCount(0);
});
