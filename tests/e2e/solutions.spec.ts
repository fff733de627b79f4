// Scenario recommendation (issue 22 §3): describe a scenario, get ordered steps with catalogue tools and the reasons,
// reopen the plan from the history, and see the no-match modal. zh and en; the desktop and mobile projects both run it.
import { expect, signIn, onPhone, test } from './fixtures';

const LOCALES = [
  {
    prefix: '',
    title: '场景推荐',
    scenario: '我想做一个小红书带货短视频账号',
    step: '写脚本',
    noMatch: '哎呀，连我们的超级引擎都找懵了……要不您换个场景试试？',
    required: '请描述你的场景',
    matched: '短视频账号',
  },
  {
    prefix: '/en',
    title: 'Scenario finder',
    scenario: 'build a customer-support chatbot over our PDFs',
    step: 'Build the bot',
    noMatch: 'Oops, even our super engine is stumped... How about trying another scenario?',
    required: 'Please describe your scenario',
    matched: 'Customer-support chatbot',
  },
];

for (const locale of LOCALES) {
  test.describe(`solutions in ${locale.prefix || '/'}`, () => {
    test(`get a plan, reopen it from the history, and see the no-match modal${onPhone(locale.prefix.slice(1) || 'zh')}`, async ({ page }, info) => {
      test.setTimeout(60_000);
      await signIn(
        page,
        `solutions-${info.project.name}-${locale.prefix.slice(1) || 'zh'}-${Date.now().toString(36)}@e2e.test`,
      );
      await page.goto(`${locale.prefix}/solutions`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);

      // Nothing typed: said at once, nothing sent.
      await page.getByTestId('solution-submit').click();
      await expect(page.getByTestId('solution-error')).toHaveText(locale.required);

      await page.getByTestId('solution-input').fill(locale.scenario);
      await page.getByTestId('solution-submit').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/solutions/[A-Za-z0-9_-]{16}$`));
      const planUrl = page.url();
      const plan = page.getByTestId('solution-plan');
      await expect(plan.getByTestId('solution-description')).toContainText(locale.scenario);
      await expect(plan.getByTestId('solution-matched')).toContainText(locale.matched);
      const steps = plan.getByTestId('solution-step');
      expect(await steps.count()).toBeGreaterThanOrEqual(3);
      await expect(steps.filter({ hasText: locale.step })).toHaveCount(1);
      // Every tool is a catalogue product with its reasons.
      const first = steps.first().getByTestId('solution-tool').first();
      await expect(first.getByTestId('solution-tool-link')).toHaveAttribute(
        'href',
        new RegExp(`^${locale.prefix}/details/[a-z0-9-]+$`),
      );
      await expect(first.getByTestId('solution-reasons').locator('li').first()).toBeVisible();
      const toolName = (await first.getByTestId('solution-tool-name').textContent())!.trim();

      // Back to an empty form, then the history reopens the plan.
      await page.goto(`${locale.prefix}/solutions`);
      await expect(page.getByTestId('solution-plan')).toHaveCount(0);
      const item = page.getByTestId('solution-history-item').filter({ hasText: locale.scenario });
      await expect(item).toHaveCount(1);
      await item.click();
      await expect(page).toHaveURL(planUrl);
      await expect(page.getByTestId('solution-plan').getByTestId('solution-tool-link').first()).toContainText(
        toolName,
      );

      // Words that name no scenario: the modal, and the form stays for another try.
      await page.getByTestId('solution-input').fill('zzzz qqqq xxxx');
      await page.getByTestId('solution-submit').click();
      const modal = page.getByTestId('solution-no-match');
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('solution-no-match-text')).toHaveText(locale.noMatch);
      await modal.getByTestId('solution-no-match-close').click();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(planUrl);

      // The tool's page is one click away.
      await page.getByTestId('solution-tool-link').first().click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/details/[a-z0-9-]+$`));
    });
  });
}

test('a visitor plans from an example, the plan page is shared as it is, and the menu leads here', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto('/solutions');
  await expect(page.getByTestId('solution-history')).toContainText('登录后，你的方案会保存在这里。');
  await page.getByTestId('solution-example').first().click();
  await page.getByTestId('solution-submit').click();
  await expect(page).toHaveURL(/\/solutions\/[A-Za-z0-9_-]{16}$/);
  const url = new URL(page.url()).pathname;
  // The address changes as the plan arrives; its tools are read once they are on the page.
  await expect(page.getByTestId('solution-tool-link').first()).toBeVisible();
  const names = await page.getByTestId('solution-tool-link').allTextContents();
  expect(names.length).toBeGreaterThan(3);

  // Someone else opens the link: the same plan, not indexed.
  const other = await browser.newContext();
  const reader = await other.newPage();
  const res = await reader.goto(url);
  expect(res!.status()).toBe(200);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await reader.getByTestId('solution-tool-link').allTextContents()).toEqual(names);
  await other.close();

  expect((await page.goto('/solutions/AAAAAAAAAAAAAAAAAAAAAAAA'))!.status()).toBe(404);
  expect((await page.goto('/en/solutions/not-a-plan'))!.status()).toBe(404);
  const menu = await page.request.get('/api/menu/navMenu?useWebsite=2');
  expect(JSON.stringify(await menu.json())).toContain('/solutions');
});
