// The one place that decides which change bus a process uses (docs/decisions/012). Every process that writes —
// web replicas, `npm run worker`, the command-line scripts — gets its bus here, so a write reaches the bus the
// running servers listen on whatever the configuration: Redis pub/sub when REDIS_URL is set, PostgreSQL
// LISTEN/NOTIFY on PostgreSQL, and a local emitter on the embedded store (one process, nobody else to tell).
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { openRedis } from '../redis/client';
import {
  createLocalBus,
  createPostgresBus,
  createRedisBus,
  type ChangeBus,
  type NetworkBusOptions,
} from './change-bus';

export interface ChangeBusDeps {
  database: Pick<Database, 'kind' | 'pool'>;
  logger: Logger;
  /** The process's Redis connection when it has one; otherwise the bus opens (and closes) its own. */
  redis?: Redis;
}

export async function createChangeBusFor(
  env: Pick<Env, 'REDIS_URL'>,
  deps: ChangeBusDeps,
  options: NetworkBusOptions = {},
): Promise<ChangeBus> {
  const { database, logger } = deps;
  if (env.REDIS_URL) {
    const own = deps.redis ? undefined : await openRedis(env.REDIS_URL, logger, 'atlas-bus');
    const bus = await createRedisBus(deps.redis ?? own!, logger, options);
    if (!own) return bus;
    return {
      ...bus,
      async close() {
        await bus.close();
        own.disconnect();
      },
    };
  }
  if (database.pool) return createPostgresBus(database.pool, logger, options);
  return createLocalBus();
}

/** Where a bus's events go, for messages of the command-line scripts. */
export function describeBus(bus: Pick<ChangeBus, 'kind'>): string {
  return bus.kind === 'redis' ? 'Redis pub/sub' : bus.kind === 'postgres' ? 'PostgreSQL LISTEN/NOTIFY' : 'this process only';
}
