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

const SHORT_CACHE = { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=60' };

export const productsApi = new Hono<AppEnv>()
  .get('/search', async (c) => {
    const query = parseQuery(c, ZProductSearchQuery);
    return ok(c, await searchProducts(c.get('deps'), query, c.get('lang')));
  })
  .get('/suggest', async (c) => {
    const { q, limit } = parseQuery(c, ZSuggestQuery);
    return ok(c, await suggestProducts(c.get('deps'), q, limit, c.get('lang')));
  })
  .get('/categories', async (c) => {
    return ok(c, await listCategories(c.get('deps').database.db, c.get('lang')), { headers: SHORT_CACHE });
  })
  .get('/tags', async (c) => {
    const { category, limit } = parseQuery(c, ZTagListQuery);
    return ok(c, await listTags(c.get('deps').database.db, c.get('lang'), { category, limit }), {
      headers: SHORT_CACHE,
    });
  })
  // A comparison page seen: its pairs count towards "most compared with" (once per visitor a day).
  .post('/compare/seen', async (c) => {
    const { ids } = await parseJson(c, ZCompareSeen);
    return ok(c, { counted: await recordComparison(c.get('deps').database.db, ids, visitorId(c)) });
  })
  .get('/', async (c) => {
    const query = parseQuery(c, ZProductListQuery);
    return ok(c, await listProducts(c.get('deps').database.db, query, c.get('lang')));
  })
  .get('/:id', async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await getProductDetail(c.get('deps'), String(id), c.get('lang')));
  })
  .get('/:id/like', async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await getLikeState(c.get('deps').database.db, id, visitorId(c)));
  })
  // "Report a problem": no sign-in; a signed-in reporter hears the outcome.
  .post('/:id/report', async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    const input = await parseJson(c, ZProductReport);
    const user = await currentUser(c);
    const ip = clientIp(c, c.get('deps').env.TRUST_PROXY);
    await createReport(c.get('deps').database.db, id, input, { ip, userId: user?.id ?? null });
    return ok(c, { received: true });
  })
  .post('/:id/like', async (c) => {
    const { id } = parseOrThrow(ZProductKey, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await likeProduct(c.get('deps').database.db, id, visitorId(c)));
  });
