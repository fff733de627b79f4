// Runs once before the test files: writes the stores every test database starts from (tests/fixtures/db.ts) — a
// migrated empty one and a migrated and seeded one, as PGlite dumps and, when PostgreSQL answers, as template
// databases — so no file pays for initialising, migrating and seeding a database of its own.
import { writeTemplates } from './fixtures/db';

export default async function setup(): Promise<() => Promise<void>> {
  return writeTemplates();
}
