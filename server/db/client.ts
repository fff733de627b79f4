// Opens the one database of the process: embedded PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireStoreLock } from './store-lock';
import { PROJECT_ROOT } from '../paths';

export type Schema = typeof schema;
/** The database handle every domain function takes first; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /healthz. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool, for LISTEN/NOTIFY and the job queue; absent on PGlite. */
  pool?: pg.Pool;
  /**
   * PGlite only: the whole store as a tarball, gzipped unless `compression` is `'none'` (backups are gzipped; the
   * tests' templates are not, so that each copy is unpacked without inflating it first).
   */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded store; `undefined` keeps it in memory (tests). */
  dataDir?: string;
  /** An in-memory store starts as a copy of this dump (`Database.dump`) instead of an empty cluster (tests). */
  template?: Blob;
  /** Compiled PGlite code and files to start from (`loadPgliteAssets`), for a process that opens many stores. */
  pgliteAssets?: PgliteAssets;
  poolSize?: number;
}

/** What every PGlite instance loads before it starts: its two WebAssembly programs, compiled, and its file bundle. */
export type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;

/**
 * Reads and compiles PGlite's files (the package exports them by name) once, for a process that opens many stores
 * (the tests open one per file): each `PGlite.create` would otherwise read and compile them again. A server opens
 * one store and leaves this out.
 */
export async function loadPgliteAssets(): Promise<PgliteAssets> {
  const require = createRequire(import.meta.url);
  const read = (file: string) => fs.promises.readFile(require.resolve(`@electric-sql/pglite/${file}`));
  const [pgliteWasm, initdbWasm, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pgliteWasm), WebAssembly.compile(initdbWasm)]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template, options.pgliteAssets);
}

/**
 * PGlite's own start parameters plus smaller buffers: its default 128 MB of shared buffers is resident WASM
 * memory in every process, while the operating system caches the store's files anyway. 32 MB keeps the
 * working set of the site's queries (measured on a seeded store: RSS 380 → 254 MB with 16 MB buffers).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'work_mem=8MB',
  '-c',
  'temp_buffers=4MB',
];

async function openPglite(dataDir: string | undefined, template?: Blob, assets?: PgliteAssets): Promise<Database> {
  let dir: string | undefined;
  let release = () => {};
  if (dataDir) {
    release = acquireStoreLock(dataDir);
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(template && !dir ? { loadDataDir: template } : {}),
      ...assets,
      startParams: PGLITE_START_PARAMS,
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    dump: (compression = 'gzip') => client.dumpDataDir(compression),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // A dropped connection (server restart) must not crash the process; the pool reconnects on next use.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      // An advisory lock lets several replicas start at once without racing on migrations.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
