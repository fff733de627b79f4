import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3400';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[1366, 900, 'd'], [390, 844, 'm']]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await ctx.newPage();
    for (const p of pages) {
      await page.goto(base + p);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const name = p.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
      await page.screenshot({ path: `/tmp/compute-shots/${name}-${tag}-${scheme}.png`, fullPage: true });
      console.log(p, tag, scheme, 'overflow', overflow);
    }
    await ctx.close();
  }
}
await browser.close();
