import { randomUUID } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/email-support.js';
import { discoveryIst, logIn, sdk, seedMember, uniqueEmail } from '../../../test/identity.js';
import { adminOrganization } from '../../../test/sso.js';
import { createTestApp, silentLogger, type TestContext } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed.js';
import { identityOrganizations } from '../schema.js';
import { DOMAIN_REVERIFY_QUEUE } from './register.js';
import { txtResolver } from './resolver.js';
import { reverifyDueDomains } from './reverify.js';

// The resolver asks the development DNS server (a real UDP DNS server on 127.0.0.1) that the
// test app starts; records are published through /dev/dns as a domain's owner would at their host.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const freshDomain = () => `shop-${randomUUID().slice(0, 8)}.example`;

async function publish(name: string, value: string) {
  const res = await ctx.app.inject({ method: 'PUT', url: '/dev/dns/records', payload: { name, type: 'TXT', value } });
  expect(res.statusCode, res.body).toBe(200);
}
async function unpublish(name: string) {
  const res = await ctx.app.inject({ method: 'DELETE', url: `/dev/dns/records?name=${encodeURIComponent(name)}` });
  expect(res.statusCode, res.body).toBe(200);
}
const organizationRow = async (organizationId: string) =>
  (
    await ctx.services.identity.db
      .select()
      .from(identityOrganizations)
      .where(eq(identityOrganizations.organizationId, organizationId))
  )[0];

/** An admin's organization with `domain` added and its record published and verified. */
async function verifiedOrganization(domain: string) {
  const admin = await adminOrganization(ctx);
  const added = await sdk(ctx, 'POST', '/b2b/organizations/me/domains', { domain }, { sessionToken: admin.sessionToken });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  await publish(domain, added.data.domain.txt_record.value);
  const verified = await sdk(ctx, 'POST', `/b2b/organizations/me/domains/${added.data.domain.domain_id}/verify`, undefined, {
    sessionToken: admin.sessionToken,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { ...admin, domain: verified.data.domain };
}

describe('verified domains', () => {
  it('adds a domain pending with the TXT record to publish; verify fails until it is published', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const domain = freshDomain();
    const added = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/domains',
      { domain: ` ${domain.toUpperCase()}. ` },
      { sessionToken },
    );
    expect(added.status).toBe(200);
    const row = added.data.domain;
    expect(row).toMatchObject({ domain, status: 'pending', verified_at: null });
    expect(row.txt_record.name).toBe(domain);
    expect(row.txt_record.value).toMatch(/^shelfscope-verification=[A-Za-z0-9_-]{22}$/);
    // Adding it again answers the same domain: nothing created twice.
    const again = await sdk(ctx, 'POST', '/b2b/organizations/me/domains', { domain }, { sessionToken });
    expect(again.data.domain.domain_id).toBe(row.domain_id);

    const early = await sdk(ctx, 'POST', `/b2b/organizations/me/domains/${row.domain_id}/verify`, undefined, { sessionToken });
    expect(early.status).toBe(400);
    expect(early.body.error_type).toBe('domain_verification_failed');
    expect(early.body.error_message).toContain(`No TXT record was found at ${domain}`);

    // A record that is not ours does not verify either, and the admin is told what was seen.
    await publish(domain, 'shelfscope-verification=someone-else');
    const wrong = await sdk(ctx, 'POST', `/b2b/organizations/me/domains/${row.domain_id}/verify`, undefined, { sessionToken });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_message).toContain('none is shelfscope-verification=');
    const listed = await sdk(ctx, 'GET', '/b2b/organizations/me/domains', undefined, { sessionToken });
    expect(listed.data.domains[0]).toMatchObject({ status: 'pending' });
    expect(listed.data.domains[0].last_check_error).toContain('none is');
  });

  it('verifies by DNS: the domain becomes claimed and allowed, and SSO discovery and JIT follow it', async () => {
    const domain = freshDomain();
    const { organization, domain: verified } = await verifiedOrganization(domain);
    expect(verified).toMatchObject({ domain, status: 'verified', last_check_error: '' });
    expect(verified.verified_at).not.toBeNull();
    const row = await organizationRow(organization.organizationId);
    expect(row?.claimedEmailDomains).toEqual([domain]);
    expect(row?.emailAllowedDomains).toContain(domain);

    // The wire serves it as the organization's claimed domain.
    const me = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: organization.slug });
    expect(me.data.organization.claimed_email_domains).toEqual([domain]);

    // JIT by email domain: a newcomer of a verified domain joins without a member vouching for it.
    await ctx.services.identity.db
      .update(identityOrganizations)
      .set({ emailJitProvisioning: 'RESTRICTED' })
      .where(eq(identityOrganizations.organizationId, organization.organizationId));
    const newcomer = `new-${randomUUID().slice(0, 6)}@${domain}`;
    const discovered = await sdk(ctx, 'POST', '/b2b/discovery/organizations', {
      intermediate_session_token: await discoveryIst(ctx, newcomer),
    });
    expect(
      discovered.data.discovered_organizations.find(
        (d: { organization: { organization_id: string } }) => d.organization.organization_id === organization.organizationId,
      )?.membership.type,
    ).toBe('eligible_to_join_by_email_domain');
    const joined = await logIn(ctx, newcomer, organization.organizationId);
    expect(joined.data.member.email_address).toBe(newcomer);
  });

  it('SSO discovery by email finds the organization of a verified domain even when it is not a JIT domain', async () => {
    const domain = freshDomain();
    const { organization, sessionToken } = await verifiedOrganization(domain);
    const created = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Corp IdP' }, { sessionToken });
    expect(created.status).toBe(200);
    await ctx.services.identity.db
      .update(identityOrganizations)
      .set({
        emailAllowedDomains: [],
        ssoActiveConnections: [
          { connection_id: created.data.connection.connection_id, display_name: 'Corp IdP', identity_provider: 'generic' },
        ],
      })
      .where(eq(identityOrganizations.organizationId, organization.organizationId));
    const found = await sdk(
      ctx,
      'GET',
      `/b2b/sso/discovery/connections?email_address=${encodeURIComponent(`someone@${domain}`)}`,
    );
    expect(found.status).toBe(200);
    expect(found.data.connections.map((c: { connection_id: string }) => c.connection_id)).toEqual([
      created.data.connection.connection_id,
    ]);
  });

  it('a domain claimed by another organization is refused with the spec error, in domains and in settings', async () => {
    const domain = freshDomain();
    await verifiedOrganization(domain);
    const other = await adminOrganization(ctx);
    const add = await sdk(ctx, 'POST', '/b2b/organizations/me/domains', { domain }, { sessionToken: other.sessionToken });
    expect(add.status).toBe(403);
    expect(add.body.error_type).toBe('action_not_allowed_email_domain_is_claimed');
    const settings = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { email_allowed_domains: ['fine.example', domain] },
      { sessionToken: other.sessionToken },
    );
    expect(settings.status).toBe(403);
    expect(settings.body.error_type).toBe('action_not_allowed_email_domain_is_claimed');
    expect(settings.body.error_message).toContain(`email_allowed_domains: ${domain}`);
    expect((await organizationRow(other.organization.organizationId))?.emailAllowedDomains).toEqual([]);
    // Creating an organization that lists it is refused the same way (the widget's claimed-domain screen).
    const creator = uniqueEmail('creator');
    const create = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: await discoveryIst(ctx, creator),
      organization_name: 'Copycat',
      email_allowed_domains: [domain],
      session_duration_minutes: 60,
    });
    expect(create.status).toBe(403);
    expect(create.body.error_type).toBe('action_not_allowed_email_domain_is_claimed');
  });

  it('the first organization to verify wins; a pending claim of the loser cannot verify afterwards', async () => {
    const domain = freshDomain();
    const loser = await adminOrganization(ctx);
    const pending = await sdk(ctx, 'POST', '/b2b/organizations/me/domains', { domain }, { sessionToken: loser.sessionToken });
    await ctx.services.identity.db
      .update(identityOrganizations)
      .set({ emailAllowedDomains: [domain] })
      .where(eq(identityOrganizations.organizationId, loser.organization.organizationId));
    await publish(domain, pending.data.domain.txt_record.value);
    await verifiedOrganization(domain);
    const late = await sdk(ctx, 'POST', `/b2b/organizations/me/domains/${pending.data.domain.domain_id}/verify`, undefined, {
      sessionToken: loser.sessionToken,
    });
    expect(late.status).toBe(403);
    expect(late.body.error_type).toBe('action_not_allowed_email_domain_is_claimed');
    // The winner's claim took the domain out of the loser's JIT domains.
    expect((await organizationRow(loser.organization.organizationId))?.emailAllowedDomains).toEqual([]);
  });

  it('re-verification keeps a domain whose record is there and unverifies a lost one, emailing the admins', async () => {
    const kept = freshDomain();
    const lost = freshDomain();
    const a = await verifiedOrganization(kept);
    const b = await verifiedOrganization(lost);
    const plain = await seedMember(ctx, b.organization.organizationId);
    await unpublish(lost);
    // Due: checked more than IDENTITY_DOMAIN_REVERIFY_HOURS (24) ago.
    const later = new Date(Date.now() + 25 * 3_600_000);
    const outcome = await reverifyDueDomains(ctx.services.identity, later);
    expect(outcome.lost).toContain(lost);
    expect(outcome.lost).not.toContain(kept);

    const listA = await sdk(ctx, 'GET', '/b2b/organizations/me/domains', undefined, { sessionToken: a.sessionToken });
    expect(listA.data.domains[0]).toMatchObject({ domain: kept, status: 'verified', last_check_error: '' });
    const listB = await sdk(ctx, 'GET', '/b2b/organizations/me/domains', undefined, { sessionToken: b.sessionToken });
    expect(listB.data.domains[0]).toMatchObject({ domain: lost, status: 'pending' });
    expect(listB.data.domains[0].lost_at).not.toBeNull();
    expect(listB.data.domains[0].last_check_error).toContain('No TXT record');
    const rowB = await organizationRow(b.organization.organizationId);
    expect(rowB?.claimedEmailDomains).toEqual([]);
    expect(rowB?.emailAllowedDomains).not.toContain(lost);

    const mail = await waitForMail(ctx, b.admin.emailAddress);
    expect(mail.subject).toBe(`${lost} is no longer verified for Acme Wholesale`);
    expect(mail.text).toContain(listB.data.domains[0].txt_record.value);
    // Only admins are told.
    const toMember = await ctx.app.inject({
      method: 'GET',
      url: `/dev/mailbox/messages?to=${encodeURIComponent(plain.emailAddress)}`,
    });
    expect(toMember.json()).toEqual([]);

    // Lost, it is free: another organization may claim it now.
    const other = await adminOrganization(ctx);
    const add = await sdk(ctx, 'POST', '/b2b/organizations/me/domains', { domain: lost }, { sessionToken: other.sessionToken });
    expect(add.status).toBe(200);
  });

  it('a failed lookup is no proof of loss: the domain stays verified', async () => {
    const domain = freshDomain();
    const { sessionToken } = await verifiedOrganization(domain);
    // A DNS server that never answers (a UDP socket that drops every query): the lookup times out.
    const silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    const identity = ctx.services.identity;
    const real = identity.resolveTxt;
    identity.resolveTxt = txtResolver({ servers: [`127.0.0.1:${silent.address().port}`], timeoutMs: 200 });
    try {
      await reverifyDueDomains(identity, new Date(Date.now() + 25 * 3_600_000));
    } finally {
      identity.resolveTxt = real;
      silent.close();
    }
    const list = await sdk(ctx, 'GET', '/b2b/organizations/me/domains', undefined, { sessionToken });
    expect(list.data.domains[0]).toMatchObject({ status: 'verified' });
    expect(list.data.domains[0].last_check_error).toContain('ETIMEOUT');
  });

  it('removing a verified domain releases it', async () => {
    const domain = freshDomain();
    const { organization, sessionToken, domain: row } = await verifiedOrganization(domain);
    const removed = await sdk(ctx, 'DELETE', `/b2b/organizations/me/domains/${row.domain_id}`, undefined, { sessionToken });
    expect(removed.status).toBe(200);
    const org = await organizationRow(organization.organizationId);
    expect(org?.claimedEmailDomains).toEqual([]);
    expect(org?.emailAllowedDomains).not.toContain(domain);
    const gone = await sdk(ctx, 'DELETE', `/b2b/organizations/me/domains/${row.domain_id}`, undefined, { sessionToken });
    expect(gone.status).toBe(404);
    expect(gone.body.error_type).toBe('domain_not_found');
  });

  it('checks input and permissions: a bad domain is 400 naming the field, a member is 403', async () => {
    const { organization, sessionToken } = await adminOrganization(ctx);
    for (const bad of ['https://x.example', 'a@b.example', 'nodot', '-x.example', '']) {
      const res = await sdk(ctx, 'POST', '/b2b/organizations/me/domains', { domain: bad }, { sessionToken });
      expect(res.status, bad).toBe(400);
      expect(res.body.error_message, bad).toContain('domain');
    }
    const member = await seedMember(ctx, organization.organizationId);
    const memberSession = (await logIn(ctx, member.emailAddress, organization.organizationId)).sessionToken;
    const res = await sdk(ctx, 'GET', '/b2b/organizations/me/domains', undefined, { sessionToken: memberSession });
    expect(res.status).toBe(403);
  });

  it('schedules re-verification with pg-boss', async () => {
    const schedules = await ctx.services.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === DOMAIN_REVERIFY_QUEUE)?.cron).toBe('*/15 * * * *');
  });
});

describe('demo data', () => {
  it('gives the demo organization one verified domain, checked through the development DNS', async () => {
    const { identityDemoStep } = await import('../demo-seed.js');
    const { identityDemoDomainStep, DEMO_DOMAIN } = await import('../../dev/dns/demo-domain.js');
    await seedDemoData(ctx.services, silentLogger, [identityDemoStep, identityDemoDomainStep]);
    const found = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: 'demo' });
    expect(found.data.organization.claimed_email_domains).toEqual([DEMO_DOMAIN]);
    const records = await ctx.app.inject({ method: 'GET', url: '/dev/dns/records' });
    expect(records.json().records).toContainEqual(expect.objectContaining({ name: DEMO_DOMAIN, type: 'TXT' }));
  });
});
