import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { RateLimits } from '../../identity/rate-limit.js';
import { type BusMessage, EventBus } from '../notifications/bus.js';
import { connectRedis, type RedisClients } from './redis.js';

// Redis for several instances: counters and pub/sub shared through one Redis. Each "instance"
// here is a client set of its own, as two processes would have. TEST_REDIS_URL (CI sets it to
// the machine's Redis) names the server; every run uses a prefix of its own.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis (needs TEST_REDIS_URL)', () => {
  const prefix = `shelfscope-test-${randomBytes(4).toString('hex')}:`;
  const clients: RedisClients[] = [];
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i++) clients.push(await connectRedis(redisUrl as string, prefix, silentLogger));
  });
  afterAll(async () => {
    const keys = await clients[0]?.client.keys('*');
    // keys() answers with the prefix: delete through a client without one.
    if (keys?.length) await clients[0]?.client.del(...keys.map((k) => k.slice(prefix.length)));
    for (const c of clients) await c.close();
    await database.close();
  });

  it('counts one rate limit across instances, in Redis and not in the database', async () => {
    const [a, b] = clients.map((c) => new RateLimits(database.db, c, silentLogger)) as [RateLimits, RateLimits];
    expect(a.store).toBe('redis');
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await (i % 2 ? a : b).count('ip:203.0.113.9', 4, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, false, false]);
    expect(results[5]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[5]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await clients[0]?.client.ttl('rl:ip:203.0.113.9')).toBeGreaterThan(55);
    const rows = await database.executeSql("select count(*)::int as n from identity_rate_limits where key = 'ip:203.0.113.9'");
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('starts a new window when the old one ends', async () => {
    const limits = new RateLimits(database.db, clients[0], silentLogger);
    expect((await limits.count('short', 1, 1)).allowed).toBe(true);
    expect((await limits.count('short', 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await limits.count('short', 1, 1)).allowed).toBe(true);
  });

  it('counts in the database when Redis fails, so limits hold through an outage', async () => {
    const broken = await connectRedis(redisUrl as string, prefix, silentLogger);
    broken.client.disconnect();
    const limits = new RateLimits(database.db, broken, silentLogger);
    expect((await limits.count('outage', 1, 60)).allowed).toBe(true);
    expect((await limits.count('outage', 1, 60)).allowed).toBe(false);
    const rows = await database.executeSql("select count::int as n from identity_rate_limits where key = 'outage'");
    expect(rows.rows[0]?.n).toBe(2);
    await broken.close();
  });

  it('fans events and signals out to every instance through Redis pub/sub', async () => {
    const buses = clients.map(
      (c) => new EventBus({ redis: { publisher: c.client, subscriber: c.subscriber, channelPrefix: c.prefix } }, silentLogger),
    ) as [EventBus, EventBus];
    for (const bus of buses) await bus.start();
    expect(buses[0].kind).toBe('redis');
    const got: BusMessage[] = [];
    const signals: unknown[] = [];
    buses[1].subscribe('company-1', 'member-1', (m) => got.push(m));
    buses[0].onSignal('sessions.revoked', (d) => signals.push(['a', d]));
    buses[1].onSignal('sessions.revoked', (d) => signals.push(['b', d]));
    await buses[0].publish({ companyId: 'company-1', memberId: 'member-1', event: 'upload', data: { done: 1 } });
    await buses[0].publish({ companyId: 'company-1', memberId: 'member-2', event: 'upload', data: { done: 2 } });
    await buses[1].signal('sessions.revoked', { sessionIds: ['s1'] });
    const deadline = Date.now() + 5_000;
    while ((got.length < 1 || signals.length < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual([{ companyId: 'company-1', memberId: 'member-1', event: 'upload', data: { done: 1 } }]);
    expect(signals).toEqual(
      expect.arrayContaining([
        ['a', { sessionIds: ['s1'] }],
        ['b', { sessionIds: ['s1'] }],
      ]),
    );
    for (const bus of buses) await bus.close();
  });
});
