import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, silentLogger } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { connectRedis, type RedisClients } from '../redis/redis.js';
import { type BusMessage, EventBus } from './bus.js';

// Issue 37, finding 8: two instances on one PostgreSQL with Redis; Redis goes away. Live events
// must still reach the other instance, through LISTEN/NOTIFY, as with no Redis configured.
// "Redis goes away" is a TCP relay of the test's own between the instances and the machine's
// Redis, cut at the network boundary: the shared Redis itself is never stopped.
const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

/** Relays loopback connections to Redis until cut; then every connection ends and none is accepted. */
async function redisRelay(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((inbound) => {
    const outbound = tcpConnect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      sockets.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
      from.pipe(to);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.skipIf(!redisUrl || !postgres)('the event bus while Redis is down (needs TEST_REDIS_URL and TEST_DATABASE_URL)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('carries events between instances through PostgreSQL while Redis is cut off', async () => {
    const database = await openTestDatabase();
    cleanup.push(() => database.close());
    const relay = await redisRelay(new URL(redisUrl as string));
    cleanup.push(() => relay.cut());
    const prefix = `shelfscope-test-${randomBytes(4).toString('hex')}:`;
    const buses: EventBus[] = [];
    const clients: RedisClients[] = [];
    for (let i = 0; i < 2; i++) {
      const redis = await connectRedis(relay.url, prefix, silentLogger);
      clients.push(redis);
      const bus = new EventBus(
        {
          postgresUrl: database.url,
          redis: { publisher: redis.client, subscriber: redis.subscriber, channelPrefix: redis.prefix },
        },
        silentLogger,
      );
      await bus.start();
      buses.push(bus);
      cleanup.push(
        () => redis.close(),
        () => bus.close(),
      );
    }
    const [a, b] = buses as [EventBus, EventBus];
    const got: BusMessage[] = [];
    b.subscribe('company-1', 'member-1', (message) => got.push(message));
    const send = (n: number) => a.publish({ companyId: 'company-1', memberId: 'member-1', event: 'upload', data: { n } });

    await send(1);
    await eventually(async () => got.length === 1);

    await relay.cut();
    await eventually(async () => clients.every((c) => c.client.status !== 'ready'));
    await send(2);
    await eventually(async () => got.length === 2);
    await send(3);
    await eventually(async () => got.length === 3);
    expect(got.map((m) => m.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
