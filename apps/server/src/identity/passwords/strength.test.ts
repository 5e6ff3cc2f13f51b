import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { isBreachedPassword } from './breached.js';
import { hashPassword, verifyPassword } from './hashing.js';
import { assertPasswordAcceptable, checkPasswordStrength } from './strength.js';

const zxcvbnPolicy = { passwordPolicy: 'zxcvbn', ludsMinLength: 10, ludsComplexity: 3 } as const;
const ludsPolicy = { passwordPolicy: 'luds', ludsMinLength: 10, ludsComplexity: 3 } as const;

describe('password hashing', () => {
  it('hashes with argon2id (OWASP parameters) and verifies only the right password', async () => {
    const stored = await hashPassword('violet-Harbor-42-lantern');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'violet-Harbor-42-lantern')).toBe(true);
    expect(await verifyPassword(stored, 'violet-harbor-42-lantern')).toBe(false);
    expect(await verifyPassword('not a hash', 'violet-Harbor-42-lantern')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
});

describe('breach list', () => {
  it('knows common passwords, ignoring case, and not strong ones', async () => {
    expect(await isBreachedPassword('password123')).toBe(true);
    expect(await isBreachedPassword('qwerty')).toBe(true);
    expect(await isBreachedPassword('QWERTY')).toBe(true);
    expect(await isBreachedPassword('violet-Harbor-42-lantern')).toBe(false);
  });
});

describe('strength under the zxcvbn policy', () => {
  it('accepts a score of 3 or more and refuses less', async () => {
    expect(await checkPasswordStrength(zxcvbnPolicy, 'violet-Harbor-42-lantern')).toMatchObject({
      valid_password: true,
      score: 4,
    });
    const weak = await checkPasswordStrength(zxcvbnPolicy, 'orbitkettle');
    expect(weak).toMatchObject({ valid_password: false, score: 2, breached_password: false });
    expect(weak.zxcvbn_feedback.suggestions).toContain('Add more words that are less common.');
  });

  it('refuses a password that contains the address, with a warning', async () => {
    const strength = await checkPasswordStrength(zxcvbnPolicy, 'buyer-Harbor-42-lantern', 'buyer@example.com');
    expect(strength.valid_password).toBe(false);
    expect((await checkPasswordStrength(zxcvbnPolicy, 'buyer-Harbor-42-lantern', 'seller@example.com')).valid_password).toBe(
      true,
    );
    expect((await checkPasswordStrength(zxcvbnPolicy, 'BUYER@EXAMPLE.COM', 'buyer@example.com')).valid_password).toBe(false);
  });

  it('refuses with breached_password before weak_password when setting one', async () => {
    await expect(assertPasswordAcceptable(zxcvbnPolicy, 'password123')).rejects.toThrow(
      expect.objectContaining({ code: 'breached_password' }),
    );
    await expect(assertPasswordAcceptable(zxcvbnPolicy, 'orbitkettle')).rejects.toThrow(
      expect.objectContaining({ code: 'weak_password', statusCode: 400, message: expect.stringContaining('score 2 of 4') }),
    );
    await expect(assertPasswordAcceptable(zxcvbnPolicy, 'violet-Harbor-42-lantern')).resolves.toBeUndefined();
  });
});

describe('strength under the LUDS policy', () => {
  it('counts missing characters and missing character classes', async () => {
    expect((await checkPasswordStrength(ludsPolicy, 'abc')).luds_feedback).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 2,
      missing_characters: 7,
    });
    const valid = await checkPasswordStrength(ludsPolicy, 'Kettle-orbit9');
    expect(valid.luds_feedback).toMatchObject({ missing_complexity: 0, missing_characters: 0, has_symbol: true });
    expect(valid.valid_password).toBe(true);
  });

  it('is valid only with both counts at zero and not breached', async () => {
    expect((await checkPasswordStrength(ludsPolicy, 'kettleorbit9')).valid_password).toBe(false); // two classes of three
    expect((await checkPasswordStrength(ludsPolicy, 'Kettle-9')).valid_password).toBe(false); // too short
    const breached = await checkPasswordStrength(ludsPolicy, 'Password123');
    expect(breached.luds_feedback).toMatchObject({ missing_complexity: 0, missing_characters: 0 });
    expect(breached).toMatchObject({ breached_password: true, valid_password: false });
    await expect(assertPasswordAcceptable(ludsPolicy, 'Kettle-9')).rejects.toThrow(
      expect.objectContaining({ code: 'weak_password', message: expect.stringContaining('at least 10 characters') }),
    );
  });
});

describe('POST /b2b/passwords/strength_check', () => {
  let zxcvbnApp: TestContext;
  let ludsApp: TestContext;
  beforeAll(async () => {
    [zxcvbnApp, ludsApp] = await Promise.all([createTestApp(), createTestApp({ IDENTITY_PASSWORD_POLICY: 'luds' })]);
  });
  afterAll(() => Promise.all([zxcvbnApp.close(), ludsApp.close()]));

  it('answers exactly the wire fields (zxcvbn policy)', async () => {
    const res = await sdk(zxcvbnApp, 'POST', '/b2b/passwords/strength_check', { password: 'qwerty' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status_code: 200, request_id: expect.any(String), data: expect.any(Object) });
    expect(res.data).toEqual({
      valid_password: false,
      score: 0,
      breached_password: true,
      breach_detection_on_create: true,
      strength_policy: 'zxcvbn',
      zxcvbn_feedback: { warning: 'This is a heavily used password.', suggestions: ['Add more words that are less common.'] },
      luds_feedback: {
        has_lower_case: true,
        has_upper_case: false,
        has_digit: false,
        has_symbol: false,
        missing_complexity: 2,
        missing_characters: 4,
      },
      status_code: 200,
      request_id: res.body.request_id,
    });
  });

  it('takes the email address as a hint', async () => {
    const strong = await sdk(zxcvbnApp, 'POST', '/b2b/passwords/strength_check', { password: 'mango-Tulip-88' });
    expect(strong.data).toMatchObject({
      valid_password: true,
      score: 4,
      breached_password: false,
      zxcvbn_feedback: { warning: '' },
    });
    const withEmail = await sdk(zxcvbnApp, 'POST', '/b2b/passwords/strength_check', {
      email_address: 'Mango@example.com',
      password: 'mango-Tulip-88',
    });
    expect(withEmail.data.valid_password).toBe(false);
  });

  it('follows the LUDS policy when configured', async () => {
    const weak = await sdk(ludsApp, 'POST', '/b2b/passwords/strength_check', { password: 'password123' });
    expect(weak.data).toMatchObject({
      strength_policy: 'luds',
      valid_password: false,
      breached_password: true,
      luds_feedback: { missing_characters: 0, missing_complexity: 1, has_digit: true },
    });
    const good = await sdk(ludsApp, 'POST', '/b2b/passwords/strength_check', { password: 'Kettle-orbit9' });
    expect(good.data).toMatchObject({ strength_policy: 'luds', valid_password: true, breached_password: false });
  });

  it('refuses a body without a password and a password that is too long', async () => {
    for (const body of [{}, { password: 42 }, { password: 'x'.repeat(257) }]) {
      const res = await sdk(zxcvbnApp, 'POST', '/b2b/passwords/strength_check', body);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
    }
  });
});
