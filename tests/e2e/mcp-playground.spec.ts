// The MCP playground in the browser, against the reference server (server-everything, Streamable HTTP) that
// playwright.config.ts starts on 127.0.0.1 and the site's SSRF_ALLOW_HOSTS allows: sign in, connect, list the
// tools, call echo through the form made from its schema, read the JSON-RPC log; refusals and sign-in.
import { mcpPort } from '../../playwright.config';
import { expect, signIn, onPhone, test, axe } from './fixtures';

const MCP_URL = `http://127.0.0.1:${mcpPort}/mcp`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const [lang, prefix, labels] of [
  ['zh', '', { connect: '连接', url: '服务器地址', run: '调用工具', log: /JSON-RPC 日志/ }],
  ['en', '/en', { connect: 'Connect', url: 'Server address', run: 'Call tool', log: /JSON-RPC log/ }],
] as const) {
  test(`${lang}: connect, list the tools, call echo with the generated form and read the log${onPhone(lang)}`, async ({ page }, info) => {
    await signIn(page, `mcp-${lang}-${info.project.name}-${unique()}@e2e.test`);
    await page.goto(`${prefix}/mcp/playground?url=${encodeURIComponent(MCP_URL)}`);
    await expect(page.getByLabel(labels.url)).toHaveValue(MCP_URL);
    await page.getByRole('button', { name: labels.connect, exact: true }).click();

    const panel = page.getByTestId('server-panel');
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('server-meta')).toContainText('Streamable HTTP');
    const tools = page.getByTestId('tool-list');
    await expect(tools.getByRole('button', { name: 'echo', exact: true })).toBeVisible();
    await tools.getByRole('button', { name: 'echo', exact: true }).click();

    const form = page.getByTestId('tool-form');
    // Required and empty: checked in the browser, nothing sent.
    await form.getByRole('button', { name: labels.run }).click();
    await expect(form.getByTestId('field-error')).toBeVisible();
    const text = `hello ${lang} ${unique()}`;
    await form.getByLabel(/message/).fill(text);
    await form.getByRole('button', { name: labels.run }).click();
    await expect(page.getByTestId('result-panel').getByTestId('result-text')).toHaveText(`Echo: ${text}`, { timeout: 15_000 });

    const log = page.getByTestId('rpc-log');
    await expect(log).not.toHaveAttribute('open');
    await log.getByText(labels.log).click();
    await expect(log.getByTestId('rpc-log-entry').first()).toContainText('initialize');
    await expect(log).toContainText('tools/call');
    await expect(log).toContainText(text);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });
}

test('the debug page opens the log and names a refused address @desktop-only', async ({ page }, info) => {
  await signIn(page, `mcp-debug-${info.project.name}-${unique()}@e2e.test`);
  await page.goto('/en/mcp/debug');
  await expect(page.getByTestId('rpc-log')).toHaveAttribute('open', '');
  await page.getByLabel('Server address').fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('playground-error')).toContainText('This address is not allowed');
  await expect(page.getByTestId('server-panel')).toHaveCount(0);
});

test('signed out, the playground asks to sign in @desktop-only', async ({ page }) => {
  const res = await page.goto('/en/mcp/playground');
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('connect-form')).toHaveCount(0);
});

test('no serious accessibility problem once connected, with a result shown', async ({ page }, info) => {
  await signIn(page, `mcp-a11y-${info.project.name}-${unique()}@e2e.test`);
  await page.goto(`/en/mcp/debug?url=${encodeURIComponent(MCP_URL)}`);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByTestId('tool-list').getByRole('button', { name: 'echo', exact: true }).click();
  await page.getByTestId('tool-form').getByLabel(/message/).fill('axe');
  await page.getByTestId('tool-form').getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('result-text')).toHaveText('Echo: axe', { timeout: 15_000 });
  const results = await axe(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
