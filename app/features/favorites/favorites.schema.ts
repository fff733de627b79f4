// Shapes of favorites: the products a signed-in visitor keeps (SPEC §2.1 /favorites, §6).
import { z } from 'zod';
import type { TProductCard } from '../catalogue/catalogue.schema';

const MAX_INT = 2_147_483_647;

export const ZFavoriteProductId = z.coerce.number().int().positive().max(MAX_INT);

/** POST /api/favorites */
export const ZFavoriteInput = z.object({ productId: ZFavoriteProductId });
export type TFavoriteInput = z.infer<typeof ZFavoriteInput>;

export const FAVORITES_PAGE_SIZE = 24;

export const ZFavoritesQuery = z.object({
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 500)),
  pageSize: z.coerce
    .number()
    .int()
    .catch(FAVORITES_PAGE_SIZE)
    .transform((n) => Math.min(Math.max(n, 1), 60)),
});
export type TFavoritesQuery = z.output<typeof ZFavoritesQuery>;

/** GET /api/favorites */
export interface TFavoritesPage {
  total: number;
  page: number;
  pageSize: number;
  items: TProductCard[];
}

/** GET /api/favorites/:productId and the answers of add and remove. */
export interface TFavoriteState {
  productId: number;
  favorited: boolean;
  /** True when this call changed something (added or removed a row). */
  changed: boolean;
}
