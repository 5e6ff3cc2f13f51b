import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * Every documented route, whatever later issues add: malformed JSON, a body of the wrong shape
 * and nonsense query values must get a 4xx in the envelope of its API, never a 500.
 */
let ctx: TestContext;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    })),
  );
});
afterAll(() => ctx.close());

function expectEnvelope(url: string, status: number, body: Record<string, unknown>) {
  if (url.startsWith('/v1/scim/')) {
    // The SCIM service answers in the SCIM error shape (RFC 7644 section 3.12).
    expect(body, url).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(status) });
  } else if (url.startsWith('/sdk/v1') || url.startsWith('/v1/')) {
    expect(body, url).toMatchObject({ status_code: status, error_type: expect.any(String), error_message: expect.any(String) });
  } else if (url.startsWith('/api')) {
    expect(body, url).toMatchObject({ hasErrors: true, errors: expect.any(Array) });
  }
}

describe('every route refuses bad input with a 4xx', () => {
  it('finds the routes to check', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON and wrongly shaped bodies with a 4xx', async () => {
    let rejected = 0;
    for (const route of routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))) {
      for (const payload of ['{"broken": ', '[1, 2, 3]', '"text"', '{"name": {"$gt": ""}, "id": -1}']) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url: route.url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const label = `${route.method} ${route.url} with ${payload}`;
        if (res.statusCode < 400) continue; // some routes take no body and may ignore it
        expect(res.statusCode, label).toBeLessThan(500);
        expectEnvelope(route.url, res.statusCode, res.json());
        rejected += 1;
      }
    }
    // Malformed JSON is refused before any handler runs, so there is always something to check.
    expect(rejected).toBeGreaterThan(0);
  });

  it('answers nonsense query values with a 4xx or ignores them, never a 500', async () => {
    const query = '?page=-1&pageSize=abc&limit=1e999&to=%00&descending=maybe&id[$ne]=1';
    for (const route of routes) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: `${route.url}${query}` });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
