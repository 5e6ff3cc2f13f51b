import { afterEach, describe, expect, it } from 'vitest';
import { createIdentityClient, type IdentityClient } from './client.js';
import { UsageError } from './errors.js';
import { disposeClients, makeClient } from './test-support/client.js';
import { fakeFetch, ok, resetBrowser } from './test-support/fake-fetch.js';
import { validate } from './validate.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

/** Calls with deliberately wrong JavaScript values, as an untyped caller could. */
const loose = <T>(value: unknown) => value as T;

describe('validate', () => {
  it('names the method and field in the message', () => {
    expect(() => validate('otps.email.authenticate').isString('code', 123456)).toThrow(
      'Invalid call to otps.email.authenticate: code must be a string.',
    );
  });

  it('accepts undefined only for optional fields', () => {
    const v = validate('m');
    expect(() =>
      v.isOptionalString('a', undefined).isOptionalNumber('b', undefined).isOptionalBoolean('c', undefined),
    ).not.toThrow();
    expect(() => v.isString('a', undefined)).toThrow(UsageError);
    expect(() => v.isNumber('b', Number.NaN)).toThrow('b must be a number');
    expect(() => v.isBoolean('c', 'true')).toThrow('c must be a boolean');
    expect(() => v.isOptionalString('d', null)).toThrow('d must be a string');
  });
});

describe('client argument checks', () => {
  const cases: [string, string, (c: IdentityClient) => Promise<unknown>][] = [
    ['passwords.authenticate', 'email_address', (c) => c.passwords.authenticate(loose({ organization_id: 'o', password: 'p' }))],
    [
      'passwords.authenticate',
      'password',
      (c) => c.passwords.authenticate(loose({ organization_id: 'o', email_address: 'e', password: 1 })),
    ],
    [
      'passwords.authenticate',
      'session_duration_minutes',
      (c) =>
        c.passwords.authenticate(
          loose({ organization_id: 'o', email_address: 'e', password: 'p', session_duration_minutes: '60' }),
        ),
    ],
    ['otps.email.authenticate', 'organization_id', (c) => c.otps.email.authenticate(loose({ code: '1', email_address: 'e' }))],
    ['otps.email.discovery.authenticate', 'code', (c) => c.otps.email.discovery.authenticate(loose({ email_address: 'e' }))],
    ['magicLinks.authenticate', 'magic_links_token', (c) => c.magicLinks.authenticate(loose({}))],
    ['magicLinks.email.loginOrSignup', 'organization_id', (c) => c.magicLinks.email.loginOrSignup(loose({ email_address: 'e' }))],
    ['passwords.resetByEmail', 'password_reset_token', (c) => c.passwords.resetByEmail(loose({ password: 'p' }))],
    ['passwords.discovery.resetByEmailStart', 'email_address', (c) => c.passwords.discovery.resetByEmailStart(loose({}))],
    ['discovery.intermediateSessions.exchange', 'organization_id', (c) => c.discovery.intermediateSessions.exchange(loose({}))],
    ['session.exchange', 'organization_id', (c) => c.session.exchange(loose({ organization_id: 5 }))],
    ['session.authenticate', 'session_duration_minutes', (c) => c.session.authenticate(loose({ session_duration_minutes: 'x' }))],
    ['organizations.getBySlug', 'organization_slug', (c) => c.organizations.getBySlug(loose({}))],
    ['organizations.searchMember', 'organization_id', (c) => c.organizations.searchMember(loose({ email_address: 'e@x.io' }))],
  ];

  it.each(cases)('%s rejects a bad %s before any request', async (method, field, call) => {
    const { client, server } = makeClient();
    await client.bootstrap.getAsync();
    const before = server.calls.length;
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toMatchObject({ method, field });
    expect((error as Error).message).toContain(`${method}: ${field} must be`);
    expect(server.calls.length).toBe(before);
  });
});

describe('createIdentityClient options', () => {
  const base = () => ({
    publicToken: 'public-token-test-x',
    baseUrl: 'https://api.example.com',
    fetch: fakeFetch({}, () => ok()).fetch,
  });

  it.each(['path', 'domain', 'opaqueTokenCookieName', 'jwtCookieName', 'istCookieName'])(
    'requires cookieOptions.%s to be a string',
    (key) => {
      expect(() => createIdentityClient({ ...base(), cookieOptions: loose({ [key]: 42 }) })).toThrow(
        `Invalid call to createIdentityClient: cookieOptions.${key} must be a string.`,
      );
    },
  );

  it('requires a public token string', () => {
    expect(() => createIdentityClient(loose({ ...base(), publicToken: undefined }))).toThrow('publicToken must be a string');
  });

  it('warns when the public token lacks the public-token- prefix', () => {
    const { warnings } = makeClient({}, { publicToken: 'secret-abc' });
    expect(String(warnings[0]?.[0])).toContain('public-token-');
    const { warnings: none } = makeClient();
    expect(none).toEqual([]);
  });
});
