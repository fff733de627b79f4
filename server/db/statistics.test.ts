import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbTargets } from '../../tests/fixtures/db';
import { analyzeStaleTables, isStale } from './statistics';

const rowsEstimate = async (db: Awaited<ReturnType<Awaited<ReturnType<typeof dbTargets>>[0]['open']>>['db']) =>
  (
    (await db.execute(sql`select reltuples::float8 as n from pg_class where relname = 'page_view_marks'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

const grow = (db: Parameters<typeof rowsEstimate>[0], from: number, to: number) =>
  db.execute(sql`insert into page_view_marks (key) select 'k' || g from generate_series(${from}::int, ${to}::int) g`);

describe('stale table statistics', () => {
  it('counts a table stale when it has rows but no column statistics, or grew or shrank by more than a tenth', () => {
    const table = { name: 't', hasStatistics: true };
    expect(isStale({ ...table, hasStatistics: false, analyzedPages: 0, analyzedRows: -1, pages: 0 })).toBe(false);
    expect(isStale({ ...table, hasStatistics: false, analyzedPages: 0, analyzedRows: -1, pages: 1 })).toBe(true);
    // Counted by CREATE INDEX on a table with rows, never analyzed.
    expect(isStale({ ...table, hasStatistics: false, analyzedPages: 100, analyzedRows: 5000, pages: 100 })).toBe(true);
    // Analyzed while empty (only dead rows): no statistics to have.
    expect(isStale({ ...table, hasStatistics: false, analyzedPages: 3, analyzedRows: 0, pages: 3 })).toBe(false);
    expect(isStale({ ...table, analyzedPages: 100, analyzedRows: 5000, pages: 110 })).toBe(false);
    expect(isStale({ ...table, analyzedPages: 100, analyzedRows: 5000, pages: 111 })).toBe(true);
    expect(isStale({ ...table, analyzedPages: 100, analyzedRows: 5000, pages: 89 })).toBe(true);
    expect(isStale({ ...table, analyzedPages: 2, analyzedRows: 50, pages: 3 })).toBe(false);
  });

  it('are refreshed on the embedded store for grown tables only, and left to autovacuum on PostgreSQL', async () => {
    for (const target of await dbTargets()) {
      const database = await target.open({ seed: false });
      try {
        await database.db.execute(sql`analyze`);
        await grow(database.db, 1, 20_000);
        const analyzed = await analyzeStaleTables(database);
        if (target.name === 'postgres') {
          expect(analyzed).toEqual([]);
          continue;
        }
        expect(analyzed).toEqual(['page_view_marks']);
        expect(await rowsEstimate(database.db)).toBe(20_000);
        // An index built on the filled table counts its rows but leaves no column statistics: still stale.
        await database.db.execute(sql`truncate page_view_marks`);
        await grow(database.db, 1, 20_000);
        await database.db.execute(sql`create index page_view_marks_test_idx on page_view_marks (key)`);
        await database.db.execute(sql`delete from pg_statistic where starelid = 'page_view_marks'::regclass`);
        expect(await analyzeStaleTables(database)).toEqual(['page_view_marks']);
        // Nothing grew since: nothing to do, and a small growth stays under the threshold.
        expect(await analyzeStaleTables(database)).toEqual([]);
        await grow(database.db, 20_001, 20_500);
        expect(await analyzeStaleTables(database)).toEqual([]);
        await grow(database.db, 20_501, 30_000);
        expect(await analyzeStaleTables(database)).toEqual(['page_view_marks']);
        expect(await rowsEstimate(database.db)).toBe(30_000);
      } finally {
        await database.close();
      }
    }
  });
});
