// Stored images (docs/decisions/028): kept in the database (every replica serves the same bytes), named by the hash
// of their bytes, served from /media/<hash>.<ext> for good — a new picture is a new name.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../../server/db/client';
import { media, type MediaVariant } from '../../../server/db/schema';
import type { AppEnv } from '../../../server/http/context';
import { fail } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import type { EncodedImage } from './media.images.server';

/** Stores encoded images (one already there by hash is kept) and returns them as a product's variants. */
export async function storeMedia(db: Db, images: readonly EncodedImage[]): Promise<MediaVariant[]> {
  if (!images.length) return [];
  await db
    .insert(media)
    .values(images.map((i) => ({ hash: i.hash, contentType: i.contentType, width: i.width, height: i.height, size: i.bytes.length, bytes: i.bytes })))
    .onConflictDoNothing();
  return images.map((i) => ({ hash: i.hash, ext: i.ext, width: i.width, height: i.height }));
}

/**
 * Deletes stored images no product refers to any more (a logo replaced by a new one), when older than a day: a
 * page rendered a moment ago may still name one, and a cached page for a day at most.
 */
export async function pruneMedia(db: Db): Promise<number> {
  const rows = await db.execute(sql`
    delete from media m
    where m.created_at < now() - interval '1 day'
      and not exists (
        select 1 from product_media pm, jsonb_array_elements(pm.variants) v where v->>'hash' = m.hash
      )
    returning m.hash`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

const EXT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

export const mediaRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const match = /^([0-9a-f]{32})\.(webp|avif)$/.exec(c.req.param('file'));
  if (!match) return fail(c, new AppError('NOT_FOUND'));
  const [, hash, ext] = match as unknown as [string, string, string];
  const etag = `"${hash}"`;
  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    // The bytes are our own re-encoding, but a browser must never take them for anything but an image.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  // The name is the hash of the bytes: a client holding this tag holds these bytes.
  if (c.req.header('if-none-match')?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  const [row] = await c.get('deps').database.db.select({ type: media.contentType, bytes: media.bytes }).from(media).where(eq(media.hash, hash));
  if (!row || row.type !== EXT_TYPES[ext]) return fail(c, new AppError('NOT_FOUND'));
  return c.body(row.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': row.type });
});
