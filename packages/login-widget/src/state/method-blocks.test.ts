import { describe, expect, it } from 'vitest';
import { organization } from '../test-support/fixtures.js';
import { type BlockInput, effectiveProducts, groupBlocks, methodBlocks } from './method-blocks.js';

const all = { hasOAuthProviders: true, ssoAvailable: true };

describe('method blocks of Main', () => {
  it('follow the product order, one email form for both email products', () => {
    expect(
      methodBlocks({ products: ['emailOtp', 'oauth', 'emailMagicLinks'], flowType: 'Discovery', organization: null, ...all }),
    ).toEqual(['emailDiscoveryForm', 'oauthButtons']);
    expect(
      methodBlocks({ products: ['oauth', 'emailMagicLinks'], flowType: 'Organization', organization: organization(), ...all }),
    ).toEqual(['oauthButtons', 'emailForm']);
  });

  it('show the passkey button with the other buttons, unless the organization restricts methods without passkey', () => {
    const products: BlockInput['products'] = ['emailOtp', 'sso', 'passkeys'];
    expect(groupBlocks(methodBlocks({ products, flowType: 'Discovery', organization: null, ...all }))).toEqual([
      { kind: 'form', blocks: ['emailDiscoveryForm'] },
      { kind: 'buttons', blocks: ['ssoButtons', 'passkeys'] },
    ]);
    const strict = organization({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['email_otp'] });
    expect(methodBlocks({ products, flowType: 'Organization', organization: strict, ...all })).toEqual(['emailForm']);
    const passkeyOnly = organization({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['passkey'] });
    expect(methodBlocks({ products, flowType: 'Organization', organization: passkeyOnly, ...all })).toEqual(['passkeys']);
  });

  it('combine email and passwords into one form per flow', () => {
    const input: BlockInput = { products: ['passwords', 'emailOtp'], flowType: 'Organization', organization: organization() };
    expect(methodBlocks(input)).toEqual(['emailPasswordCombined']);
    expect(methodBlocks({ ...input, flowType: 'Discovery', organization: null })).toEqual(['emailPasswordCombinedDiscovery']);
    expect(methodBlocks({ ...input, products: ['passwords'] })).toEqual(['passwordEmailForm']);
  });

  it('show SSO in discovery, or for an organization with active connections', () => {
    const products: BlockInput['products'] = ['sso', 'emailOtp'];
    expect(methodBlocks({ products, flowType: 'Discovery', organization: null, ...all })).toEqual([
      'ssoButtons',
      'emailDiscoveryForm',
    ]);
    expect(methodBlocks({ products, flowType: 'Organization', organization: organization(), ...all })).toEqual(['emailForm']);
    const withSso = organization({
      sso_active_connections: [{ connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' }],
    });
    expect(methodBlocks({ products, flowType: 'Organization', organization: withSso, ...all })).toEqual([
      'ssoButtons',
      'emailForm',
    ]);
  });

  it('leave out OAuth and SSO until they are available', () => {
    expect(methodBlocks({ products: ['oauth', 'sso', 'emailOtp'], flowType: 'Discovery', organization: null })).toEqual([
      'emailDiscoveryForm',
    ]);
  });

  it('respect a RESTRICTED organization and primary_required', () => {
    const restricted = organization({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['password', 'google_oauth'] });
    const products: BlockInput['products'] = ['emailOtp', 'oauth', 'passwords'];
    expect(effectiveProducts({ products, flowType: 'Organization', organization: restricted })).toEqual(['oauth', 'passwords']);
    expect(
      effectiveProducts({ products, flowType: 'Organization', organization: organization(), primaryAuthMethods: ['email_otp'] }),
    ).toEqual(['emailOtp']);
  });
});

describe('grouping', () => {
  it('groups adjacent OAuth and SSO blocks; every other block stands alone', () => {
    expect(groupBlocks(['oauthButtons', 'ssoButtons', 'emailForm'])).toEqual([
      { kind: 'buttons', blocks: ['oauthButtons', 'ssoButtons'] },
      { kind: 'form', blocks: ['emailForm'] },
    ]);
    expect(groupBlocks(['oauthButtons', 'emailForm', 'ssoButtons']).map((g) => g.kind)).toEqual(['buttons', 'form', 'buttons']);
  });
});
