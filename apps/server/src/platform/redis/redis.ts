import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis connections of one process: commands (keys prefixed) and a subscriber for pub/sub. */
export type RedisClients = {
  /** Commands; every key is prefixed with `prefix` (ioredis keyPrefix). */
  client: Redis;
  /** A connection in subscriber mode (it can run nothing else). */
  subscriber: Redis;
  /** REDIS_KEY_PREFIX: prefixes keys (through `client`) and pub/sub channels (by the bus). */
  prefix: string;
  close(): Promise<void>;
};

/**
 * Connects to REDIS_URL. Commands fail fast while Redis is away (no offline queue, two retries a
 * command) so a caller can fall back to the database instead of waiting; the clients keep
 * reconnecting in the background.
 */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisClients> {
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    connectionName: 'shelfscope',
    retryStrategy: (times: number) => Math.min(times * 200, 5_000),
  };
  const client = new Redis(url, { ...options, keyPrefix: prefix });
  // The subscriber re-subscribes after a reconnect, which needs the offline queue.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, connectionName: 'shelfscope-events' });
  let lastLogged = 0;
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: Error) => {
      // A Redis that is down reports every reconnect attempt: log at most one a minute.
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      log.error({ err: error }, 'redis connection error');
    });
  }
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`Could not connect to Redis (REDIS_URL): ${error instanceof Error ? error.message : error}`);
  }
  return {
    client,
    subscriber,
    prefix,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
