// The image pipeline: icons and pictures of every format a site names (PNG, ICO, JPEG, SVG) become WebP at the
// stored sizes; the wrong type, a disguised page, an oversized file, a hostile SVG and a private address are refused.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitmapIco, startFakeSites, SVG_ICON, type FakeSites } from '../../../tests/fakes/sites';
import { largestIcoImage } from './media.ico';
import { encodeImage, fetchImage, ImageRefused, MEDIA_MAX_BYTES, sniffFormat } from './media.images.server';

describe('decoding and encoding', () => {
  it('names formats by their bytes', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect([sniffFormat(png), sniffFormat(jpeg), sniffFormat(webp), sniffFormat(bitmapIco()), sniffFormat(Buffer.from(SVG_ICON))]).toEqual(['png', 'jpeg', 'webp', 'ico', 'svg']);
    expect(sniffFormat(Buffer.from('<!doctype html><html></html>'))).toBeNull();
  });

  it('reads a bitmap icon with its transparency', () => {
    const image = largestIcoImage(bitmapIco());
    expect(image && 'rgba' in image && [image.width, image.height, image.rgba[3], image.rgba[(10 * 32 + 10) * 4 + 3]]).toEqual([32, 32, 0, 255]);
  });

  it.each([
    ['png', () => sharp({ create: { width: 180, height: 180, channels: 4, background: '#dc2626' } }).png().toBuffer()],
    ['jpeg', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#f59e0b' } }).jpeg().toBuffer()],
    ['ico', async () => bitmapIco()],
    ['svg', async () => Buffer.from(SVG_ICON)],
  ] as const)('turns a %s icon into a 128 px WebP logo', async (format, make) => {
    const [logo, ...more] = await encodeImage(await make(), format, 'logo');
    expect(more).toHaveLength(0);
    expect(logo).toMatchObject({ ext: 'webp', contentType: 'image/webp', width: 128, height: 128, hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const meta = await sharp(logo!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 128, 128]);
  });

  it('keeps wide images in shape, at two widths, never enlarged', async () => {
    const og = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#7c3aed' } }).png().toBuffer();
    expect((await encodeImage(og, 'png', 'image')).map((i) => [i.width, i.height])).toEqual([[600, 315], [1200, 630]]);
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await encodeImage(small, 'png', 'image')).map((i) => [i.width, i.height])).toEqual([[500, 300]]);
  });

  it('refuses an SVG with a DTD, a damaged file and a picture too large to unpack', async () => {
    await expect(encodeImage(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg', 'logo')).rejects.toThrow(/DTD/);
    await expect(encodeImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'png', 'logo')).rejects.toBeInstanceOf(ImageRefused);
    // 10,000 × 10,000 pixels in a few kilobytes of PNG.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(encodeImage(bomb, 'png', 'image')).rejects.toThrow(/pixel/i);
  });
});

describe('fetching, through the SSRF guard', () => {
  let sites: FakeSites;
  beforeAll(async () => {
    sites = await startFakeSites();
  });
  afterAll(() => sites?.close());
  const options = () => ({ timeoutMs: 3000, maxBytes: MEDIA_MAX_BYTES.logo, allowHosts: sites.allowHosts });

  it('takes PNG, ICO, JPEG and SVG as their servers label them', async () => {
    for (const [path, format] of [['/apple-touch-icon.png', 'png'], ['/favicon.ico', 'ico'], ['/photo.jpg', 'jpeg'], ['/logo.svg', 'svg']] as const) {
      const fetched = await fetchImage(`${sites.base}${path}`, options());
      expect(fetched.format).toBe(format);
      const [logo] = await encodeImage(fetched.bytes, fetched.format, 'logo');
      expect(logo!.width).toBe(128);
    }
  });

  it('refuses a page, a page labelled as a picture, a missing file and an oversized one', async () => {
    await expect(fetchImage(`${sites.base}/page-icon`, options())).rejects.toThrow(/content type text\/html/);
    await expect(fetchImage(`${sites.base}/disguised.png`, options())).rejects.toThrow(/declared image\/png but the bytes are unknown/);
    await expect(fetchImage(`${sites.base}/missing.png`, options())).rejects.toThrow(/HTTP 404/);
    await expect(fetchImage(`${sites.base}/huge.png`, options())).rejects.toThrow(/larger than/);
    await expect(fetchImage(`${sites.base}/entity.svg`, options()).then((f) => encodeImage(f.bytes, f.format, 'logo'))).rejects.toThrow(/DTD/);
  });

  it('refuses private addresses unless allowed', async () => {
    await expect(fetchImage(`${sites.base}/apple-touch-icon.png`, { ...options(), allowHosts: [] })).rejects.toThrow(/not allowed/);
    await expect(fetchImage('http://169.254.169.254/latest/meta-data/icon.png', options())).rejects.toThrow(/not allowed/);
    await expect(fetchImage('file:///etc/passwd', options())).rejects.toThrow(/not allowed/);
    expect(sites.hits.get('/apple-touch-icon.png')).toBe(1);
  });
});
