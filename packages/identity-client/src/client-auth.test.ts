import { afterEach, describe, expect, it } from 'vitest';
import { IST_COOKIE, readCookie, SESSION_COOKIE, SESSION_JWT_COOKIE } from './cookies.js';
import { disposeClients, makeClient } from './test-support/client.js';
import { ok, resetBrowser } from './test-support/fake-fetch.js';
import { doneResponse, member, mfaRequiredResponse, organization } from './test-support/fixtures.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

const discoveryResponse = {
  intermediate_session_token: 'ist-discovery',
  email_address: member.email_address,
  discovered_organizations: [],
};
const bodyOf = (server: ReturnType<typeof makeClient>['server'], path: string) => server.calls.find((c) => c.path === path)?.body;

describe('authenticate responses update the session', () => {
  it('done: stores member, organization and session, writes the token cookies', async () => {
    const { client } = makeClient({ 'POST /b2b/passwords/authenticate': () => ok(doneResponse()) });
    const changes: unknown[] = [];
    client.session.onChange((s) => changes.push(s?.member_session_id ?? null));
    const res = await client.passwords.authenticate({
      organization_id: 'org-1',
      email_address: 'ada@example.com',
      password: 'pw',
    });
    expect(res.member_authenticated).toBe(true);
    expect(client.session.getSync()?.member_session_id).toBe('member-session-test-1');
    expect(client.session.getTokens()).toEqual({ session_token: 'st-1', session_jwt: 'jwt-1' });
    expect(changes).toEqual(['member-session-test-1']);
  });

  it('not done: keeps no session but stores the IST, which the next step sends', async () => {
    const { client, server } = makeClient({
      'POST /b2b/passwords/authenticate': () => ok(mfaRequiredResponse('ist-mfa')),
      'POST /b2b/discovery/intermediate_sessions/exchange': () => ok(doneResponse()),
    });
    await client.passwords.authenticate({ organization_id: 'org-1', email_address: 'ada@example.com', password: 'pw' });
    expect(client.session.getSync()).toBeNull();
    expect(readCookie(document, IST_COOKIE)).toBe('ist-mfa');
    await client.discovery.intermediateSessions.exchange({ organization_id: 'org-1' });
    expect(bodyOf(server, '/b2b/discovery/intermediate_sessions/exchange')).toEqual({
      organization_id: 'org-1',
      session_duration_minutes: 60,
      intermediate_session_token: 'ist-mfa',
    });
    expect(readCookie(document, IST_COOKIE)).toBeUndefined();
    expect(readCookie(document, SESSION_COOKIE)).toBe('st-1');
  });

  it('discovery authenticate keeps the IST and lists organizations with it', async () => {
    const { client, server } = makeClient({
      'POST /b2b/otps/email/discovery/authenticate': () => ok(discoveryResponse),
      'POST /b2b/discovery/organizations': () => ok({ email_address: member.email_address, discovered_organizations: [] }),
      'POST /b2b/discovery/organizations/create': () => ok(doneResponse()),
    });
    await client.otps.email.discovery.authenticate({ code: '123456', email_address: member.email_address });
    expect(readCookie(document, IST_COOKIE)).toBe('ist-discovery');
    await client.discovery.organizations.list();
    expect(bodyOf(server, '/b2b/discovery/organizations')).toEqual({ intermediate_session_token: 'ist-discovery' });
    await client.discovery.organizations.create({ organization_name: 'Acme' });
    expect(bodyOf(server, '/b2b/discovery/organizations/create')).toEqual({
      organization_name: 'Acme',
      session_duration_minutes: 60,
      intermediate_session_token: 'ist-discovery',
    });
    expect(client.session.getSync()).not.toBeNull();
  });
});

describe('request fields and session duration defaults', () => {
  const cases: [string, (c: ReturnType<typeof makeClient>['client']) => Promise<unknown>, string, Record<string, unknown>][] = [
    [
      'passwords.authenticate (30 when unset)',
      (c) => c.passwords.authenticate({ organization_id: 'o', email_address: 'e@x.io', password: 'p' }),
      '/b2b/passwords/authenticate',
      { organization_id: 'o', email_address: 'e@x.io', password: 'p', session_duration_minutes: 30 },
    ],
    [
      'magicLinks.authenticate (30 when unset)',
      (c) => c.magicLinks.authenticate({ magic_links_token: 'mlt' }),
      '/b2b/magic_links/authenticate',
      { magic_links_token: 'mlt', session_duration_minutes: 30 },
    ],
    [
      'otps.email.authenticate (60 when unset)',
      (c) => c.otps.email.authenticate({ code: '123456', organization_id: 'o', email_address: 'e@x.io' }),
      '/b2b/otps/email/authenticate',
      { code: '123456', organization_id: 'o', email_address: 'e@x.io', session_duration_minutes: 60 },
    ],
    [
      'passwords.resetByEmail (60 when unset)',
      (c) => c.passwords.resetByEmail({ password_reset_token: 't', password: 'p' }),
      '/b2b/passwords/email/reset',
      { password_reset_token: 't', password: 'p', session_duration_minutes: 60 },
    ],
    [
      'passwords.resetByExistingPassword',
      (c) =>
        c.passwords.resetByExistingPassword({
          organization_id: 'o',
          email_address: 'e@x.io',
          existing_password: 'a',
          new_password: 'b',
        }),
      '/b2b/passwords/existing_password/reset',
      { organization_id: 'o', email_address: 'e@x.io', existing_password: 'a', new_password: 'b', session_duration_minutes: 60 },
    ],
    [
      'passwords.resetBySession',
      (c) => c.passwords.resetBySession({ password: 'p' }),
      '/b2b/passwords/session/reset',
      { password: 'p' },
    ],
    [
      'session.exchange',
      (c) => c.session.exchange({ organization_id: 'o2', session_duration_minutes: 120 }),
      '/b2b/sessions/exchange',
      { organization_id: 'o2', session_duration_minutes: 120 },
    ],
    [
      'passwords.strengthCheck',
      (c) => c.passwords.strengthCheck({ password: 'p' }),
      '/b2b/passwords/strength_check',
      { password: 'p' },
    ],
    [
      'otps.email.loginOrSignup',
      (c) => c.otps.email.loginOrSignup({ organization_id: 'o', email_address: 'e@x.io', locale: 'en' }),
      '/b2b/otps/email/login_or_signup',
      { organization_id: 'o', email_address: 'e@x.io', locale: 'en' },
    ],
    [
      'otps.email.discovery.send',
      (c) => c.otps.email.discovery.send({ email_address: 'e@x.io' }),
      '/b2b/otps/email/discovery/send',
      { email_address: 'e@x.io' },
    ],
    [
      'passwords.discovery.authenticate',
      (c) => c.passwords.discovery.authenticate({ email_address: 'e@x.io', password: 'p' }),
      '/b2b/passwords/discovery/authenticate',
      { email_address: 'e@x.io', password: 'p' },
    ],
    [
      'magicLinks.discovery.authenticate',
      (c) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'dmlt' }),
      '/b2b/magic_links/discovery/authenticate',
      { discovery_magic_links_token: 'dmlt' },
    ],
    [
      'organizations.getBySlug',
      (c) => c.organizations.getBySlug({ organization_slug: 'acme' }),
      '/b2b/organizations/search',
      { organization_slug: 'acme' },
    ],
    [
      'organizations.searchMember',
      (c) => c.organizations.searchMember({ email_address: 'e@x.io', organization_id: 'org-1' }),
      '/b2b/organizations/members/search',
      { email_address: 'e@x.io', organization_id: 'org-1' },
    ],
  ];

  it.each(cases)('%s sends exactly the contract fields', async (_name, call, path, expected) => {
    const { client, server } = makeClient({
      [`POST ${path}`]: () => ok(path.includes('discovery/authenticate') ? discoveryResponse : doneResponse()),
    });
    await call(client);
    expect(server.calls.filter((c) => c.path === path)).toHaveLength(1);
    expect(bodyOf(server, path)).toEqual(expected);
  });

  it('self.get reads GET /b2b/organizations/members/me', async () => {
    const { client, server } = makeClient({ 'GET /b2b/organizations/members/me': () => ok({ member, organization }) });
    expect((await client.self.get()).member).toEqual(member);
    expect(server.calls.at(-1)?.rawBody).toBeUndefined();
  });

  it('writes the JWT cookie too', async () => {
    const { client } = makeClient({ 'POST /b2b/otps/email/authenticate': () => ok(doneResponse()) });
    await client.otps.email.authenticate({ code: '111111', organization_id: 'o', email_address: 'e@x.io' });
    expect(readCookie(document, SESSION_JWT_COOKIE)).toBe('jwt-1');
  });
});
