// resvg (WebAssembly) turns SVG into PNG; its module may be initialised once per process, so every user
// (Open Graph images, slider challenges) goes through here. The promise lives on the process (a registered symbol),
// not in this module: a module evaluated twice in one process (a test runner sharing its workers between files, two
// bundles) must not initialise the WebAssembly module a second time, which resvg refuses.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
const READY = Symbol.for('ai-atlas.resvg.ready');
const processWide = globalThis as { [READY]?: Promise<void> };

export function ensureResvg(): Promise<void> {
  let ready = processWide[READY];
  if (!ready) {
    ready = processWide[READY] = readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm));
    ready.catch(() => delete processWide[READY]);
  }
  return ready;
}

export async function svgToPng(svg: string, options: ConstructorParameters<typeof Resvg>[1] = {}): Promise<Uint8Array> {
  await ensureResvg();
  return new Resvg(svg, options).render().asPng();
}
