// Images the site stores itself (docs/decisions/028): product logos, og:images and screenshots, fetched, resized and
// kept in the database so every replica serves the same bytes; addressed by the hash of those bytes.
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalogue';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One encoded image; the hash of its bytes names it (`/media/<hash>.<ext>`), so one icon shared by two products is kept once. */
export const media = pgTable('media', {
  /** SHA-256 of the bytes, hex, first 32 characters. */
  hash: text('hash').primaryKey(),
  /** image/webp | image/avif | image/png */
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stored size of a product image. */
export interface MediaVariant {
  hash: string;
  ext: 'webp' | 'avif';
  width: number;
  height: number;
}

/** A product's stored logo, og:image or screenshot: where it came from and its sizes (smallest first). */
export const productMedia = pgTable(
  'product_media',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'logo' | 'image' | 'screenshot' */
    kind: text('kind').notNull(),
    /** The address the image was fetched from (the page itself for a screenshot). */
    sourceUrl: text('source_url').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind] }), index('product_media_updated_idx').on(t.updatedAt)],
);
