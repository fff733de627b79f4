// Who an anonymous caller is: the `vid` cookie, set on first sight from the address and browser.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';

export const VISITOR_COOKIE = 'vid';
const VISITOR_RE = /^[0-9a-f]{32}$/;

/** The visitor id of the request; sets the cookie when the caller had none (or a malformed one). */
export function visitorId(c: Context<AppEnv>): string {
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && VISITOR_RE.test(existing)) return existing;
  // A first visit (or a client without cookies) is identified by address and browser; the cookie keeps
  // that identity so the next request of the same visitor is recognised even if its address changes.
  const fingerprint = `${clientIp(c, c.get('deps').env.TRUST_PROXY)}|${c.req.header('user-agent') ?? ''}`;
  const visitor = createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);
  setCookie(c, VISITOR_COOKIE, visitor, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 365 * 24 * 3600,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return visitor;
}
