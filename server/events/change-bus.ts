// Change events that keep in-process caches of every replica in step (ARCHITECTURE "Many replicas, one truth").
// Embedded (PGlite, one process): a local emitter. PostgreSQL: LISTEN/NOTIFY on one channel, so a write on
// one replica reaches every replica within milliseconds. Redis (REDIS_URL): pub/sub on the same channel name.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';

export type ChangeTopic = 'navigation' | (string & {});

/** Subscribing to this topic hears every change, with the topic that changed. */
export const ANY_TOPIC = '*';

export interface ChangeBus {
  /** Tells every replica (this one included) that data of `topic` changed. */
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(topic: ChangeTopic, listener: (topic: ChangeTopic) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'atlas_changes';

export function createLocalBus(): ChangeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic) {
      emitter.emit(topic, topic);
      if (topic !== ANY_TOPIC) emitter.emit(ANY_TOPIC, topic);
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createPostgresBus(pool: pg.Pool, logger: Logger): Promise<ChangeBus> {
  const local = createLocalBus();
  let client: pg.PoolClient | undefined;
  let closed = false;

  async function listen() {
    if (closed) return;
    try {
      client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) void local.publish(message.payload);
      });
      client.on('error', () => reconnect());
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'change bus: LISTEN failed, retrying');
      reconnect();
    }
  }
  function reconnect() {
    client?.release(true);
    client = undefined;
    if (!closed) setTimeout(() => void listen(), 1000).unref();
  }
  await listen();

  return {
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      client?.release(true);
      await local.close();
    },
  };
}

/**
 * Redis pub/sub: a second connection subscribes (a subscribed connection can do nothing else); publishing uses
 * the shared one. ioredis re-subscribes after a reconnect.
 */
export async function createRedisBus(redis: Redis, logger: Logger): Promise<ChangeBus> {
  const local = createLocalBus();
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', (error) => logger.debug({ err: error }, 'change bus: redis subscriber error'));
  subscriber.on('message', (channel: string, topic: string) => {
    if (channel === CHANNEL && topic) void local.publish(topic);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(topic) {
      await redis.publish(CHANNEL, topic);
    },
    subscribe: local.subscribe,
    async close() {
      subscriber.disconnect();
      await local.close();
    },
  };
}
