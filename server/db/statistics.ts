// Planner statistics for the embedded store. PostgreSQL's autovacuum daemon re-analyzes a table once enough of it
// has changed; PGlite runs no background processes and keeps no activity counters, so its statistics stay as the
// last ANALYZE left them. A store that grew from a few hundred products to 100k then plans every query as if it were
// small (a product page of the search index build took 200 ms instead of 20). Here a table counts as stale when
// it was never analyzed or its size on disk moved by more than a tenth since its last ANALYZE (growth is what the
// size shows; rows changed in place without growing the table are not seen), and only those tables are analyzed.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Histogram buckets and most-common values per column (see analyzeStaleTables). */
const STATISTICS_TARGET = 10;

/** The share of a table's pages that may come or go before its statistics count as stale. */
const STALE_SHARE = 0.1;

interface TableSize {
  name: string;
  /** Pages and rows at the last ANALYZE (or VACUUM); rows -1 when there was none. */
  analyzedPages: number;
  analyzedRows: number;
  /** Pages now. */
  pages: number;
}

export function isStale(t: TableSize): boolean {
  if (t.analyzedRows < 0) return t.pages > 0;
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
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
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
