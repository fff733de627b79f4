// Accessibility budget: axe finds no serious or critical violation on any page type — for visitors, signed-in
// users and staff — in light mode at desktop and phone width, and in dark mode (colour rules) at desktop width.
// (Lighthouse's accessibility score is a gate of the budgets step, scripts/budgets.ts.)
import type { BrowserContext, Page } from '@playwright/test';
import { awaitingHydration, csrf, expect, signIn, test, axe } from './fixtures';

const VISITOR_PAGES = [
  '/',
  '/en',
  '/discover',
  '/discover/%E8%A7%86%E9%A2%91',
  '/en/discover/video',
  '/discover?type=open_source',
  '/details/chatgpt',
  '/ja/details/chatgpt',
  '/compare/chatgpt-vs-claude-vs-midjourney',
  '/class',
  '/class/video-generation',
  '/tag/chatbot',
  '/tools',
  '/tools/geo',
  '/best-ai-tools',
  '/best-ai-tools/weekly/top',
  '/en/best-ai-tools/monthly/growth/chatbots',
  '/about',
  '/protocol/agreement',
  '/protocol/privacyPolicy',
  '/ExcessLink?url=https%3A%2F%2Fexample.com%2F',
  '/passport',
  '/login',
  '/favorites',
  '/best-ai-apps/android',
  '/en/best-ai-apps/android/us/image',
  '/submission',
  '/en/submission?type=ad',
  '/submission?type=update',
  '/mcp/playground',
  '/models/arena',
  '/models/arena/leaderboard',
  '/en/models/arena/leaderboard?category=coding',
  '/mcp',
  '/en/mcp/servers?category=databases',
  '/mcp/mendableai-firecrawl-mcp-server',
  '/en/mcp/redis-mcp-redis',
  '/mcp/clients',
  '/en/mcp/cases',
  '/mcp/cases/research-brief-with-web-search',
  '/mcp/ranking',
  '/en/mcp/assistant?task=search%20the%20web',
  '/mcp/submit',
  '/abc',
  '/models',
  '/en/models?provider=qwen&sort=price',
  '/models/qwen3-max',
  '/en/models/gpt-4o',
  '/models/compare?ids=deepseek-chat,gpt-4o,qwen-plus',
  '/en/models/compare',
  '/models/calculator',
  '/en/models/calculator?mode=budget&budget=100&currency=USD',
  '/geo',
  '/en/geo',
  '/geo/tools',
  '/services',
  '/services/training',
  '/en/services/training',
  '/news',
  '/en/news/openai-gpt-4',
  '/news/daily/2023-03-14',
  '/deployment',
  '/en/deployment?product=dify',
  '/compute',
  '/en/compute/leasing',
  '/compute/gpus',
  '/compute/gpus/h20',
  '/compute/offers/servers-h100-sxm-8x-1',
  '/compute/assistant?workload=full-finetune&params=7&precision=bf16',
  '/guide',
  '/en/guide/set-up-an-mcp-server-in-claude-desktop-and-cursor',
  '/solutions',
  '/en/solutions',
  '/agent',
  '/en/agent?q=browser',
  '/share-demo?type=product&id=cursor',
  '/en/share-demo?type=models&ids=gpt-4o,deepseek-chat',
];
/** Pages that differ from one above only in their language: scanned once, at desktop width in light mode. */
const LANGUAGE_VARIANTS = new Set([
  '/en',
  '/en/agent?q=browser',
  '/en/discover/video',
  '/ja/details/chatgpt',
  '/en/best-ai-tools/monthly/growth/chatbots',
  '/en/best-ai-apps/android/us/image',
  '/en/submission?type=ad',
  '/en/models/arena/leaderboard?category=coding',
  '/en/models/gpt-4o',
  '/en/geo',
  '/en/services/training',
  '/en/solutions',
]);
/**
 * Pages that show another state of a page above (a query, a filter, a second record of the same kind) with the same
 * components: their phone layout is the other page's, so they are scanned at desktop width only.
 */
const STATE_VARIANTS = new Set([
  '/discover/%E8%A7%86%E9%A2%91',
  '/discover?type=open_source',
  '/tag/chatbot',
  '/protocol/privacyPolicy',
  '/submission?type=update',
  '/en/mcp/redis-mcp-redis',
  '/en/models?provider=qwen&sort=price',
  '/en/models/compare',
  '/en/models/calculator?mode=budget&budget=100&currency=USD',
  '/en/compute/leasing',
  '/en/deployment?product=dify',
  '/en/share-demo?type=models&ids=gpt-4o,deepseek-chat',
]);
const USER_PAGES = ['/user', '/user/points', '/user/notifications', '/en/user/orders', '/user/invoices', '/favorites', '/mcp/playground', '/en/mcp/debug', '/models/arena', '/user/mcp', '/en/mcp/submit', '/tools/geo', '/en/tools/geo', '/deployment', '/en/user/products', '/solutions'];
const STAFF_PAGES = ['/admin'];

/**
 * A pending order of the signed-in page's user (an update of a listed product, paid in the sandbox when `pay`): its
 * page and its sandbox tester page.
 */
async function orderPages(page: Page, pay = false): Promise<string[]> {
  const product = (await (await page.request.get('/api/products/chatgpt')).json()).data as { id: number };
  const made = await page.request.post('/api/orders', {
    data: { kind: 'update', productId: product.id, contactEmail: 'a11y@example.com', method: 'sandbox', changes: { tagline: 'A11y check' } },
    headers: { ...(await csrf(page)), 'Idempotency-Key': `a11y-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` },
  });
  const orderNo = ((await made.json()) as { data: { orderNo: string } }).data.orderNo;
  const order = (await (await page.request.get(`/api/orders/${orderNo}`)).json()).data as { attempt: { payUrl: string } };
  const payUrl = new URL(order.attempt.payUrl);
  if (pay) {
    const answer = await page.request.post(`/api/payments/sandbox/${payUrl.pathname.split('/').pop()}`, {
      data: { outcome: 'paid', sig: payUrl.searchParams.get('sig') },
      headers: await csrf(page),
    });
    expect(answer.ok()).toBe(true);
  }
  return [`/user/orders/${orderNo}`, `${payUrl.pathname}${payUrl.search}`];
}

/**
 * What a colour scheme changes: only colours, so the dark pass runs the rules about colour (contrast, links told
 * apart by colour alone). Everything else — names, roles, labels, structure — is the same page and is checked once,
 * in light mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function serious(page: Page, label: string, rules?: string[]): Promise<string[]> {
  const builder = axe(page);
  if (rules) builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations
    // Two landmarks of one kind that a screen reader's landmark list cannot tell apart (rated moderate) count too.
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-unique')
    .map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Scans each page in light mode and, where `dark` is set, again after the system turns dark (the page follows it). */
async function seriousViolations(page: Page, paths: string[], dark: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    found.push(...(await serious(page, `${path} (light)`)));
    if (!dark) continue;
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Colours that ease into the new scheme (CSS transitions) are measured once they have arrived.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    found.push(...(await serious(page, `${path} (dark)`, COLOUR_RULES)));
  }
  return found;
}

/**
 * The visitor pages open in one browser context per worker, each in a page of its own: the context keeps the site's
 * scripts in its HTTP and code caches from one page to the next, as a visitor's browser does, instead of fetching
 * and compiling them again for every page scanned. Its cookies are cleared before each page, so no page sees one
 * that an earlier page set. (The signed-in pages below sign in a user each, in a context of their own.)
 */
const visitorTest = test.extend<{ visitorPage: Page }, { visitorContext: BrowserContext }>({
  visitorContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ visitorContext }, use) => {
    await visitorContext.clearCookies();
    const page = await visitorContext.newPage();
    await use(awaitingHydration(page));
    await page.close();
  },
});

test.describe('axe', () => {
  // A scan of the largest page (the tools directory) takes 20 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  // One test per visitor page, so the pages spread over the workers. Dark mode is checked at desktop width; the
  // phone layout in light mode (@mobile); a page that differs from another only in its language, or only in its
  // state, once, at desktop width in light mode (language variants) or light and dark (state variants).
  for (const path of VISITOR_PAGES) {
    const phone = !LANGUAGE_VARIANTS.has(path) && !STATE_VARIANTS.has(path);
    visitorTest(`visitor page ${path}${phone ? ' @mobile' : ''}`, async ({ visitorPage }, info) => {
      const desktop = info.project.name === 'desktop';
      expect(await seriousViolations(visitorPage, [path], desktop && !LANGUAGE_VARIANTS.has(path))).toEqual([]);
    });
  }

  // The signed-in pages in groups of four (each group signs in a user of its own), so that one test stays well
  // inside its time limit on a busy machine and the groups spread over the workers.
  const userGroups = Array.from({ length: Math.ceil(USER_PAGES.length / 4) }, (_, i) => USER_PAGES.slice(i * 4, i * 4 + 4));
  for (const [index, group] of userGroups.entries()) {
    test(`signed-in pages, part ${index + 1} (${group.join(' ')}) @mobile`, async ({ page }, info) => {
      await signIn(page, `a11y-${index}-${info.project.name}-${Date.now().toString(36)}@e2e.test`);
      expect(await seriousViolations(page, group, info.project.name === 'desktop')).toEqual([]);
    });
  }

  test('an order and its sandbox payment page @mobile', async ({ page }, info) => {
    await signIn(page, `a11y-order-${info.project.name}-${Date.now().toString(36)}@e2e.test`);
    expect(await seriousViolations(page, await orderPages(page), info.project.name === 'desktop')).toEqual([]);
  });

  test('a scenario plan page @mobile', async ({ page }, info) => {
    await page.goto('/solutions');
    const made = await page.request.post('/api/solutions', { data: { description: '我想做一个小红书带货短视频账号' }, headers: await csrf(page) });
    const id = ((await made.json()) as { data: { plan: { id: string } } }).data.plan.id;
    expect(await seriousViolations(page, [`/solutions/${id}`], info.project.name === 'desktop')).toEqual([]);
  });

  test('staff console @mobile', async ({ page }, info) => {
    await signIn(page, 'admin@e2e.test');
    // A paid order waits in the review section, so its cards are scanned too.
    await orderPages(page, true);
    expect(await seriousViolations(page, STAFF_PAGES, info.project.name === 'desktop')).toEqual([]);
  });
});
