// POST /api/short-link {url}: a short code for an address on this site.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { parseJson } from '../../../server/http/validate';
import { ZCreateShortLink } from './short-links.schema';
import { createShortLink } from './short-links.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('short-links');

export const shortLinkApi = new Hono<AppEnv>().post('/', doc({ summary: 'A short link to an address on this site', body: ZCreateShortLink }), async (c) => {
  const { url } = await parseJson(c, ZCreateShortLink);
  const { env, database } = c.get('deps');
  const origins = [...new Set([env.APP_URL, env.WWW_URL].map((u) => new URL(u).origin))];
  const link = await createShortLink(database.db, url, origins);
  return ok(c, { ...link, path: `/short-link/${link.code}` });
});
