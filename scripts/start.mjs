// `npm start`: build the pages if the sources changed since the last build, then serve everything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildFingerprint, STAMP_FILE } from './build-stamp.mjs';

process.env.NODE_ENV ??= 'production';
const fingerprint = buildFingerprint();
const built = fs.existsSync('build/server/index.js') && fs.existsSync('build/app-server/index.mjs') && fs.existsSync(STAMP_FILE) && fs.readFileSync(STAMP_FILE, 'utf8') === fingerprint;
if (!built) {
  console.log('Building the site (first start or changed sources)…');
  const result = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP_FILE, fingerprint);
}

if (process.argv.includes('--build-only')) process.exit(0);

// The bundled server (scripts/build-server.mjs): plain JavaScript, no TypeScript loader at run time.
await import('../build/app-server/index.mjs');
