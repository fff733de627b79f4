// Open Graph images of products: a 1200×630 PNG card (name, category, tagline, figures) drawn with satori
// and rasterised with resvg (WebAssembly, no native build) by the shared renderer (~/lib/card-image.server).
// Text is the English edition of the product, in the Latin letters its font draws (share cards use the other
// editions, docs/decisions/032); the image URL carries the product's update time, so caches may keep it long.
import { renderCardPng } from '~/lib/card-image.server';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import type { Db } from '../../../server/db/client';
import { categories, media, productMedia, products, productTraffic, type MediaVariant } from '../../../server/db/schema';
import { mediaPath } from '../media/media.paths';
import type { AppEnv } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { fail } from '../../../server/http/envelope';
import { formatMessage } from '~/i18n/messages.server';
import { abbreviateNumber } from '~/lib/format';
import { productOgVersion } from './catalogue.og';
import { pickText } from './catalogue.schema';
import type { LangCode } from '~/i18n/locales';

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 72;

export interface OgProduct {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  category: string;
  type: string;
  monthlyVisits: number | null;
  likes: number;
  updatedAt: Date;
  /** The stored logo's address (the version of the image follows it), and its picture as a PNG for the card. */
  logo: string | null;
  logoPng: Buffer | null;
}

/** Only letters the bundled font can draw; other scripts fall back to the product's slug-like name. */
const drawable = (text: string) => /^[\u0020-\u024f\u2018-\u201d\u2013\u2014\u2026]*$/.test(text);

/** The product's card facts in `lang` (the Open Graph image: English, Latin letters only). */
export async function getOgProduct(db: Db, id: number, lang: LangCode = 'en'): Promise<OgProduct> {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      tagline: products.tagline,
      type: products.type,
      likes: products.likes,
      updatedAt: products.updatedAt,
      category: categories.name,
      monthlyVisits: productTraffic.monthlyVisits,
      logo: sql<MediaVariant[] | null>`(select ${productMedia.variants} from ${productMedia} where ${productMedia.productId} = ${products.id} and ${productMedia.kind} = 'logo')`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTraffic, eq(productTraffic.productId, products.id))
    .where(and(eq(products.id, id), eq(products.status, 'published')));
  if (!row) throw new AppError('NOT_FOUND');
  const logo = row.logo?.length ? row.logo[row.logo.length - 1]! : null;
  let logoPng: Buffer | null = null;
  if (logo) {
    // satori draws PNG and JPEG, not WebP: the stored logo is converted for the card.
    const [stored] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.hash, logo.hash));
    logoPng = stored ? await sharp(stored.bytes).png().toBuffer().catch(() => null) : null;
  }
  const name = pickText(row.name, lang);
  const tagline = pickText(row.tagline, lang);
  const latinOnly = lang === 'en';
  return {
    id: row.id,
    slug: row.slug,
    name: !latinOnly || drawable(name) ? name : row.slug,
    tagline: !latinOnly || drawable(tagline) ? tagline : '',
    category: pickText(row.category, lang),
    type: row.type,
    monthlyVisits: row.monthlyVisits,
    likes: row.likes,
    updatedAt: row.updatedAt,
    logo: logo ? mediaPath(logo) : null,
    logoPng,
  };
}

export async function renderProductOgImage(product: OgProduct, siteName: string): Promise<Uint8Array> {
  const initial = Array.from(product.name.trim())[0]?.toUpperCase() ?? '?';
  const figures = [
    product.monthlyVisits !== null ? formatMessage('en', 'og.monthlyVisits', { count: abbreviateNumber(product.monthlyVisits) }) : null,
    formatMessage('en', 'og.likes', { count: abbreviateNumber(product.likes) }),
    product.type === 'open_source' ? formatMessage('en', 'og.openSource') : null,
  ].filter(Boolean);
  return renderCardPng(
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        background: 'linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #e0f2fe 100%)',
        fontFamily: 'Inter',
        color: '#0f172a',
      }}
    >
      {/* Satori sizes boxes without their padding, so the margin lives on an inner box of known size. */}
      <div
        style={{
          width: WIDTH - 2 * MARGIN,
          height: HEIGHT - 2 * MARGIN,
          margin: MARGIN,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 36 }}>
          {product.logoPng ? (
            // The site's own logo, stored (docs/decisions/028), on a white tile like the cards show it.
            <div style={{ width: 132, height: 132, borderRadius: 32, background: 'white', display: 'flex', alignItems: 'center', justifyContent: 'center', border: '2px solid #e2e8f0' }}>
              <img src={`data:image/png;base64,${product.logoPng.toString('base64')}`} width={112} height={112} style={{ borderRadius: 24 }} />
            </div>
          ) : (
          <div
            style={{
              width: 132,
              height: 132,
              borderRadius: 32,
              background: '#4f46e5',
              color: 'white',
              fontSize: 72,
              fontWeight: 700,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {initial}
          </div>
          )}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 860 }}>
            <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{product.name}</div>
            <div style={{ fontSize: 30, color: '#4f46e5' }}>{product.category}</div>
          </div>
        </div>
        <div style={{ fontSize: 40, lineHeight: 1.35, color: '#334155', display: 'flex' }}>
          {product.tagline}
        </div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            fontSize: 28,
            color: '#475569',
          }}
        >
          <div style={{ display: 'flex', gap: 32 }}>
            {figures.map((figure) => (
              <div key={figure} style={{ display: 'flex' }}>
                {figure}
              </div>
            ))}
          </div>
          <div style={{ fontSize: 34, fontWeight: 700, color: '#0f172a' }}>{siteName}</div>
        </div>
      </div>
    </div>,
    { width: WIDTH, height: HEIGHT },
    [product.name, product.category, product.tagline, siteName, ...figures].join(' '),
  );
}

export const ogRoutes = new Hono<AppEnv>().get('/product/:file', async (c) => {
  const match = /^(\d{1,9})\.png$/.exec(c.req.param('file'));
  if (!match) return fail(c, new AppError('NOT_FOUND'));
  const product = await getOgProduct(c.get('deps').database.db, Number(match[1]));
  const png = await renderProductOgImage(product, formatMessage('en', 'site.name'));
  const versioned = c.req.query('v') === productOgVersion(product.updatedAt, product.logo);
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/png',
    'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  });
});
