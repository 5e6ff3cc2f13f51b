import { asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDays, BILLING_ENV, currentSubscription, subscribe, webhooksDelivered } from '../../../test/billing.js';
import { logIn, sdk } from '../../../test/identity.js';
import { scim } from '../../../test/scim.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { type Received, startReceiver } from '../../../test/webhook-receiver.js';
import { createEndpoint } from '../../../test/webhooks.js';
import { webhookDeliveries } from './schema.js';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ctx = await createTestApp(BILLING_ENV);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

type Event = { type: string; timestamp: string; data: Record<string, unknown> };

/**
 * The events of `type` the endpoint got, once every delivery of it has succeeded, each verified
 * with the standardwebhooks package. `count` deliveries of that type are waited for; a test then
 * checks there is no other.
 */
async function received(_jwt: string, endpoint: { id: string; secret: string }, type: string, count = 1): Promise<Event[]> {
  const deliveries = await eventually(async () => {
    const all = (await deliveriesOf(endpoint.id)).filter((d) => d.eventType === type);
    return all.length >= count && all.every((d) => d.status === 'succeeded') ? all : null;
  });
  return deliveries.map((delivery) => {
    const request = receiver.received.find((r) => r.headers['webhook-id'] === delivery.eventId) as Received;
    return new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as Event;
  });
}

/**
 * The endpoint's deliveries, oldest first, read from the table: a company whose subscription was
 * just canceled may no longer read its delivery log through the API.
 */
const deliveriesOf = (endpointId: string) =>
  ctx.services.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.created), asc(webhookDeliveries.id));

/** The types of every delivery the endpoint has, oldest first. */
const typesOf = async (_jwt: string, endpointId: string) => (await deliveriesOf(endpointId)).map((d) => d.eventType);

describe('identity webhook events', () => {
  it('session.created when a member signs in, session.revoked when the session is revoked', async () => {
    const owner = await sellerSession(ctx, 'Session Hooks');
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, ['session.created', 'session.revoked']);
    const login = await logIn(ctx, owner.admin.emailAddress, owner.organization.organizationId);
    const sessionId = login.data.member_session.member_session_id as string;
    const [created] = await received(owner.jwt, endpoint, 'session.created');
    expect(created?.data).toEqual({
      memberSessionId: sessionId,
      memberId: owner.admin.memberId,
      authenticationFactors: ['email_otp'],
      startedAt: expect.any(String),
      expiresAt: expect.any(String),
      revokedAt: null,
    });
    expect(await typesOf(owner.jwt, endpoint.id)).toEqual(['session.created']);

    const out = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken: login.sessionToken });
    expect(out.status).toBe(200);
    const [revoked] = await received(owner.jwt, endpoint, 'session.revoked');
    expect(revoked?.data).toMatchObject({
      memberSessionId: sessionId,
      memberId: owner.admin.memberId,
      revokedAt: expect.any(String),
    });
    // Revoking it again changes nothing and announces nothing.
    expect((await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken: login.sessionToken })).status).not.toBe(200);
    expect(await typesOf(owner.jwt, endpoint.id)).toEqual(['session.created', 'session.revoked']);
  });

  it('organization.updated when an admin changes the settings or the company is renamed', async () => {
    const owner = await sellerSession(ctx, 'Org Hooks');
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, ['organization.updated']);
    const res = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { organization_name: 'Org Hooks Renamed', mfa_policy: 'OPTIONAL' },
      { sessionToken: owner.sessionToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [updated] = await received(owner.jwt, endpoint, 'organization.updated');
    expect(updated?.data).toEqual({
      organizationId: owner.organization.organizationId,
      organizationName: 'Org Hooks Renamed',
      organizationSlug: owner.organization.slug,
      changed: ['mfa_policy', 'organization_name'],
    });
    expect(await typesOf(owner.jwt, endpoint.id)).toEqual(['organization.updated']);

    // The company profile renames the organization too; saving the same name again is no change.
    const company = (await api(ctx, 'GET', '/api/Company', owner.jwt)).body.data;
    const profile = { name: 'Org Hooks Ltd', email: company.email };
    const saved = await api(ctx, 'POST', '/api/Company', owner.jwt, profile);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api(ctx, 'POST', '/api/Company', owner.jwt, profile)).status).toBe(200);
    const both = await received(owner.jwt, endpoint, 'organization.updated', 2);
    expect(both[1]?.data).toMatchObject({ organizationName: 'Org Hooks Ltd', changed: ['organization_name'] });
    expect(await typesOf(owner.jwt, endpoint.id)).toHaveLength(2);
  });

  it('sso_connection.created, .updated and .deleted as an admin manages a SAML connection', async () => {
    const owner = await sellerSession(ctx, 'SSO Hooks');
    const types = ['sso_connection.created', 'sso_connection.updated', 'sso_connection.deleted'];
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, types);
    const auth = { sessionToken: owner.sessionToken };
    const created = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Okta' }, auth);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const connectionId = created.data.connection.connection_id as string;
    const updated = await sdk(ctx, 'PUT', `/b2b/sso/saml/${connectionId}`, { display_name: 'Okta EU' }, auth);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await sdk(ctx, 'DELETE', `/b2b/sso/${connectionId}`, undefined, auth)).status).toBe(200);

    const expected = { connectionId, connectionType: 'saml', identityProvider: 'generic', status: 'pending' };
    expect((await received(owner.jwt, endpoint, 'sso_connection.created'))[0]?.data).toEqual({
      ...expected,
      displayName: 'Okta',
    });
    expect((await received(owner.jwt, endpoint, 'sso_connection.updated'))[0]?.data).toEqual({
      ...expected,
      displayName: 'Okta EU',
    });
    expect((await received(owner.jwt, endpoint, 'sso_connection.deleted'))[0]?.data).toEqual({
      ...expected,
      displayName: 'Okta EU',
    });
    expect(await typesOf(owner.jwt, endpoint.id)).toEqual(types);
  });

  it('scim_connection.* as an admin manages the connection, scim_group.* and member.* as the IdP provisions', async () => {
    const owner = await sellerSession(ctx, 'SCIM Hooks');
    const types = [
      'scim_connection.created',
      'scim_connection.updated',
      'scim_connection.deleted',
      'scim_group.created',
      'scim_group.updated',
      'scim_group.deleted',
      'member.created',
      'member.updated',
    ];
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, types);
    const auth = { sessionToken: owner.sessionToken };
    const created = await sdk(ctx, 'POST', '/b2b/scim', { display_name: 'Okta', identity_provider: 'okta' }, auth);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const connectionId = created.data.connection.connection_id as string;
    const idp = { connectionId, token: created.data.connection.bearer_token as string };
    const connection = { connectionId, displayName: 'Okta', identityProvider: 'okta', status: 'active', tokenRotating: false };
    expect((await received(owner.jwt, endpoint, 'scim_connection.created'))[0]?.data).toEqual(connection);

    const email = `pushed-${connectionId.slice(-8).toLowerCase()}@example.com`;
    const user = await scim(ctx, idp, 'POST', '/Users', {
      userName: email,
      name: { givenName: 'Pat', familyName: 'Pushed' },
      emails: [{ primary: true, value: email }],
      active: true,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const renamed = await scim(ctx, idp, 'PUT', `/Users/${user.body.id}`, {
      userName: email,
      name: { givenName: 'Pat', familyName: 'Provisioned' },
      emails: [{ primary: true, value: email }],
      active: true,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await received(owner.jwt, endpoint, 'member.created'))[0]?.data).toMatchObject({
      memberId: user.body.id,
      emailAddress: email,
    });
    expect((await received(owner.jwt, endpoint, 'member.updated'))[0]?.data).toMatchObject({
      memberId: user.body.id,
      name: 'Pat Provisioned',
    });

    const group = await scim(ctx, idp, 'POST', '/Groups', { displayName: 'Buyers', members: [] });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const patched = await scim(ctx, idp, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'add', path: 'members', value: [{ value: user.body.id }] }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBeLessThan(300);
    expect((await scim(ctx, idp, 'DELETE', `/Groups/${group.body.id}`)).status).toBe(204);
    const groupData = { connectionId, groupId: group.body.id, displayName: 'Buyers' };
    expect((await received(owner.jwt, endpoint, 'scim_group.created'))[0]?.data).toEqual({ ...groupData, memberIds: [] });
    expect((await received(owner.jwt, endpoint, 'scim_group.updated'))[0]?.data).toEqual({
      ...groupData,
      memberIds: [user.body.id],
    });
    expect((await received(owner.jwt, endpoint, 'scim_group.deleted'))[0]?.data).toEqual({
      ...groupData,
      memberIds: [user.body.id],
    });

    const changed = await sdk(ctx, 'PUT', `/b2b/scim/${connectionId}`, { display_name: 'Okta EU' }, auth);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await received(owner.jwt, endpoint, 'scim_connection.updated'))[0]?.data).toEqual({
      ...connection,
      displayName: 'Okta EU',
    });
    expect((await sdk(ctx, 'DELETE', `/b2b/scim/${connectionId}`, undefined, auth)).status).toBe(200);
    expect((await received(owner.jwt, endpoint, 'scim_connection.deleted'))[0]?.data).toEqual({
      ...connection,
      displayName: 'Okta EU',
    });
    // One delivery per change, none for the reads in between.
    expect(await typesOf(owner.jwt, endpoint.id)).toEqual([
      'scim_connection.created',
      'member.created',
      'member.updated',
      'scim_group.created',
      'scim_group.updated',
      'scim_group.deleted',
      'scim_connection.updated',
      'scim_connection.deleted',
    ]);
  });
});

describe('subscription webhook events', () => {
  it('subscription.changed once per change: started, plan changed, renewed, cancel scheduled, canceled', async () => {
    const owner = await sellerSession(ctx, 'Billing Hooks');
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, ['subscription.changed']);
    await subscribe(ctx, owner.jwt, { plan: 'OAPro', period: 'Month' });
    await webhooksDelivered(ctx);
    const sub = await eventually(async () => {
      const current = await currentSubscription(ctx, owner.jwt);
      return current?.status === 'active' ? current : null;
    });
    const [started] = await received(owner.jwt, endpoint, 'subscription.changed');
    expect(started?.data).toMatchObject({
      subscriptionId: sub.subscriptionId,
      change: 'started',
      status: 'active',
      planCode: 'OAPro',
      period: 'Month',
      amount: 4_900,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      previous: null,
    });
    // The checkout sends the provider several events (session, subscription, invoice): one change.
    expect(await typesOf(owner.jwt, endpoint.id)).toHaveLength(1);

    const { portalUrl } = (await api(ctx, 'GET', '/api/AccountManagement/customer-portal', owner.jwt)).body.data;
    const portal = new URL(portalUrl);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `${portal.pathname}${portal.search}&action=switch`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ subscription: String(sub.subscriptionId), plan: 'WSUltimate', period: 'Month' }).toString(),
    });
    expect(switched.statusCode).toBe(200);
    await webhooksDelivered(ctx);
    const [, upgraded] = await received(owner.jwt, endpoint, 'subscription.changed', 2);
    expect(upgraded?.data).toMatchObject({
      change: 'plan_changed',
      planCode: 'WSUltimate',
      amount: 12_900,
      previous: { planCode: 'OAPro', amount: 4_900 },
    });

    await advanceDays(ctx, 32);
    await webhooksDelivered(ctx);
    const [, , renewed] = await received(owner.jwt, endpoint, 'subscription.changed', 3);
    expect(renewed?.data).toMatchObject({
      change: 'renewed',
      status: 'active',
      previous: { status: 'active', planCode: 'WSUltimate' },
    });
    expect(Date.parse(String(renewed?.data.currentPeriodEnd))).toBeGreaterThan(
      Date.parse(String(started?.data.currentPeriodEnd)),
    );

    const atEnd = await api(ctx, 'POST', '/api/Customer/CancelSubscription', owner.jwt, {
      subscriptionId: sub.subscriptionId,
      cancelImmediately: false,
    });
    expect(atEnd.status, JSON.stringify(atEnd.body)).toBe(200);
    await webhooksDelivered(ctx);
    const [, , , scheduled] = await received(owner.jwt, endpoint, 'subscription.changed', 4);
    expect(scheduled?.data).toMatchObject({
      change: 'cancel_scheduled',
      cancelAtPeriodEnd: true,
      previous: { cancelAtPeriodEnd: false },
    });

    const now = await api(ctx, 'POST', '/api/Customer/CancelSubscription', owner.jwt, {
      subscriptionId: sub.subscriptionId,
      cancelImmediately: true,
    });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    await webhooksDelivered(ctx);
    const events = await received(owner.jwt, endpoint, 'subscription.changed', 5);
    expect(events[4]?.data).toMatchObject({ change: 'canceled', status: 'canceled', canceledAt: expect.any(String) });
    // Each change once, though the route applied it and the provider's webhook repeated it.
    expect(events.map((e) => e.data.change)).toEqual(['started', 'plan_changed', 'renewed', 'cancel_scheduled', 'canceled']);
  });
});
