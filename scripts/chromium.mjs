// Finds Debian's Chromium (never a downloaded browser).
import fs from 'node:fs';

function firstExisting(candidates) {
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

/** The full browser: CHROME_PATH, then /usr/bin/chromium (Debian package `chromium`). Lighthouse and the benches run it. */
export function findChromium() {
  return firstExisting([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The browser the e2e suite drives: CHROME_PATH, then Debian's headless build of the same Chromium release (package
 * `chromium-headless-shell`, the kind of build Playwright runs headless tests in by default), then the full browser.
 * On two cores the e2e step takes about a third less time in it: no browser UI and compositor to run per page. The
 * pages, their scripts and the DevTools protocol are the same Blink and V8.
 */
export function findTestChromium() {
  return firstExisting([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
