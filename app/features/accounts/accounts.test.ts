// The account service and the site's sign-in calls over HTTP, on PGlite and PostgreSQL, with SMS through the
// production Twilio adapter reaching a fake Twilio on 127.0.0.1.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeTwilio, type FakeTwilio } from '../../../tests/fakes/twilio';
import type { Database } from '../../../server/db/client';
import { pointsLedger, users } from '../../../server/db/schema';
import { issueTicket, safeReturnAddress } from './accounts.server';
import { sliderTarget } from './slider.server';
import { getPageUser } from './sessions.server';

const targets = await dbTargets();
const ORIGIN = 'http://localhost:3000';

interface Reply {
  status: number;
  body: any;
  cookies: Record<string, string>;
  setCookie: string[];
}

describe.each(targets)('accounts on $name', (target) => {
  let database: Database;
  let twilio: FakeTwilio;
  let app: ReturnType<typeof testApp>;
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    database = await target.open({ seed: false });
    twilio = await startFakeTwilio({ accountSid: 'AC0123456789', authToken: 'twilio-secret' });
    app = testApp(database, {
      TRUST_PROXY: 'true',
      SMS_PROVIDER: 'twilio',
      SMS_API_BASE: twilio.url,
      SMS_ACCOUNT_SID: 'AC0123456789',
      SMS_AUTH_TOKEN: 'twilio-secret',
      SMS_FROM: '+15550001111',
      ADMIN_EMAILS: 'boss@example.com',
      POINTS_REGISTER: '20',
      POINTS_DAILY_LOGIN: '5',
      WWW_URL: ORIGIN,
    });
  });
  afterAll(async () => {
    await twilio?.close();
    await database?.close();
  });
  beforeEach(() => {
    // Every test is a different visitor address, so address-wide limits do not leak between tests.
    ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
    twilio.mode = 'ok';
  });

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookie = res.headers.getSetCookie();
    const cookies = Object.fromEntries(
      setCookie.map((line) => {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        return [pair!.slice(0, at), decodeURIComponent(pair!.slice(at + 1))];
      }),
    );
    return { status: res.status, body: await res.json(), cookies, setCookie };
  }

  async function sliderPass(): Promise<string> {
    const challenge = await call('GET', '/api/account/getCoordinateCode');
    expect(challenge.body.code).toBe(0);
    expect(challenge.body.data.background).toMatch(/^data:image\/png;base64,/);
    const x = (await sliderTarget(database.db, challenge.body.data.id))!;
    const verified = await call('POST', '/api/account/slider/verify', {
      body: { id: challenge.body.data.id, x: x + 2, durationMs: 640, trail: [0, 12, x / 2, x - 4, x + 2] },
    });
    expect(verified.body.code).toBe(0);
    return verified.body.data.pass;
  }

  function lastCodeFor(phone: string): string {
    const message = twilio.messages.filter((m) => m.to === phone).at(-1);
    expect(message, `no SMS to ${phone}`).toBeDefined();
    return /\d{6}/.exec(message!.body)![0];
  }

  async function phoneSignIn(local: string, r?: string) {
    const send = await call('POST', '/api/account/sendCode', { body: { phone: local, pass: await sliderPass() } });
    expect(send.body).toMatchObject({ code: 0, data: { expiresIn: 300, resendIn: 60 } });
    const code = lastCodeFor(`+86${local}`);
    return call('POST', '/api/account/phoneLogin', { body: { phone: local, code, r } });
  }

  async function exchange(ticket: string) {
    return call('POST', '/api/account/login', {
      body: { code: ticket, loginType: 1, redirectUrl: `${ORIGIN}/`, loginSource: 'test' },
    });
  }

  async function emailUser(email: string, password = 'correct horse battery') {
    const signUp = await call('POST', '/api/account/emailRegister', { body: { email, password } });
    expect(signUp.body.code).toBe(0);
    const session = await exchange(signUp.body.data.ticket);
    expect(session.body.code).toBe(0);
    return session.body.data.token as string;
  }

  describe('slider before a code', () => {
    it('refuses a slide off the gap, a straight jump and a fourth try; a pass is spent by one code request', async () => {
      const challenge = await call('GET', '/api/account/getCoordinateCode');
      const { id } = challenge.body.data;
      const x = (await sliderTarget(database.db, id))!;
      const miss = await call('POST', '/api/account/slider/verify', {
        body: { id, x: x + 30, durationMs: 700, trail: [0, 20, 40, x + 30] },
      });
      expect(miss.status).toBe(400);
      expect(miss.body.msg).toBe('验证失败，请重试');
      const jump = await call('POST', '/api/account/slider/verify', { body: { id, x, durationMs: 20, trail: [x] } });
      expect(jump.body.msg).toBe('验证失败，请重试');
      await call('POST', '/api/account/slider/verify', { body: { id, x: 0, durationMs: 700, trail: [0, 1, 2] } });
      const spent = await call('POST', '/api/account/slider/verify', {
        body: { id, x, durationMs: 700, trail: [0, 10, 20, x] },
      });
      expect(spent.status).toBe(400);

      const pass = await sliderPass();
      const first = await call('POST', '/api/account/sendCode', { body: { phone: '13800000001', pass } });
      expect(first.body.code).toBe(0);
      ip = '10.9.9.9';
      const again = await call('POST', '/api/account/sendCode', { body: { phone: '13800000002', pass } });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe('请先完成滑块验证');
      expect(twilio.messages.some((m) => m.to === '+8613800000002')).toBe(false);
    });

    it('hides the development aids (outbox, gap position) unless ACCOUNT_DEV_TOOLS is on', async () => {
      expect((await call('GET', '/api/account/dev/outbox')).status).toBe(404);
      expect((await call('GET', '/api/account/dev/slider/abcdefgh')).status).toBe(404);
      const dev = testApp(database, { ACCOUNT_DEV_TOOLS: 'true' });
      const challenge = (await (await dev.request('/api/account/getCoordinateCode')).json()) as { data: { id: string } };
      const gap = (await (await dev.request(`/api/account/dev/slider/${challenge.data.id}`)).json()) as { data: { x: number } };
      expect(gap.data.x).toBe(await sliderTarget(database.db, challenge.data.id));
    });

    it('sends nothing without a pass and rejects a malformed phone with a localised message', async () => {
      const noPass = await call('POST', '/api/account/sendCode', { body: { phone: '13800000003', pass: 'x'.repeat(43) } });
      expect(noPass.status).toBe(400);
      const badPhone = await call('POST', '/api/account/sendCode?langType=en', { body: { phone: '12345', pass: 'x'.repeat(43) } });
      expect(badPhone.status).toBe(400);
      expect(badPhone.body.data.issues[0].message).toBe('Enter a valid phone number');
    });
  });

  describe('phone sign-up and sign-in', () => {
    it('sends a 6-digit code through the SMS provider, signs up with it and awards registration points once', async () => {
      const first = await phoneSignIn('13900000001', `${ORIGIN}/details/chatgpt`);
      expect(first.body.code).toBe(0);
      expect(first.body.data.registered).toBe(true);
      expect(first.body.data.redirect).toBe(`${ORIGIN}/details/chatgpt?ticket=${encodeURIComponent(first.body.data.ticket)}`);
      expect(twilio.messages.at(-1)).toMatchObject({ to: '+8613900000001', from: '+15550001111' });
      expect(twilio.messages.at(-1)!.body).toContain('5 分钟');

      ip = '10.8.8.8';
      // The minute limit: wait it out by clearing the counter, as a minute would.
      await database.db.execute(sql`delete from rate_limits where key like 'sms:phone:min:%'`);
      const second = await phoneSignIn('13900000001');
      expect(second.body.data.registered).toBe(false);
      const [user] = await database.db.select().from(users).where(eq(users.phone, '+8613900000001'));
      const rows = await database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user!.id));
      expect(rows.filter((r) => r.kind === 'REGISTER')).toHaveLength(1);
    });

    it('limits a wrong code to five attempts, after which even the right code is refused', async () => {
      await call('POST', '/api/account/sendCode', { body: { phone: '13900000002', pass: await sliderPass() } });
      const code = lastCodeFor('+8613900000002');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const reply = await call('POST', '/api/account/phoneLogin', { body: { phone: '13900000002', code: wrong } });
        expect(reply.body.msg).toBe('验证码错误或已过期');
      }
      const fifth = await call('POST', '/api/account/phoneLogin', { body: { phone: '13900000002', code: wrong } });
      expect(fifth.body.msg).toBe('验证码错误次数过多，请重新获取');
      const right = await call('POST', '/api/account/phoneLogin', { body: { phone: '13900000002', code } });
      expect(right.status).toBe(400);
      expect(right.body.msg).toBe('验证码错误次数过多，请重新获取');
    });

    it('allows one code per phone per minute and 20 per address per hour', async () => {
      await call('POST', '/api/account/sendCode', { body: { phone: '13900000003', pass: await sliderPass() } });
      const again = await call('POST', '/api/account/sendCode', { body: { phone: '13900000003', pass: await sliderPass() } });
      expect(again.status).toBe(429);
      expect(again.body.msg).toMatch(/^操作太频繁，请 \d+ 秒后再试$/);

      const sent: number[] = [];
      for (let i = 0; i < 21; i++) {
        const reply = await call('POST', '/api/account/sendCode', {
          body: { phone: `137${String(i).padStart(8, '0')}`, pass: await sliderPass() },
        });
        sent.push(reply.status);
      }
      // The first request of this test counted too: 19 more get through, then the address is limited.
      expect(sent.filter((s) => s === 200)).toHaveLength(18);
      expect(sent.slice(-3)).toEqual([429, 429, 429]);
    });

    it('answers a provider failure with the spec message and lets the visitor retry at once', async () => {
      twilio.mode = 'error';
      const failed = await call('POST', '/api/account/sendCode', { body: { phone: '13900000004', pass: await sliderPass() } });
      expect(failed.status).toBe(503);
      expect(failed.body.msg).toBe('验证码发送失败，请重试');
      twilio.mode = 'ok';
      const retry = await call('POST', '/api/account/sendCode', { body: { phone: '13900000004', pass: await sliderPass() } });
      expect(retry.body.code).toBe(0);
    });
  });

  describe('tickets, sessions and logout', () => {
    it('exchanges a ticket once for an HttpOnly session cookie and a token; a second exchange fails', async () => {
      const signIn = await phoneSignIn('13900000010');
      const { ticket } = signIn.body.data;
      const session = await exchange(ticket);
      expect(session.body.code).toBe(0);
      expect(session.body.data.token).toMatch(/^[\w-]{43}$/);
      const tokenCookie = session.setCookie.find((c) => c.startsWith('token='))!;
      expect(tokenCookie).toMatch(/HttpOnly/i);
      expect(tokenCookie).toMatch(/SameSite=Lax/i);
      expect(session.cookies.loginType).toBe('1');
      expect(session.cookies.csrf_token).toBeTruthy();
      expect(session.setCookie.find((c) => c.startsWith('csrf_token='))).not.toMatch(/HttpOnly/i);

      const replay = await exchange(ticket);
      expect(replay.status).toBe(400);
      expect(replay.body.msg).toBe('登录凭证无效或已过期，请重新登录');
    });

    it('lets only one of two simultaneous exchanges of a ticket succeed', async () => {
      const signIn = await phoneSignIn('13900000011');
      const replies = await Promise.all([exchange(signIn.body.data.ticket), exchange(signIn.body.data.ticket)]);
      expect(replies.map((r) => r.body.code).sort()).toEqual([0, 400]);
    });

    it('knows the user by bearer header and by cookie, and ends the session at logout', async () => {
      const token = await emailUser('reader@example.com');
      const byBearer = await call('GET', '/api/user/getUserData', { token });
      expect(byBearer.body.data).toMatchObject({ email: 'r***@example.com', role: 'user', points: 25, loginType: 1 });
      const byCookie = await call('GET', '/api/user/getUserData', { headers: { cookie: `token=${token}` } });
      expect(byCookie.body.data.id).toBe(byBearer.body.data.id);

      const logout = await call('GET', '/api/account/logout', { token });
      expect(logout.body.code).toBe(0);
      expect(logout.setCookie.some((c) => /^token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
      const after = await call('GET', '/api/user/getUserData', { token });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(401);
    });

    it('reads the page visitor once per page request, however many loaders ask', async () => {
      const token = await emailUser('pages@example.com');
      const request = new Request(`${ORIGIN}/user`, { headers: { cookie: `token=${token}` } });
      const first = getPageUser(database.db, request);
      expect(getPageUser(database.db, request)).toBe(first);
      expect(await first).toMatchObject({ role: 'user' });
      // Another request (the next page) reads it again: after logout it is signed out.
      await call('GET', '/api/account/logout', { token });
      expect(await getPageUser(database.db, new Request(request))).toBeNull();
      expect(await getPageUser(database.db, new Request(`${ORIGIN}/user`))).toBeNull();
    });

    it('shows each award in the points notice once, registration first', async () => {
      const token = await emailUser('notice@example.com');
      const notice = await call('GET', '/api/user/getNoticePoints', { token });
      expect(notice.body.data).toEqual([
        { type: 'REGISTER', points: 20 },
        { type: 'LOGIN', points: 5 },
      ]);
      expect((await call('GET', '/api/user/getNoticePoints', { token })).body.data).toEqual([]);
      expect((await call('GET', '/api/points/getUserPoints', { token })).body.data).toEqual({ points: 25 });
      const ledger = await call('GET', '/api/points/ledger?page=-3&pageSize=100000', { token });
      expect(ledger.body.data).toMatchObject({ points: 25, total: 2 });
      expect(ledger.body.data.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['LOGIN', 'REGISTER']);
    });

    it('signs the visitor out (401) on every personal call without a session', async () => {
      for (const path of ['/api/user/getUserData', '/api/user/getNoticePoints', '/api/points/getUserPoints', '/api/marketing/verifyBindingPhone']) {
        const reply = await call('GET', path, { token: 'not-a-real-token-but-well-formed' });
        expect(reply.body.code, path).toBe(401);
      }
    });

    it('refuses a disabled user a session', async () => {
      const signUp = await call('POST', '/api/account/emailRegister', { body: { email: 'gone@example.com', password: 'long enough pw' } });
      await database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'gone@example.com'));
      const session = await exchange(signUp.body.data.ticket);
      expect(session.status).toBe(403);
      expect(session.body.msg).toBe('该账号已被停用');
    });

    it('makes ADMIN_EMAILS staff at sign-in', async () => {
      const token = await emailUser('Boss@Example.com');
      expect((await call('GET', '/api/user/getUserData', { token })).body.data.role).toBe('admin');
    });
  });

  describe('daily points under concurrency', () => {
    it('awards the daily sign-in points exactly once for 50 parallel sign-ins of one user', async () => {
      const signIn = await phoneSignIn('13900000020');
      const [user] = await database.db.select().from(users).where(eq(users.phone, '+8613900000020'));
      const tickets = await Promise.all(Array.from({ length: 50 }, () => issueTicket(database.db, user!.id, 'login')));
      const replies = await Promise.all([signIn.body.data.ticket, ...tickets].map((t) => exchange(t)));
      expect(replies.every((r) => r.body.code === 0)).toBe(true);
      const rows = await database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user!.id));
      expect(rows.filter((r) => r.kind === 'LOGIN')).toHaveLength(1);
      expect(rows.filter((r) => r.kind === 'REGISTER')).toHaveLength(1);
    });
  });

  describe('e-mail accounts', () => {
    it('refuses a second account for one address and a short password, in the visitor language', async () => {
      await call('POST', '/api/account/emailRegister', { body: { email: 'dup@example.com', password: 'long enough pw' } });
      const dup = await call('POST', '/api/account/emailRegister?langType=en', {
        body: { email: 'DUP@example.com', password: 'another long pw' },
      });
      expect(dup.status).toBe(409);
      expect(dup.body.msg).toBe('This email is already registered; sign in instead');
      const short = await call('POST', '/api/account/emailRegister', { body: { email: 'short@example.com', password: 'abc' } });
      expect(short.body.data.issues[0].message).toBe('密码至少 8 位');
    });

    it('locks password guessing after five failures per account and address', async () => {
      await call('POST', '/api/account/emailRegister', { body: { email: 'target@example.com', password: 'the right one' } });
      for (let i = 0; i < 5; i++) {
        const wrong = await call('POST', '/api/account/emailLogin', { body: { email: 'target@example.com', password: `guess ${i}` } });
        expect(wrong.body.msg).toBe('邮箱或密码错误');
      }
      const locked = await call('POST', '/api/account/emailLogin', { body: { email: 'target@example.com', password: 'the right one' } });
      expect(locked.status).toBe(429);
      ip = '10.7.7.7';
      const elsewhere = await call('POST', '/api/account/emailLogin', { body: { email: 'target@example.com', password: 'the right one' } });
      expect(elsewhere.body.code).toBe(0);
      const unknown = await call('POST', '/api/account/emailLogin', { body: { email: 'nobody@example.com', password: 'whatever1' } });
      expect(unknown.body.msg).toBe('邮箱或密码错误');
    });
  });

  describe('return addresses and CSRF', () => {
    it('adds the ticket only to this site’s own return addresses', async () => {
      for (const evil of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', `${ORIGIN}.evil.example/`, 'http://user:pw@localhost:3000/']) {
        const reply = await call('POST', '/api/account/emailRegister', {
          body: { email: `r${Math.random().toString(36).slice(2)}@example.com`, password: 'long enough pw', r: evil },
        });
        expect(reply.body.data.redirect, evil).toBeNull();
      }
      const exchangeEvil = await call('POST', '/api/account/login', {
        body: { code: (await call('POST', '/api/account/emailRegister', { body: { email: 'x1@example.com', password: 'long enough pw' } })).body.data.ticket, loginType: 1, redirectUrl: 'https://evil.example/' },
      });
      expect(exchangeEvil.body.data.redirectUrl).toBeNull();
      const origins = new Set([ORIGIN]);
      expect(safeReturnAddress('/details/x"><script>', origins, ORIGIN)).toBe(`${ORIGIN}/details/xscript`);
    });

    it('refuses cookie-authenticated writes without the CSRF header and writes from other origins', async () => {
      const token = await emailUser('csrf@example.com');
      const noHeader = await call('POST', '/api/marketing/savePhone', {
        body: { phone: '13900000030', code: '123456' },
        headers: { cookie: `token=${token}; csrf_token=abc` },
      });
      expect(noHeader.status).toBe(403);
      const wrongHeader = await call('POST', '/api/marketing/savePhone', {
        body: { phone: '13900000030', code: '123456' },
        headers: { cookie: `token=${token}; csrf_token=abc`, 'x-csrf-token': 'abd' },
      });
      expect(wrongHeader.status).toBe(403);
      const withHeader = await call('POST', '/api/marketing/savePhone', {
        body: { phone: '13900000030', code: '123456' },
        headers: { cookie: `token=${token}; csrf_token=abc`, 'x-csrf-token': 'abc' },
      });
      expect(withHeader.status).toBe(400);
      const foreign = await call('POST', '/api/marketing/savePhone', {
        body: { phone: '13900000030', code: '123456' },
        token,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
    });
  });

  describe('phone binding', () => {
    it('binds a verified phone to a signed-in account and refuses one that belongs to someone else', async () => {
      const token = await emailUser('binder@example.com');
      expect((await call('GET', '/api/marketing/verifyBindingPhone', { token })).body.data).toEqual({ bound: false, phone: null });
      const pass = await sliderPass();
      const send = await call('GET', `/api/marketing/sendCode?phone=13900000040&pass=${pass}`, { token });
      expect(send.body).toMatchObject({ code: 0 });
      const code = lastCodeFor('+8613900000040');
      const saved = await call('POST', '/api/marketing/savePhone', { body: { phone: '13900000040', code }, token });
      expect(saved.body.data).toEqual({ bound: true, phone: '139****0040' });
      expect((await call('GET', '/api/marketing/verifyBindingPhone', { token })).body.data.bound).toBe(true);

      const other = await emailUser('other@example.com');
      const taken = await call('GET', `/api/marketing/sendCode?phone=13900000040&pass=${await sliderPass()}`, { token: other });
      expect(taken.status).toBe(409);
      expect(taken.body.msg).toBe('该手机号已绑定其他账号');
    });
  });
});
