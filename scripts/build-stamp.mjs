// A fingerprint of everything the page build depends on, so `npm start` rebuilds only when needed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// server/ too: route modules import server code (schema, HTTP helpers), which the page build bundles.
const INPUTS = [
  'app',
  'server',
  'public',
  // the build command and the scripts it runs
  'package.json',
  'scripts/build-server.mjs',
  'scripts/write-build-meta.mjs',
  'scripts/compress-assets.mjs',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

function walk(entry, out) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else {
    out.push(`${entry}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
  }
}

export function buildFingerprint(root = process.cwd()) {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  return createHash('sha256').update(files.join('\n')).digest('hex');
}

export const STAMP_FILE = 'build/.stamp';
