import { ApiError, UnreachableApiError, UsageError } from '@shelfscope/identity-client';
import { describe, expect, it } from 'vitest';
import { errorMessage, linkParts } from './errors.js';
import { resolveStrings, translator } from './i18n/strings.js';

const t = translator(resolveStrings('en'));
const api = (error_type: string, error_message = 'Server says no.') =>
  new ApiError({ status_code: 400, error_type, error_message, error_url: '' });

describe('error messages', () => {
  it('maps error types to the spec texts', () => {
    expect(errorMessage(api('otp_code_not_found'), t)).toBe('Invalid passcode, please try again.');
    expect(errorMessage(api('user_lock_limit_reached'), t)).toBe(
      'Too many failed authentication attempts. Please try again later.',
    );
    expect(errorMessage(api('unauthorized_credentials'), t)).toBe('Unauthorized credentials.');
    expect(errorMessage(api('invalid_email'), t)).toBe('Email format is invalid.');
  });

  it("shows the server's message for unmapped types", () => {
    expect(errorMessage(api('too_many_requests', 'Slow down.'), t)).toBe('Slow down.');
  });

  it('names the address and organization for JIT refusals (with a period for password resets only)', () => {
    const context = { email: 'ada@example.com', organizationName: 'Acme' };
    expect(errorMessage(api('email_jit_provisioning_not_allowed'), t, { ...context, isPasswordReset: true })).toBe(
      'ada@example.com does not have access to Acme. If you think this is a mistake, contact your admin.',
    );
    expect(errorMessage(api('invalid_email_for_jit_provisioning'), t, context)).toBe(
      'ada@example.com does not have access to Acme. If you think this is a mistake, contact your admin',
    );
  });

  it('uses the client error text for client errors, and the generic text otherwise', () => {
    expect(errorMessage(new UnreachableApiError('Unable to contact our servers.'), t)).toBe('Unable to contact our servers.');
    expect(errorMessage(new UsageError('otps.email.authenticate', 'code', 'a string'), t)).toContain('code must be a string');
    expect(errorMessage('weird', t)).toBe('Something went wrong. Try again later or contact your admin for help.');
  });

  it('splits documentation links out of a text', () => {
    expect(linkParts('See https://docs.example/x. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://docs.example/x', href: 'https://docs.example/x' },
      { text: '. Thanks' },
    ]);
  });
});
