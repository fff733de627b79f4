// Product logos, og:images and screenshots (issue 24 §2, docs/decisions/028): what the health visit found on a
// product's site is fetched, resized and stored; pages read the stored sizes to replace the letter avatars.
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../server/db/client';
import { productMedia, type MediaVariant } from '../../../server/db/schema';
import type { ChangeBus } from '../../../server/events/change-bus';
import { encodeImage, fetchImage, ImageRefused, MEDIA_MAX_BYTES, type EncodedImage, type MediaKind } from '../media/media.images.server';
import { storeMedia } from '../media/media.server';
import { publishProductChanges } from './catalogue.search.server';

export interface SiteImageOptions {
  timeoutMs: number;
  allowHosts?: readonly string[];
  logger?: Pick<Logger, 'warn' | 'info'>;
}

/**
 * Stores a product's image of one kind; returns whether the picture changed (a new first variant). The same
 * picture fetched again only refreshes the time.
 */
export async function saveProductMedia(db: Db, productId: number, kind: MediaKind, sourceUrl: string, images: readonly EncodedImage[]): Promise<boolean> {
  const variants = await storeMedia(db, images);
  const [before] = await db
    .select({ variants: productMedia.variants })
    .from(productMedia)
    .where(and(eq(productMedia.productId, productId), eq(productMedia.kind, kind)));
  await db
    .insert(productMedia)
    .values({ productId, kind, sourceUrl, variants, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [productMedia.productId, productMedia.kind], set: { sourceUrl, variants, updatedAt: new Date() } });
  return before?.variants.map((v) => v.hash).join() !== variants.map((v) => v.hash).join();
}

export interface SiteImagesReport {
  logo: 'stored' | 'unchanged' | 'refused' | 'none';
  image: 'stored' | 'unchanged' | 'refused' | 'none';
  /** Why an image was refused, for the log and staff. */
  reasons: string[];
}

/**
 * Fetches and stores the icon and og:image a visit found. A refused image leaves what was stored before (a site
 * whose icon fails once keeps its logo). Pages showing the product hear of a change: its own and the lists.
 */
export async function captureSiteImages(
  deps: { db: Db; bus: Pick<ChangeBus, 'publish'>; options: SiteImageOptions },
  productId: number,
  found: { iconUrl: string | null; imageUrl: string | null },
): Promise<SiteImagesReport> {
  const report: SiteImagesReport = { logo: 'none', image: 'none', reasons: [] };
  let changed = false;
  for (const [kind, url] of [
    ['logo', found.iconUrl],
    ['image', found.imageUrl],
  ] as const) {
    if (!url) continue;
    try {
      const { bytes, format } = await fetchImage(url, { ...deps.options, maxBytes: MEDIA_MAX_BYTES[kind] });
      const images = await encodeImage(bytes, format, kind);
      const fresh = await saveProductMedia(deps.db, productId, kind, url, images);
      report[kind] = fresh ? 'stored' : 'unchanged';
      changed ||= fresh;
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      report[kind] = 'refused';
      report.reasons.push(`${kind}: ${error.message}`);
      deps.options.logger?.info({ productId, kind, url, reason: error.message }, 'site image refused');
    }
  }
  if (changed) await publishProductChanges(deps.bus, [productId]);
  return report;
}

export type ProductMediaSet = Partial<Record<MediaKind, MediaVariant[]>>;

/** Stored images of these products, by product. */
export async function productMediaOf(db: Db, ids: readonly number[]): Promise<Map<number, ProductMediaSet>> {
  const out = new Map<number, ProductMediaSet>();
  if (!ids.length) return out;
  const rows = await db
    .select({ productId: productMedia.productId, kind: productMedia.kind, variants: productMedia.variants })
    .from(productMedia)
    .where(inArray(productMedia.productId, [...new Set(ids)]));
  for (const row of rows) {
    if (!row.variants.length) continue;
    const set = out.get(row.productId) ?? {};
    set[row.kind as MediaKind] = row.variants;
    out.set(row.productId, set);
  }
  return out;
}
