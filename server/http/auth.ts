// Where a request's credentials come from (SPEC §7): the bearer Authorization header, else the token cookie.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export const TOKEN_COOKIE = 'token';
const TOKEN_RE = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** The bearer token of the request, or undefined; malformed values are ignored rather than trusted. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const fromHeader = header && /^Bearer\s+(.+)$/i.exec(header.trim())?.[1];
  const token = fromHeader || getCookie(c, TOKEN_COOKIE);
  return token && TOKEN_RE.test(token) ? token : undefined;
}
