// `npm run bench:images`: the logo pipeline (docs/decisions/028) — icons and og:images fetched from local fake sites
// through the SSRF guard and resized to WebP, per second — the cost of AVIF beside WebP for a 1280×800 screenshot,
// and, when a Chromium is found, screenshots of a local page per minute. Figures, never pass/fail.
import sharp from 'sharp';
import pino from 'pino';
import { launchChromium, findChromium, takeScreenshot } from '../app/features/catalogue/catalogue.screenshot.server';
import { encodeImage, fetchImage, MEDIA_MAX_BYTES, type MediaKind } from '../app/features/media/media.images.server';
import { startFakeSites } from '../tests/fakes/sites';
import { createReport } from './report';

const report = createReport();
const sites = await startFakeSites();
const options = { timeoutMs: 10_000, allowHosts: sites.allowHosts, logger: pino({ level: 'silent' }) };

async function pipelineRate(path: string, kind: MediaKind, count: number, concurrency: number) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const { bytes, format } = await fetchImage(`${sites.base}${path}`, { ...options, maxBytes: MEDIA_MAX_BYTES[kind] });
        await encodeImage(bytes, format, kind);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  report.record(`fetch + resize ${path} (${kind}), ${concurrency} at once`, `${(count / seconds).toFixed(1)} images/s`);
}

try {
  for (const concurrency of [1, 4]) {
    await pipelineRate('/apple-touch-icon.png', 'logo', 200, concurrency);
    await pipelineRate('/favicon.ico', 'logo', 200, concurrency);
    await pipelineRate('/logo.svg', 'logo', 100, concurrency);
    await pipelineRate('/og.png', 'image', 60, concurrency);
  }
  // A screenshot-like picture (noise compresses like a busy page, not like a flat colour).
  const noise = Buffer.alloc(1280 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const shot = sharp(noise, { raw: { width: 1280, height: 800, channels: 3 } });
  for (const [name, encode] of [
    ['WebP q78', () => shot.clone().webp({ quality: 78, effort: 4 }).toBuffer()],
    ['AVIF q50', () => shot.clone().avif({ quality: 50, effort: 4 }).toBuffer()],
  ] as const) {
    const started = performance.now();
    let size = 0;
    for (let i = 0; i < 5; i++) size = (await encode()).length;
    report.record(`encode 1280×800 ${name}`, `${Math.round((performance.now() - started) / 5)} ms, ${Math.round(size / 1024)} KB`);
  }
  const chromium = findChromium(process.env.SCREENSHOT_CHROMIUM);
  if (chromium) {
    const browser = await launchChromium(chromium);
    try {
      const started = performance.now();
      const n = 6;
      for (let i = 0; i < n; i++) {
        const { png } = await takeScreenshot(browser, `${sites.base}/shot`, { timeoutMs: 20_000, allowHosts: sites.allowHosts });
        await encodeImage(png, 'png', 'screenshot');
      }
      report.record('screenshot of a local page (load, capture, two WebP sizes), one at a time', `${((n / (performance.now() - started)) * 60_000).toFixed(0)} per minute`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await sites.close();
}
report.finish('images.json', 'fake sites on 127.0.0.1; sharp ' + sharp.versions.sharp + ', libvips ' + sharp.versions.vips);
