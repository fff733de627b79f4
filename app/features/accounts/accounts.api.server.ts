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
  .get('/getCoordinateCode', async (c) => ok(c, await createSliderChallenge(c.get('deps').database.db)))
  .post('/slider/verify', async (c) => {
    const input = await parseJson(c, ZSliderVerify);
    return ok(c, await verifySlider(c.get('deps').database.db, input));
  })
  .post('/sendCode', async (c) => {
    const input = await parseJson(c, ZSendCode);
    if (input.scene !== 'login') throw new AppError('VALIDATION');
    return ok(c, await sendSmsCode(c.get('deps'), input, meta(c)));
  })
  .post('/phoneLogin', async (c) => {
    const input = await parseJson(c, ZPhoneSignIn);
    return ok(c, await signInWithPhone(c.get('deps'), input, returnAddress(c, input.r)));
  })
  .post('/emailRegister', async (c) => {
    const input = await parseJson(c, ZEmailSignUp);
    return ok(c, await signUpWithEmail(c.get('deps'), input, meta(c), returnAddress(c, input.r)));
  })
  .post('/emailLogin', async (c) => {
    const input = await parseJson(c, ZEmailSignIn);
    return ok(c, await signInWithEmail(c.get('deps'), input, meta(c), returnAddress(c, input.r)));
  })
  .post('/login', async (c) => {
    const input = await parseJson(c, ZLoginExchange);
    const codeVerifier = input.loginType === LOGIN_TYPE_PROVIDER ? (getCookie(c, GOOGLE_VERIFIER_COOKIE) ?? null) : null;
    const session = await exchangeLogin(c.get('deps'), input, { ...meta(c), codeVerifier });
    if (input.loginType === LOGIN_TYPE_PROVIDER) {
      for (const name of [GOOGLE_STATE_COOKIE, GOOGLE_VERIFIER_COOKIE]) deleteCookie(c, name, { path: '/' });
    }
    setSessionCookies(c, session.token, session.expiresAt, input.loginType);
    return ok(c, { token: session.token, redirectUrl: returnAddress(c, input.redirectUrl) });
  })
  .get('/logout', async (c) => {
    const token = bearerToken(c);
    if (token) await revokeSession(c.get('deps').database.db, token);
    clearSessionCookies(c);
    return ok(c, null);
  })
  .get('/dev/outbox', async (c) => {
    requireDevTools(c);
    const phone = c.req.query('phone');
    const messages = smsSender(c.get('deps')).messages?.() ?? [];
    return ok(c, messages.filter((m) => !phone || m.to === normalizePhone(phone)));
  })
  .get('/dev/slider/:id', async (c) => {
    requireDevTools(c);
    return ok(c, { x: (await sliderTarget(c.get('deps').database.db, c.req.param('id'))) ?? null });
  })
  // Starts Google sign-in: state and PKCE verifier in short-lived cookies, then the provider's page.
  .get('/google/start', async (c) => {
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
  .get('/getUserData', async (c) => {
    const user = await requireUser(c);
    const loginType = Number(getCookie(c, LOGIN_TYPE_COOKIE)) || LOGIN_TYPE_TICKET;
    return ok(c, await getUserData(c.get('deps').database.db, user.id, loginType));
  })
  .get('/getNoticePoints', async (c) => {
    const user = await requireUser(c);
    return ok(c, await takeNoticePoints(c.get('deps').database.db, user.id));
  });

export const pointsApi = new Hono<AppEnv>()
  .get('/getUserPoints', async (c) => {
    const user = await requireUser(c);
    return ok(c, { points: await pointsBalance(c.get('deps').database.db, user.id) });
  })
  .get('/ledger', async (c) => {
    const user = await requireUser(c);
    const { page, pageSize } = parseQuery(c, ZPageQuery);
    return ok(c, await listPointsLedger(c.get('deps').database.db, user.id, page, pageSize));
  });

const ZSendBindCode = z.object({ phone: ZPhone, pass: z.string().min(16).max(128) });

export const marketingApi = new Hono<AppEnv>()
  .get('/verifyBindingPhone', async (c) => {
    const user = await requireUser(c);
    return ok(c, await getPhoneBinding(c.get('deps').database.db, user.id));
  })
  .get('/sendCode', async (c) => {
    const user = await requireUser(c);
    const { phone, pass } = parseQuery(c, ZSendBindCode);
    return ok(c, await sendSmsCode(c.get('deps'), { phone, pass, scene: 'bind' }, meta(c), user.id));
  })
  .post('/savePhone', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, ZSavePhone);
    return ok(c, await bindPhone(c.get('deps').database.db, user.id, input.phone, input.code));
  });
