// Where the project's files are, whether this code runs from its sources (tsx, tests) or from the bundled
// production server under build/ (see scripts/build-server.mjs): the nearest folder above with package.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
