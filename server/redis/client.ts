// The Redis connection of a process (REDIS_URL): pages of the page cache and change events shared by every
// replica. Commands fail at once while Redis is away (no offline queue), so callers can fall back instead of
// waiting; ioredis reconnects by itself.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export async function openRedis(url: string, logger: Logger, name = 'atlas'): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) logger.warn({ err: error }, 'redis unavailable; retrying');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) logger.info('redis connection restored');
    warned = false;
  });
  await redis.connect();
  return redis;
}
