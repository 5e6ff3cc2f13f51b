import { describe, expect, it } from 'vitest';
import { clearTokenParams, isCallbackTokenType, readTokenParams, withoutTokenParams } from './token-params.js';

describe('token parameters', () => {
  it('reads token, type and the reset redirect type', () => {
    expect(readTokenParams('?stytch_token_type=discovery&token=abc')).toEqual({
      token: 'abc',
      tokenType: 'discovery',
      isPasswordReset: false,
    });
    expect(
      readTokenParams('?stytch_redirect_type=reset_password&stytch_token_type=multi_tenant_passwords&token=t').isPasswordReset,
    ).toBe(true);
    expect(readTokenParams('')).toEqual({ token: null, tokenType: null, isPasswordReset: false });
  });

  it('recognises the callback token types', () => {
    for (const type of [
      'discovery',
      'discovery_oauth',
      'oauth',
      'sso',
      'multi_tenant_magic_links',
      'multi_tenant_impersonation',
    ]) {
      expect(isCallbackTokenType(type)).toBe(true);
    }
    expect(isCallbackTokenType('multi_tenant_passwords')).toBe(false);
    expect(isCallbackTokenType(null)).toBe(false);
  });

  it('removes only the token parameters', () => {
    expect(withoutTokenParams('https://a.example/login?config=x&stytch_token_type=discovery&token=abc#f')).toBe(
      'https://a.example/login?config=x#f',
    );
  });

  it('clears them from the address bar without navigating', () => {
    window.history.replaceState({}, '', '/login?keep=1&token=abc&stytch_token_type=discovery');
    clearTokenParams(window);
    expect(window.location.pathname + window.location.search).toBe('/login?keep=1');
  });
});
