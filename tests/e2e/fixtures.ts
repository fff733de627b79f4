// Playwright `test` whose page.goto also waits for React to hydrate, so clicks reach live handlers.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Makes `page.goto` also wait for React to hydrate the page it opened. */
export function awaitingHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 }).catch(() => {});
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(awaitingHydration(page));
  },
});

export { expect };

/**
 * An axe scan as the suite runs it: `axe.run` in the page itself (legacy mode: our pages have no cross-origin frames,
 * which only the default mode reaches, at the cost of a second page per scan) keeping only the violations, the one
 * result the tests read — together a third of the default scan's time.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * Title tag for a flow repeated per language (playwright.config.ts): the default language runs at desktop width,
 * every other language on the phone. Both languages and both layouts are covered, each flow run twice rather than
 * four times. (A test that asserts something only one layout shows says so itself: @desktop-only or @mobile.)
 */
export function onPhone(lang: string, defaultLang: string = 'zh'): string {
  return lang === defaultLang ? '' : ' @phone-only';
}

export const E2E_PASSWORD = 'e2e-password-42';

/** Writes with the session cookie echo the CSRF cookie, as the browser's client does. */
export async function csrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  return cookie ? { 'X-CSRF-Token': cookie.value } : {};
}

/**
 * Signs up (or, when the address already exists, signs in) over the API and exchanges the ticket for session
 * cookies in the page's browser context. `admin@e2e.test` is staff (playwright.config.ts names it in ADMIN_EMAILS).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const { request } = page;
  let body = await (
    await request.post('/api/account/emailRegister', {
      data: { email, password: E2E_PASSWORD },
      headers: await csrf(page),
    })
  ).json();
  if (body.code !== 0) {
    body = await (
      await request.post('/api/account/emailLogin', {
        data: { email, password: E2E_PASSWORD },
        headers: await csrf(page),
      })
    ).json();
  }
  expect(body.code, JSON.stringify(body)).toBe(0);
  const login = await request.post('/api/account/login', {
    data: { code: body.data.ticket, loginType: 1 },
    headers: await csrf(page),
  });
  expect((await login.json()).code).toBe(0);
  // Take the points notice now, so its dialog does not cover the pages under test (tests/e2e/auth.spec.ts
  // covers the notice itself).
  expect((await (await request.get('/api/user/getNoticePoints')).json()).code).toBe(0);
}
