// Server-drawn PNG cards (Open Graph images of products, share cards): satori lays the element out as SVG and
// resvg (WebAssembly) rasterises it. Latin text is drawn with Inter; Chinese, Japanese and any other script with
// Noto Sans SC, read from the slices of @fontsource/noto-sans-sc that the card's text needs (about 100 slices of
// 3–90 KB each, by Unicode range): a card loads a handful, and each slice is read once per process.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { ensureResvg } from './resvg.server';

const require = createRequire(import.meta.url);

type Weight = 400 | 700;
type Font = { name: string; data: Buffer; weight: Weight; style: 'normal' };

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    value.catch(() => (value = undefined));
    return value;
  };
};

const latinFonts = once(async (): Promise<Font[]> => {
  const [, regular, bold] = await Promise.all([
    ensureResvg(),
    readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  ]);
  return [
    { name: 'Inter', data: regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: bold, weight: 700, style: 'normal' },
  ];
});

/** Each slice's name in the file names ("12", "latin") and the code point ranges it covers. */
const slices = once(async (): Promise<{ name: string; ranges: [number, number][] }[]> => {
  const map = JSON.parse(await readFile(require.resolve('@fontsource/noto-sans-sc/unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(map).map(([key, ranges]) => ({
    name: key.replace(/^\[(\d+)\]$/, '$1'),
    ranges: ranges.split(',').map((part): [number, number] => {
      const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)];
    }),
  }));
});

const sliceFiles = new Map<string, Promise<Buffer>>();
function sliceFile(name: string, weight: Weight): Promise<Buffer> {
  const key = `${name}-${weight}`;
  let file = sliceFiles.get(key);
  if (!file) {
    file = readFile(require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${name}-${weight}-normal.woff`));
    file.catch(() => sliceFiles.delete(key));
    sliceFiles.set(key, file);
  }
  return file;
}

/** Code points Inter's Latin file draws (Basic Latin, Latin-1, general punctuation). */
const latin = (cp: number) => cp < 0x250 || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x20ac || cp === 0x2122;

/** The Noto Sans SC slices (both weights) that draw the letters of `text` Inter cannot. */
export async function fontsFor(text: string): Promise<Font[]> {
  const base = await latinFonts();
  const needed = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (!latin(cp)) needed.add(cp);
  }
  if (!needed.size) return base;
  const codePoints = [...needed];
  const names = new Set<string>();
  for (const slice of await slices()) {
    if (slice.ranges.some(([lo, hi]) => codePoints.some((cp) => cp >= lo && cp <= hi))) names.add(slice.name);
  }
  const extra = await Promise.all(
    [...names].flatMap((name) =>
      ([400, 700] as const).map(async (weight): Promise<Font> => ({ name: `Noto Sans SC ${name}`, data: await sliceFile(name, weight), weight, style: 'normal' })),
    ),
  );
  return [...base, ...extra];
}

/** A PNG of `element` at `width`×`height`; `text` is every string the element shows (it picks the fonts). */
export async function renderCardPng(element: ReactNode, size: { width: number; height: number }, text: string): Promise<Uint8Array> {
  const fonts = await fontsFor(text);
  const svg = await satori(element, { ...size, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng();
}
