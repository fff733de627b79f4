// Playwright `test` whose page.goto also waits for React to hydrate, so clicks reach live handlers.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 }).catch(() => {});
      return response;
    };
    await use(page);
  },
});

export { expect };
