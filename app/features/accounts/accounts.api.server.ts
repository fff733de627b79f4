// /api/account, /api/user, /api/points and /api/marketing: the account service's calls, the site's sign-in
// exchange and logout (SPEC §7), the signed-in visitor's data, points and phone binding.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { clientIp } from '../../../server/http/client-ip';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { bearerToken } from '../../../server/http/auth';
import {
  LOGIN_TYPE_COOKIE,
  clearSessionCookies,
  requireUser,
  setSessionCookies,
  siteOrigins,
} from '../../../server/http/session';
import { parseJson, parseQuery } from '../../../server/http/validate';
import { googleSignIn, smsSender } from '../../../server/integrations/registry';
import { listPointsLedger, pointsBalance, takeNoticePoints } from '../points/points.server';
import {
  ZEmailSignIn,
  normalizePhone,
  ZEmailSignUp,
  ZLoginExchange,
  ZPageQuery,
  ZPhone,
  ZPhoneSignIn,
  ZSavePhone,
  ZSendCode,
  ZSliderVerify,
  LOGIN_TYPE_PROVIDER,
  LOGIN_TYPE_TICKET,
} from './accounts.schema';
import {
  bindPhone,
  exchangeLogin,
  getPhoneBinding,
  getUserData,
  safeReturnAddress,
  sendSmsCode,
  signInWithEmail,
  signInWithPhone,
  signUpWithEmail,
  type RequestMeta,
} from './accounts.server';
import { revokeSession } from './sessions.server';
import { createSliderChallenge, sliderTarget, verifySlider } from './slider.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('accounts');

/** Cookies of a Google sign-in in progress (10 minutes, HttpOnly). */
export const GOOGLE_STATE_COOKIE = 'g_state';
export const GOOGLE_VERIFIER_COOKIE = 'g_verifier';
export const GOOGLE_FROM_COOKIE = 'g_from';
const GOOGLE_COOKIE_AGE_S = 600;

function meta(c: Context<AppEnv>): RequestMeta {
  return {
    ip: clientIp(c, c.get('deps').env.TRUST_PROXY),
    userAgent: c.req.header('user-agent'),
    lang: c.get('lang'),
  };
}

/** The return address of a sign-in form, only when it belongs to this site. */
function returnAddress(c: Context<AppEnv>, raw: string | undefined): string | null {
  return safeReturnAddress(raw, siteOrigins(c), c.get('deps').env.WWW_URL);
}

function googleCookieBase(c: Context<AppEnv>) {
  return { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: new URL(c.req.url).protocol === 'https:' };
}

/** The development aids of the account service exist only where ACCOUNT_DEV_TOOLS allows them. */
export function devToolsEnabled(env: AppEnv['Variables']['deps']['env']): boolean {
  return env.NODE_ENV === 'development' || env.ACCOUNT_DEV_TOOLS;
}

function requireDevTools(c: Context<AppEnv>): void {
  if (!devToolsEnabled(c.get('deps').env)) throw new AppError('NOT_FOUND');
}

export const accountApi = new Hono<AppEnv>()
  .get('/getCoordinateCode', doc({ summary: 'A slider puzzle to solve before an SMS code is sent' }), async (c) => ok(c, await createSliderChallenge(c.get('deps').database.db)))
  .post('/slider/verify', doc({ summary: 'Check a slider answer; a pass lets one SMS code be sent', body: ZSliderVerify }), async (c) => {
    const input = await parseJson(c, ZSliderVerify);
    return ok(c, await verifySlider(c.get('deps').database.db, input));
  })
  .post('/sendCode', doc({ summary: 'Send a sign-in code by SMS', body: ZSendCode, errors: { 429: 'Too many codes for this phone or address.' } }), async (c) => {
    const input = await parseJson(c, ZSendCode);
    if (input.scene !== 'login') throw new AppError('VALIDATION');
    return ok(c, await sendSmsCode(c.get('deps'), input, meta(c)));
  })
  .post('/phoneLogin', doc({ summary: 'Sign in with a phone and its SMS code; answers a one-time ticket for /api/account/login', body: ZPhoneSignIn }), async (c) => {
    const input = await parseJson(c, ZPhoneSignIn);
    return ok(c, await signInWithPhone(c.get('deps'), input, returnAddress(c, input.r)));
  })
  .post('/emailRegister', doc({ summary: 'Create an account with e-mail and password; answers a one-time ticket', body: ZEmailSignUp, errors: { 409: 'The address already has an account.' } }), async (c) => {
    const input = await parseJson(c, ZEmailSignUp);
    return ok(c, await signUpWithEmail(c.get('deps'), input, meta(c), returnAddress(c, input.r)));
  })
  .post('/emailLogin', doc({ summary: 'Sign in with e-mail and password; answers a one-time ticket', body: ZEmailSignIn, errors: { 429: 'Too many attempts.' } }), async (c) => {
    const input = await parseJson(c, ZEmailSignIn);
    return ok(c, await signInWithEmail(c.get('deps'), input, meta(c), returnAddress(c, input.r)));
  })
  .post('/login', doc({ summary: 'Exchange a ticket (or a Google code) for a session', description: 'Sets the session cookies (token, loginType, csrf_token) and answers the token with the safe return address.', body: ZLoginExchange }), async (c) => {
    const input = await parseJson(c, ZLoginExchange);
    const codeVerifier = input.loginType === LOGIN_TYPE_PROVIDER ? (getCookie(c, GOOGLE_VERIFIER_COOKIE) ?? null) : null;
    const session = await exchangeLogin(c.get('deps'), input, { ...meta(c), codeVerifier });
    if (input.loginType === LOGIN_TYPE_PROVIDER) {
      for (const name of [GOOGLE_STATE_COOKIE, GOOGLE_VERIFIER_COOKIE]) deleteCookie(c, name, { path: '/' });
    }
    setSessionCookies(c, session.token, session.expiresAt, input.loginType);
    return ok(c, { token: session.token, redirectUrl: returnAddress(c, input.redirectUrl) });
  })
  .get('/logout', doc({ summary: 'Sign out: ends the session and clears its cookies', auth: 'optional' }), async (c) => {
    const token = bearerToken(c);
    if (token) await revokeSession(c.get('deps').database.db, token);
    clearSessionCookies(c);
    return ok(c, null);
  })
  .get('/dev/outbox', doc({ summary: 'Development only: the SMS messages the fake sender holds', description: 'Answers 404 unless ACCOUNT_DEV_TOOLS is on (always off in production).', query: { phone: z.string().optional() }, errors: { 404: 'Development tools are off.' } }), async (c) => {
    requireDevTools(c);
    const phone = c.req.query('phone');
    const messages = smsSender(c.get('deps')).messages?.() ?? [];
    return ok(c, messages.filter((m) => !phone || m.to === normalizePhone(phone)));
  })
  .get('/dev/slider/:id', doc({ summary: "Development only: a slider puzzle's answer", description: 'Answers 404 unless ACCOUNT_DEV_TOOLS is on (always off in production).', errors: { 404: 'Development tools are off.' } }), async (c) => {
    requireDevTools(c);
    return ok(c, { x: (await sliderTarget(c.get('deps').database.db, c.req.param('id'))) ?? null });
  })
  // Starts Google sign-in: state and PKCE verifier in short-lived cookies, then the provider's page.
  .get('/google/start', doc({ summary: 'Start Google sign-in: redirects to Google', query: { from: z.string().optional().describe('Address on this site to return to') }, response: { status: 302, description: "Redirect to Google's consent page (or to the callback page with error=not_configured)." } }), async (c) => {
    const deps = c.get('deps');
    const google = googleSignIn(deps);
    const from = returnAddress(c, c.req.query('from')) ?? deps.env.WWW_URL;
    const base = googleCookieBase(c);
    setCookie(c, GOOGLE_FROM_COOKIE, from, { ...base, maxAge: GOOGLE_COOKIE_AGE_S });
    if (!google.configured) {
      return c.redirect(`${new URL(google.redirectUri).pathname}?error=not_configured`, 302);
    }
    const { url, state, codeVerifier } = google.start();
    setCookie(c, GOOGLE_STATE_COOKIE, state, { ...base, maxAge: GOOGLE_COOKIE_AGE_S });
    setCookie(c, GOOGLE_VERIFIER_COOKIE, codeVerifier, { ...base, maxAge: GOOGLE_COOKIE_AGE_S });
    return c.redirect(url.toString(), 302);
  });

/** What the Google callback page may do with its query: the code when the state matches, else an error. */
export function readGoogleCallback(
  request: Request,
  origins: ReadonlySet<string>,
  fallback: string,
): { code: string | null; error: string | null; from: string } {
  const url = new URL(request.url);
  const cookies = Object.fromEntries(
    (request.headers.get('cookie') ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
  const from = safeReturnAddress(cookies[GOOGLE_FROM_COOKIE], origins, fallback) ?? fallback;
  const error = url.searchParams.get('error');
  if (error) return { code: null, error: error.replace(/[^\w.-]/g, '').slice(0, 64) || 'unknown', from };
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || code.length > 2048) return { code: null, error: 'missing_code', from };
  if (!state || state !== cookies[GOOGLE_STATE_COOKIE]) return { code: null, error: 'state_mismatch', from };
  return { code, error: null, from };
}

export const userApi = new Hono<AppEnv>()
  .get('/getUserData', doc({ summary: 'The signed-in visitor', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    const loginType = Number(getCookie(c, LOGIN_TYPE_COOKIE)) || LOGIN_TYPE_TICKET;
    return ok(c, await getUserData(c.get('deps').database.db, user.id, loginType));
  })
  .get('/getNoticePoints', doc({ summary: 'Points earned since last asked (shown once)', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, await takeNoticePoints(c.get('deps').database.db, user.id));
  });

export const pointsApi = new Hono<AppEnv>()
  .get('/getUserPoints', doc({ summary: 'Your points balance', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, { points: await pointsBalance(c.get('deps').database.db, user.id) });
  })
  .get('/ledger', doc({ summary: 'A page of your points ledger', auth: 'user', query: ZPageQuery }), async (c) => {
    const user = await requireUser(c);
    const { page, pageSize } = parseQuery(c, ZPageQuery);
    return ok(c, await listPointsLedger(c.get('deps').database.db, user.id, page, pageSize));
  });

const ZSendBindCode = z.object({ phone: ZPhone, pass: z.string().min(16).max(128) });

export const marketingApi = new Hono<AppEnv>()
  .get('/verifyBindingPhone', doc({ summary: 'Whether your account has a phone bound', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, await getPhoneBinding(c.get('deps').database.db, user.id));
  })
  .get('/sendCode', doc({ summary: 'Send a code to bind a phone', auth: 'user', query: ZSendBindCode, errors: { 429: 'Too many codes for this phone or address.' } }), async (c) => {
    const user = await requireUser(c);
    const { phone, pass } = parseQuery(c, ZSendBindCode);
    return ok(c, await sendSmsCode(c.get('deps'), { phone, pass, scene: 'bind' }, meta(c), user.id));
  })
  .post('/savePhone', doc({ summary: 'Bind a phone with its code', auth: 'user', body: ZSavePhone, errors: { 409: 'The phone belongs to another account.' } }), async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, ZSavePhone);
    return ok(c, await bindPhone(c.get('deps').database.db, user.id, input.phone, input.code));
  });
