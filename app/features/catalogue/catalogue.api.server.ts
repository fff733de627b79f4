// /api/products: search, suggestions, lists, categories, tags, product details, likes and comparisons seen.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { visitorId } from '../../../server/http/visitor';
import { clientIp } from '../../../server/http/client-ip';
import { currentUser } from '../../../server/http/session';
import { recordComparison } from './catalogue.compare.server';
import { createReport } from './catalogue.reports.server';
import {
  ZCompareSeen,
  ZProductReport,
  ZProductKey,
  ZProductListQuery,
  ZProductSearchQuery,
  ZSuggestQuery,
  ZTagListQuery,
} from './catalogue.schema';
import {
  getLikeState,
  getProductDetail,
  likeProduct,
  listCategories,
  listProducts,
  listTags,
  searchProducts,
  suggestProducts,
} from './catalogue.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('catalogue');

const SHORT_CACHE = { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=60' };

export const productsApi = new Hono<AppEnv>()
  .get('/search', doc({ summary: 'Search products', query: ZProductSearchQuery }), async (c) => {
    const query = parseQuery(c, ZProductSearchQuery);
    return ok(c, await searchProducts(c.get('deps'), query, c.get('lang')));
  })
  .get('/suggest', doc({ summary: 'Suggestions as the visitor types', query: ZSuggestQuery }), async (c) => {
    const { q, limit } = parseQuery(c, ZSuggestQuery);
    return ok(c, await suggestProducts(c.get('deps'), q, limit, c.get('lang')));
  })
  .get('/categories', doc({ summary: 'Every category with its product count' }), async (c) => {
    return ok(c, await listCategories(c.get('deps').database.db, c.get('lang')), { headers: SHORT_CACHE });
  })
  .get('/tags', doc({ summary: 'Tags, most used first', query: ZTagListQuery }), async (c) => {
    const { category, limit } = parseQuery(c, ZTagListQuery);
    return ok(c, await listTags(c.get('deps').database.db, c.get('lang'), { category, limit }), {
      headers: SHORT_CACHE,
    });
  })
  // A comparison page seen: its pairs count towards "most compared with" (once per visitor a day).
  .post('/compare/seen', doc({ summary: 'A comparison page was seen (counts towards "most compared with")', body: ZCompareSeen }), async (c) => {
    const { ids } = await parseJson(c, ZCompareSeen);
    return ok(c, { counted: await recordComparison(c.get('deps').database.db, ids, visitorId(c)) });
  })
  .get('/', doc({ summary: 'A page of products', query: ZProductListQuery }), async (c) => {
    const query = parseQuery(c, ZProductListQuery);
    return ok(c, await listProducts(c.get('deps').database.db, query, c.get('lang')));
  })
  .get('/:id', doc({ summary: 'One product, by numeric id or slug', params: ZProductKey, errors: { 404: 'No such product.' } }), async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await getProductDetail(c.get('deps'), String(id), c.get('lang')));
  })
  .get('/:id/like', doc({ summary: "The product's likes and whether this visitor liked it", params: ZProductKey, errors: { 404: 'No such product.' } }), async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await getLikeState(c.get('deps').database.db, id, visitorId(c)));
  })
  // "Report a problem": no sign-in; a signed-in reporter hears the outcome.
  .post('/:id/report', doc({ summary: 'Report a problem with a product', description: 'No sign-in needed; a signed-in reporter hears the outcome.', auth: 'optional', params: ZProductKey, body: ZProductReport, errors: { 404: 'No such product.', 429: 'Too many reports from this address.' } }), async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    const input = await parseJson(c, ZProductReport);
    const user = await currentUser(c);
    const ip = clientIp(c, c.get('deps').env.TRUST_PROXY);
    await createReport(c.get('deps').database.db, id, input, { ip, userId: user?.id ?? null });
    return ok(c, { received: true });
  })
  .post('/:id/like', doc({ summary: 'Like a product (once per visitor)', params: ZProductKey, errors: { 404: 'No such product.' } }), async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await likeProduct(c.get('deps').database.db, id, visitorId(c)));
  });
