// Security headers of every answer: a content security policy whose inline scripts are allowed by a per-request
// nonce, or — for a page served from the page cache, whose stored bytes carry no nonce — by the hashes of exactly
// the scripts that page rendered (server/cache/page-cache.ts, docs/decisions/014); plus the usual hardening headers.
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

export function securityHeaders(options: { dev: boolean; trustProxy: boolean }): MiddlewareHandler<AppEnv>[] {
  return [
    async (c, next) => {
      c.set('cspNonce', randomBytes(16).toString('base64'));
      await next();
    },
    // Registered before secureHeaders so these run after it on the way out.
    async (c, next) => {
      await next();
      // secureHeaders fixes the policy before the page is answered; a page from the cache swaps the nonce for the
      // hashes of its scripts once it is known.
      const hashes = c.get('cspScriptHashes');
      const policy = c.res.headers.get('Content-Security-Policy');
      if (hashes !== undefined && policy) {
        c.res.headers.set('Content-Security-Policy', policy.replace(`'nonce-${c.get('cspNonce')}'`, hashes));
      }
    },
    async (c, next) => {
      await next();
      // The sign-in popup goes start → provider → callback: an opener policy other than unsafe-none on our two
      // hops would move the popup to a new browsing context group and cut the line back to the opener.
      if (/^(?:(?:\/(?:zh|en|tw|ja))?\/login\/callback\/?|\/api\/account\/google\/start)$/.test(c.req.path)) {
        c.res.headers.set('Cross-Origin-Opener-Policy', 'unsafe-none');
      }
    },
    secureHeaders({
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      // Sign-in popups (Google) must keep their opener to hand the code back; 'same-origin' would cut it.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      crossOriginResourcePolicy: 'same-site',
      referrerPolicy: 'strict-origin-when-cross-origin',
      contentSecurityPolicy: options.dev
        ? undefined
        : {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (c) => `'nonce-${(c as Context<AppEnv>).get('cspNonce')}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameSrc: ["'self'", 'https:'],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'", 'https:'],
          },
    }) as MiddlewareHandler<AppEnv>,
    async (c, next) => {
      await next();
      const proto = options.trustProxy ? c.req.header('x-forwarded-proto') : new URL(c.req.url).protocol.slice(0, -1);
      if (proto === 'https') c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    },
  ];
}
