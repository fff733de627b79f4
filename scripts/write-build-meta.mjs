// Writes builds/latest.json and builds/meta/{buildId}.json (SPEC §7) so clients can notice a new version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const clientDir = path.resolve('build/client');
const assets = fs.readdirSync(path.join(clientDir, 'assets')).sort();
// The id pages compare with (app/shell/version-watch.tsx reads it from window.__reactRouterManifest.version): React
// Router names its browser manifest `manifest-{version}.js`; the hash of the asset names when there is none.
const manifest = assets.find((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
const id = manifest
  ? manifest.slice('manifest-'.length, -'.js'.length)
  : createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
const meta = { id, timestamp: Date.now() };
fs.mkdirSync(path.join(clientDir, 'builds', 'meta'), { recursive: true });
fs.writeFileSync(path.join(clientDir, 'builds', 'latest.json'), JSON.stringify(meta));
fs.writeFileSync(path.join(clientDir, 'builds', 'meta', `${id}.json`), JSON.stringify(meta));
console.log(`build id ${id}`);
