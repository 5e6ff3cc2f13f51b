import { randomUUID } from 'node:crypto';
import { DomainResponses, IdpResponses, PortalResponses, ScimResponses, SsoResponses } from '@shelfscope/identity-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../test/identity.js';
import { createConnectedApp, platformAdmin, submit } from '../../test/idp.js';
import { adminOrganization, devIdpSamlConnection } from '../../test/sso.js';
import { parseStrictly } from '../../test/strict-wire.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * Real answers of the SSO, SCIM, domains, portal and identity-provider routes against their wire
 * schemas made strict: a field a route sends without its schema fails here (the schemas are loose
 * so that the serializer never drops one the official client reads).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('identity admin answers match their wire schemas exactly', () => {
  it('SSO: the connections of each kind, the list, and a deletion', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const saml = await devIdpSamlConnection(ctx, sessionToken);
    const oidc = await sdk(ctx, 'POST', '/b2b/sso/oidc', { display_name: 'Okta' }, { sessionToken });
    parseStrictly(SsoResponses.oidc, oidc.body);
    const list = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken });
    expect(list.data.saml_connections).toHaveLength(1);
    parseStrictly(SsoResponses.list, list.body);
    const rotated = await sdk(ctx, 'POST', `/b2b/sso/saml/${saml.connection_id}/signing_keys/rotate`, {}, { sessionToken });
    expect(rotated.data.connection.signing_certificates).toHaveLength(1);
    parseStrictly(SsoResponses.saml, rotated.body);
    const deleted = await sdk(ctx, 'DELETE', `/b2b/sso/${saml.connection_id}`, undefined, { sessionToken });
    parseStrictly(SsoResponses.deleted, deleted.body);
  });

  it('SCIM: creation with its token, a rotation, the groups and the request log', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const created = await sdk(ctx, 'POST', '/b2b/scim', { display_name: 'Okta' }, { sessionToken });
    parseStrictly(ScimResponses.create, created.body);
    const connectionId = created.data.connection.connection_id as string;
    const rotating = await sdk(ctx, 'POST', '/b2b/scim/rotate/start', { connection_id: connectionId }, { sessionToken });
    expect(rotating.data.connection.next_bearer_token_last_four).toBeTruthy();
    parseStrictly(ScimResponses.rotateStart, rotating.body);
    parseStrictly(ScimResponses.get, (await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken })).body);
    parseStrictly(ScimResponses.groups, (await sdk(ctx, 'GET', '/b2b/scim/groups', undefined, { sessionToken })).body);
    const log = await sdk(ctx, 'GET', `/b2b/scim/${connectionId}/requests`, undefined, { sessionToken });
    parseStrictly(ScimResponses.requests, log.body);
  });

  it('domains and portal links', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const added = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/domains',
      { domain: `wire-${randomUUID().slice(0, 8)}.example` },
      { sessionToken },
    );
    parseStrictly(DomainResponses.one, added.body);
    parseStrictly(
      DomainResponses.list,
      (await sdk(ctx, 'GET', '/b2b/organizations/me/domains', undefined, { sessionToken })).body,
    );
    const link = await sdk(ctx, 'POST', '/b2b/portal/links', { label: 'IT' }, { sessionToken });
    parseStrictly(PortalResponses.create, link.body);
    const redeemed = await sdk(ctx, 'POST', '/b2b/portal/redeem', { token: link.data.token });
    parseStrictly(PortalResponses.redeem, redeemed.body);
    parseStrictly(PortalResponses.list, (await sdk(ctx, 'GET', '/b2b/portal/links', undefined, { sessionToken })).body);
  });

  it('identity provider: consent preflight, submit, and the member’s apps', async () => {
    const app = await createConnectedApp(ctx, await platformAdmin(ctx), {});
    const { sessionToken } = await adminOrganization(ctx);
    const params = {
      client_id: app.client_id,
      redirect_uri: 'https://rp.example/callback',
      response_type: 'code',
      scopes: ['openid'],
    };
    const start = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken });
    parseStrictly(IdpResponses.authorizeStart, start.body);
    const submitted = await submit(ctx, sessionToken, {
      client_id: app.client_id,
      redirect_uri: params.redirect_uri,
      scopes: ['openid'],
    });
    parseStrictly(IdpResponses.authorizeSubmit, submitted.body);
    const apps = await sdk(ctx, 'GET', '/b2b/organizations/members/connected_apps', undefined, { sessionToken });
    expect(apps.data.registered_apps).toHaveLength(1);
    parseStrictly(IdpResponses.memberApps, apps.body);
  });

  it('OpenAPI documents the success answer of every route of these areas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const areas =
      /^\/(sdk\/v1\/(b2b\/(sso|scim|portal|organizations\/me\/domains|impersonation|oauth\/logout)|idp\/|b2b\/organizations\/(members\/([^/]+\/)?)?connected_apps)|v1\/(scim|public\/sso|oauth2)\/|\.well-known\/openid|api\/admin\/identity\/)/;
    const operations = Object.entries(doc.paths)
      .filter(([path]) => areas.test(path))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(60);
    for (const { route, op } of operations) {
      expect(
        Object.keys(op.responses ?? {}).filter((code) => /^[23]/.test(code)),
        route,
      ).not.toEqual([]);
    }
  });
});
