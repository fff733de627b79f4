// The image pipeline (docs/decisions/028): an image a product's site names is fetched through the SSRF guard with a
// size cap, checked to be an image by its declared type and by its bytes, decoded (PNG, JPEG, GIF, WebP, AVIF, ICO;
// SVG only rasterised, never kept or served as SVG) and written as WebP at the sizes the pages use.
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { svgToPng } from '~/lib/resvg.server';
import { AppError } from '../../../server/http/errors';
import { safeFetch } from '../../../server/http/ssrf';
import type { MediaVariant } from '../../../server/db/schema';
import { largestIcoImage } from './media.ico';

export type MediaKind = 'logo' | 'image' | 'screenshot';

/** Sizes stored per kind: a logo square (cards show 44 px, details 64 px; 128 covers both at 2×), wide images by width. */
export const MEDIA_SIZES: Record<MediaKind, readonly number[]> = {
  logo: [128],
  image: [600, 1200],
  screenshot: [640, 1280],
};

/** Largest download per kind: icons are small; a photo-like og:image or a page's own picture may be a few MB. */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  logo: 1024 * 1024,
  image: 5 * 1024 * 1024,
  screenshot: 10 * 1024 * 1024,
};

/** Decoded pixels accepted at most: a small file that unpacks into a gigantic picture is refused before it does. */
const MAX_INPUT_PIXELS = 40_000_000;
/** An SVG icon larger than this is not an icon. */
const MAX_SVG_BYTES = 512 * 1024;

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'ico' | 'svg';

/** Why an image was not taken; the message is for logs and staff, never for visitors. */
export class ImageRefused extends Error {
  override name = 'ImageRefused';
}

/** Declared types accepted, and the formats each may really be (servers often label icons loosely). */
const DECLARED: Record<string, readonly ImageFormat[]> = {
  'image/png': ['png', 'ico'],
  'image/jpeg': ['jpeg'],
  'image/jpg': ['jpeg'],
  'image/pjpeg': ['jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/x-icon': ['ico', 'png'],
  'image/vnd.microsoft.icon': ['ico', 'png'],
  'image/ico': ['ico', 'png'],
  'image/icon': ['ico', 'png'],
  'image/svg+xml': ['svg'],
};

/** The format the bytes really are, from their first bytes. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'webp';
  if (String.fromCharCode(...bytes.subarray(4, 12)) === 'ftypavif') return 'avif';
  if (starts(0, 0, 1, 0) && bytes.length > 6) return 'ico';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  // A DTD before the root is recognised here and refused when drawn.
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

export interface FetchImageOptions {
  timeoutMs: number;
  maxBytes: number;
  allowHosts?: readonly string[];
  logger?: Pick<Logger, 'warn' | 'info'>;
}

/** Fetches an image through the SSRF guard; refuses a failed answer, a non-image type, a mismatch and oversize. */
export async function fetchImage(url: string, options: FetchImageOptions): Promise<{ bytes: Uint8Array; format: ImageFormat }> {
  let res: Response;
  try {
    res = await safeFetch(
      url,
      { headers: { accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8', 'user-agent': 'Mozilla/5.0 (compatible; AIAtlasLinkCheck/1.0)' } },
      { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, allowHosts: options.allowHosts, logger: options.logger },
    );
  } catch (error) {
    const key = error instanceof AppError ? error.messageKey : undefined;
    if (key === 'api.error.siteTooLarge') throw new ImageRefused(`larger than ${options.maxBytes} bytes`);
    if (key === 'api.error.addressNotAllowed') throw new ImageRefused('address not allowed');
    throw new ImageRefused(`unreachable: ${(error as Error).message}`);
  }
  if (res.status !== 200) {
    void res.body?.cancel().catch(() => {});
    throw new ImageRefused(`HTTP ${res.status}`);
  }
  const declared = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const accepted = DECLARED[declared];
  if (!accepted) throw new ImageRefused(`content type ${declared || 'missing'} is not an image we take`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const format = sniffFormat(bytes);
  if (!format || !accepted.includes(format)) throw new ImageRefused(`declared ${declared} but the bytes are ${format ?? 'unknown'}`);
  return { bytes, format };
}

/** An SVG drawn to PNG by resvg (no network, no files: external references draw nothing); DTDs are refused outright. */
async function rasteriseSvg(bytes: Uint8Array, width: number): Promise<Buffer> {
  if (bytes.length > MAX_SVG_BYTES) throw new ImageRefused('SVG too large');
  const text = Buffer.from(bytes).toString('utf8');
  // Entities are how an XML file grows a billion laughs; an icon has no need for them.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new ImageRefused('SVG with a DTD');
  try {
    return Buffer.from(await svgToPng(text, { fitTo: { mode: 'width', value: width } }));
  } catch (error) {
    throw new ImageRefused(`SVG not drawable: ${(error as Error).message}`);
  }
}

/** The image as sharp's input, first frame only, with the pixel limit. */
async function decode(bytes: Uint8Array, format: ImageFormat, kind: MediaKind): Promise<Sharp> {
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false };
  if (format === 'svg') return sharp(await rasteriseSvg(bytes, Math.max(...MEDIA_SIZES[kind]) * 2), options);
  if (format === 'ico') {
    const image = largestIcoImage(bytes);
    if (!image) throw new ImageRefused('damaged icon file');
    if ('png' in image) return sharp(image.png, options);
    return sharp(image.rgba, { ...options, raw: { width: image.width, height: image.height, channels: 4 } });
  }
  return sharp(bytes, options);
}

export interface EncodedImage {
  bytes: Buffer;
  hash: string;
  contentType: 'image/webp' | 'image/avif';
  ext: MediaVariant['ext'];
  width: number;
  height: number;
}

/** First 32 hex digits of the SHA-256 of the bytes: the file's name. */
export const mediaHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Resizes an image to the kind's sizes as WebP: logos square and padded (transparent), wide images by width. */
export async function encodeImage(bytes: Uint8Array, format: ImageFormat, kind: MediaKind): Promise<EncodedImage[]> {
  let base: Sharp;
  let meta: Metadata;
  try {
    base = await decode(bytes, format, kind);
    meta = await base.metadata();
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    throw new ImageRefused(`not decodable: ${(error as Error).message}`);
  }
  const sourceWidth = meta.width ?? 0;
  const sourceHeight = meta.height ?? 0;
  if (sourceWidth < 16 || sourceHeight < 16) throw new ImageRefused(`too small (${sourceWidth}×${sourceHeight})`);
  const out: EncodedImage[] = [];
  for (const width of MEDIA_SIZES[kind]) {
    const pipeline = base.clone().rotate();
    if (kind === 'logo') {
      pipeline.resize(width, width, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 }, kernel: 'lanczos3' });
    } else {
      // Wide images keep their shape but not a page-long scroll: at most as tall as wide.
      pipeline.resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
    }
    try {
      const { data, info } = await pipeline.webp({ quality: kind === 'logo' ? 90 : 78, effort: 4 }).toBuffer({ resolveWithObject: true });
      out.push({ bytes: data, hash: mediaHash(data), contentType: 'image/webp', ext: 'webp', width: info.width, height: info.height });
    } catch (error) {
      throw new ImageRefused(`not decodable: ${(error as Error).message}`);
    }
    // A source narrower than a larger size gives the same picture again: keep one.
    if (kind !== 'logo' && sourceWidth <= width) break;
  }
  return out;
}
