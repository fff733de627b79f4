// Accessibility budget: axe finds no serious or critical violation on any page type — for visitors, signed-in
// users and staff — in light and dark mode. (Lighthouse scores run separately: `npm run test:budgets`.)
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const VISITOR_PAGES = [
  '/',
  '/en',
  '/discover',
  '/discover/%E8%A7%86%E9%A2%91',
  '/en/discover/video',
  '/discover?type=open_source',
  '/details/chatgpt',
  '/ja/details/chatgpt',
  '/class',
  '/class/video-generation',
  '/tag/chatbot',
  '/tools',
  '/about',
  '/protocol/agreement',
  '/protocol/privacyPolicy',
  '/ExcessLink?url=https%3A%2F%2Fexample.com%2F',
  '/passport',
  '/login',
  '/favorites',
  '/abc',
];
const USER_PAGES = ['/user', '/user/points', '/user/notifications', '/en/user/orders', '/favorites'];
const STAFF_PAGES = ['/admin'];

async function seriousViolations(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        found.push(`${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
  }
  return found;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} mode`, () => {
    // Twenty pages, each loaded, hydrated and scanned.
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page }, info) => {
      // Dark mode is checked at desktop width; the phone layout in light mode.
      test.skip(
        scheme === 'dark' && info.project.name !== 'desktop',
        'dark mode runs on the desktop project',
      );
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('visitor pages', async ({ page }) => {
      expect(await seriousViolations(page, VISITOR_PAGES)).toEqual([]);
    });

    test('signed-in pages', async ({ page }, info) => {
      await signIn(page, `a11y-${scheme}-${info.project.name}-${Date.now().toString(36)}@e2e.test`);
      expect(await seriousViolations(page, USER_PAGES)).toEqual([]);
    });

    test('staff console', async ({ page }) => {
      await signIn(page, 'admin@e2e.test');
      expect(await seriousViolations(page, STAFF_PAGES)).toEqual([]);
    });
  });
}
