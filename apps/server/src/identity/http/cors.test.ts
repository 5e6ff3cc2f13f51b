import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

/**
 * CORS on every identity answer: the official client in a browser reads our JSON error only when
 * the answer carries the CORS headers; without them it reports "Unable to contact our servers."
 */
const ORIGIN = 'https://app.partner.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    { IDENTITY_ALLOWED_ORIGINS: ORIGIN },
    {
      extend: (app: FastifyInstance) => {
        app.get('/sdk/v1/probe/crash', async () => {
          throw new Error('a bug');
        });
      },
    },
  );
});
afterAll(() => ctx.close());

const expectCors = (headers: Record<string, unknown>) => {
  expect(headers['access-control-allow-origin']).toBe(ORIGIN);
  expect(headers['access-control-allow-credentials']).toBe('true');
  expect(String(headers.vary)).toContain('Origin');
};

describe('identity CORS', () => {
  it('on a 404 route_not_found, a 500, a 401 before any route, and a malformed URL', async () => {
    const cases = [
      { method: 'POST', url: '/sdk/v1/b2b/nothing', status: 404, type: 'route_not_found', auth: true },
      { method: 'GET', url: '/sdk/v1/probe/crash', status: 500, type: 'internal_server_error', auth: true },
      { method: 'POST', url: '/sdk/v1/b2b/sessions/authenticate', status: 401, type: 'unauthorized_credentials', auth: false },
      { method: 'GET', url: `/sdk/v1/projects/bootstrap/${'x'.repeat(120)}`, status: 414, type: 'bad_request', auth: false },
    ] as const;
    for (const c of cases) {
      const res = await ctx.app.inject({
        method: c.method,
        url: c.url,
        headers: { origin: ORIGIN, ...(c.auth ? { authorization: basicAuth(ctx) } : {}) },
      });
      expect(res.statusCode, c.url).toBe(c.status);
      expect(res.headers['content-type'], c.url).toMatch(/^application\/json/);
      expect(res.json().error_type, c.url).toBe(c.type);
      expectCors(res.headers);
    }
  });

  it('answers preflights for allowed origins, and gives other origins nothing', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/sdk/v1/b2b/organizations/members',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expectCors(preflight.headers);
    expect(preflight.headers['access-control-allow-methods']).toContain('DELETE');

    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/b2b/nothing',
      headers: { origin: 'https://evil.test' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    // The seller API is not the identity API: no identity CORS there.
    const seller = await ctx.app.inject({ method: 'GET', url: '/api/nothing', headers: { origin: ORIGIN } });
    expect(seller.headers['access-control-allow-origin']).toBeUndefined();
  });
});
