// Planner statistics for the embedded store. PostgreSQL's autovacuum daemon re-analyzes a table once enough of it
// has changed; PGlite runs no background processes and keeps no activity counters, so its statistics stay as the
// last ANALYZE left them. A store that grew from a few hundred products to 100k then plans every query as if it were
// small (a product page of the search index build took 200 ms instead of 20). Here a table counts as stale when
// it holds rows but has no column statistics (never analyzed, or only counted by CREATE INDEX), or its size on disk
// moved by more than a tenth since its last ANALYZE, and only those tables are analyzed. The size shows growth;
// rows changed in place, and rows deleted (PGlite runs no VACUUM, so files do not shrink), are not seen.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Histogram buckets and most-common values per column (see analyzeStaleTables). */
const STATISTICS_TARGET = 10;

/** The share of a table's pages that may come or go before its statistics count as stale. */
const STALE_SHARE = 0.1;

interface TableSize {
  name: string;
  /** Pages and rows at the last ANALYZE (or CREATE INDEX, VACUUM); rows -1 when there was none. */
  analyzedPages: number;
  analyzedRows: number;
  /** Whether ANALYZE left column statistics (CREATE INDEX counts rows and pages but leaves none). */
  hasStatistics: boolean;
  /** Pages now. */
  pages: number;
}

export function isStale(t: TableSize): boolean {
  if (t.analyzedRows < 0) return t.pages > 0;
  if (t.analyzedRows > 0 && !t.hasStatistics) return true;
  return Math.abs(t.pages - t.analyzedPages) > Math.max(1, STALE_SHARE * t.analyzedPages);
}

/**
 * Analyzes the tables of the embedded store whose statistics are stale, and returns their names. On PostgreSQL it
 * does nothing: autovacuum does this there.
 */
export async function analyzeStaleTables(database: Pick<Database, 'kind' | 'db'>): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const result = (await database.db.execute(sql`
    select c.relname as name, c.relpages as "analyzedPages", c.reltuples::float8 as "analyzedRows",
           exists (select 1 from pg_statistic s where s.starelid = c.oid) as "hasStatistics",
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
    order by c.relname`)) as unknown as { rows: TableSize[] };
  const stale = result.rows.filter(isStale).map((t) => t.name);
  if (!stale.length) return stale;
  await database.db.transaction(async (tx) => {
    // ANALYZE samples 300 × this many rows per table into the store's memory, which in PGlite is WASM memory that
    // never shrinks: at PostgreSQL's default (100) a 20k-product store kept 64 MB more for good; at 10 it keeps 7,
    // and the estimates still pick the plans the site's queries need (index scans by id, the published filter).
    await tx.execute(sql`set local default_statistics_target = ${sql.raw(String(STATISTICS_TARGET))}`);
    for (const name of stale) await tx.execute(sql`analyze ${sql.identifier(name)}`);
  });
  return stale;
}
