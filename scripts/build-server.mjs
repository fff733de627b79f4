// The production server as one JavaScript module: server/index.ts and everything it imports from this
// repository, bundled by esbuild into build/app-server/index.mjs (packages stay imports from node_modules).
// `npm start` runs it with plain Node, so production needs no TypeScript loader: no loader thread, no source
// transforms or source maps held in memory, and a faster start. `npm run dev`, the CLIs and the tests run the
// sources through tsx.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/app-server/index.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'warning',
});
