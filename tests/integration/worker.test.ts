import { spawn, spawnSync } from 'node:child_process';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueImportJob } from '~/features/catalogue/catalogue.jobs.server';
import { seedFixtureCatalogue } from '../fixtures/catalogue';
import { dbTargets, postgresReachable } from '../fixtures/db';
import { testJobQueue } from '../fixtures/jobs';
import { jobs, products } from '../../server/db/schema';

const withPostgres = await postgresReachable();

describe('npm run worker', () => {
  it('refuses the embedded store with a clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run worker needs DATABASE_URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it.runIf(withPostgres)('runs queued jobs against PostgreSQL and stops cleanly on SIGTERM', async () => {
    const target = (await dbTargets()).find((t) => t.name === 'postgres')!;
    const database = await target.open({ seed: false });
    try {
      await seedFixtureCatalogue(database.db);
      const queue = testJobQueue(database, [catalogueImportJob]);
      const product = (i: number) => ({
        slug: `worker-${i}`,
        name: `Worker ${i}`,
        url: `https://worker-${i}.example.com/`,
        category: 'writing',
        type: 'commercial',
        pricing: 'free',
        contentLanguage: 'en',
        tagline: { en: `Worker product ${i}` },
      });
      const { id } = await queue.enqueue(catalogueImportJob, { products: [product(1), product(2)] });
      const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
        env: { ...process.env, DATABASE_URL: url, SEED_ON_START: 'false', LOG_LEVEL: 'warn', JOBS_WORKER: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      worker.stdout!.on('data', (d) => (output += d));
      worker.stderr!.on('data', (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
      const state = async () => (await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, Number(id))))[0]!.state;
      await expect.poll(state, { timeout: 90_000, interval: 200 }).toBe('done');
      expect(await database.db.select().from(products).where(like(products.slug, 'worker-%'))).toHaveLength(2);
      worker.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      await database.close();
    }
    // A worker process that loads the server's TypeScript: a limit for a stuck run, not a slow machine.
  }, 120_000);
});
