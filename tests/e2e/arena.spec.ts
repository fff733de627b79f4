// The model arena end to end (issue 20 part 4), in zh and en on desktop and phone: a signed-in user asks, both
// anonymous answers stream in, the vote reveals the two offline engines (no keys on the e2e server), and the
// leaderboard counts the battle.
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];

const TEXT = {
  zh: { prompt: '推荐几款视频生成工具', notice: '离线对战', offline: 'Atlas 离线引擎', done: '已完成', title: '竞技场排行榜', signIn: '请先登录' },
  en: { prompt: 'Which tools generate video?', notice: 'Offline battle', offline: 'Atlas offline engine', done: 'Done', title: 'Arena leaderboard', signIn: 'Please sign in first' },
} satisfies Record<Lang, Record<string, string>>;

const at = (lang: Lang, path: string) => (lang === 'zh' ? path : `/en${path}`);
const email = (info: TestInfo, lang: Lang) => `arena-${lang}-${info.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

/** Battles the leaderboard counts for the offline relevance engine, as the API reports them. */
async function offlineBattles(page: Page): Promise<number> {
  const body = await (await page.request.get('/api/arena/leaderboard')).json();
  const row = (body.data.rows as { contestant: { platform: string }; battles: number }[]).find((r) => r.contestant.platform === 'offline-relevance');
  return row?.battles ?? 0;
}

for (const lang of LANGS) {
  test(`${lang}: a signed-out visitor is asked to sign in${onPhone(lang)}`, async ({ page }) => {
    await page.goto(at(lang, '/models/arena'));
    await expect(page.getByTestId('sign-in-prompt')).toContainText(TEXT[lang].signIn);
    await expect(page.getByTestId('arena-offline-notice')).toContainText(TEXT[lang].notice);
  });

  test(`${lang}: ask, watch both answers stream, vote, see who they were and the leaderboard change${onPhone(lang)}`, async ({ page }, info) => {
    await signIn(page, email(info, lang));
    const before = await offlineBattles(page);
    await page.goto(at(lang, '/models/arena'));
    await expect(page.getByTestId('arena-offline-notice')).toContainText(TEXT[lang].notice);
    await page.getByTestId('arena-prompt').fill(TEXT[lang].prompt);
    await page.getByTestId('arena-start').click();

    const a = page.getByTestId('arena-side-a');
    const b = page.getByTestId('arena-side-b');
    // Text arrives before the answer ends: the stream is watched, not just its end.
    await expect(a).toHaveAttribute('data-state', /streaming|done/);
    await expect(page.getByTestId('arena-answer-a')).toContainText(lang === 'zh' ? '离线引擎' : 'Offline engine');
    await expect(a).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(b).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(a).toContainText(TEXT[lang].done);
    await expect(page.getByTestId('arena-answer-b')).toContainText(lang === 'zh' ? '离线引擎' : 'Offline engine');
    // Still anonymous before the vote.
    await expect(page.getByTestId('arena-reveal-a')).toHaveCount(0);

    // Side by side on a desktop, stacked on a phone.
    const boxA = (await a.boundingBox())!;
    const boxB = (await b.boundingBox())!;
    if (info.project.name === 'mobile') expect(boxB.y).toBeGreaterThan(boxA.y + boxA.height - 1);
    else expect(Math.abs(boxB.y - boxA.y)).toBeLessThan(2);

    await page.getByTestId('arena-vote-a').click();
    await expect(page.getByTestId('arena-revealed')).toBeVisible();
    await expect(page.getByTestId('arena-reveal-a')).toContainText(TEXT[lang].offline);
    await expect(page.getByTestId('arena-reveal-b')).toContainText(TEXT[lang].offline);
    await expect(page.getByTestId('arena-vote')).toHaveCount(0);

    // The job recomputes the leaderboard after the vote; the page (cached for visitors) follows the change event.
    await expect.poll(() => offlineBattles(page), { timeout: 15_000 }).toBeGreaterThan(before);
    await page.getByTestId('arena-leaderboard-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
    const row = page.locator('[data-testid="leaderboard-row"][data-contestant^="offline-relevance:"]');
    await expect(row).toBeVisible();
    const shown = Number(await row.getByTestId('leaderboard-battles').textContent());
    expect(shown).toBeGreaterThan(before);
    // A handful of battles: the rating is marked preliminary (its interval means little yet).
    if (shown < 20) await expect(row.getByTestId('leaderboard-preliminary')).toBeVisible();
    await expect(page.getByTestId('leaderboard-method')).toBeVisible();
  });
}

test('a coding prompt counts in the coding leaderboard, reached by its tab @desktop-only', async ({ page }, info) => {
  await signIn(page, email(info, 'en'));
  await page.goto('/en/models/arena');
  await page.getByTestId('arena-prompt').fill('Write a Python function that sorts a list');
  await page.getByTestId('arena-start').click();
  await expect(page.getByTestId('arena-vote')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('arena-battle')).toContainText('Coding');
  await page.getByTestId('arena-vote-tie').click();
  await expect(page.getByTestId('arena-revealed')).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/arena/leaderboard?category=coding')).json()).data.rows as unknown[]).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.goto('/en/models/arena/leaderboard?category=coding');
  await expect(page.getByTestId('leaderboard-tab-coding')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('leaderboard-row').first()).toBeVisible();
});
