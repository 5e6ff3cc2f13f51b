import { afterEach, describe, expect, it } from 'vitest';
import { defaultBootstrap, mapBootstrap } from './bootstrap.js';
import { bootstrapResponse, disposeClients, makeClient, PUBLIC_TOKEN } from './test-support/client.js';
import { apiError, resetBrowser } from './test-support/fake-fetch.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

describe('bootstrap', () => {
  it('maps the snake_case response to camelCase like the official client', () => {
    const response = bootstrapResponse({
      disable_sdk_watermark: false,
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
      pkce_required_for_sso: false,
      slug_pattern: 'https://{{slug}}.example.com',
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'OBSERVATION',
      rbac_policy: { roles: [] },
      cname_domain: 'auth.example.com',
    });
    expect(mapBootstrap(response)).toEqual({
      projectName: 'ShelfScope',
      displayWatermark: true,
      captchaSettings: { enabled: false },
      cnameDomain: 'auth.example.com',
      emailDomains: ['gmail.com'],
      pkceRequiredForEmailMagicLinks: true,
      pkceRequiredForPasswordResets: true,
      pkceRequiredForOAuth: true,
      pkceRequiredForSso: false,
      slugPattern: 'https://{{slug}}.example.com',
      createOrganizationEnabled: true,
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
      runDFPProtectedAuth: true,
      dfpProtectedAuthMode: 'OBSERVATION',
      rbacPolicy: { roles: [] },
      siweRequiredForCryptoWallets: false,
      vertical: 'B2B',
    });
  });

  it('defaults missing optional fields', () => {
    const mapped = mapBootstrap(bootstrapResponse());
    expect(mapped.runDFPProtectedAuth).toBe(false);
    expect(mapped.rbacPolicy).toBeNull();
    expect(mapped.passwordConfig).toBeNull();
    expect(mapped.displayWatermark).toBe(false);
  });

  it('has defaults that are all false, null or empty', () => {
    const values = Object.values(defaultBootstrap()).filter((v) => typeof v !== 'object' || v === null);
    expect(values.every((v) => v === false || v === null || v === undefined)).toBe(true);
    expect(defaultBootstrap().captchaSettings).toEqual({ enabled: false });
  });

  it('fetches GET /projects/bootstrap/{public_token} and exposes it sync once loaded', async () => {
    const { client, server } = makeClient({}, { bootstrap: { pkce_required_for_sso: true } });
    expect(client.bootstrap.getSync()).toEqual(defaultBootstrap());
    const data = await client.bootstrap.getAsync();
    expect(data.pkceRequiredForSso).toBe(true);
    expect(client.bootstrap.getSync()).toEqual(data);
    expect(server.calls[0]?.method).toBe('GET');
    expect(server.calls[0]?.url).toBe(`https://api.example.com/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`);
  });

  it('uses the defaults and reports the error when bootstrap fails', async () => {
    const { client, errors } = makeClient({
      [`GET /projects/bootstrap/${PUBLIC_TOKEN}`]: () => apiError(500, 'internal_server_error'),
    });
    expect(await client.bootstrap.getAsync()).toEqual(defaultBootstrap());
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toMatchObject({ error_type: 'internal_server_error' });
  });

  it('warns when the project is a consumer project', async () => {
    const { client, warnings } = makeClient({}, { bootstrap: { vertical: 'CONSUMER' } });
    await client.bootstrap.getAsync();
    expect(warnings.some((w) => String(w[0]).includes('consumer'))).toBe(true);
  });
});
