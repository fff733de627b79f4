// Who is calling: the session behind the bearer header or the token cookie, the cookies of a sign-in, and the
// CSRF rule for cookie-authenticated writes (docs/decisions/009).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getSessionUser, type SessionUser } from '~/features/accounts/sessions.server';
import { bearerToken, TOKEN_COOKIE } from './auth';
import type { AppEnv } from './context';
import { AppError } from './errors';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const CODE_COOKIE = 'code';
export const LOGIN_TYPE_COOKIE = 'loginType';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user of this request (looked up once per request), or undefined. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  const cached = c.get('sessionUser');
  if (cached) return cached.user;
  const user = await getSessionUser(c.get('deps').database.db, bearerToken(c));
  c.set('sessionUser', { user });
  return user;
}

/** The signed-in user, or the 401 envelope that signs the browser out (SPEC §7). */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** Staff only; everyone else is told the thing does not exist. */
export async function requireAdmin(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user || user.role !== 'admin') throw new AppError('NOT_FOUND');
  return user;
}

function isHttps(c: Context<AppEnv>): boolean {
  const env = c.get('deps').env;
  const proto = env.TRUST_PROXY ? c.req.header('x-forwarded-proto') : undefined;
  return (proto ?? new URL(c.req.url).protocol.slice(0, -1)) === 'https';
}

function cookieBase(c: Context<AppEnv>) {
  const domain = c.get('deps').env.COOKIE_DOMAIN;
  return { path: '/', sameSite: 'Lax' as const, secure: isHttps(c), ...(domain ? { domain } : {}) };
}

/** Sets the cookies of a new session: the HttpOnly token, the login type and a fresh CSRF token. */
export function setSessionCookies(c: Context<AppEnv>, token: string, expiresAt: Date, loginType: number): void {
  const base = cookieBase(c);
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, TOKEN_COOKIE, token, { ...base, httpOnly: true, maxAge });
  setCookie(c, LOGIN_TYPE_COOKIE, String(loginType), { ...base, maxAge });
  setCookie(c, CSRF_COOKIE, randomBytes(24).toString('base64url'), { ...base, maxAge });
  deleteCookie(c, CODE_COOKIE, base);
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  const base = cookieBase(c);
  for (const name of [TOKEN_COOKIE, LOGIN_TYPE_COOKIE, CSRF_COOKIE, CODE_COOKIE]) deleteCookie(c, name, base);
}

/** The origins this site answers on: APP_URL, WWW_URL and the request's own. */
export function siteOrigins(c: Context<AppEnv>): Set<string> {
  const env = c.get('deps').env;
  const origins = new Set([new URL(env.APP_URL).origin, new URL(env.WWW_URL).origin, new URL(c.req.url).origin]);
  if (env.TRUST_PROXY) {
    const host = c.req.header('x-forwarded-host');
    const proto = c.req.header('x-forwarded-proto');
    if (host && proto) origins.add(`${proto}://${host}`);
  }
  return origins;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Unsafe requests from another origin are refused; cookie-authenticated writes must also echo the CSRF
 * cookie in the X-CSRF-Token header (double submit). Bearer-authenticated calls are not forgeable.
 */
export const csrfProtection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && !siteOrigins(c).has(origin)) throw new AppError('FORBIDDEN');
  if (origin === 'null') throw new AppError('FORBIDDEN');
  const usesCookie = !c.req.header('authorization') && Boolean(getCookie(c, TOKEN_COOKIE));
  if (usesCookie) {
    const cookie = getCookie(c, CSRF_COOKIE);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !sameSecret(cookie, header)) {
      throw new AppError('FORBIDDEN', { messageKey: 'api.error.csrf' });
    }
  }
  return next();
};
