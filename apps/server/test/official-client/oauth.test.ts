import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../child-server.js';
import { seedMember, seedOrganization } from '../identity.js';
import { devIdpSignIn } from '../oauth-support.js';
import { createTestApp } from '../test-app.js';
import { T } from './flows.js';
import { closeBrowsers, type LiveServer, openBrowser, within } from './harness.js';

/**
 * OAuth through the official client: the browser goes through the development identity provider
 * (the real adapters and redirects), then the client, unchanged, redeems the token.
 */
let server: LiveServer;
beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp({ PUBLIC_URL: baseUrl, DEV_TOOLS: '1' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const { publicToken, projectId } = ctx.services.identity.project;
  server = { ctx, baseUrl, publicToken, projectId, close: () => ctx.close() };
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

const devIdp = () => ({ base: server.baseUrl, publicToken: server.publicToken, appUrl: `${server.baseUrl}/auth/authenticate` });

describe('the official client, OAuth', () => {
  it('oauth.authenticate logs a member in after Google (dev IdP)', async () => {
    const { organization } = await seedOrganization(server.ctx);
    const member = await seedMember(server.ctx, organization.organizationId, { emailAddress: 'demo@shelfscope.local' });
    const { type, token } = await devIdpSignIn(
      devIdp(),
      'google',
      'start',
      { organization_id: organization.organizationId },
      'demo@shelfscope.local',
    );
    expect(type).toBe('oauth');
    const browser = openBrowser(server);
    const login = await within(T, browser.client.oauth.authenticate({ oauth_token: token, session_duration_minutes: 60 }));
    expect(login.member_authenticated).toBe(true);
    expect(login.member.member_id).toBe(member.memberId);
    expect(browser.client.session.getSync()?.authentication_factors[0]?.delivery_method).toBe('oauth_google');
  });

  it('oauth.discovery.authenticate, then a new organization, after GitHub (dev IdP)', async () => {
    const { type, token } = await devIdpSignIn(devIdp(), 'github', 'discovery/start', {}, 'alex@northwind-traders.test');
    expect(type).toBe('discovery_oauth');
    const browser = openBrowser(server);
    const discovered = await within(T, browser.client.oauth.discovery.authenticate({ discovery_oauth_token: token }));
    expect(discovered.email_address).toBe('alex@northwind-traders.test');
    expect(discovered.discovered_organizations).toEqual([]);
    expect(browser.cookies().stytch_intermediate_session_token).toBe(discovered.intermediate_session_token);
    const created = await within(
      T,
      browser.client.discovery.organizations.create({ organization_name: 'Northwind Traders', session_duration_minutes: 60 }),
    );
    expect(created.member_authenticated).toBe(true);
    expect(created.member.email_address).toBe('alex@northwind-traders.test');
    expect(created.member.email_address_verified).toBe(true);
  });
});
