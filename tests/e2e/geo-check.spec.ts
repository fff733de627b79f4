// The GEO ranking check end to end (issue 19), in zh and en on desktop and phone: a signed-in user asks three
// platforms (the fake platform configured as Doubao and the two offline engines) and watches each detection go
// from the queue through progress to its result; export is refused until all have finished and then gives an
// XLSX; a failed detection is retried; the check reopens from the history.
import ExcelJS from 'exceljs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, onPhone, test } from './fixtures';

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];

const TEXT = {
  zh: {
    signIn: '请先登录',
    duplicate: '关键词不能重复',
    invalid: '关键词包含无效字符',
    keywordsRequired: '请至少添加一个品牌关键词',
    unfinished: '请等待所有检测完成后再导出',
    restarted: '任务已重新开始',
    refused: '平台拒绝了请求',
    header: '平台',
    mentioned: '已提及',
    list: '列表第 2 位（共 3 项）',
    unavailable: '未配置密钥，暂不可用',
  },
  en: {
    signIn: 'Please sign in first',
    duplicate: 'That keyword is already added',
    invalid: 'The keyword contains invalid characters',
    keywordsRequired: 'Add at least one brand keyword',
    unfinished: 'Wait until every detection has finished before exporting',
    restarted: 'The task has restarted',
    refused: 'The platform refused the request',
    header: 'Platform',
    mentioned: 'Mentioned',
    list: 'No. 2 of 3 in a list',
    unavailable: 'No key configured: unavailable',
  },
} satisfies Record<Lang, Record<string, string>>;

const at = (lang: Lang, path: string) => (lang === 'zh' ? path : `/en${path}`);
const tag = (info: TestInfo, lang: Lang) => `${lang}-${info.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addKeyword(page: Page, keyword: string) {
  await page.getByTestId('geo-keyword-input').fill(keyword);
  await page.getByTestId('geo-keyword-input').press('Enter');
}

async function choose(page: Page, platforms: string[]) {
  for (const box of await page.getByTestId('geo-platform').all()) {
    const id = await box.getAttribute('data-platform');
    const input = box.locator('input');
    if (await input.isDisabled()) continue;
    if ((await input.isChecked()) !== platforms.includes(id!)) await input.click();
  }
}

for (const lang of LANGS) {
  test(`${lang}: a signed-out visitor is asked to sign in${onPhone(lang)}`, async ({ page }) => {
    const response = await page.goto(at(lang, '/tools/geo'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-cache'] ?? 'BYPASS').toBe('BYPASS');
    await expect(page.getByTestId('sign-in-prompt')).toContainText(TEXT[lang].signIn);
  });

  test(`${lang}: three platforms go from the queue through progress to results; export, retry and history${onPhone(lang)}`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const id = tag(info, lang);
    await signIn(page, `geo-${id}@e2e.test`);
    await page.goto(at(lang, '/tools/geo'));
    // Platforms without a key are shown, disabled, with the reason.
    const qwen = page.locator('[data-testid="geo-platform"][data-platform="qwen"]');
    await expect(qwen).toContainText(TEXT[lang].unavailable);
    await expect(qwen.locator('input')).toBeDisabled();

    // Keywords: Enter adds, duplicates and invalid characters are refused, the count is current/max.
    // The fake platform takes a few seconds over this one, so the check is watched while it runs.
    await page.getByTestId('geo-question').fill(`Which AI directories are worth using? slow-answer ${id}`);
    await page.getByTestId('geo-submit').click();
    await expect(page.getByTestId('geo-keyword-error')).toContainText(TEXT[lang].keywordsRequired);
    await addKeyword(page, 'AI Atlas');
    await addKeyword(page, 'ai atlas');
    await expect(page.getByTestId('geo-keyword-error')).toContainText(TEXT[lang].duplicate);
    await addKeyword(page, 'Atlas<script>');
    await expect(page.getByTestId('geo-keyword-error')).toContainText(TEXT[lang].invalid);
    await page.getByTestId('geo-keyword-input').fill('');
    await expect(page.getByTestId('geo-keyword-chip')).toHaveCount(1);
    await expect(page.getByTestId('geo-keyword-count')).toHaveText('1/10');

    await choose(page, ['doubao', 'offline-relevance', 'offline-popularity']);
    await page.getByTestId('geo-submit').click();
    await page.waitForURL(/\/tools\/geo\/[\w-]{16,}$/);
    const checkUrl = page.url();
    const cards = page.getByTestId('geo-detection');
    await expect(cards).toHaveCount(3);
    // Followed live: some detection waits or runs before all are done.
    await expect(page.locator('[data-testid="geo-detection"][data-mode="queue"], [data-testid="geo-detection"][data-mode="progress"]').first()).toBeVisible();
    await expect(page.getByTestId('geo-progress').first()).toBeVisible({ timeout: 20_000 });

    // Export before the end is refused.
    await expect(page.getByTestId('geo-check')).toHaveAttribute('data-finished', 'false');
    await page.getByTestId('geo-export-xlsx').click();
    await expect(page.getByText(TEXT[lang].unfinished)).toBeVisible();
    await expect(page.locator('[data-testid="geo-detection"][data-mode="view"]')).toHaveCount(3, { timeout: 60_000 });
    const doubao = page.locator('[data-testid="geo-detection"][data-platform="doubao"]');
    await expect(doubao.getByTestId('geo-mentioned')).toHaveText(TEXT[lang].mentioned);
    await expect(doubao.getByTestId('geo-list-position')).toHaveText(TEXT[lang].list);
    await expect(doubao.getByTestId('geo-answer').locator('ol li')).toHaveCount(3);
    await expect(doubao.getByTestId('geo-cited')).toContainText('https://atlas.example.com/tools');

    // Export after the end: an XLSX whose cells hold the results.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('geo-export-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/^geo-check-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe(TEXT[lang].header);
    const platforms = [2, 3, 4].map((r) => sheet.getCell(`A${r}`).value);
    expect(platforms).toContain('Doubao');

    // A failed detection is retried.
    await page.goto(at(lang, '/tools/geo'));
    await page.getByTestId('geo-question').fill(`fail-once ${id}`);
    await addKeyword(page, 'AI Atlas');
    await choose(page, ['doubao']);
    await page.getByTestId('geo-submit').click();
    await page.waitForURL(/\/tools\/geo\/[\w-]{16,}$/);
    const failed = page.getByTestId('geo-detection');
    await expect(failed).toHaveAttribute('data-mode', 'error', { timeout: 30_000 });
    await expect(failed.getByTestId('geo-error')).toContainText(TEXT[lang].refused);
    await failed.getByTestId('geo-retry').click();
    await expect(page.getByText(TEXT[lang].restarted)).toBeVisible();
    await expect(failed).toHaveAttribute('data-mode', 'view', { timeout: 30_000 });

    // The first check reopens from the history.
    await page.goto(at(lang, '/tools/geo'));
    await page.getByTestId('geo-history-item').filter({ hasText: id }).filter({ hasText: 'slow-answer' }).click();
    await page.waitForURL(checkUrl);
    await expect(page.locator('[data-testid="geo-detection"][data-mode="view"]')).toHaveCount(3);
    await expect(page.getByTestId('geo-question')).toHaveValue(`Which AI directories are worth using? slow-answer ${id}`);
  });

  test(`${lang}: another user's history entry is the 404 page @desktop-only`, async ({ page, browser }, info) => {
    await signIn(page, `geo-owner-${tag(info, lang)}@e2e.test`);
    const res = await page.request.post('/api/geo-check/checks', {
      data: { question: 'Mine', keywords: ['AI Atlas'], platforms: ['offline-relevance'] },
      headers: { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '' },
    });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    const context = await browser.newContext();
    const stranger = await context.newPage();
    await signIn(stranger, `geo-stranger-${tag(info, lang)}@e2e.test`);
    const response = await stranger.goto(at(lang, `/tools/geo/${body.data.id}`));
    expect(response?.status()).toBe(404);
    const own = await page.goto(at(lang, `/tools/geo/${body.data.id}`));
    expect(own?.status()).toBe(200);
    await context.close();
  });
}
