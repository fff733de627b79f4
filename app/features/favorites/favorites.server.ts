// Favorites own which published products a signed-in visitor keeps; the cards come from the catalogue.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { favorites, products } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { listProductCards } from '../catalogue/catalogue.server';
import type { TFavoriteState, TFavoritesPage, TFavoritesQuery } from './favorites.schema';

const PUBLISHED = eq(products.status, 'published');

/** A page of the user's favorites, newest first, as localised product cards (a fixed number of queries). */
export async function listFavorites(db: Db, userId: number, query: TFavoritesQuery, lang: LangCode): Promise<TFavoritesPage> {
  const rows = await db
    .select({ id: favorites.productId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(favorites)
    .innerJoin(products, and(eq(products.id, favorites.productId), PUBLISHED))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still reports how many there are.
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(favorites)
      .innerJoin(products, and(eq(products.id, favorites.productId), PUBLISHED))
      .where(eq(favorites.userId, userId));
    total = row?.n ?? 0;
  }
  const items = await listProductCards(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return { total, page: query.page, pageSize: query.pageSize, items };
}

export async function getFavoriteState(db: Db, userId: number, productId: number): Promise<TFavoriteState> {
  const [row] = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return { productId, favorited: Boolean(row), changed: false };
}

/** Adds a favorite; adding it again (or racing it) leaves one row. Unknown or hidden products are a 404. */
export async function addFavorite(db: Db, userId: number, productId: number): Promise<TFavoriteState> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), PUBLISHED));
  if (!product) throw new AppError('NOT_FOUND');
  const inserted = await db
    .insert(favorites)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: favorites.productId });
  return { productId, favorited: true, changed: inserted.length === 1 };
}

/** Removes a favorite; removing one that is not there is not an error. */
export async function removeFavorite(db: Db, userId: number, productId: number): Promise<TFavoriteState> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ productId: favorites.productId });
  return { productId, favorited: false, changed: removed.length === 1 };
}
