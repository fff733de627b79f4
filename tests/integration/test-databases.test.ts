// The test databases of tests/fixtures/db.ts start as copies of the run's templates (tests/global-setup.ts): a copy
// must be the database that migrating and seeding a new one gives, so that no test depends on how it was made.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { dbTargets, NON_BULK_STEPS } from '../fixtures/db';

const targets = await dbTargets();

/**
 * Everything a database holds that does not depend on the time it was written: each table's rows without their
 * time columns (defaults of now()), the steps recorded in app_meta without the time each ran, and each sequence's
 * position.
 */
async function contents(database: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
  const list = async <T>(query: ReturnType<typeof sql>) => {
    const result = await rows<T>(query);
    return Array.isArray(result) ? result : result.rows;
  };
  const columns = await list<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const c of columns) {
    if (!tables.has(c.table_name)) tables.set(c.table_name, []);
    if (c.data_type.startsWith('timestamp')) continue;
    // A seed step's record holds the time it ran.
    const expression =
      c.table_name === 'app_meta' && c.column_name === 'value'
        ? `case when key like 'seed:%' then null else value end`
        : `"${c.column_name}"`;
    tables.get(c.table_name)!.push(expression);
  }
  const state: Record<string, unknown> = {};
  for (const [table, names] of tables) {
    const cols = names.join(', ');
    const [summary] = await list<{ digest: string | null; count: number }>(
      sql.raw(`select md5(string_agg(r::text, '|' order by r::text)) as digest, count(*)::int as count
               from (select ${cols || 'null'} from "${table}") r`),
    );
    state[table] = summary;
  }
  state.seedSteps = (
    await list<{ key: string }>(sql`select key from app_meta where key like 'seed:%' order by key`)
  ).map((r) => r.key);
  const sequences = await list<{ name: string }>(
    sql`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  for (const { name } of sequences) {
    const [sequence] = await list<{ position: string | null }>(
      sql.raw(`select case when is_called then last_value end::text as position from "${name}"`),
    );
    state[`sequence ${name}`] = sequence?.position;
  }
  return state;
}

describe.each(targets)('test databases on $name', (target) => {
  let copied: Database;
  let inPlace: Database;
  beforeAll(async () => {
    copied = await target.open();
    inPlace = await target.open({ seed: false });
    await seedDatabase(inPlace.db, NON_BULK_STEPS);
  });
  afterAll(async () => {
    await copied?.close();
    await inPlace?.close();
  });

  it('a seeded one holds what seeding a new one writes: the same steps recorded, rows and sequences', async () => {
    const expected = await contents(inPlace);
    expect(expected.seedSteps).toEqual(
      NON_BULK_STEPS.filter((s) => !s.ready || s.ready())
        .map((s) => `seed:${s.id}`)
        .sort(),
    );
    expect(await contents(copied)).toEqual(expected);
  });

  it('an unseeded one is migrated and empty', async () => {
    const database = await target.open({ seed: false });
    try {
      const state = await contents(database);
      expect(state.seedSteps).toEqual([]);
      for (const [key, value] of Object.entries(state)) {
        if (key.startsWith('sequence ')) expect(value, key).toBeNull();
        else if (key !== 'seedSteps' && key !== '__drizzle_migrations')
          expect((value as { count: number }).count, key).toBe(0);
      }
    } finally {
      await database.close();
    }
  });
});
