// Runs once before the test files: writes the migrated empty PGlite store that every in-memory test database
// starts from (tests/fixtures/db.ts), so no file pays for initialising and migrating a cluster of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';

export default async function setup(): Promise<() => void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-pglite-template-')), 'migrated.tar.gz');
  const database = await openDatabase({});
  await database.migrate();
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  process.env.ATLAS_PGLITE_TEMPLATE = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
