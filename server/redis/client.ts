// The Redis connection of a process (REDIS_URL): pages of the page cache and change events shared by every
// replica. Commands fail at once while Redis is away (no offline queue), so callers can fall back instead of
// waiting; ioredis reconnects by itself.
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** The options every Redis client of the process shares: its name, connect time-out and reconnect pacing. */
export function redisOptions(name: string): RedisOptions {
  return {
    connectionName: name,
    lazyConnect: true,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
}

/** Logs the first error of an outage and the recovery, instead of one line per reconnect attempt. */
export function watchRedis(redis: Redis, logger: Logger): void {
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) logger.warn({ err: error }, 'redis unavailable; retrying');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) logger.info('redis connection restored');
    warned = false;
  });
}

export async function openRedis(url: string, logger: Logger, name = 'atlas'): Promise<Redis> {
  const redis = new Redis(url, { ...redisOptions(name), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  watchRedis(redis, logger);
  await redis.connect();
  return redis;
}
