// Change events that keep in-process caches of every replica in step (ARCHITECTURE "Many replicas, one truth").
// Embedded (PGlite, one process): a local emitter. PostgreSQL: LISTEN/NOTIFY on one channel, so a write on
// one replica reaches every replica within milliseconds. Redis (REDIS_URL): pub/sub on the same channel name.
// Which one a process uses is decided in one place only, `createChangeBusFor` (./create-change-bus.ts).
//
// Delivery is at most once: an event published while a replica is cut off from the bus is lost to it. A bus
// that comes back after such a gap says so (`onReconnect`), and whoever keeps data derived from the database
// drops it or re-reads it then (docs/decisions/012).
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';

export type ChangeTopic = 'navigation' | (string & {});

/** Subscribing to this topic hears every change, with the topic that changed. */
export const ANY_TOPIC = '*';

export type ChangeBusKind = 'local' | 'postgres' | 'redis';

export interface ChangeBus {
  /** What carries the events: this process only, PostgreSQL LISTEN/NOTIFY, or Redis pub/sub. */
  readonly kind: ChangeBusKind;
  /** Tells every replica (this one included) that data of `topic` changed. */
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(topic: ChangeTopic, listener: (topic: ChangeTopic) => void): () => void;
  /**
   * Called when the bus listens again after it was cut off (a restart of PostgreSQL or Redis, a lost
   * connection): events published in between never arrive, so caches must be dropped and indexes caught up
   * from the database. It is called once listening has resumed, so nothing written after the catch-up's reads
   * can be missed.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The in-process bus, with the hook the networked buses fire when they come back. */
export interface LocalBus extends ChangeBus {
  /** Tells this process's `onReconnect` listeners that events may have been missed. */
  reconnected(): void;
}

export interface NetworkBusOptions {
  /**
   * How often the listening connection is checked with a round trip. A connection that died without a word
   * (a network cut, a host gone) is noticed at the next check that gets no answer within the same time.
   */
  heartbeatMs?: number;
}

const CHANNEL = 'atlas_changes';
const RECONNECTED = Symbol('reconnected');
const DEFAULT_HEARTBEAT_MS = 10_000;

export function createLocalBus(): LocalBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'local',
    async publish(topic) {
      emitter.emit(topic, topic);
      if (topic !== ANY_TOPIC) emitter.emit(ANY_TOPIC, topic);
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    onReconnect(listener) {
      emitter.on(RECONNECTED, listener);
      return () => emitter.off(RECONNECTED, listener);
    },
    reconnected() {
      emitter.emit(RECONNECTED);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Resolves with `work`, or rejects once `ms` have passed without an answer. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Resolves once `redis` is connected and ready for commands. */
function whenReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}

/** Logs the end of a gap and tells the process's listeners. */
function announceReconnect(local: LocalBus, logger: Logger, kind: ChangeBusKind, lostAt: number) {
  logger.warn(
    { bus: kind, downMs: Date.now() - lostAt },
    'change bus reconnected: events of the gap may be lost; dropping cached pages and data, catching the search index up',
  );
  local.reconnected();
}

export async function createPostgresBus(pool: pg.Pool, logger: Logger, options: NetworkBusOptions = {}): Promise<ChangeBus> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const local = createLocalBus();
  let client: pg.PoolClient | undefined;
  let closed = false;
  /** When the listening connection was lost (or never made); undefined while listening. */
  let lostAt: number | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function listen() {
    retry = undefined;
    if (closed) return;
    let connection: pg.PoolClient | undefined;
    try {
      connection = await pool.connect();
      const current = connection;
      client = current;
      current.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) void local.publish(message.payload);
      });
      current.on('error', (error) => lost(current, error));
      current.on('end', () => lost(current));
      await current.query(`LISTEN ${CHANNEL}`);
      if (closed || client !== current) return;
      if (lostAt !== undefined) {
        const since = lostAt;
        lostAt = undefined;
        announceReconnect(local, logger, 'postgres', since);
      }
    } catch (error) {
      logger.warn({ err: error }, 'change bus: LISTEN failed, retrying');
      lost(connection, error);
    }
  }

  /** Drops the listening connection and tries again in a second. */
  function lost(connection: pg.PoolClient | undefined, error?: unknown) {
    if (connection && client !== connection) return; // an old connection's late event
    if (lostAt === undefined) {
      lostAt = Date.now();
      if (error && !closed) logger.warn({ err: error }, 'change bus: PostgreSQL connection lost; reconnecting');
    }
    client = undefined;
    try {
      connection?.release(true);
    } catch {
      /* released already */
    }
    if (!closed && !retry) retry = setTimeout(() => void listen(), 1000).unref();
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    within(current.query('select 1'), heartbeatMs).catch((error: unknown) => lost(current, error));
  }, heartbeatMs).unref();

  await listen();

  return {
    kind: 'postgres',
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: local.subscribe,
    onReconnect: local.onReconnect,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.release(true);
      await local.close();
    },
  };
}

/**
 * Redis pub/sub: a second connection subscribes (a subscribed connection can do nothing else); publishing uses
 * the shared one. The subscriber re-subscribes itself after a reconnect (not ioredis's automatic re-subscribe),
 * so the reconnect is announced only once the subscription is back.
 */
export async function createRedisBus(redis: Redis, logger: Logger, options: NetworkBusOptions = {}): Promise<ChangeBus> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const local = createLocalBus();
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    autoResubscribe: false,
    connectionName: `${redis.options.connectionName || 'atlas'}-bus`,
  });
  let closed = false;
  let lostAt: number | undefined;
  subscriber.on('error', (error) => logger.debug({ err: error }, 'change bus: redis subscriber error'));
  subscriber.on('message', (channel: string, topic: string) => {
    if (channel === CHANNEL && topic) void local.publish(topic);
  });
  subscriber.on('close', () => {
    if (closed || lostAt !== undefined) return;
    lostAt = Date.now();
    logger.warn('change bus: Redis connection lost; reconnecting');
  });
  subscriber.on('ready', () => {
    if (closed || lostAt === undefined) return;
    subscriber.subscribe(CHANNEL).then(
      // The listeners write to Redis (the shared pages are dropped there) through the process's own connection,
      // which reconnects on its own schedule: they are told once it is back too.
      () => whenReady(redis),
    ).then(
      () => {
        if (closed || lostAt === undefined || subscriber.status !== 'ready') return;
        const since = lostAt;
        lostAt = undefined;
        announceReconnect(local, logger, 'redis', since);
      },
      // The connection dropped again before the subscription was back: the next 'ready' tries again.
      (error: unknown) => logger.debug({ err: error }, 'change bus: re-subscribe failed'),
    );
  });
  const heartbeat = setInterval(() => {
    if (subscriber.status !== 'ready' || lostAt !== undefined) return;
    // A PING is allowed on a subscribed connection; no answer means the connection is dead though not closed.
    within(subscriber.ping(), heartbeatMs).catch(() => {
      if (closed || lostAt !== undefined || subscriber.status !== 'ready') return;
      lostAt = Date.now();
      logger.warn('change bus: Redis connection does not answer; reconnecting');
      subscriber.disconnect(true);
    });
  }, heartbeatMs).unref();
  await subscriber.subscribe(CHANNEL);
  return {
    kind: 'redis',
    async publish(topic) {
      await redis.publish(CHANNEL, topic);
    },
    subscribe: local.subscribe,
    onReconnect: local.onReconnect,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      subscriber.disconnect();
      await local.close();
    },
  };
}
