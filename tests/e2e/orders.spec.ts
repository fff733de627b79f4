// Orders end to end (issue 18, SPEC §2.2, §4, §5, §8, §9), in zh and en on desktop and phone: submit a product and
// pay in the sandbox, the order page learning the result without a reload; QR expiry and refresh; a failed payment;
// an ad slot bought, approved and shown on the home page; a submission approved and found by search; an update
// rejected under the policy, refunded and notified; the timeline of each.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { csrf, expect, signIn, onPhone, test } from './fixtures';

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** What the pages say, as the catalogues have it (zh: SPEC §5, §8 verbatim). */
const TEXT = {
  zh: {
    pending: '待支付',
    inReview: '审核中',
    done: '已完成',
    refunded: '已退款',
    qrExpired: '二维码已过期',
    paymentFailed: '支付失败',
    ad: '广告',
    nameRequired: '请输入产品名称',
    urlRequired: '请输入URL地址',
    urlInvalid: '请输入正确URL地址',
    packageRequired: '请选择套餐',
    productMissing: '如果找不到产品，请先提交。',
    positionRequired: '请选择一个推广位置',
  },
  en: {
    pending: 'Awaiting payment',
    inReview: 'In review',
    done: 'Done',
    refunded: 'Refunded',
    qrExpired: 'QR code expired',
    paymentFailed: 'Payment failed',
    ad: 'Ad',
    nameRequired: 'Please enter the product name',
    urlRequired: 'Please enter the URL',
    urlInvalid: 'Please enter a valid URL',
    packageRequired: 'Please choose a package',
    productMissing: 'If you cannot find your product, please submit it first.',
    positionRequired: 'Please choose an ad position',
  },
} satisfies Record<Lang, Record<string, string>>;

const LANG_TYPE: Record<Lang, string> = { zh: 'zh_cn', en: 'en' };
const at = (lang: Lang, path: string) => (lang === 'zh' ? path : `/en${path === '/' ? '' : path}`);
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = (info: TestInfo, tag: string) => `orders-${tag}-${info.project.name}-${stamp()}@e2e.test`;

interface ApiOrder {
  orderNo: string;
  status: string;
  attempt: { reference: string; payUrl: string | null; status: string } | null;
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await page.request.fetch(url, { method, data, headers: { ...(await csrf(page)), ...headers } });
  const body = await response.json();
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/** An order made over the API, as the page's form would (one Idempotency-Key per form). */
async function placeOrder(page: Page, input: Record<string, unknown>): Promise<string> {
  const made = await api<{ orderNo: string }>(page, 'POST', '/api/orders', { method: 'sandbox', contactEmail: 'owner@example.com', ...input }, { 'Idempotency-Key': `e2e-${stamp()}` });
  return made.orderNo;
}

/** The sandbox tester page of the order's current QR code, on this host (the QR holds APP_URL). */
async function sandboxPath(page: Page, orderNo: string): Promise<string> {
  const order = await api<ApiOrder>(page, 'GET', `/api/orders/${orderNo}`);
  const url = new URL(order.attempt!.payUrl!);
  return `${url.pathname}${url.search}`;
}

/** Pays the current QR code through the sandbox gateway's page call, then waits for the order to reach review. */
async function payInSandbox(page: Page, orderNo: string): Promise<void> {
  const url = new URL(await sandboxPath(page, orderNo), 'http://x');
  const reference = url.pathname.split('/').pop()!;
  const answer = await api<{ accepted: boolean }>(page, 'POST', `/api/payments/sandbox/${reference}`, { outcome: 'paid', sig: url.searchParams.get('sig') });
  expect(answer.accepted).toBe(true);
  await expect.poll(async () => (await api<ApiOrder>(page, 'GET', `/api/orders/${orderNo}`)).status).toBe('in_review');
}

async function newContext(browser: Browser, info: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 }).catch(() => {});
    return response;
  };
  return { context, page };
}

/** Staff decide in the console's review section: approve, or reject with a reason (policy box as given). */
async function staffDecide(browser: Browser, info: TestInfo, orderNo: string, decision: { reject?: string; policy?: boolean } = {}) {
  const staff = await newContext(browser, info);
  try {
    await signIn(staff.page, 'admin@e2e.test');
    await staff.page.goto('/admin');
    const item = staff.page.locator(`[data-testid="review-item"][data-order-no="${orderNo}"]`);
    await expect(item).toBeVisible();
    if (decision.reject) {
      await item.getByTestId('review-reject').click();
      const dialog = staff.page.getByTestId('reject-dialog');
      await expect(dialog.getByTestId('reject-policy')).toBeChecked();
      await dialog.getByTestId('reject-reason-input').fill(decision.reject);
      if (decision.policy === false) await dialog.getByTestId('reject-policy').uncheck();
      await dialog.getByTestId('reject-submit').click();
    } else {
      await item.getByTestId('review-approve').click();
    }
    await expect(item).toHaveCount(0);
  } finally {
    await staff.context.close();
  }
}

/** The timeline as data: each step's key and state. */
async function timeline(page: Page): Promise<string[]> {
  return page
    .getByTestId('order-timeline')
    .locator('li')
    .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-step')}:${li.getAttribute('data-state')}`));
}

/** A published product of the seed for this run (distinct per project and language, so runs do not share one). */
async function productFor(page: Page, lang: Lang, offset: number, info: TestInfo): Promise<{ id: number; slug: string; name: string }> {
  const index = offset + (info.project.name === 'desktop' ? 0 : 2) + (lang === 'zh' ? 0 : 1);
  const list = await api<{ items: { id: number; slug: string; name: string }[] }>(page, 'GET', `/api/products?pageSize=40&langType=${LANG_TYPE[lang]}`);
  return list.items[index]!;
}

async function pickProduct(page: Page, product: { id: number; name: string }) {
  await page.getByTestId('product-search').fill(product.name);
  await page.locator(`[data-testid="product-option"][data-product-id="${product.id}"]`).click();
  await expect(page.getByTestId('picked-product')).toContainText(product.name);
}

for (const lang of LANGS) {
  const text = TEXT[lang];

  test.describe(`orders (${lang})`, () => {
    test(`the forms say what is missing, with the spec’s messages${onPhone(lang)}`, async ({ page }) => {
      await page.goto(at(lang, '/submission'));
      await page.getByTestId('order-submit').click();
      const form = page.getByTestId('submission-form');
      await expect(form.getByText(text.nameRequired, { exact: true })).toBeVisible();
      await expect(form.getByText(text.urlRequired, { exact: true })).toBeVisible();
      await expect(form.getByText(text.packageRequired, { exact: true })).toBeVisible();
      await expect(page.locator('#f-name')).toBeFocused();
      await page.locator('#f-websiteUrl').fill('not a url');
      await page.getByTestId('order-submit').click();
      await expect(form.getByText(text.urlInvalid, { exact: true })).toBeVisible();

      // The tabs are links: the ad form asks for a listed product and a position.
      await page.getByTestId('tab-ad').click();
      await expect(page).toHaveURL(/\/submission\?type=ad$/);
      await expect(page.getByTestId('product-missing')).toContainText(text.productMissing);
      await page.getByTestId('order-submit').click();
      await expect(page.getByTestId('ad-form').getByText(text.positionRequired, { exact: true })).toBeVisible();
      // Only the positions whose page exists are sold: all six, the news reading page since the news shipped.
      await expect(page.getByTestId('position-choice').locator('input[type="radio"]')).toHaveCount(6);
      await expect(page.getByTestId('position-choice').locator('input[value="news_reading"]')).toHaveCount(1);
    });

    test(`submit a product, pay in the sandbox, staff approve: live, in search, each step on the timeline${onPhone(lang)}`, async ({ page, browser }, info) => {
      test.setTimeout(120_000);
      await signIn(page, email(info, 'submit'));
      const name = `Atlas E2E ${lang} ${info.project.name} ${stamp()}`;
      await page.goto(at(lang, '/submission'));
      await page.locator('#f-name').fill(name);
      await page.locator('#f-websiteUrl').fill(`https://${stamp()}.e2e-example.com/`);
      await page.locator('#f-tagline').fill('An assistant that files e2e reports');
      await page.locator('#f-categorySlug').selectOption({ index: 1 });
      await page.getByTestId('package-choice').locator('input[value="standard"]').check();
      await page.locator('#f-contactEmail').fill('owner@example.com');
      await page.getByTestId('order-submit').click();
      await expect(page).toHaveURL(/\/user\/orders\/AT\d{8}[A-Z0-9]{8}$/);
      const orderNo = page.url().split('/').pop()!;

      await expect(page.getByTestId('order-status')).toHaveText(text.pending);
      await expect(page.getByTestId('payment-qr')).toBeVisible();
      await expect(page.getByTestId('qr-countdown')).toHaveText(/^0[45]:\d\d$/);
      expect(await timeline(page)).toEqual(['submitted:done', 'paid:next', 'in_review:later', 'fulfilled:later']);

      // A desktop tester opens the QR's page beside the order and approves the payment there.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const [gateway] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('sandbox-link').click()]);
      await gateway.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      // The tester page opens in the language of the page the order was made on.
      expect(new URL(gateway.url()).pathname).toBe(at(lang, `/pay/sandbox/${orderNo}-1`));
      await expect(gateway.getByTestId('sandbox-order')).toHaveText(orderNo);
      await gateway.getByTestId('sandbox-approve').click();
      await expect(gateway.getByTestId('sandbox-result')).toHaveAttribute('data-outcome', 'paid');
      await gateway.close();

      // The order page learns it by itself: no reload (the marker set on this document is still there).
      await expect(page.getByTestId('order-status')).toHaveText(text.inReview, { timeout: 10_000 });
      await expect(page.getByTestId('payment-panel')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await timeline(page)).toEqual(['submitted:done', 'paid:done', 'in_review:next', 'fulfilled:later']);

      await staffDecide(browser, info, orderNo);
      await page.reload();
      await expect(page.getByTestId('order-status')).toHaveText(text.done);
      expect(await timeline(page)).toEqual(['submitted:done', 'paid:done', 'in_review:done', 'fulfilled:done']);
      await expect(page.getByTestId('step-time')).toHaveCount(4);
      await expect(page.getByTestId('order-live')).toBeVisible();

      // The product is listed and found by search.
      const visitor = await newContext(browser, info);
      try {
        await expect(async () => {
          await visitor.page.goto(at(lang, `/discover/${encodeURIComponent(name)}`));
          await expect(visitor.page.getByTestId('product-card').filter({ hasText: name })).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 15_000 });
      } finally {
        await visitor.context.close();
      }

      // The user center lists the order with its state.
      await page.goto(at(lang, '/user/orders'));
      const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
      await expect(row).toContainText(name);
      await expect(row.getByTestId('order-status')).toHaveText(text.done);
    });

    test(`an expired QR code dims and a click makes a new one${onPhone(lang)}`, async ({ page }, info) => {
      await signIn(page, email(info, 'qr'));
      const orderNo = await placeOrder(page, { kind: 'update', productId: (await productFor(page, lang, 20, info)).id, changes: { tagline: 'New line' } });
      await page.clock.install();
      await page.goto(at(lang, `/user/orders/${orderNo}`));
      const qr = page.getByTestId('payment-qr');
      const first = await qr.getAttribute('data-reference');
      await expect(page.getByTestId('qr-countdown')).toBeVisible();

      await page.clock.fastForward('05:05');
      const refresh = page.getByTestId('qr-refresh');
      await expect(refresh).toContainText(text.qrExpired);
      await refresh.click();
      await expect(qr).not.toHaveAttribute('data-reference', first!);
      // The server's clock did not jump with the page's: put the page back in step to see the new code's time.
      await page.clock.setSystemTime(new Date());
      await expect(page.getByTestId('qr-countdown')).toHaveText(/^0[45]:\d\d$/);
      await expect(refresh).toHaveCount(0);
    });

    test(`a failed payment says 支付失败 and a retry makes a new code${onPhone(lang)}`, async ({ page, context }, info) => {
      await signIn(page, email(info, 'fail'));
      const orderNo = await placeOrder(page, { kind: 'update', productId: (await productFor(page, lang, 24, info)).id, changes: { tagline: 'Another line' } });
      await page.goto(at(lang, `/user/orders/${orderNo}`));
      const first = await page.getByTestId('payment-qr').getAttribute('data-reference');

      const gateway = await context.newPage();
      await gateway.goto(await sandboxPath(page, orderNo));
      await gateway.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await gateway.getByTestId('sandbox-fail').click();
      await expect(gateway.getByTestId('sandbox-result')).toHaveAttribute('data-outcome', 'failed');
      await gateway.close();

      const failed = page.getByTestId('payment-failed');
      await expect(failed).toContainText(text.paymentFailed, { timeout: 10_000 });
      await expect(page.getByTestId('order-status')).toHaveText(text.pending);
      await failed.getByTestId('payment-retry').click();
      await expect(page.getByTestId('payment-qr')).not.toHaveAttribute('data-reference', first!);
      await expect(failed).toHaveCount(0);
    });

    test(`buy an ad slot: staff approve it, the home page shows it marked as an ad, views and clicks are counted${onPhone(lang)}`, async ({ page, browser }, info) => {
      test.setTimeout(120_000);
      // One position per language keeps the runs within each position's capacity.
      const position = lang === 'zh' ? 'home_banner' : 'home_recommend';
      const product = await productFor(page, lang, 8, info);
      await signIn(page, email(info, 'ad'));
      await page.goto(at(lang, '/submission?type=ad'));
      await pickProduct(page, product);
      await page.getByTestId('position-choice').locator(`input[value="${position}"]`).check();
      await page.locator('#f-contactEmail').fill('ads@example.com');
      await page.getByTestId('order-submit').click();
      await expect(page).toHaveURL(/\/user\/orders\/AT/);
      const orderNo = page.url().split('/').pop()!;
      await payInSandbox(page, orderNo);
      await staffDecide(browser, info, orderNo);

      const visitor = await newContext(browser, info);
      try {
        await visitor.page.goto(at(lang, '/'));
        const ad = visitor.page.getByTestId(`ads-${position}`).locator(`[data-testid="ad"][data-product="${product.slug}"]`);
        await expect(ad).toBeVisible();
        await expect(ad.getByTestId('ad-mark')).toHaveText(text.ad);
        // The page sends the impressions of its ads in batches: wait for the batch that carries this ad (another
        // position's ads, seen first on a phone, go in an earlier one).
        const adId = Number(await ad.locator('xpath=ancestor::li[@data-ad-id][1]').getAttribute('data-ad-id'));
        const seen = visitor.page.waitForResponse(
          (r) =>
            r.url().includes('/api/ads/impressions') &&
            ((JSON.parse(r.request().postData() ?? '{}') as { impressions?: number[] }).impressions ?? []).includes(adId),
        );
        await ad.scrollIntoViewIfNeeded();
        await seen;
        await ad.click();
        await expect(visitor.page).toHaveURL(new RegExp(`${at(lang, `/details/${product.slug}`)}$`));
      } finally {
        await visitor.context.close();
      }

      await page.goto(at(lang, `/user/orders/${orderNo}`));
      await expect(page.getByTestId('order-status')).toHaveText(text.done);
      expect(Number(await page.getByTestId('ad-impressions').textContent())).toBeGreaterThanOrEqual(1);
      expect(Number(await page.getByTestId('ad-clicks').textContent())).toBeGreaterThanOrEqual(1);
    });

    test(`staff reject an update under the policy: the refund shows on the order and the user is notified${onPhone(lang)}`, async ({ page, browser }, info) => {
      test.setTimeout(120_000);
      const product = await productFor(page, lang, 14, info);
      await signIn(page, email(info, 'update'));
      await page.goto(at(lang, '/submission?type=update'));
      await page.getByTestId('order-submit').click();
      await expect(page.getByTestId('product-missing')).toHaveAttribute('role', 'alert');
      await pickProduct(page, product);
      await page.locator('#f-changes-tagline').fill('The best tool for e2e reports');
      await page.locator('#f-contactEmail').fill('owner@example.com');
      await page.getByTestId('order-submit').click();
      await expect(page).toHaveURL(/\/user\/orders\/AT/);
      const orderNo = page.url().split('/').pop()!;
      await payInSandbox(page, orderNo);

      const reason = `Not our listing policy ${stamp()}`;
      await staffDecide(browser, info, orderNo, { reject: reason });
      await page.goto(at(lang, `/user/orders/${orderNo}`));
      await expect(page.getByTestId('order-status')).toHaveText(text.refunded);
      await expect(page.getByTestId('order-refund')).toHaveAttribute('data-status', 'succeeded');
      await expect(page.getByTestId('reject-reason')).toContainText(reason);
      expect(await timeline(page)).toEqual(['submitted:done', 'paid:done', 'in_review:done', 'rejected:stopped', 'refunded:done']);

      await page.goto(at(lang, '/user/notifications'));
      const notes = page.getByTestId('notification-list');
      await expect(notes).toContainText(reason);
      await expect(notes.getByText(orderNo).first()).toBeVisible();
    });
  });
}

test.describe('orders, whatever the layout @desktop-only', () => {
  test('signed out, the form is there and placing the order opens the sign-in', async ({ page }) => {
    await page.goto('/submission');
    await expect(page.getByTestId('sign-in-note')).toBeVisible();
    await page.locator('#f-name').fill('Signed out product');
    await page.locator('#f-websiteUrl').fill('https://signed-out.e2e-example.com');
    await page.locator('#f-tagline').fill('One line');
    await page.locator('#f-categorySlug').selectOption({ index: 1 });
    await page.getByTestId('package-choice').locator('input[value="fast"]').check();
    await page.locator('#f-contactEmail').fill('me@example.com');
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('login-overlay')).toBeVisible();
  });

  test('the tabs work without scripts; the page is indexable with its own title', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/submission');
    await expect(page).toHaveTitle(/Submit an AI product/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByTestId('tab-update').click();
    await expect(page).toHaveURL(/\/en\/submission\?type=update$/);
    await expect(page.getByTestId('update-form')).toBeVisible();
    await context.close();
    const sitemap = await (await request.get('/sitemaps/en.xml')).text();
    expect(sitemap).toContain('/en/submission</loc>');
  });

  test('a site already listed is explained with a link to it', async ({ page }, info) => {
    await signIn(page, email(info, 'dup'));
    await page.goto('/submission');
    await page.locator('#f-name').fill('ChatGPT again');
    await page.locator('#f-websiteUrl').fill('https://www.chatgpt.com/');
    await page.locator('#f-tagline').fill('Same site');
    await page.locator('#f-categorySlug').selectOption({ index: 1 });
    await page.getByTestId('package-choice').locator('input[value="standard"]').check();
    await page.locator('#f-contactEmail').fill('me@example.com');
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('form-failure')).toContainText('ChatGPT');
    await expect(page.getByTestId('existing-product')).toHaveAttribute('href', '/details/chatgpt');
  });

  test('an order is its owner’s: others get the 404 page; a sandbox page needs its signature', async ({ page, browser }, info) => {
    await signIn(page, email(info, 'owner'));
    const orderNo = await placeOrder(page, { kind: 'update', productId: (await productFor(page, 'zh', 30, info)).id, changes: { pricing: 'paid' } });
    const response = await page.goto(`/user/orders/${orderNo}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const pay = await sandboxPath(page, orderNo);

    const other = await newContext(browser, info);
    try {
      await signIn(other.page, email(info, 'other'));
      expect((await other.page.goto(`/user/orders/${orderNo}`))?.status()).toBe(404);
      expect((await other.page.request.get(`/api/orders/${orderNo}`)).status()).toBe(404);
      // The tester page opens for anyone holding the QR (a phone is not signed in), never with a wrong signature.
      const opened = await other.page.goto(pay);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()['cache-control']).toContain('no-store');
      await expect(other.page.getByTestId('sandbox-page')).toContainText(orderNo);
      expect((await other.page.goto(pay.replace(/sig=[^&]+/, 'sig=0000000000000000')))?.status()).toBe(404);
    } finally {
      await other.context.close();
    }

    await page.getByTestId('order-cancel').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
    expect(await timeline(page)).toEqual(['submitted:done', 'cancelled:stopped']);
  });

  test('an invoice is asked for on a paid order, issued by staff with a PDF, and downloaded', async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    await signIn(page, email(info, 'invoice'));
    const orderNo = await placeOrder(page, { kind: 'update', productId: (await productFor(page, 'zh', 32, info)).id, changes: { pricing: 'freemium' } });
    await payInSandbox(page, orderNo);
    await page.goto(`/user/orders/${orderNo}`);
    await page.getByTestId('invoice-open').click();
    await page.getByTestId('invoice-submit').click();
    await expect(page.getByTestId('invoice-form').getByTestId('field-error').first()).toHaveText('请输入发票抬头');
    await page.locator('#f-title').fill('Atlas Test Co., Ltd.');
    await page.locator('#f-taxId').fill('91310000MA1FL8XQ30');
    await page.locator('#f-email').fill('billing@example.com');
    await page.getByTestId('invoice-submit').click();
    await expect(page.getByTestId('invoice-state')).toHaveAttribute('data-status', 'requested');

    const staff = await newContext(browser, info);
    try {
      await signIn(staff.page, 'admin@e2e.test');
      await staff.page.goto('/admin');
      const request = staff.page.locator(`[data-testid="invoice-request"][data-order-no="${orderNo}"]`);
      await request.getByTestId('invoice-file').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e invoice\n%%EOF\n') });
      await request.getByTestId('invoice-issue').click();
      await expect(request).toHaveCount(0);
    } finally {
      await staff.context.close();
    }

    await page.goto('/user/invoices');
    const row = page.getByTestId('invoice-row').filter({ hasText: orderNo });
    await expect(row).toHaveAttribute('data-status', 'issued');
    const pdf = await page.request.get((await row.getByTestId('invoice-download').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
