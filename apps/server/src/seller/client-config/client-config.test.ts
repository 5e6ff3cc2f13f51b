import { ClientConfig, envelope } from '@shelfscope/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://app.example.com' });
});
afterAll(() => ctx.close());

it('gives browser clients the public token and the identity API origin without a token', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/client-config' });
  expect(res.statusCode).toBe(200);
  const config = envelope(ClientConfig).parse(res.json()).data;
  expect(config.identity).toEqual({
    publicToken: ctx.services.identity.project.publicToken,
    baseUrl: 'https://app.example.com',
    // The web app keeps its session in HttpOnly cookies unless IDENTITY_WEB_SESSION_COOKIES=script.
    sessionCookies: 'httponly',
  });
  expect(config.identity.publicToken).toMatch(/^public-token-/);
});
