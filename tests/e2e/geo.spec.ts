// The GEO service pages (zh and en, desktop and phone): the landing with its sections, its menu and footer entries
// and the back-to-top 64 px from the bottom; a signed-out submit asks to sign in and keeps the draft through it;
// bad input shows each field's message and loses nothing typed; a signed-in request reaches the staff console;
// /geo/tools shows only tools that exist.
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const TEXT = {
  zh: {
    title: '当用户问 AI，答案里有你的品牌吗？',
    signIn: '请先登录后再提交表单',
    company: '请输入公司名称',
    email: '请输入正确的邮箱地址',
    phone: '请输入正确的手机号',
    done: '咨询已提交',
    faq: 'GEO 和 SEO 是什么关系？',
    contacted: '已联系',
  },
  en: {
    title: 'When people ask AI, does the answer name your brand?',
    signIn: 'Please sign in before sending the form',
    company: 'Enter your company',
    email: 'Enter a valid email address',
    phone: 'Enter a valid phone number',
    done: 'Request sent',
    faq: 'How does GEO relate to SEO?',
    contacted: 'Contacted',
  },
} as const;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const at = (lang: 'zh' | 'en', path: string) => (lang === 'zh' ? path : `/en${path}`);
const email = (info: TestInfo, tag: string) => `geo-${tag}-${info.project.name}-${stamp()}@e2e.test`;
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`geo-${name}`).fill(value);
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`GEO services (${lang})`, () => {
    test(`the landing shows its sections, the menu and footer lead to it, back-to-top sits 64 px from the bottom${onPhone(lang)}`, async ({ page }) => {
      const res = await page.goto(at(lang, '/geo'));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${at(lang, '/geo')}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', /\/ja\/geo$/);
      for (const id of ['optimisation', 'monitoring', 'content', 'platforms']) await expect(page.getByTestId(`geo-service-${id}`)).toBeVisible();
      await expect(page.getByTestId('geo-platforms')).toContainText('DeepSeek');
      await expect(page.getByTestId('geo-steps').locator('li')).toHaveCount(5);
      const faq = page.getByTestId('geo-faq');
      await faq.getByText(text.faq).click();
      await expect(faq.locator('details').first()).toHaveAttribute('open', '');
      // The footer band leads to the form on this page; the footer links to the page.
      await expect(page.getByTestId('geo-band-cta')).toHaveAttribute('href', '#consult');
      await expect(page.locator('footer').locator(`a[href="${at(lang, '/geo')}"]`)).toHaveCount(1);
      await page.getByTestId('geo-hero-consult').click();
      await expect(page.getByTestId('geo-consult-form')).toBeInViewport();

      const button = page.getByTestId('back-to-top');
      await expect(button).toBeVisible();
      const box = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { right: Math.round(innerWidth - r.right), bottom: Math.round(innerHeight - r.bottom) };
      });
      expect(box).toEqual({ right: isMobile(page) ? 20 : 40, bottom: 64 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });

    test(`the menu shows the GEO entry now that the page exists${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/about'));
      if (isMobile(page)) await page.getByTestId('mobile-menu-button').click();
      await expect(page.locator(`header a[href="${at(lang, '/geo')}"]`).first()).toBeAttached();
    });

    test(`signed out, a submit asks to sign in; the draft survives signing in and the request is sent${onPhone(lang)}`, async ({ page }, info) => {
      const company = `Atlas GEO ${lang} ${info.project.name} ${stamp()}`;
      await page.goto(at(lang, '/geo#consult'));
      await expect(page.getByTestId('geo-sign-in-note')).toBeVisible();
      await fill(page, { name: 'Lin', company, email: 'lin@example.com', phone: '13800138000', requirements: 'Visibility in DeepSeek answers' });
      await page.getByTestId('geo-consult-submit').click();
      const failure = page.getByTestId('geo-consult-failure');
      await expect(failure).toContainText(text.signIn);
      if (isMobile(page)) {
        // A phone leaves for the sign-in page, as everywhere on the site (SPEC §9: redirect at 768 px or less).
        await page.waitForURL((url) => !url.pathname.endsWith('/geo'));
      } else {
        // The desktop opens the sign-in dialog over the page; the form offers the sign-in page too.
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(failure.getByTestId('geo-sign-in')).toHaveAttribute('href', new RegExp(`${at(lang, '/login')}\\?from=`));
        await expect(page.getByTestId('geo-company')).toHaveValue(company);
      }

      await signIn(page, email(info, 'draft'));
      await page.goto(at(lang, '/about'));
      await page.goto(at(lang, '/geo'));
      await expect(page.getByTestId('geo-company')).toHaveValue(company);
      await expect(page.getByTestId('geo-requirements')).toHaveValue('Visibility in DeepSeek answers');
      await expect(page.getByTestId('geo-sign-in-note')).toHaveCount(0);
      await page.getByTestId('geo-consult-submit').click();
      await expect(page.getByTestId('geo-consult-done')).toContainText(text.done);
    });

    test(`bad input shows each message and keeps what was typed; the request reaches staff${onPhone(lang)}`, async ({ page, browser }, info) => {
      const company = `Atlas Lead ${lang} ${info.project.name} ${stamp()}`;
      await signIn(page, email(info, 'lead'));
      await page.goto(at(lang, '/geo#consult'));
      await fill(page, { name: '王小明', email: 'wang@', phone: '12345', requirements: '希望被豆包推荐\n第二行' });
      await page.getByTestId('geo-consult-submit').click();
      await expect(page.getByTestId('geo-company-error')).toHaveText(text.company);
      await expect(page.getByTestId('geo-email-error')).toHaveText(text.email);
      await expect(page.getByTestId('geo-phone-error')).toHaveText(text.phone);
      await expect(page.getByTestId('geo-name-error')).toHaveCount(0);
      await expect(page.getByTestId('geo-company')).toBeFocused();
      await expect(page.getByTestId('geo-name')).toHaveValue('王小明');
      await expect(page.getByTestId('geo-email')).toHaveValue('wang@');
      await expect(page.getByTestId('geo-requirements')).toHaveValue('希望被豆包推荐\n第二行');
      await expect(page.getByTestId('geo-company')).toHaveAttribute('aria-invalid', 'true');

      await fill(page, { company, email: 'wang@example.com', phone: '+1 415 555 0100' });
      await expect(page.getByTestId('geo-company-error')).toHaveCount(0);
      await page.getByTestId('geo-consult-submit').click();
      await expect(page.getByTestId('geo-consult-done')).toContainText(text.done);

      const { baseURL, viewport, isMobile: mobile, hasTouch } = info.project.use;
      const staff = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch });
      const admin = await staff.newPage();
      await signIn(admin, 'admin@e2e.test');
      await admin.goto(at(lang, '/admin'));
      await admin.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      // GEO requests are leads of kind geo in the staff console's lead list.
      await admin.getByTestId('admin-lead-search').fill(company);
      await admin.getByTestId('admin-lead-kind-filter').selectOption('geo');
      await admin.getByTestId('admin-lead-search').press('Enter');
      await expect(admin).toHaveURL(/leadQ=.*leadKind=geo|leadKind=geo.*leadQ=/);
      const item = admin.getByTestId('admin-lead');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(company);
      await expect(item).toContainText('+14155550100');
      await item.getByTestId('admin-lead-to-contacted').click();
      await expect(item.getByTestId('admin-lead-status')).toHaveText(text.contacted);
      const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('admin-lead-export').click()]);
      expect(download.suggestedFilename()).toMatch(/^leads-geo-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await (await download.createReadStream()).toArray();
      expect(Buffer.concat(csv).toString('utf8')).toContain(company);
      await staff.close();
    });

    test(`/geo/tools lists only tools that exist, and the consulting services${onPhone(lang)}`, async ({ page }) => {
      const res = await page.goto(at(lang, '/geo/tools'));
      expect(res?.status()).toBe(200);
      const services = page.getByTestId('geo-tool-services');
      await expect(services.locator('li')).toHaveCount(4);
      await expect(services.locator('a').first()).toHaveAttribute('href', `${at(lang, '/geo')}#consult`);
      // Every link the page shows answers with a page, never a 404.
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      for (const href of new Set(hrefs)) {
        const answer = await page.request.get(href.split('#')[0]!);
        expect(answer.status(), href).toBe(200);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByTestId('back-to-top')).toBeVisible();
      expect(await page.getByTestId('back-to-top').evaluate((el) => Math.round(innerHeight - el.getBoundingClientRect().bottom))).toBe(64);
    });
  });
}
