import { ExtensionSession, envelope } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { BUILT_EXTENSION_ID } from '../../config.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { EXTENSION_SESSION_MINUTES, UNKNOWN_EXTENSION } from './routes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const connect = (jwt: string | null, extensionId: string) => api(ctx, 'POST', '/api/ExtensionSession', jwt, { extensionId });

describe('POST /api/ExtensionSession', () => {
  it("issues the built extension a session of its own that reads, refreshes and revokes without ending the web app's", async () => {
    const { jwt, admin, organization } = await sellerSession(ctx);
    const res = await connect(jwt, BUILT_EXTENSION_ID);
    expect(res.status).toBe(200);
    const session = envelope(ExtensionSession).parse(res.body).data;
    expect(session).toMatchObject({
      publicToken: ctx.services.identity.project.publicToken,
      sessionDurationMinutes: EXTENSION_SESSION_MINUTES,
      memberEmail: admin.emailAddress,
      organizationName: organization.name,
    });
    expect(session.sessionJwt).not.toBe(jwt);
    // A week from now (a minute's slack).
    expect(Math.abs(Date.parse(session.expiresAt) - Date.now() - EXTENSION_SESSION_MINUTES * 60_000)).toBeLessThan(60_000);

    const read = await api(ctx, 'GET', `/api/BrowserExtension/${SIMULATED_EXAMPLES.standard}`, session.sessionJwt);
    expect(read.status).toBe(200);
    expect(read.body.data.asin).toBe(SIMULATED_EXAMPLES.standard);

    const refreshed = await sdk(
      ctx,
      'POST',
      '/b2b/sessions/authenticate',
      { session_duration_minutes: EXTENSION_SESSION_MINUTES },
      {
        sessionToken: session.sessionToken,
      },
    );
    expect(refreshed.status).toBe(200);
    expect(typeof refreshed.data.session_jwt).toBe('string');

    expect((await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken: session.sessionToken })).status).toBe(200);
    const after = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: session.sessionToken });
    expect(after.status).toBe(404);
    // The web app's own session lives on.
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).status).toBe(200);
  });

  it('refuses an extension id the server does not list, and bad ids, with the error envelope', async () => {
    const { jwt } = await sellerSession(ctx);
    const unknown = await connect(jwt, 'a'.repeat(32));
    // Not a 403: that status means "no active subscription" to the clients (spec section 6).
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ type: 'unknown_extension', description: UNKNOWN_EXTENSION });
    const malformed = await connect(jwt, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.hasErrors).toBe(true);
  });

  it('connects a member whose company has no plan, whose extension then gets the 403 of no subscription', async () => {
    const lapsed = await createTestApp({ SELLER_TRIAL_DAYS: '0' });
    try {
      const { jwt } = await sellerSession(lapsed);
      const res = await api(lapsed, 'POST', '/api/ExtensionSession', jwt, { extensionId: BUILT_EXTENSION_ID });
      expect(res.status).toBe(200);
      const read = await api(lapsed, 'GET', `/api/BrowserExtension/${SIMULATED_EXAMPLES.standard}`, res.body.data.sessionJwt);
      expect(read.status).toBe(403);
      expect(read.body.errors[0]).toMatchObject({ type: 'no_active_subscription' });
    } finally {
      await lapsed.close();
    }
  });

  it('needs a signed-in member', async () => {
    expect((await connect(null, BUILT_EXTENSION_ID)).status).toBe(401);
    expect((await connect('not.a.jwt', BUILT_EXTENSION_ID)).status).toBe(401);
  });
});

describe('GET /api/BrowserExtension/lookup', () => {
  it('names the ASINs behind a code without adding anything to the quick view', async () => {
    const { jwt } = await sellerSession(ctx);
    const one = await api(ctx, 'GET', `/api/BrowserExtension/lookup?code=${SIMULATED_EXAMPLES.singleMatchUpc}`, jwt);
    expect(one.status).toBe(200);
    expect(one.body.data.map((row: { asin: string }) => row.asin)).toEqual([SIMULATED_EXAMPLES.standard]);
    const several = await api(ctx, 'GET', `/api/BrowserExtension/lookup?code=${SIMULATED_EXAMPLES.multiMatchUpc}`, jwt);
    expect(several.body.data.length).toBeGreaterThan(1);
    const none = await api(ctx, 'GET', `/api/BrowserExtension/lookup?code=${SIMULATED_EXAMPLES.unmatchedUpc}`, jwt);
    expect(none.body.data).toEqual([]);
    expect((await api(ctx, 'GET', '/api/QuickView', jwt)).body.totalItems).toBe(0);
  });

  it('refuses what is not a code with a 400 in the envelope', async () => {
    const { jwt } = await sellerSession(ctx);
    const bad = await api(ctx, 'GET', '/api/BrowserExtension/lookup?code=<script>', jwt);
    expect(bad.status).toBe(400);
    expect(bad.body.hasErrors).toBe(true);
  });
});
