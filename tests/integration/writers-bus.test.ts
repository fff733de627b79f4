// Every process that writes announces its changes on the bus the servers listen on (docs/decisions/012): with
// REDIS_URL set that is Redis pub/sub, whatever the database — `npm run import` used to publish on PostgreSQL
// regardless, and servers listening on Redis never heard it. Real PostgreSQL and Redis, the commands as the shell
// runs them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportJob } from '~/features/catalogue/catalogue.jobs.server';
import type { Database } from '../../server/db/client';
import { appMeta } from '../../server/db/schema';
import { ANY_TOPIC, type ChangeBus } from '../../server/events/change-bus';
import { createChangeBusFor } from '../../server/events/create-change-bus';
import { seedFixtureCatalogue } from '../fixtures/catalogue';
import { runCli } from '../fixtures/cli';
import { dbTargets, postgresReachable } from '../fixtures/db';
import { testJobQueue } from '../fixtures/jobs';
import { redisReachable, TEST_REDIS_URL } from '../fixtures/redis';

const logger = pino({ level: 'silent' });
const ready = (await postgresReachable()) && (await redisReachable());

describe.runIf(ready)('writers reach the bus of the configuration', () => {
  let database: Database;
  let url: string;
  const buses: ChangeBus[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-writers-'));

  beforeAll(async () => {
    database = await (await dbTargets()).find((t) => t.name === 'postgres')!.open({ seed: false });
    await seedFixtureCatalogue(database.db);
    url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A listener on the bus a server of these settings would use; collects every topic it hears. */
  async function listener(redisUrl: string | undefined) {
    const bus = await createChangeBusFor({ REDIS_URL: redisUrl }, { database, logger });
    buses.push(bus);
    const heard: string[] = [];
    bus.subscribe(ANY_TOPIC, (topic) => heard.push(topic));
    return { bus, heard };
  }

  /** A product record in the import's JSON form. */
  const product = (slug: string) => ({
    slug,
    name: slug,
    url: `https://${slug}.example.com/`,
    category: 'writing',
    type: 'commercial',
    pricing: 'free',
    contentLanguage: 'en',
    tagline: { en: `Written by ${slug}` },
  });
  function productFile(slug: string): string {
    const file = path.join(dir, `${slug}.json`);
    fs.writeFileSync(file, JSON.stringify([product(slug)]));
    return file;
  }
  const productId = async (slug: string) =>
    (await database.pool!.query<{ id: number }>('select id from products where slug = $1', [slug])).rows[0]!.id;

  it.each([
    ['Redis pub/sub', TEST_REDIS_URL],
    ['PostgreSQL LISTEN/NOTIFY', undefined],
  ])('npm run import tells the servers through %s', async (through, redisUrl) => {
    const { bus, heard } = await listener(redisUrl);
    expect(bus.kind).toBe(redisUrl ? 'redis' : 'postgres');
    const slug = `writer-${redisUrl ? 'redis' : 'pg'}-${Date.now().toString(36)}`;
    const run = await runCli('server/db/import.ts', [productFile(slug)], {
      DATABASE_URL: url,
      REDIS_URL: redisUrl ?? '',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`running servers notified through ${through}`);
    const id = await productId(slug);
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(expect.arrayContaining([`product:${id}`, 'catalogue']));
  });

  it('npm run db:seed announces the seed steps it ran on Redis', async () => {
    const fresh = await (await dbTargets()).find((t) => t.name === 'postgres')!.open({ seed: false });
    try {
      // Only the navigation step is left to run (the catalogue step loads thousands of products).
      await fresh.db.insert(appMeta).values({ key: 'seed:catalogue-v1', value: { at: 'test' } });
      const freshUrl = (fresh.pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const { heard } = await listener(TEST_REDIS_URL);
      const run = await runCli('server/db/cli.ts', ['seed'], { DATABASE_URL: freshUrl, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('seed steps run: navigation-v1');
      expect(run.stdout).toContain('running servers notified through Redis pub/sub');
      await expect.poll(() => heard, { timeout: 5000 }).toContain('navigation');
    } finally {
      await fresh.close();
    }
    // A process that loads the server's TypeScript and seeds: a limit for a stuck run, not a slow machine.
  }, 120_000);

  it('a job run by npm run worker announces its changes on Redis', async () => {
    const { heard } = await listener(TEST_REDIS_URL);
    const slug = `worker-redis-${Date.now().toString(36)}`;
    const queue = testJobQueue(database, [catalogueImportJob]);
    await queue.enqueue(catalogueImportJob, { products: [product(slug)] });
    const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL, SEED_ON_START: 'false', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    try {
      await expect.poll(() => database.pool!.query('select 1 from products where slug = $1', [slug]).then((r) => r.rowCount), { timeout: 90_000 }).toBe(1);
      const id = await productId(slug);
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(expect.arrayContaining([`product:${id}`, 'catalogue']));
    } finally {
      worker.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
