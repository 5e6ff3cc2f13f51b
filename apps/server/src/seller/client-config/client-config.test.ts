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
    oauthProviders: ctx.services.config.devTools ? ['google', 'microsoft', 'hubspot', 'slack', 'github'] : [],
  });
  expect(config.identity.publicToken).toMatch(/^public-token-/);
});

it('lists the OAuth providers with credentials (sign-in offers only those) when no dev IdP stands in', async () => {
  const configured = await createTestApp({
    DEV_TOOLS: '0',
    OAUTH_GOOGLE_CLIENT_ID: 'google-client',
    OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    OAUTH_GITHUB_CLIENT_ID: 'github-client',
    OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
  });
  try {
    const res = await configured.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(envelope(ClientConfig).parse(res.json()).data.identity.oauthProviders).toEqual(['google', 'github']);
  } finally {
    await configured.close();
  }
});
