// resvg (WebAssembly) turns SVG into PNG; its module may be initialised once per process, so every user
// (Open Graph images, slider challenges) goes through here.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

export function ensureResvg(): Promise<void> {
  ready ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm));
  ready.catch(() => (ready = undefined));
  return ready;
}

export async function svgToPng(svg: string, options: ConstructorParameters<typeof Resvg>[1] = {}): Promise<Uint8Array> {
  await ensureResvg();
  return new Resvg(svg, options).render().asPng();
}
