// The AI service pages (zh and en, desktop and phone): the index leads to each landing and to GEO; every landing
// shows its offers, steps, sample cases (marked as samples), questions and the customer-service hours the server
// decided; signed out, a submit asks to sign in; every service form is sent, with each validation message seen
// once along the way and the per-kind daily limit reached; staff find the lead, move it to contacted, note it and
// export the CSV.
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const KINDS = ['training', 'labeling', 'agent', 'consulting', 'hardware'] as const;
const TEXT = {
  zh: {
    index: 'AI 服务',
    products: 'AI产品库',
    name: '请输入姓名',
    company: '请输入公司名称',
    email: '请输入邮箱',
    phone: '请输入电话',
    requirements: '请描述你的需求',
    emailFormat: '请输入正确的邮箱地址',
    phoneFormat: '请输入正确的手机号',
    signIn: '请先登录后再提交表单',
    limit: '已达到提交限制',
    done: '咨询已提交',
    sample: '示例案例',
    open: '客服在线，我们会尽快回复你。',
    closed: '现在是非工作时间，我们会在下一个工作日回复。',
    schedule: '客服时间：工作日 8:30–18:00',
    contacted: '已联系',
    kind: { training: 'AI 训练', labeling: '数据标注', agent: '智能体定制', consulting: 'AI 咨询', hardware: '硬件集成' },
  },
  en: {
    index: 'AI services',
    products: 'AI Products',
    name: 'Enter your name',
    company: 'Enter your company',
    email: 'Enter your e-mail address',
    phone: 'Enter your phone number',
    requirements: 'Describe what you need',
    emailFormat: 'Enter a valid email address',
    phoneFormat: 'Enter a valid phone number',
    signIn: 'Please sign in before sending the form',
    limit: 'You have reached the submission limit',
    done: 'Request sent',
    sample: 'Sample case',
    open: 'We are online and will reply soon.',
    closed: 'We are outside working hours: we reply on the next working day.',
    schedule: 'Customer service: working days 8:30\u201118:00',
    contacted: 'Contacted',
    kind: { training: 'AI training', labeling: 'Data labeling', agent: 'Agent customisation', consulting: 'AI consulting', hardware: 'Hardware integration' },
  },
} as const;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const at = (lang: 'zh' | 'en', path: string) => (lang === 'zh' ? path : `/en${path}`);
const email = (info: TestInfo, tag: string) => `svc-${tag}-${info.project.name}-${stamp()}@e2e.test`;
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`lead-${name}`).fill(value);
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`AI services (${lang})`, () => {
    test(`the index leads to each service and to GEO; the menu shows it${onPhone(lang)}`, async ({ page }) => {
      const res = await page.goto(at(lang, '/services'));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.index);
      for (const kind of KINDS) {
        await expect(page.getByTestId(`services-card-${kind}`)).toHaveAttribute('href', at(lang, `/services/${kind}`));
        await expect(page.getByTestId(`services-card-${kind}`)).toContainText(text.kind[kind]);
      }
      await expect(page.getByTestId('services-card-geo')).toHaveAttribute('href', at(lang, '/geo'));
      await expect(page.getByTestId('service-hours')).toContainText(text.schedule);
      expect(await noOverflow(page)).toBe(true);
      // The menu's "AI Products" has the entry under its "Services" heading.
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      if (isMobile(page)) {
        await page.getByTestId('mobile-menu-button').click();
        await page.getByRole('button', { name: text.products }).click();
        await expect(page.getByTestId('mobile-submenu').locator(`a[href="${at(lang, '/services')}"]`)).toBeVisible();
      } else {
        await page.getByTestId('nav-top-item').first().hover();
        await expect(page.getByTestId('nav-dropdown').locator(`a[href="${at(lang, '/services')}"]`)).toBeVisible();
      }
      // Unknown services are the 404 page.
      expect((await page.request.get(at(lang, '/services/geo'))).status()).toBe(404);
      expect((await page.request.get(at(lang, '/services/nothing'))).status()).toBe(404);
    });

    test(`every landing shows offers, steps, marked sample cases, questions and the hours decided by the server${onPhone(lang)}`, async ({ page }) => {
      for (const kind of KINDS) {
        const res = await page.goto(at(lang, `/services/${kind}`));
        expect(res?.status(), kind).toBe(200);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${at(lang, `/services/${kind}`)}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', new RegExp(`/ja/services/${kind}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('service-offers').locator('article')).toHaveCount(4);
        await expect(page.getByTestId('service-steps').locator('li')).toHaveCount(4);
        const cases = page.getByTestId('service-cases').locator('article');
        await expect(cases).toHaveCount(2);
        for (const item of await cases.all()) await expect(item).toContainText(text.sample);
        await expect(page.getByTestId('service-cases-note')).toBeVisible();
        const faq = page.getByTestId('service-faq');
        await expect(faq.locator('details')).toHaveCount(4);
        await faq.locator('summary').first().click();
        await expect(faq.locator('details').first()).toHaveAttribute('open', '');
        // The hours: one of the two sentences, the one the server rendered (no change after hydration).
        const status = page.getByTestId('service-hours-status');
        const open = (await status.getAttribute('data-open')) === 'true';
        await expect(status).toHaveText(open ? text.open : text.closed);
        await expect(page.getByTestId('service-hours')).toContainText(text.schedule);
        const html = await (await page.request.get(at(lang, `/services/${kind}`))).text();
        expect(html).toContain(open ? text.open : text.closed);
        await page.getByTestId('service-hero-consult').click();
        await expect(page.getByTestId('lead-consult-form')).toBeInViewport();
        expect(await noOverflow(page), kind).toBe(true);
      }
    });

    test(`signed out, a submit asks to sign in and keeps what was typed${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/services/agent#consult'));
      await expect(page.getByTestId('lead-sign-in-note')).toBeVisible();
      await fill(page, { name: 'Lin', company: 'Signed Out Co', email: 'lin@example.com', phone: '13800138000', requirements: 'An IT desk assistant' });
      await page.getByTestId('lead-consult-submit').click();
      await expect(page.getByTestId('lead-consult-failure')).toContainText(text.signIn);
      if (isMobile(page)) {
        await page.waitForURL((url) => !url.pathname.endsWith('/services/agent'));
      } else {
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('lead-company')).toHaveValue('Signed Out Co');
      }
    });

    test(`every service form is sent, each message seen once, the daily limit reached; staff handle the lead${onPhone(lang)}`, async ({ page, browser }, info) => {
      test.slow();
      const tag = `${lang} ${info.project.name} ${stamp()}`;
      await signIn(page, email(info, 'lead'));
      const valid = (kind: string) => ({ name: '王小明', company: `Svc ${kind} ${tag}`, email: 'wang@example.com', phone: '13800138000', requirements: `Needs for ${kind}\nline two` });

      for (const [index, kind] of KINDS.entries()) {
        await page.goto(at(lang, `/services/${kind}#consult`));
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        await expect(page.getByTestId('lead-sign-in-note')).toHaveCount(0);
        if (index === 0) {
          // Nothing filled: every field says what it needs, and the first is focused.
          await page.getByTestId('lead-consult-submit').click();
          for (const field of ['name', 'company', 'email', 'phone', 'requirements'] as const) {
            await expect(page.getByTestId(`lead-${field}-error`)).toHaveText(text[field]);
          }
          await expect(page.getByTestId('lead-name')).toBeFocused();
        }
        if (index === 1) {
          // Malformed e-mail and phone: their own messages, the rest kept.
          await fill(page, { ...valid(kind), email: 'wang@', phone: '12345' });
          await page.getByTestId('lead-consult-submit').click();
          await expect(page.getByTestId('lead-email-error')).toHaveText(text.emailFormat);
          await expect(page.getByTestId('lead-phone-error')).toHaveText(text.phoneFormat);
          await expect(page.getByTestId('lead-name-error')).toHaveCount(0);
          await expect(page.getByTestId('lead-requirements')).toHaveValue(`Needs for ${kind}\nline two`);
          await expect(page.getByTestId('lead-email')).toHaveAttribute('aria-invalid', 'true');
        }
        await fill(page, valid(kind));
        await page.getByTestId('lead-consult-submit').click();
        await expect(page.getByTestId('lead-consult-done')).toContainText(text.done);
      }

      // Consulting twice more reaches the daily limit of that kind (3); the fourth is refused by the server.
      for (let n = 2; n <= 4; n++) {
        await page.getByTestId('lead-consult-done').getByRole('button').click();
        await fill(page, { ...valid('consulting'), company: `Svc consulting ${n} ${tag}` });
        await page.getByTestId('lead-consult-submit').click();
        if (n < 4) await expect(page.getByTestId('lead-consult-done')).toContainText(text.done);
      }
      await expect(page.getByTestId('lead-consult-failure')).toHaveText(text.limit);
      await expect(page.getByTestId('lead-company')).toHaveValue(`Svc consulting 4 ${tag}`);

      const { baseURL, viewport, isMobile: mobile, hasTouch } = info.project.use;
      const staff = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch });
      const admin = await staff.newPage();
      await signIn(admin, 'admin@e2e.test');
      await admin.goto(at(lang, `/admin?leadKind=hardware&leadQ=${encodeURIComponent(`Svc hardware ${tag}`)}#leads`));
      await admin.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      const item = admin.getByTestId('admin-lead');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`Svc hardware ${tag}`);
      await expect(item.getByTestId('admin-lead-kind')).toHaveText(text.kind.hardware);
      await expect(item).toContainText('+8613800138000');
      await item.getByTestId('admin-lead-to-contacted').click();
      await expect(item.getByTestId('admin-lead-status')).toHaveText(text.contacted);
      await expect(item.getByTestId('admin-lead-to-won')).toBeVisible();
      await item.getByTestId('admin-lead-note').fill('=called back, quote on Friday');
      await item.getByTestId('admin-lead-add-note').click();
      await expect(item.getByTestId('admin-lead-events')).toContainText('=called back, quote on Friday');
      await expect(item.getByTestId('admin-lead-events').locator('li')).toHaveCount(2);
      expect(await noOverflow(admin)).toBe(true);
      const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('admin-lead-export').click()]);
      expect(download.suggestedFilename()).toMatch(/^leads-hardware-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
      const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('id,createdAt,kind,subject,subjectLabel,status,statusChangedAt,handledBy,name,company,email,phone,requirements,lang,userId,notes');
      expect(lines).toHaveLength(2);
      expect(csv).toContain(`Svc hardware ${tag}`);
      expect(csv).toContain(',hardware,,,contacted,');
      expect(csv).toContain('"Needs for hardware\nline two"');
      expect(csv).toContain(': =called back, quote on Friday');
      await staff.close();
    });
  });
}
