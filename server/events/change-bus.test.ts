import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNavMenu } from '~/features/navigation/navigation.server';
import { dbTargets, postgresReachable } from '../../tests/fixtures/db';
import type { Database } from '../db/client';
import { navMenuItems } from '../db/schema';
import { createLocalBus, createPostgresBus, type ChangeBus } from './change-bus';

const logger = pino({ level: 'silent' });
const targets = await dbTargets();

describe.each(targets)('navigation cache on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  beforeAll(async () => {
    database = await target.open();
    bus = database.pool ? await createPostgresBus(database.pool, logger) : createLocalBus();
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('serves the cached menu until a navigation change event arrives', async () => {
    const deps = { database, bus };
    const before = await getNavMenu(deps, 2, 'en');
    expect(before[0]!.menuName).toBe('AI Products');
    await database.db
      .update(navMenuItems)
      .set({ name: sql`jsonb_set(${navMenuItems.name}, '{en}', '"Products"')` })
      .where(eq(navMenuItems.id, before[0]!.id));
    expect((await getNavMenu(deps, 2, 'en'))[0]!.menuName).toBe('AI Products');
    await bus.publish('navigation');
    await expect.poll(async () => (await getNavMenu(deps, 2, 'en'))[0]!.menuName, { timeout: 2000 }).toBe('Products');
  });
});

describe.runIf(await postgresReachable())('PostgreSQL change bus across replicas', () => {
  it('delivers an event published by one replica to another within a second', async () => {
    const [target] = targets.filter((t) => t.name === 'postgres');
    const database = await target!.open({ seed: false });
    const replicaA = await createPostgresBus(database.pool!, logger);
    const replicaB = await createPostgresBus(database.pool!, logger);
    try {
      const received = new Promise<number>((resolve) => {
        const started = Date.now();
        replicaB.subscribe('navigation', () => resolve(Date.now() - started));
      });
      await replicaA.publish('navigation');
      const ms = await Promise.race([received, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no event')), 1000))]);
      expect(ms).toBeLessThan(1000);
    } finally {
      await replicaA.close();
      await replicaB.close();
      await database.close();
    }
  });
});
