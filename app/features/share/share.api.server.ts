// /api/share/card: a share card as a PNG (docs/decisions/032). Public; validated with zod (a localised 400), unknown
// products, rankings or models a localised 404; a strong ETag over what the card draws answers repeat requests
// with 304, and shared caches may keep a card for an hour.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/http/context';
import { routeDoc } from '../../../server/http/openapi';
import { parseOrThrow } from '../../../server/http/validate';
import { isLangCode, LANG_CODES } from '~/i18n/locales';
import { SHARE_TYPES, shareCardFileName } from './share.constants';
import { ZShareCardQuery } from './share.schema';
import { resolveShare, shareCardEtag, shareCardPng } from './share.server';

const doc = routeDoc('share');

/** The query as the document shows it (the handler reads it with the stricter union above). */
const CARD_QUERY_DOC = {
  type: z.enum(SHARE_TYPES).describe('What to share.'),
  id: z.string().optional().describe('type=product: the product slug or id.'),
  period: z.enum(['weekly', 'monthly', 'quarterly']).optional().describe('type=ranking: the period (weekly by default).'),
  kind: z.string().optional().describe('type=ranking: traffic (default), growth, decline, new or site.'),
  ids: z.string().optional().describe('type=models: 2–4 model ids, comma-separated.'),
  lang: z.enum(LANG_CODES).optional().describe("The card's language (the request's language by default)."),
};

export const shareApi = new Hono<AppEnv>().get(
  '/card',
  doc({
    summary: 'A share card (1200×630 PNG) of a product, a ranking or 2–4 models',
    query: CARD_QUERY_DOC,
    response: { description: 'The PNG; 304 when If-None-Match carries its ETag.', content: { 'image/png': z.string() } },
    errors: { 404: 'No such product, ranking or model.' },
  }),
  async (c) => {
    // The card's language is also the language of its error messages.
    const asked = c.req.query('lang');
    if (isLangCode(asked)) c.set('lang', asked);
    const query = parseOrThrow(ZShareCardQuery, c.req.query(), c.get('lang'));
    const lang = query.lang ?? c.get('lang');
    const deps = c.get('deps');
    const subject = await resolveShare(deps, query, lang);
    const host = new URL(deps.env.APP_URL).host;
    const etag = shareCardEtag(subject, lang, host);
    const headers = {
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
      ETag: etag,
    };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    const png = await shareCardPng(subject, lang, host);
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Type': 'image/png',
      // The same name the page's Download button gives (a header's name wins over the link's download attribute).
      'Content-Disposition': `inline; filename="${shareCardFileName(subject.selection)}"`,
    });
  },
);
