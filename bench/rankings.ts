// `npm run bench:rankings`: the time to compute one period's rankings (16 traffic regions + the site ranking) on a
// catalogue of RANKINGS_BENCH_PRODUCTS products (default 100,000), and the seed's cost on the shipped catalogue.
// Figures, never pass/fail. Uses a throw-away embedded store (or a fresh PostgreSQL database with DATABASE_URL).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { catchUp, computePeriod, prepare } from '../app/features/rankings/rankings.compute.server';
import { latestDuePeriod, PERIOD_KINDS } from '../app/features/rankings/rankings.periods';
import { openDatabase } from '../server/db/client';
import { SEED_STEPS, seedDatabase } from '../server/db/seed';
import { createReport } from './report';

const products = Number(process.env.RANKINGS_BENCH_PRODUCTS ?? 100_000);
const timeZone = 'Asia/Shanghai';
const report = createReport();
const record = report.record;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-rankings-'));
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sizeMb = (dir: string) => Number(execFileSync('du', ['-sm', dir]).toString().split(/\s/)[0]);

try {
  // The seed on the shipped catalogue: what a first start pays for the rankings.
  let database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id !== 'rankings-v1'));
  await database.close();
  const before = sizeMb(dataDir);
  database = await openDatabase({ dataDir });
  let started = performance.now();
  await seedDatabase(database.db);
  const seedMs = performance.now() - started;
  await database.close();
  record('rankings seed: 28 periods × 17 snapshots, shipped catalogue', `${Math.round(seedMs)} ms, store +${sizeMb(dataDir) - before} MB`);

  // Grow the catalogue, then compute the latest period of each kind again.
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/grow-catalogue.ts', String(products)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  database = await openDatabase({ dataDir });
  const { db } = database;
  const [{ n }] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from products where status = 'published'`)) as [{ n: number }];
  started = performance.now();
  const prepared = await prepare(db);
  record(`rankings: read ${n} products and their labels`, `${Math.round(performance.now() - started)} ms`);
  for (const kind of PERIOD_KINDS) {
    const period = latestDuePeriod(kind, new Date(), timeZone);
    await db.execute(sql`delete from ranking_snapshots where period_kind = ${kind} and period_key = ${period.key}`);
    const result = await computePeriod(db, period, { timeZone, prepared });
    const [size] = rows<{ rows: number; bytes: number }>(
      await db.execute(sql`select sum(row_count)::int as rows, sum(length(rows))::int as bytes from ranking_snapshots where period_kind = ${kind} and period_key = ${period.key}`),
    );
    record(`rankings: compute ${kind} ${period.key} at ${n} products × 16 regions`, `${result.ms} ms, ${result.created} snapshots, ${size!.rows} rows, ${(size!.bytes / 1e6).toFixed(1)} MB of JSON`);
  }
  started = performance.now();
  const nothing = await catchUp(db, { timeZone });
  record('rankings: scheduled run with nothing due', `${Math.round(performance.now() - started)} ms (${nothing.length} periods)`);
  await database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
report.finish('rankings.json', 'embedded store (PGlite); the grown catalogue copies the shipped products with their sample histories');
