// Part of `npm run build`: writes a Brotli (.br, quality 11) and a gzip (.gz, Zopfli) copy next to every
// compressible file of the browser build, so the server sends static files compressed once, at the best ratio,
// instead of compressing each response on the fly at gzip's default level. serveStatic's `precompressed` option
// (server/index.ts) picks the copy the client accepts: Brotli for browsers (about 14% smaller than gzip), gzip
// for the rest (Zopfli output is plain gzip, about 3% smaller than zlib's level 9).
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const root = path.resolve(process.argv[2] ?? 'build/client');
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest)$/;
// Below this size the copies save less than the headers they cost (the compress middleware's threshold too).
const MIN_BYTES = 128;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = Date.now();
let count = 0;
let raw = 0;
let gz = 0;
let br = 0;
const pending = [];
for (const file of files(root)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  pending.push(
    (async () => {
      const brotli = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      const gzip = Buffer.from(await gzipAsync(body, { numiterations: 15 }));
      // A copy that is not smaller is left out: the server then sends the file as it is.
      if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
      if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
      count++;
      raw += body.length;
      gz += Math.min(gzip.length, body.length);
      br += Math.min(brotli.length, body.length);
    })(),
  );
}
await Promise.all(pending);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`compressed ${count} files: ${kb(raw)} → gzip ${kb(gz)}, brotli ${kb(br)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
