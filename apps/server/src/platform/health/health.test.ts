import { envelope, Health } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { readRelease } from '../release/release.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('is 200 with the database reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = envelope(Health).parse(res.json());
    expect(body.data.status).toBe('ok');
    expect(body.data.database.reachable).toBe(true);
    expect(body.data.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("names the release the build stamped (apps/server/dist/release.json, else the package's version)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const { version } = envelope(Health).parse(res.json()).data;
    expect(version).toBe(readRelease());
  });

  it('is 503 and says so when the database does not answer', async () => {
    const own = await createTestApp();
    await own.services.jobs.stop(1000);
    await own.services.database.close();
    const res = await own.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    // As every 503 of an outage: a poller knows when to ask again.
    expect(res.headers['retry-after']).toBe('5');
    const body = envelope(Health).parse(res.json());
    expect(body.hasErrors).toBe(true);
    expect(body.data).toMatchObject({ status: 'degraded', database: { reachable: false, latencyMs: null } });
    await own.app.close();
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
