// Live ads (SPEC §9 positions): what each position shows now, and the impressions and clicks counted for the
// buyer's order page. Pages read the live list per position; the change bus topic 'ads' refreshes them.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { adPlacements, products } from '../../../server/db/schema';
import { hitRateLimit } from '../../../server/http/rate-limit';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '../catalogue/catalogue.schema';
import type { TAdPosition } from './orders.schema';

/** Topic of the change bus: ads started or ended (pages showing ad positions refresh). */
export const ADS_TOPIC = 'ads';

export interface TLiveAd {
  id: number;
  position: TAdPosition;
  product: { slug: string; name: string; tagline: string; url: string };
}

/** The ads running in a position now, the longest-running first (a fair rotation is by start). */
export async function listLiveAds(db: Db, position: TAdPosition, lang: LangCode, now = new Date()): Promise<TLiveAd[]> {
  const rows = await db
    .select({
      id: adPlacements.id,
      position: adPlacements.position,
      slug: products.slug,
      name: products.name,
      tagline: products.tagline,
      url: products.url,
    })
    .from(adPlacements)
    .innerJoin(products, eq(products.id, adPlacements.productId))
    .where(and(eq(adPlacements.position, position), eq(adPlacements.status, 'live'), gt(adPlacements.endsAt, now), eq(products.status, 'published')))
    .orderBy(asc(adPlacements.startsAt), asc(adPlacements.id))
    .limit(12);
  return rows.map((r) => ({
    id: r.id,
    position: r.position as TAdPosition,
    product: { slug: r.slug, name: pickText(r.name, lang), tagline: pickText(r.tagline, lang), url: r.url },
  }));
}

/** One viewer (client address) counts once per ad and kind in this window: reloading or scripting a page does not inflate the buyer's figures. */
export const AD_EVENT_WINDOW_MS = 30 * 60_000;

/**
 * Counts impressions (ads seen on screen) and clicks of live ads, once per viewer and ad in AD_EVENT_WINDOW_MS; ids
 * of ads not live are ignored. The windows live in the shared rate-limit table, so replicas agree.
 */
export async function countAdEvents(db: Db, kind: 'impression' | 'click', ids: readonly number[], viewer: string): Promise<number> {
  const unique = [...new Set(ids)].slice(0, 24);
  const fresh: number[] = [];
  for (const id of unique) {
    const hit = await hitRateLimit(db, `ad:${kind}:${id}:${viewer}`, { limit: 1, windowMs: AD_EVENT_WINDOW_MS });
    if (hit.allowed) fresh.push(id);
  }
  if (!fresh.length) return 0;
  const column = kind === 'impression' ? adPlacements.impressions : adPlacements.clicks;
  const rows = await db
    .update(adPlacements)
    .set(kind === 'impression' ? { impressions: sql`${column} + 1` } : { clicks: sql`${column} + 1` })
    .where(and(inArray(adPlacements.id, fresh), eq(adPlacements.status, 'live')))
    .returning({ id: adPlacements.id });
  return rows.length;
}

/** Where a click on an ad goes: its product's page on this site (never an address from the request). */
export async function adTarget(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(adPlacements)
    .innerJoin(products, eq(products.id, adPlacements.productId))
    .where(eq(adPlacements.id, id));
  return row ? `/details/${row.slug}` : undefined;
}
