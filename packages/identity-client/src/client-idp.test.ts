import { afterEach, describe, expect, it } from 'vitest';
import { idpFor } from './api/idp.js';
import { ApiError, UsageError } from './errors.js';
import { disposeClients, makeAdminClient, makeClient, PUBLIC_TOKEN } from './test-support/client.js';
import { apiError, bodyObject, ok, resetBrowser } from './test-support/fake-fetch.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

const client = { client_id: 'ca-1', client_type: 'third_party', client_name: 'Ledger', client_description: 'Books' };
const authorize = {
  client_id: 'ca-1',
  redirect_uri: 'https://rp.example/callback',
  response_type: 'code',
  scopes: ['openid', 'email', 'read:orders'],
};

describe('idp (identity-provider consent and logout)', () => {
  it('oauthAuthorizeStart posts the preflight to /idp/b2b/oauth/authorize/start and returns its data', async () => {
    const { client: c, server } = makeClient({
      'POST /idp/b2b/oauth/authorize/start': () =>
        ok({ client, consent_required: true, scope_results: [{ scope: 'openid', is_grantable: true, description: '' }] }),
    });
    const response = await idpFor(c).oauthAuthorizeStart({ ...authorize, prompt: 'consent' });
    expect(response.consent_required).toBe(true);
    expect(response.client.client_name).toBe('Ledger');
    expect(response.scope_results[0]?.scope).toBe('openid');
    const call = server.calls.find((x) => x.path === '/idp/b2b/oauth/authorize/start');
    expect(call?.url).toBe('https://api.example.com/sdk/v1/idp/b2b/oauth/authorize/start');
    expect(bodyObject(call)).toEqual({ ...authorize, prompt: 'consent' });
    expect(call?.headers.Authorization).toBe(`Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`);
  });

  it('oauthAuthorizeSubmit sends state, nonce, code_challenge and consent_granted; undefined fields stay absent', async () => {
    const { client: c, server } = makeClient({
      'POST /idp/b2b/oauth/authorize/submit': () =>
        ok({ redirect_uri: 'https://rp.example/callback?code=abc&state=s1', authorization_code: 'abc' }),
    });
    const response = await idpFor(c).oauthAuthorizeSubmit({
      ...authorize,
      state: 's1',
      nonce: 'n1',
      code_challenge: 'challenge',
      consent_granted: true,
    });
    expect(response.redirect_uri).toBe('https://rp.example/callback?code=abc&state=s1');
    expect(response.authorization_code).toBe('abc');
    const call = server.calls.find((x) => x.path === '/idp/b2b/oauth/authorize/submit');
    expect(bodyObject(call)).toEqual({
      ...authorize,
      state: 's1',
      nonce: 'n1',
      code_challenge: 'challenge',
      consent_granted: true,
    });
    expect(call?.rawBody).not.toContain('prompt');
  });

  it('oauthLogoutStart posts to /b2b/oauth/logout/start', async () => {
    const { client: c, server } = makeClient({
      'POST /b2b/oauth/logout/start': () => ok({ redirect_uri: 'https://rp.example/bye?state=x', consent_required: false }),
    });
    const response = await idpFor(c).oauthLogoutStart({
      client_id: 'ca-1',
      post_logout_redirect_uri: 'https://rp.example/bye',
      state: 'x',
      id_token_hint: 'eyJ.hint',
    });
    expect(response).toMatchObject({ redirect_uri: 'https://rp.example/bye?state=x', consent_required: false });
    expect(bodyObject(server.calls.find((x) => x.path === '/b2b/oauth/logout/start'))).toEqual({
      client_id: 'ca-1',
      post_logout_redirect_uri: 'https://rp.example/bye',
      state: 'x',
      id_token_hint: 'eyJ.hint',
    });
  });

  it('rejects bad arguments locally, before any request', async () => {
    const { client: c, server } = makeClient();
    const idp = idpFor(c);
    expect(() => idp.oauthAuthorizeStart({ ...authorize, scopes: 'openid' as unknown as string[] })).toThrow(UsageError);
    expect(() => idp.oauthAuthorizeStart({ ...authorize, client_id: undefined as unknown as string })).toThrow(
      'Invalid call to idp.oauthAuthorizeStart: client_id must be a string.',
    );
    expect(() => idp.oauthAuthorizeSubmit({ ...authorize } as never)).toThrow(
      'Invalid call to idp.oauthAuthorizeSubmit: consent_granted must be a boolean.',
    );
    expect(() => idp.oauthLogoutStart({ client_id: 'ca-1' } as never)).toThrow(/post_logout_redirect_uri/);
    expect(server.calls.filter((x) => x.method === 'POST')).toHaveLength(0);
  });

  it('passes API errors through as ApiError', async () => {
    const { client: c } = makeClient({
      'POST /idp/b2b/oauth/authorize/start': () => apiError(400, 'invalid_redirect_uri', 'The redirect URI is not registered.'),
    });
    const error = await idpFor(c)
      .oauthAuthorizeStart(authorize)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error_type).toBe('invalid_redirect_uri');
    expect((error as ApiError).error_message).toBe('The redirect URI is not registered.');
  });

  it('the admin client has idp too', async () => {
    const { client: c, server } = makeAdminClient({
      'POST /b2b/oauth/logout/start': () => ok({ redirect_uri: 'https://rp.example/bye', consent_required: true }),
    });
    const response = await c.idp.oauthLogoutStart({ client_id: 'ca-1', post_logout_redirect_uri: 'https://rp.example/bye' });
    expect(response.consent_required).toBe(true);
    expect(server.calls.some((x) => x.path === '/b2b/oauth/logout/start')).toBe(true);
  });

  it('idpFor refuses an object that is not a client', () => {
    expect(() => idpFor({} as never)).toThrow(UsageError);
  });
});
