// Windows icon files (.ico): libvips cannot read them, and many sites still name one as their only icon. An icon
// file holds several images; the largest is taken — either a PNG inside (read as PNG) or a device-independent
// bitmap (decoded here to RGBA: 32-bit with alpha, 24-bit, and 8/4/1-bit with a palette, each with its mask).

export type IcoImage = { png: Uint8Array } | { rgba: Uint8Array; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** The largest image of an icon file, or null when the file is not one or its entries are damaged. */
export function largestIcoImage(bytes: Uint8Array): IcoImage | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 6 || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) return null;
  const count = view.getUint16(4, true);
  if (count === 0 || count > 64 || bytes.length < 6 + 16 * count) return null;
  let best: { size: number; bits: number; offset: number; length: number } | null = null;
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const width = bytes[at] || 256;
    const height = bytes[at + 1] || 256;
    const bits = view.getUint16(at + 6, true);
    const length = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (offset + length > bytes.length || length < 8) continue;
    const size = width * height;
    if (!best || size > best.size || (size === best.size && bits > best.bits)) best = { size, bits, offset, length };
  }
  if (!best) return null;
  const data = bytes.subarray(best.offset, best.offset + best.length);
  if (PNG_SIGNATURE.every((b, i) => data[i] === b)) return { png: data };
  return decodeDib(data);
}

function decodeDib(data: Uint8Array): IcoImage | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 40) return null;
  const headerSize = view.getUint32(0, true);
  const width = view.getInt32(4, true);
  // The height counts the image and its mask.
  const height = Math.abs(view.getInt32(8, true)) / 2;
  const bits = view.getUint16(14, true);
  const compression = view.getUint32(16, true);
  if (width <= 0 || width > 256 || height <= 0 || height > 256 || !Number.isInteger(height)) return null;
  if (compression !== 0 && !(compression === 3 && bits === 32)) return null;
  if (![1, 4, 8, 24, 32].includes(bits)) return null;
  const paletteSize = bits <= 8 ? view.getUint32(32, true) || 1 << bits : 0;
  const paletteAt = headerSize;
  const pixelsAt = paletteAt + 4 * paletteSize;
  const rowSize = Math.floor((bits * width + 31) / 32) * 4;
  const maskAt = pixelsAt + rowSize * height;
  const maskRow = Math.floor((width + 31) / 32) * 4;
  const hasMask = maskAt + maskRow * height <= data.length;
  if (maskAt > data.length) return null;
  const rgba = new Uint8Array(width * height * 4);
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up.
    const row = pixelsAt + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      let b: number, g: number, r: number, a = 255;
      if (bits === 32 || bits === 24) {
        const at = row + x * (bits / 8);
        b = data[at]!;
        g = data[at + 1]!;
        r = data[at + 2]!;
        if (bits === 32) {
          a = data[at + 3]!;
          if (a) anyAlpha = true;
        }
      } else {
        const bitAt = x * bits;
        const byte = data[row + (bitAt >> 3)]!;
        const index = (byte >> (8 - bits - (bitAt & 7))) & ((1 << bits) - 1);
        const p = paletteAt + 4 * Math.min(index, paletteSize - 1);
        b = data[p]!;
        g = data[p + 1]!;
        r = data[p + 2]!;
      }
      rgba.set([r, g, b, a], out);
    }
  }
  // The mask decides transparency unless the 32-bit image carries its own alpha.
  if (hasMask && !(bits === 32 && anyAlpha)) {
    for (let y = 0; y < height; y++) {
      const row = maskAt + (height - 1 - y) * maskRow;
      for (let x = 0; x < width; x++) {
        const transparent = (data[row + (x >> 3)]! >> (7 - (x & 7))) & 1;
        rgba[(y * width + x) * 4 + 3] = transparent ? 0 : 255;
      }
    }
  }
  return { rgba, width, height };
}
