import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { freePort } from '../../scripts/free-port.mjs';

test.describe('pages render on the server', () => {
  test('home in the default language and with a prefix', async ({ page }) => {
    const zh = await page.goto('/');
    expect(zh?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('发现最好用的 AI 产品');

    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the best AI products');
    await expect(page.getByTestId('home-search')).toHaveAttribute('placeholder', 'Search…');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('scripts and the stylesheet are sent in the encoding the client accepts, with the same content @desktop-only', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => new URL(m[1]!, baseURL).href);
    expect(assets.some((url) => url.endsWith('.css'))).toBe(true);
    // Raw bytes on the wire: node:http does not decode, unlike fetch.
    const { get } = await import('node:http');
    const zlib = await import('node:zlib');
    const raw = (url: string, encoding: string) =>
      new Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
        }).on('error', reject);
      });
    let largest = 0;
    for (const url of new Set(assets)) {
      const identity = await raw(url, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['cache-control']).toContain('immutable');
      if (identity.body.length < 1024) continue;
      const br = await raw(url, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(zlib.brotliDecompressSync(br.body).equals(identity.body), url).toBe(true);
      const gzip = await raw(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).equals(identity.body), url).toBe(true);
      // At least as small as zlib's best level: the build's copy, not a default-level stream.
      expect(gzip.body.length, url).toBeLessThanOrEqual(zlib.gzipSync(identity.body, { level: 9 }).length);
      largest = Math.max(largest, identity.body.length);
    }
    // The framework chunk was among them.
    expect(largest).toBeGreaterThan(100_000);
    // Files outside /assets are served too, and a path with a dot that is not a file is still a page.
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get('/builds/latest.json')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/en/discover/gpt-4.5')).headers()['content-type']).toContain('text/html');
  });

  test('unknown paths are the 404 page with status 404, inside the site header and footer', async ({ page }) => {
    // A first segment that is no language, a deeper unknown path, and a path the route rules block (SPEC §4).
    for (const url of ['/abc', '/xx/abc', '/a/b/c/d', '/best-ai-apps/ios']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('banner'), url).toBeVisible();
      await expect(page.getByRole('contentinfo'), url).toBeVisible();
    }
  });
});

// Starts `npm start`'s entry on its own port and data folder, so it can be stopped and started again.
async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  // A first start migrates and seeds a new store: seconds on an idle machine, minutes on a busy one. The test is
  // about what a restart keeps, not about how fast a start is (that is bench/ territory).
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return { child, log: () => log };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

test.describe('the production server process @desktop-only', () => {
  test.describe.configure({ timeout: 600_000 });

  test('restart keeps data and does not re-seed; SIGTERM drains an in-flight request', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-restart-'));
    try {
      const first = await startServer(port, dataDir);
      expect(first.log()).toContain('seeded database');
      const counted = await (
        await fetch(`http://127.0.0.1:${port}/api/updatePv?id=restart&type=product`)
      ).json();
      expect(counted.data).toEqual({ views: 1, counted: true });

      // A request whose body is still arriving when SIGTERM lands must still get its answer.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((r) => socket.once('connect', () => r()));
      let answer = '';
      socket.on('data', (d) => (answer += d));
      socket.write(
        'POST /api/nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{',
      );
      await new Promise((r) => setTimeout(r, 300));
      const exited = exitOf(first.child);
      first.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.write('}');
      await expect.poll(() => answer, { timeout: 10_000 }).toContain('"code":404');
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1.1 404/);
      expect(answer).toContain('"code":404');
      expect(await exited).toBe(0);
      expect(first.log()).toContain('stopped cleanly');

      const second = await startServer(port, dataDir);
      expect(second.log()).not.toContain('seeded database');
      const again = await (
        await fetch(`http://127.0.0.1:${port}/api/updatePv?id=restart&type=product`, {
          headers: { 'user-agent': 'another' },
        })
      ).json();
      expect(again.data).toEqual({ views: 2, counted: true });
      const stopped = exitOf(second.child);
      second.child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
