// Accessibility budget: axe finds no serious or critical violation on any page type — for visitors, signed-in
// users and staff — in light and dark mode. (Lighthouse's accessibility score is a gate of the budgets step,
// scripts/budgets.ts.)
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
  '/abc',
];
/** Pages that differ from one above only in their language: scanned once, at desktop width in light mode. */
const LANGUAGE_VARIANTS = new Set([
  '/en',
  '/en/discover/video',
  '/ja/details/chatgpt',
  '/en/best-ai-tools/monthly/growth/chatbots',
  '/en/best-ai-apps/android/us/image',
]);
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
    // A scan of the largest page (the tools directory) takes 20 s on a busy machine.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }, info) => {
      // Dark mode is checked at desktop width; the phone layout in light mode.
      test.skip(
        scheme === 'dark' && info.project.name !== 'desktop',
        'dark mode runs on the desktop project',
      );
      await page.emulateMedia({ colorScheme: scheme });
    });

    // One test per visitor page, so the pages spread over the workers.
    for (const path of VISITOR_PAGES) {
      test(`visitor page ${path}`, async ({ page }, info) => {
        test.skip(
          LANGUAGE_VARIANTS.has(path) && (scheme === 'dark' || info.project.name !== 'desktop'),
          'language variant',
        );
        expect(await seriousViolations(page, [path])).toEqual([]);
      });
    }

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
