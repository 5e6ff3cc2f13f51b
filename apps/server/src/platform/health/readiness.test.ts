import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ready = async (app: TestContext['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
};

describe('GET /api/ready', () => {
  it('is 200 once booted, with the database reachable and migrated', async () => {
    expect((await ready(ctx.app)).retryAfter).toBeUndefined();
    expect(await ready(ctx.app)).toMatchObject({
      status: 200,
      body: { hasErrors: false, data: { ready: true, state: 'ready', database: { reachable: true, migrated: true } } },
    });
  });

  it('is 503 while the instance boots and once it drains; liveness stays 200', async () => {
    ctx.services.lifecycle.state = 'starting';
    try {
      expect(await ready(ctx.app)).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { hasErrors: true, errors: [{ type: 'instance_starting' }], data: { ready: false, state: 'starting' } },
      });
      ctx.services.lifecycle.state = 'draining';
      expect(await ready(ctx.app)).toMatchObject({ status: 503, body: { errors: [{ type: 'instance_draining' }] } });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      ctx.services.lifecycle.state = 'ready';
    }
  });

  it("is 503 while this build's newest migration is not recorded as applied", async () => {
    const own = await createTestApp();
    try {
      const { executeSql } = own.services.database;
      await executeSql(
        'create table drizzle.kept as select * from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      await executeSql('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.kept)');
      expect(await ready(own.app)).toMatchObject({
        status: 503,
        body: { errors: [{ type: 'migrations_pending' }], data: { database: { reachable: true, migrated: false } } },
      });
      await executeSql('insert into drizzle.__drizzle_migrations select * from drizzle.kept');
      expect((await ready(own.app)).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('is 503 while another instance holds the migration lock (PostgreSQL)', async () => {
    const url = (ctx.services.database as { url?: string }).url as string;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // The key migrate() locks (database.ts): an instance migrating right now.
      await other.query('select pg_advisory_lock(7355608001)');
      expect(await ready(ctx.app)).toMatchObject({ status: 503, body: { errors: [{ type: 'migrations_pending' }] } });
      await other.query('select pg_advisory_unlock(7355608001)');
      expect((await ready(ctx.app)).status).toBe(200);
    } finally {
      await other.end();
    }
  });

  it('is 503 when the database does not answer', async () => {
    const own = await createTestApp();
    await own.services.jobs.stop(1000);
    await own.services.database.close();
    expect(await ready(own.app)).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { errors: [{ type: 'database_unreachable' }], data: { database: { reachable: false } } },
    });
    await own.app.close();
  });
});
