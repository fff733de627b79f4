// Screenshots of product sites (issue 24 §2, docs/decisions/028): the system's Chromium (Debian's package; no
// browser is downloaded) opens the product's address at 1280×800 through Playwright. The browser reaches nothing by
// itself: every request it makes is fetched by the server through the SSRF guard and handed back, so a page cannot
// send the browser into the private network; what the interception cannot carry (WebSockets, service workers,
// WebRTC) is blocked or pointed at a proxy that does not exist.
import { promises as dns } from 'node:dns';
import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Browser, Route } from 'playwright-core';
import type { Db } from '../../../server/db/client';
import { productMedia, products } from '../../../server/db/schema';
import type { ChangeBus } from '../../../server/events/change-bus';
import { AppError } from '../../../server/http/errors';
import { safeFetch } from '../../../server/http/ssrf';
import { encodeImage, MEDIA_MAX_BYTES } from '../media/media.images.server';
import { saveProductMedia } from './catalogue.media.server';
import { publishProductChanges } from './catalogue.search.server';

export const SCREENSHOT_VIEWPORT = { width: 1280, height: 800 } as const;

/** The Chromium to use: the setting's path when it runs, else the first on PATH; null when there is none. */
export function findChromium(setting?: string): string | null {
  const runnable = (path: string) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (setting) return runnable(setting) ? setting : null;
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean))
    for (const name of ['chromium', 'chromium-browser', 'google-chrome']) if (runnable(join(dir, name))) return join(dir, name);
  return null;
}

// Chromium's own traffic off; anything that escapes the interception goes to a proxy on a port nobody listens on
// (loopback included: `<-loopback>` removes its implicit bypass), and WebRTC may not open UDP to local addresses.
const CHROMIUM_ARGS = [
  '--proxy-server=http://127.0.0.1:1',
  '--proxy-bypass-list=<-loopback>',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-features=DnsOverHttps,MediaRouter,OptimizationHints',
  '--mute-audio',
  '--hide-scrollbars',
];

export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
}

export interface ScreenshotOptions {
  timeoutMs: number;
  allowHosts?: readonly string[];
  logger?: Pick<Logger, 'warn' | 'info'>;
}

export interface Screenshot {
  png: Buffer;
  /** Requests refused by the guard (address, reason), for the log and the tests. */
  refused: { url: string; reason: string }[];
  requests: number;
}

const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);
/** All the bytes one page may pull in through the guard. */
const PAGE_BYTES = 40 * 1024 * 1024;

/** Where an address's redirects end (each hop checked by the guard); the address itself when it does not redirect. */
async function finalAddress(url: string, options: ScreenshotOptions, deadline: number): Promise<string> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const res = await safeFetch(current, { redirect: 'manual', headers: { accept: 'text/html,*/*;q=0.8' } }, {
      stream: true,
      timeoutMs: Math.max(1000, deadline - Date.now()),
      maxRedirects: 0,
      allowHosts: options.allowHosts,
    });
    void res.body?.cancel().catch(() => {});
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || !location) return current;
    current = new URL(location, current).href;
  }
  return current;
}

/** Opens the address in a fresh context, waits for it to settle (within the time limit) and takes a 1280×800 PNG. */
export async function takeScreenshot(browser: Browser, url: string, options: ScreenshotOptions): Promise<Screenshot> {
  const context = await browser.newContext({
    viewport: SCREENSHOT_VIEWPORT,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    acceptDownloads: false,
    locale: 'en-US',
    colorScheme: 'light',
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version().split('.')[0]}.0.0.0 Safari/537.36 AIAtlasScreenshot/1.0`,
  });
  const refused: Screenshot['refused'] = [];
  let requests = 0;
  let bytes = 0;
  const deadline = Date.now() + options.timeoutMs;
  const passThrough = async (route: Route) => {
    const request = route.request();
    requests++;
    const target = request.url();
    if (target.startsWith('data:') || target.startsWith('blob:')) return route.continue();
    try {
      if (bytes > PAGE_BYTES) throw new AppError('VALIDATION', { messageKey: 'api.error.siteTooLarge', cause: new Error('page budget spent') });
      const res = await safeFetch(
        target,
        { method: request.method(), headers: await request.allHeaders(), body: (request.postDataBuffer() as Uint8Array<ArrayBuffer> | null) ?? undefined },
        // Redirects are followed here, each hop checked by the guard: a redirect handed back to the browser would be
        // followed by the browser itself, outside this interception (it then meets the dead proxy and fails).
        { timeoutMs: Math.max(1000, deadline - Date.now()), maxBytes: MEDIA_MAX_BYTES.screenshot, allowHosts: options.allowHosts },
      );
      const body = Buffer.from(await res.arrayBuffer());
      bytes += body.length;
      const headers: Record<string, string> = {};
      res.headers.forEach((value, key) => {
        if (!DROPPED_RESPONSE_HEADERS.has(key)) headers[key] = value;
      });
      await route.fulfill({ status: res.status, headers, body });
    } catch (error) {
      const reason = error instanceof AppError ? String((error.cause as Error | undefined)?.message ?? error.messageKey) : (error as Error).message;
      refused.push({ url: target, reason });
      await route.abort(error instanceof AppError && error.messageKey === 'api.error.addressNotAllowed' ? 'blockedbyclient' : 'failed').catch(() => {});
    }
  };
  try {
    await context.route('**/*', passThrough);
    await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'not allowed' }));
    const page = await context.newPage();
    const remaining = () => Math.max(1000, deadline - Date.now());
    // The page opens at the address its redirects end on, so its own relative links resolve as in a browser.
    const response = await page.goto(await finalAddress(url, options, deadline), { waitUntil: 'load', timeout: remaining() });
    if (!response) throw new Error('no page');
    // Let scripts draw, but never past the time limit (a page that keeps fetching never goes idle).
    await page.waitForLoadState('networkidle', { timeout: Math.min(5000, remaining()) }).catch(() => {});
    const png = await page.screenshot({ type: 'png', fullPage: false, animations: 'disabled', timeout: remaining() });
    return { png, refused, requests };
  } finally {
    await context.close().catch(() => {});
  }
}

/** Published, live (or not yet checked) products without a screenshot or with one older than `maxAgeDays`. */
export async function dueScreenshots(db: Db, limit: number, maxAgeDays: number, now = new Date()): Promise<{ id: number; url: string }[]> {
  const stale = new Date(now.getTime() - maxAgeDays * 86_400_000);
  return db
    .select({ id: products.id, url: products.url })
    .from(products)
    .leftJoin(productMedia, and(eq(productMedia.productId, products.id), eq(productMedia.kind, 'screenshot')))
    .where(
      and(
        eq(products.status, 'published'),
        or(isNull(products.healthStatus), inArray(products.healthStatus, ['alive'])),
        or(isNull(productMedia.updatedAt), lt(productMedia.updatedAt, stale)),
      ),
    )
    .orderBy(sql`${productMedia.updatedAt} asc nulls first`, sql`${products.popularity} desc`, asc(products.id))
    .limit(limit);
}

/** Whether any of these addresses' names resolves: on a machine without a network none does. */
export async function anyNameResolves(urls: readonly string[]): Promise<boolean> {
  for (const url of urls) {
    let host: string;
    try {
      host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    } catch {
      continue;
    }
    if (isIP(host)) return true;
    try {
      await dns.lookup(host);
      return true;
    } catch {
      /* the next one */
    }
  }
  return false;
}

export interface ScreenshotDeps {
  db: Db;
  bus: Pick<ChangeBus, 'publish'>;
  logger: Pick<Logger, 'warn' | 'info'>;
  executablePath: string;
  options: ScreenshotOptions;
}

export interface ScreenshotReport {
  taken: number;
  failed: number;
}

/** Photographs these products one after another in one browser and stores the pictures (WebP, two widths). */
export async function screenshotProducts(deps: ScreenshotDeps, targets: readonly { id: number; url: string }[], signal?: AbortSignal): Promise<ScreenshotReport> {
  const report: ScreenshotReport = { taken: 0, failed: 0 };
  if (!targets.length) return report;
  const browser = await launchChromium(deps.executablePath);
  try {
    for (const target of targets) {
      if (signal?.aborted) break;
      try {
        const shot = await takeScreenshot(browser, target.url, { ...deps.options, logger: deps.logger });
        const images = await encodeImage(shot.png, 'png', 'screenshot');
        if (await saveProductMedia(deps.db, target.id, 'screenshot', target.url, images)) await publishProductChanges(deps.bus, [target.id]);
        if (shot.refused.length) deps.logger.info({ productId: target.id, refused: shot.refused.slice(0, 10) }, 'screenshot: requests refused by the guard');
        report.taken++;
      } catch (err) {
        report.failed++;
        deps.logger.info({ err, productId: target.id }, 'screenshot not taken');
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return report;
}
