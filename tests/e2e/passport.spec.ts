// The account service (/passport): phone sign-up through the slider and an SMS code, e-mail sign-up and
// sign-in, client-side checks, the frame messages and the development outbox.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots';
let counter = 0;
// The worker's index keeps numbers and addresses apart when tests run side by side.
const worker = () => test.info().parallelIndex % 10;
const uniquePhone = () =>
  `139${String(Date.now() % 1e5).padStart(5, '0')}${worker()}${String(++counter % 100).padStart(2, '0')}`;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${worker()}-${++counter}@e2e.test`;

/** Drags the slider handle by `distance` px the way a hand does: several steps over about half a second. */
async function slide(page: Page, distance: number) {
  const handle = page.getByTestId('slider-handle');
  await expect(handle).toBeEnabled();
  const box = (await handle.boundingBox())!;
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(x0 + (distance * i) / 8, y0 + (i % 2));
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
}

async function gapOf(page: Page): Promise<number> {
  const holder = page.locator('[data-challenge-id]');
  await expect(holder).not.toHaveAttribute('data-challenge-id', '');
  const id = await holder.getAttribute('data-challenge-id');
  const answer = await (await page.request.get(`/api/account/dev/slider/${id}`)).json();
  return answer.data.x as number;
}

async function codeFor(page: Page, phone: string): Promise<string> {
  const answer = await (await page.request.get(`/api/account/dev/outbox?phone=${phone}`)).json();
  return /\d{6}/.exec(answer.data[0].body)![0];
}

test('phone sign-up: slider, SMS code, back to the caller signed in with the registration notice @mobile', async ({
  page,
  baseURL,
}) => {
  const phone = uniquePhone();
  await page.goto(`/passport?r=${encodeURIComponent(`${baseURL}/about`)}`);
  await page.locator('input[name="phone"]').fill(phone);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('slider-check')).toBeVisible();

  await test.step('a slide off the gap is refused', async () => {
    const gap = await gapOf(page);
    await slide(page, gap > 150 ? gap - 60 : gap + 60);
    await expect(page.getByTestId('slider-error')).toHaveText('验证失败，请重试');
  });

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/passport-slider-${test.info().project.name}.png` });
  await slide(page, await gapOf(page));
  await expect(page.getByTestId('slider-check')).toBeHidden();
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await expect(page.getByTestId('send-code')).toContainText('秒后重发');

  await page.locator('input[name="code"]').fill(await codeFor(page, phone));
  await page.getByTestId('passport-submit').click();
  await page.waitForURL(/\/about/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  expect(page.url()).not.toContain('ticket=');
  await expect(page.getByTestId('points-notice').locator('[data-kind]')).toHaveAttribute(
    'data-kind',
    'REGISTER',
  );

  await page.goto('/passport/outbox');
  await expect(page.getByTestId('outbox')).toContainText(`+86${phone}`);
});

test('e-mail sign-up, sign-out and sign-in; client-side checks speak the page language', async ({ page }) => {
  const email = uniqueEmail('pp');
  await page.goto('/en/passport');
  await page.locator('input[name="phone"]').fill('12345');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('form-error')).toHaveText('Enter a valid phone number');

  await page.getByTestId('tab-email').click();
  await page.getByTestId('email-mode').click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('short');
  await page.getByTestId('passport-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The password needs at least 8 characters');
  await page.locator('input[name="password"]').fill('a long enough password');
  await page.getByTestId('passport-submit').click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.getByTestId('points-notice-confirm').click();
  await page.getByTestId('user-menu-button').click();
  // Signing out reloads the page: the next navigation waits for that reload, or the reload would cut it short.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('logout').click();
  await reloaded;
  await expect(page.getByTestId('login-button')).toBeVisible();

  await page.goto('/en/passport');
  await page.getByTestId('tab-email').click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('not the password');
  await page.getByTestId('passport-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('Wrong email or password');
  await page.locator('input[name="password"]').fill('a long enough password');
  await page.getByTestId('passport-submit').click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('in a frame it posts CLOSE_LOGIN and SUCCESS_LOGIN with the ticket to the page that framed it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/about');
  await page.evaluate(
    (src) => {
      const w = window as unknown as { messages: unknown[] };
      w.messages = [];
      window.addEventListener('message', (event) => w.messages.push(event.data));
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'service';
      frame.style.cssText = 'width:420px;height:560px';
      document.body.prepend(frame);
    },
    `/passport?s=ai-atlas&lc=3&t=2&p=pc&f=frame&r=${encodeURIComponent(`${baseURL}/about`)}`,
  );
  const frame = page.frameLocator('#service');
  // The frame's buttons work once its page has hydrated.
  await expect(frame.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
  await frame.getByTestId('passport-close').click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { messages: { type: string }[] }).messages.map((m) => m.type),
      ),
    )
    .toContain('CLOSE_LOGIN');

  await frame.getByTestId('tab-email').click();
  await frame.getByTestId('email-mode').click();
  await frame.locator('input[name="email"]').fill(uniqueEmail('frame'));
  await frame.locator('input[name="password"]').fill('a long enough password');
  await frame.getByTestId('passport-submit').click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { messages: { type: string; ticket?: string }[] }).messages.find(
          (m) => m.type === 'SUCCESS_LOGIN',
        ),
      ),
    )
    .toMatchObject({ type: 'SUCCESS_LOGIN', ticket: expect.stringMatching(/^[\w-]{43}$/) });
});

test('looks finished in light and dark @mobile', async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/passport?p=h5');
    await page.screenshot({ path: `${SHOTS}/passport-${test.info().project.name}-${scheme}.png` });
    await page.getByTestId('tab-email').click();
    await page.screenshot({ path: `${SHOTS}/passport-email-${test.info().project.name}-${scheme}.png` });
  }
});
