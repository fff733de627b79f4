// A small web of product sites on 127.0.0.1 for the catalogue health check: each path plays one case — alive (a
// server-rendered page and a script-filled app), redirects on the same site and to another one, 404 and 500, a
// parking page, "for sale" pages in Chinese and Japanese, an empty lander, a bot-protection challenge, a server
// that never answers, an endless body, a redirect loop and a redirect into a private network — plus an HTTPS
// server whose certificate nobody trusts and a port where nothing listens. Its icons and images (PNG, ICO, JPEG,
// SVG, and the wrong, oversized and hostile ones) and a page to photograph serve the logo and screenshot tests.
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API loaded first (its README).
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import type http from 'node:http';
import https from 'node:https';
import { KeyObject, webcrypto } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import sharp from 'sharp';
import { fakeHttpServer } from './http-server';

export interface FakeSites {
  /** http://127.0.0.1:port */
  base: string;
  /** The same server under another name (http://localhost:port): "another site" for redirects. */
  otherBase: string;
  /** https://127.0.0.1:port with a self-signed certificate. */
  tlsBase: string;
  /** An address where nothing listens. */
  closedBase: string;
  /** SSRF_ALLOW_HOSTS entries that let the health check reach these servers. */
  allowHosts: string[];
  /** Requests seen per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;

const ALIVE = page(
  'Acme Writer — AI writing assistant',
  '<header><a href="/">Acme</a></header><main><h1>Write better with Acme</h1><p>Drafts, rewrites and summaries in 30 languages.</p><a href="/pricing">Pricing</a></main>',
  '<link rel="icon" href="/favicon.ico"><link rel="icon" type="image/png" sizes="192x192" href="/icon-192.png"><link rel="apple-touch-icon" href="/apple-touch-icon.png"><meta property="og:image" content="/og.png">',
);
// A brand's home page for the brand tracker's "add by website" (title, description, keywords, site name).
const BRAND = page(
  'Lumen Notes — AI meeting notes &amp; summaries',
  '<main><h1>Lumen Notes</h1><p>Meeting notes that write themselves.</p></main>',
  '<meta name="description" content="Lumen Notes records meetings, writes the notes and summaries, and sends the action items to your team."><meta name="keywords" content="AI meeting notes, meeting summaries, transcription,  , <b>bad</b>"><meta property="og:site_name" content="Lumen Notes">',
);
const SPA = page('Acme App', '<div id="root"></div><script type="module" src="/assets/index-4f2a.js"></script>');
const SEDO = page(
  'example-ai.com',
  '<div id="container"></div><script src="https://img.sedoparking.com/templates/js/sedo.js"></script><p>Related searches</p>',
);
const FOR_SALE_ZH = page('域名出售', '<h1>该域名正在出售</h1><p>如有意购买请联系我们：domains@example.com</p>');
const FOR_SALE_JA = page('ドメイン', '<h1>このドメインは販売中です</h1><p>お問い合わせはこちら</p>');
const EMPTY = '<html><head><title></title></head><body>\n</body></html>';
const CHALLENGE = page('Just a moment...', '<div id="challenge-platform">Checking your browser before accessing the site.</div>');

/** A small Windows icon: one 32×32 32-bit bitmap (a blue square on transparency), as old sites still serve. */
export function bitmapIco(size = 32): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const inside = x >= 4 && x < size - 4 && y >= 4 && y < size - 4;
      pixels.set(inside ? [0xe0, 0x40, 0x20, 0xff] : [0, 0, 0, 0], (y * size + x) * 4); // BGRA
    }
  const mask = Buffer.alloc((Math.floor((size + 31) / 32) * 4) * size);
  const dib = Buffer.alloc(40);
  dib.writeUInt32LE(40, 0);
  dib.writeInt32LE(size, 4);
  dib.writeInt32LE(size * 2, 8);
  dib.writeUInt16LE(1, 12);
  dib.writeUInt16LE(32, 14);
  const image = Buffer.concat([dib, pixels, mask]);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = size;
  header[7] = size;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

export const SVG_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#16a34a"/><circle cx="32" cy="32" r="14" fill="#fff"/><image href="http://10.1.2.3/tracker.png" width="4" height="4"/></svg>';

/** Pictures the fake sites serve: [content type, bytes]. */
async function siteImages(): Promise<Record<string, [string, Buffer]>> {
  const square = (size: number, colour: string) =>
    sharp({ create: { width: size, height: size, channels: 4, background: colour } }).png().toBuffer();
  const wide = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });
  return {
    '/apple-touch-icon.png': ['image/png', await square(180, '#dc2626')],
    '/icon-192.png': ['image/png', await square(192, '#2563eb')],
    '/favicon.ico': ['image/x-icon', bitmapIco()],
    '/og.png': ['image/png', await wide(1200, 630, '#7c3aed').png().toBuffer()],
    '/photo.jpg': ['image/jpeg', await wide(800, 600, '#f59e0b').jpeg().toBuffer()],
    '/logo.svg': ['image/svg+xml', Buffer.from(SVG_ICON)],
    '/entity.svg': ['image/svg+xml', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>')],
    // Labelled as a picture, really a page; and a page labelled as a page.
    '/disguised.png': ['image/png', Buffer.from(page('Not an image', '<p>hello</p>'))],
    '/page-icon': ['text/html; charset=utf-8', Buffer.from(page('Icon', '<p>icon</p>'))],
    // Twice the logo limit.
    '/huge.png': ['image/png', Buffer.concat([await square(32, '#000'), Buffer.alloc(2 * 1024 * 1024)])],
  };
}

async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=127.0.0.1',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
    signingAlgorithm: algorithm,
    keys,
    extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }])],
  });
  const key = KeyObject.from(keys.privateKey).export({ format: 'pem', type: 'pkcs8' }).toString();
  return { key, cert: certificate.toString('pem') };
}

/** Starts the sites on free ports, or the plain server on `port` (the e2e servers know it in advance). */
export async function startFakeSites(options: { port?: number } = {}): Promise<FakeSites> {
  const hits = new Map<string, number>();
  const images = await siteImages();
  const open = new Set<http.ServerResponse>();
  let port = 0;
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    const redirect = (status: number, location: string) => {
      res.writeHead(status, { location });
      res.end();
    };
    const delayed = /^\/delay\/(\d+)$/.exec(path);
    if (delayed) {
      // A live page that takes this many milliseconds to answer (the benchmark's slow sites).
      open.add(res);
      const timer = setTimeout(() => html(200, ALIVE), Number(delayed[1]));
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const image = images[path];
    if (image) {
      res.writeHead(200, { 'content-type': image[0], 'content-length': String(image[1].length) });
      res.end(image[1]);
      return;
    }
    switch (path) {
      case '/shot':
        // A page to photograph: a coloured band, its own picture, and two it must not load (another host, a
        // private network address) — the browser's requests go through the same guard as the server's.
        return html(
          200,
          page(
            'Acme Shot',
            `<main style="margin:0;background:#0ea5e9;height:800px;color:white;font:48px sans-serif">` +
              `<h1>Acme Shot</h1><img src="/icon-192.png" width="96" height="96" alt="">` +
              `<img src="http://localhost:${port}/beacon.png" alt=""><img src="http://10.1.2.3/x.png" alt=""></main>`,
          ),
        );
      case '/alive':
        return html(200, ALIVE);
      case '/brand':
        return html(200, BRAND);
      case '/brand-metadata':
        // A site that sends its visitors on to the cloud metadata address.
        return redirect(302, 'http://169.254.169.254/latest/meta-data/');
      case '/spa':
        return html(200, SPA);
      case '/moved':
        return redirect(301, '/alive');
      case '/shot-moved':
        return redirect(302, '/shot');
      case '/www-moved':
        return redirect(302, `http://localhost:${port}/alive`);
      case '/gone':
        return html(404, page('Not found', '<h1>Not found</h1>'));
      case '/broken':
        return html(500, page('Error', '<h1>Internal Server Error</h1>'));
      case '/parked':
        return html(200, SEDO);
      case '/for-sale-zh':
        return html(200, FOR_SALE_ZH);
      case '/for-sale-ja':
        return html(200, FOR_SALE_JA);
      case '/empty':
        return html(200, EMPTY);
      case '/challenge':
        return html(403, CHALLENGE, { 'cf-mitigated': 'challenge' });
      case '/loop':
        return redirect(302, '/loop');
      case '/private':
        return redirect(302, 'http://10.1.2.3/admin');
      case '/slow':
        // Never answers; the check's time limit ends it.
        open.add(res);
        return;
      case '/endless': {
        // A page that never ends: the check reads its first part and judges that.
        open.add(res);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(`<!doctype html><html><head><title>Endless</title></head><body><h1>Stream of updates</h1>`);
        const timer = setInterval(() => res.write(`<p>${'tick '.repeat(400)}</p>`), 5);
        res.on('close', () => clearInterval(timer));
        return;
      }
      default:
        return html(404, page('Not found', ''));
    }
  };
  const server = fakeHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  const tls = https.createServer(await selfSignedCertificate(), handler);
  tls.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  const tlsPort = (tls.address() as AddressInfo).port;

  // A port that was free a moment ago: nothing listens there.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  return {
    base: `http://127.0.0.1:${port}`,
    otherBase: `http://localhost:${port}`,
    tlsBase: `https://127.0.0.1:${tlsPort}`,
    closedBase: `http://127.0.0.1:${closedPort}`,
    allowHosts: [`127.0.0.1:${port}`, `localhost:${port}`, `127.0.0.1:${tlsPort}`, `127.0.0.1:${closedPort}`],
    hits,
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      tls.closeAllConnections();
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => tls.close(r))]);
    },
  };
}
