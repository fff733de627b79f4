// /api/favorites: the signed-in visitor's favorite products (list, state of one, add, remove).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { requireUser } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ZFavoriteInput, ZFavoriteProductId, ZFavoritesQuery } from './favorites.schema';
import { addFavorite, getFavoriteState, listFavorites, removeFavorite } from './favorites.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('favorites');

const ZProductParam = z.object({ productId: ZFavoriteProductId });

export const favoritesApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Your favorite products', auth: 'user', query: ZFavoritesQuery }), async (c) => {
    const user = await requireUser(c);
    const query = parseQuery(c, ZFavoritesQuery);
    return ok(c, await listFavorites(c.get('deps').database.db, user.id, query, c.get('lang')));
  })
  .post('/', doc({ summary: 'Add a favorite', auth: 'user', body: ZFavoriteInput, errors: { 404: 'No such product.' } }), async (c) => {
    const user = await requireUser(c);
    const { productId } = await parseJson(c, ZFavoriteInput);
    return ok(c, await addFavorite(c.get('deps').database.db, user.id, productId));
  })
  .get('/:productId', doc({ summary: 'Whether a product is one of your favorites', auth: 'user', params: ZProductParam }), async (c) => {
    const user = await requireUser(c);
    const { productId } = parseOrThrow(ZProductParam, { productId: c.req.param('productId') }, c.get('lang'));
    return ok(c, await getFavoriteState(c.get('deps').database.db, user.id, productId));
  })
  .delete('/:productId', doc({ summary: 'Remove a favorite', auth: 'user', params: ZProductParam }), async (c) => {
    const user = await requireUser(c);
    const { productId } = parseOrThrow(ZProductParam, { productId: c.req.param('productId') }, c.get('lang'));
    return ok(c, await removeFavorite(c.get('deps').database.db, user.id, productId));
  });
