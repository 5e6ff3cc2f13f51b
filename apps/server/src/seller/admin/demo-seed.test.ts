import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { api } from '../../../test/seller.js';
import { createTestApp, silentLogger, type TestContext } from '../../../test/test-app.js';
import { checkPasswordStrength } from '../../identity/passwords/strength.js';
import { seedDemoData } from '../../seed/seed.js';
import { DEMO_OPERATOR } from './demo-seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo operator', () => {
  it('is seeded once, signs in with the README password and is a platform admin', async () => {
    expect(await seedDemoData(ctx.services, silentLogger)).toContain('admin-demo-operator');
    expect(await seedDemoData(ctx.services, silentLogger)).toEqual([]);
    const found = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: 'shelfscope-operators' });
    const login = await sdk(ctx, 'POST', '/b2b/passwords/authenticate', {
      organization_id: found.data.organization.organization_id,
      email_address: DEMO_OPERATOR.email,
      password: DEMO_OPERATOR.password,
      session_duration_minutes: 60,
    });
    expect(login.status).toBe(200);
    const jwt = login.data.session_jwt as string;
    expect((await api(ctx, 'GET', '/api/UserAccount/admin-access', jwt)).body.data).toEqual({ isAdmin: true });
    const users = await api(ctx, 'GET', '/api/admin/Users?search=demo%40shelfscope.local', jwt);
    expect(users.status).toBe(200);
    expect(users.body.data).toHaveLength(1);
    // The whole demo seed runs first: 24 products analysed twice (added, then costed from what
    // they net), a year of orders; about 15 s alone, more on a loaded machine.
  }, 90_000);

  it('uses a password that both password policies accept', async () => {
    for (const passwordPolicy of ['zxcvbn', 'luds'] as const) {
      const strength = await checkPasswordStrength(
        { passwordPolicy, ludsMinLength: 10, ludsComplexity: 3 },
        DEMO_OPERATOR.password,
        DEMO_OPERATOR.email,
      );
      expect(strength.valid_password, passwordPolicy).toBe(true);
    }
  });
});
