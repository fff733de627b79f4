// Runs once before the test files: writes the stores every test database starts from (tests/fixtures/db.ts) — a
// migrated empty one and a migrated and seeded one, as PGlite dumps and, when PostgreSQL answers, as template
// databases — so no file pays for initialising, migrating and seeding a database of its own.
import { writeTemplates } from './fixtures/db';

/**
 * Vitest runs the global setup of the configuration once for each of its projects (vitest.config.ts), in one
 * process: the first run writes the templates and every run shares them; the last teardown removes them.
 */
interface Shared {
  templates: Promise<() => Promise<void>>;
  users: number;
}
const KEY = Symbol.for('atlas.test-templates');
const holder = globalThis as typeof globalThis & { [KEY]?: Shared };

export default async function setup(): Promise<() => Promise<void>> {
  const shared = (holder[KEY] ??= { templates: writeTemplates(), users: 0 });
  shared.users++;
  const teardown = await shared.templates;
  return async () => {
    if (--shared.users > 0) return;
    delete holder[KEY];
    await teardown();
  };
}
