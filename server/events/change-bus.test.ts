import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNavMenu } from '~/features/navigation/navigation.server';
import { dbTargets, postgresReachable } from '../../tests/fixtures/db';
import { redisReachable, TEST_REDIS_URL } from '../../tests/fixtures/redis';
import { startTcpProxy } from '../../tests/fixtures/tcp-proxy';
import type { Database } from '../db/client';
import { navMenuItems } from '../db/schema';
import type { ChangeBus } from './change-bus';
import { createChangeBusFor } from './create-change-bus';

const logger = pino({ level: 'silent' });
const targets = await dbTargets();
const withPostgres = await postgresReachable();
const withRedis = await redisReachable();

/** Resolves with the milliseconds until `topic` arrives on `bus`, or rejects after `ms`. */
function arrival(bus: ChangeBus, topic: string, ms = 10_000): Promise<number> {
  const started = Date.now();
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${topic} event within ${ms} ms`)), ms);
    const stop = bus.subscribe(topic, () => {
      clearTimeout(timer);
      stop();
      resolve(Date.now() - started);
    });
  });
}

/**
 * Cuts the listener's connection with `cut`; the listener must announce that it reconnected (an event published
 * into the gap is lost to it) and then hear the writer again.
 */
async function expectRecovery(listener: ChangeBus, writer: ChangeBus, cut: () => unknown) {
  let reconnects = 0;
  listener.onReconnect(() => reconnects++);
  await cut();
  await writer.publish('navigation');
  await expect.poll(() => reconnects, { timeout: 5000 }).toBeGreaterThan(0);
  const received = arrival(listener, 'catalogue');
  await writer.publish('catalogue');
  await received;
}

describe.each(targets)('navigation cache on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  beforeAll(async () => {
    database = await target.open();
    bus = await createChangeBusFor({ REDIS_URL: undefined }, { database, logger });
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('uses the bus of the store: local on PGlite, LISTEN/NOTIFY on PostgreSQL', () => {
    expect(bus.kind).toBe(target.name === 'pglite' ? 'local' : 'postgres');
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
    await expect.poll(async () => (await getNavMenu(deps, 2, 'en'))[0]!.menuName).toBe('Products');
  });
});

describe.runIf(withPostgres)('PostgreSQL change bus', () => {
  let database: Database;
  const buses: ChangeBus[] = [];
  const pools: pg.Pool[] = [];
  const bus = async (pool = database.pool!, heartbeatMs?: number) => {
    const made = await createChangeBusFor({ REDIS_URL: undefined }, { database: { kind: 'postgres', pool }, logger }, { heartbeatMs });
    buses.push(made);
    return made;
  };
  beforeAll(async () => {
    database = await targets.find((t) => t.name === 'postgres')!.open({ seed: false });
  });
  afterAll(async () => {
    for (const b of buses) await b.close();
    for (const p of pools) await p.end();
    await database?.close();
  });

  // How soon it arrives is a figure of the load test's scale rehearsal (scripts/scale-rehearsal.ts), not a gate here.
  it('delivers an event published by one replica to another', async () => {
    const replicaA = await bus();
    const replicaB = await bus();
    const received = arrival(replicaB, 'navigation');
    await replicaA.publish('navigation');
    await received;
  });

  it('listens again after the server ends its connection, says so, and delivers again', async () => {
    await expectRecovery(await bus(), await bus(), async () => {
      const { rows } = await database.pool!.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
    });
  });

  it('notices a connection that went silent (no answer to its heartbeat) and listens on a new one', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(connectionString()).port || 5432) });
    try {
      const url = new URL(connectionString());
      url.port = String(proxy.port);
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      pool.on('error', () => {});
      pools.push(pool);
      await expectRecovery(await bus(pool, 200), await bus(), () => proxy.blackhole());
    } finally {
      await proxy.close();
    }
  });

  function connectionString(): string {
    return (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  }
});

describe.runIf(withRedis)('Redis change bus', () => {
  const connections: Redis[] = [];
  const buses: ChangeBus[] = [];
  const name = `atlas-test-${randomBytes(4).toString('hex')}`;
  const replica = async (url = TEST_REDIS_URL, heartbeatMs?: number) => {
    const redis = new Redis(url, { enableOfflineQueue: false, lazyConnect: true, connectionName: name });
    redis.on('error', () => {});
    await redis.connect();
    connections.push(redis);
    const made = await createChangeBusFor({ REDIS_URL: url }, { database: { kind: 'pglite' }, redis, logger }, { heartbeatMs });
    buses.push(made);
    return made;
  };
  afterAll(async () => {
    for (const b of buses) await b.close();
    for (const r of connections) r.disconnect();
  });

  it('is chosen whenever REDIS_URL is set, on PostgreSQL too', async () => {
    const made = await replica();
    expect(made.kind).toBe('redis');
    const other = await replica();
    const received = arrival(other, 'navigation');
    await made.publish('navigation');
    await received;
  });

  it('re-subscribes after CLIENT KILL, says so, and delivers again', async () => {
    await expectRecovery(await replica(), await replica(), async () => {
      const admin = connections[0]!;
      // The subscriber connections of this file's buses (named after their parent connection).
      const list = (await admin.call('client', 'list', 'type', 'pubsub')) as string;
      const ids = list
        .split('\n')
        .filter((line) => line.includes(` name=${name}-bus `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1])
        .filter(Boolean) as string[];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) await admin.call('client', 'kill', 'id', id);
    });
  });

  it('announces the reconnect only once the process connection the listeners write through is back too', async () => {
    const listener = await replica();
    const main = connections.at(-1)!;
    const writes: string[] = [];
    // What the page cache does on a reconnect: a command on the process's own connection (no offline queue).
    listener.onReconnect(() => {
      main.incr(`${name}:probe`).then(
        () => writes.push('ok'),
        (error: Error) => writes.push(error.message),
      );
    });
    const admin = new Redis(TEST_REDIS_URL);
    try {
      const list = (await admin.call('client', 'list', 'type', 'pubsub')) as string;
      const ids = list
        .split('\n')
        .filter((line) => line.includes(` name=${name}-bus `))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!);
      expect(ids.length).toBeGreaterThan(0);
      // The process connection is down for a second; the subscriber comes back well before it.
      main.disconnect();
      for (const id of ids) await admin.call('client', 'kill', 'id', id);
      await new Promise((r) => setTimeout(r, 1000));
      expect(writes).toEqual([]);
      await main.connect();
      await expect.poll(() => writes, { timeout: 5000 }).toEqual(['ok']);
      await admin.del(`${name}:probe`);
    } finally {
      admin.disconnect();
    }
  });

  it('notices a subscriber connection that went silent and subscribes on a new one', async () => {
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      await expectRecovery(await replica(`redis://127.0.0.1:${proxy.port}`, 200), await replica(), () => proxy.blackhole());
    } finally {
      await proxy.close();
    }
  });
});
