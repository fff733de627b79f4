// /api/updatePv: counts a page view once per visitor per minute.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { clientIp } from '../../../server/http/client-ip';
import { parseQuery } from '../../../server/http/validate';
import { ZUpdatePvQuery } from './analytics.schema';
import { prunePageViewMarks, recordPageView } from './analytics.server';

export const VISITOR_COOKIE = 'vid';
const VISITOR_RE = /^[0-9a-f]{32}$/;

export const analyticsApi = new Hono<AppEnv>().get('/updatePv', async (c) => {
  const target = parseQuery(c, ZUpdatePvQuery);
  const { database, env } = c.get('deps');
  let visitor = getCookie(c, VISITOR_COOKIE);
  if (!visitor || !VISITOR_RE.test(visitor)) {
    // A first visit (or a client without cookies) is identified by address and browser; the cookie keeps
    // that identity so the next request of the same visitor is recognised even if its address changes.
    const fingerprint = `${clientIp(c, env.TRUST_PROXY)}|${c.req.header('user-agent') ?? ''}`;
    visitor = createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);
    setCookie(c, VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 365 * 24 * 3600,
      secure: new URL(c.req.url).protocol === 'https:',
    });
  }
  const result = await recordPageView(database.db, target, visitor);
  if (Math.random() < 0.01) void prunePageViewMarks(database.db).catch(() => {});
  return ok(c, result, { headers: { 'Cache-Control': 'no-store' } });
});
