import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../test/identity.js';
import { createTestApp, silentLogger, type TestContext } from '../../test/test-app.js';
import { seedDemoData } from '../seed/seed.js';
import { DEMO_MEMBER, DEMO_ORGANIZATION } from './demo-seed.js';
import { checkPasswordStrength } from './passwords/strength.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo organization', () => {
  it('is seeded once, and its member signs in with the password the README gives', async () => {
    expect(await seedDemoData(ctx.services, silentLogger)).toContain('identity-demo-organization');
    expect(await seedDemoData(ctx.services, silentLogger)).toEqual([]);
    const found = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: DEMO_ORGANIZATION.slug });
    const organizationId = found.data.organization.organization_id;
    const login = await sdk(ctx, 'POST', '/b2b/passwords/authenticate', {
      organization_id: organizationId,
      email_address: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      session_duration_minutes: 60,
    });
    expect(login.status).toBe(200);
    expect(login.data.member).toMatchObject({ email_address: DEMO_MEMBER.email, is_admin: true });
  });

  it('uses a password that both password policies accept', async () => {
    for (const passwordPolicy of ['zxcvbn', 'luds'] as const) {
      const strength = await checkPasswordStrength(
        { passwordPolicy, ludsMinLength: 10, ludsComplexity: 3 },
        DEMO_MEMBER.password,
        DEMO_MEMBER.email,
      );
      expect(strength.valid_password, passwordPolicy).toBe(true);
    }
  });
});
