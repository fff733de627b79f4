// Google sign-in through the production adapter (arctic) against a fake Google on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeGoogle, type FakeGoogle } from '../../../tests/fakes/google';
import type { Database } from '../../../server/db/client';
import { readGoogleCallback } from './accounts.api.server';

const ORIGIN = 'http://localhost:3000';
const [pglite] = await dbTargets();

describe('Google sign-in', () => {
  let database: Database;
  let google: FakeGoogle;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await pglite!.open({ seed: false });
    google = await startFakeGoogle({ clientId: 'client-1.apps.example', clientSecret: 'shh' });
    app = testApp(database, {
      WWW_URL: ORIGIN,
      GOOGLE_CLIENT_ID: 'client-1.apps.example',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_AUTH_URL: google.authUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
    });
  });
  afterAll(async () => {
    await google?.close();
    await database?.close();
  });

  function cookiesOf(res: Response): Record<string, string> {
    return Object.fromEntries(
      res.headers.getSetCookie().map((line) => {
        const pair = line.split(';')[0]!;
        return [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))];
      }),
    );
  }

  /** Runs the browser's part: start → the provider's page → back to the callback with code and state. */
  async function authorize(decision: 'allow' | 'deny') {
    const start = await app.request(`${ORIGIN}/api/account/google/start?from=${encodeURIComponent(`${ORIGIN}/details/x`)}`);
    expect(start.status).toBe(302);
    const cookies = cookiesOf(start);
    const auth = new URL(start.headers.get('location')!);
    auth.searchParams.set('decision', decision);
    const consent = await fetch(auth, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get('location')!);
    const cookieHeader = Object.entries(cookies)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    return { start, cookies, callback, cookieHeader };
  }

  it('sends the browser to the provider with the query of SPEC §7, state and PKCE', async () => {
    const { start, cookies } = await authorize('deny');
    const url = new URL(start.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(google.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1.apps.example',
      redirect_uri: `${ORIGIN}/login/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'offline',
      prompt: 'select_account',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toBe(cookies.g_state);
    expect(cookies.g_verifier).toBeTruthy();
    expect(cookies.g_from).toBe(`${ORIGIN}/details/x`);
    expect(start.headers.getSetCookie().find((c) => c.startsWith('g_verifier='))).toMatch(/HttpOnly/i);
  });

  it('exchanges the code for a session, creates the account once and finds it again', async () => {
    const first = await authorize('allow');
    const read = readGoogleCallback(new Request(first.callback, { headers: { cookie: first.cookieHeader } }), new Set([ORIGIN]), `${ORIGIN}/`);
    expect(read).toMatchObject({ error: null, from: `${ORIGIN}/details/x` });
    const login = await app.request(`${ORIGIN}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookieHeader },
      body: JSON.stringify({ code: read.code, loginType: 2, redirectUrl: `${ORIGIN}/details/x`, loginSource: 'test' }),
    });
    const body = (await login.json()) as { code: number; data: { token: string; redirectUrl: string } };
    expect(body.code).toBe(0);
    expect(body.data.redirectUrl).toBe(`${ORIGIN}/details/x`);
    expect(cookiesOf(login).loginType).toBe('2');
    const me = (await (await app.request('/api/user/getUserData', { headers: { authorization: `Bearer ${body.data.token}` } })).json()) as {
      data: { displayName: string; email: string; points: number; loginType: number };
    };
    expect(me.data).toMatchObject({ displayName: 'Test Person', email: 't***@gmail.example', points: 25 });

    const second = await authorize('allow');
    const again = readGoogleCallback(new Request(second.callback, { headers: { cookie: second.cookieHeader } }), new Set([ORIGIN]), `${ORIGIN}/`);
    const relogin = await app.request(`${ORIGIN}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: second.cookieHeader },
      body: JSON.stringify({ code: again.code, loginType: 2 }),
    });
    const token2 = ((await relogin.json()) as { data: { token: string } }).data.token;
    const me2 = (await (await app.request('/api/user/getUserData', { headers: { authorization: `Bearer ${token2}` } })).json()) as { data: { id: number; points: number } };
    expect(me2.data.points).toBe(25);
  });

  it('refuses a code without its PKCE verifier, a forged state and a denied consent', async () => {
    const { callback, cookieHeader } = await authorize('allow');
    const stolen = await app.request(`${ORIGIN}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: callback.searchParams.get('code'), loginType: 2 }),
    });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { msg: string }).msg).toBe('第三方登录失败，请重试');

    const forged = new URL(callback);
    forged.searchParams.set('state', 'someone-else');
    expect(readGoogleCallback(new Request(forged, { headers: { cookie: cookieHeader } }), new Set([ORIGIN]), `${ORIGIN}/`).error).toBe('state_mismatch');

    const denied = await authorize('deny');
    expect(readGoogleCallback(new Request(denied.callback, { headers: { cookie: denied.cookieHeader } }), new Set([ORIGIN]), `${ORIGIN}/`)).toMatchObject({
      code: null,
      error: 'access_denied',
    });
  });

  it('reports a missing client id instead of starting', async () => {
    const bare = testApp(database, { WWW_URL: ORIGIN });
    const start = await bare.request(`${ORIGIN}/api/account/google/start`);
    expect(start.headers.get('location')).toBe('/login/callback?error=not_configured');
    const login = await bare.request(`${ORIGIN}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: '4/abcdefghijk', loginType: 2 }),
    });
    expect(((await login.json()) as { msg: string }).msg).toBe('Google 登录配置不正确，请检查 Client ID');
  });
});
