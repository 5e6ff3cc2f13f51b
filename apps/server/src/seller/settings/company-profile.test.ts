import { CompanySettingsProfile, envelope, UserSettings } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedMember, uniqueEmail } from '../../../test/identity.js';
import { api } from '../../../test/seller.js';
import { sellerTeam } from '../../../test/team.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { VA_ROLE } from '../../identity/rbac/seller-policy.js';
import { DEFAULT_COLUMNS, DEFAULT_SCORE_THRESHOLDS, DEFAULT_SETTINGS } from './defaults.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const settingsOf = (body: unknown) => envelope(UserSettings).parse(body).data;
const profileOf = (body: unknown) => envelope(CompanySettingsProfile).parse(body).data;

/** A company profile that differs from the built-in defaults in all three fields. */
const PROFILE = {
  roiPercentage: 45,
  scoreThresholds: { ...DEFAULT_SCORE_THRESHOLDS, roi: { veryWeak: 20, poor: 30, moderate: 45, good: 70 } },
  defaultColumns: ['asin', 'title', 'roi'],
  isLocked: false,
};

/** A member's full PUT body: the built-in defaults with `change`. */
const mine = (change: Record<string, unknown> = {}) => ({
  ...DEFAULT_SETTINGS,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
  ...change,
});

describe('the company settings profile', () => {
  it('is the built-in defaults until an owner sets it, and owners may set it', async () => {
    const team = await sellerTeam(ctx);
    const before = profileOf((await api(ctx, 'GET', '/api/Company/settings-profile', team.va.jwt)).body);
    expect(before).toEqual({
      roiPercentage: DEFAULT_SETTINGS.roiPercentage,
      scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
      defaultColumns: DEFAULT_COLUMNS,
      isLocked: false,
      isSet: false,
    });
    const set = await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, PROFILE);
    expect(set.status).toBe(200);
    expect(profileOf(set.body)).toEqual({ ...PROFILE, isSet: true });
    expect(profileOf((await api(ctx, 'GET', '/api/Company/settings-profile', team.buyer.jwt)).body)).toEqual({
      ...PROFILE,
      isSet: true,
    });
  });

  it('answers 403 naming company:write to buyers, VAs and viewers', async () => {
    const team = await sellerTeam(ctx);
    for (const member of [team.buyer, team.va, team.viewer]) {
      const res = await api(ctx, 'PUT', '/api/Company/settings-profile', member.jwt, PROFILE);
      expect(res.status, member.roles.join()).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ type: 'missing_permission', description: 'You need company:write.' });
    }
  });

  it('refuses a bad profile naming the field', async () => {
    const team = await sellerTeam(ctx);
    const res = await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, {
      ...PROFILE,
      roiPercentage: -5,
      defaultColumns: ['asin', 'nope'],
    });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['defaultColumns.1', 'roiPercentage']);
  });
});

describe("members and the company's profile", () => {
  it('gives a new member the default, and members who never changed theirs follow it', async () => {
    const team = await sellerTeam(ctx);
    // The buyer reads (and so stores) their settings before the owner sets a profile.
    expect(settingsOf((await api(ctx, 'GET', '/api/UserSettings', team.buyer.jwt)).body).roiPercentage).toBe(30);
    await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, PROFILE);

    const joiner = await seedMember(ctx, team.organization.organizationId, {
      roles: [VA_ROLE],
      emailAddress: uniqueEmail('new'),
    });
    const jwt = (await logIn(ctx, joiner.emailAddress, team.organization.organizationId)).sessionJwt;
    for (const member of [jwt, team.buyer.jwt]) {
      const settings = settingsOf((await api(ctx, 'GET', '/api/UserSettings', member)).body);
      expect(settings).toMatchObject({
        roiPercentage: 45,
        scoreThresholds: PROFILE.scoreThresholds,
        defaultColumns: PROFILE.defaultColumns,
        profileSource: 'company',
        isProfileLocked: false,
      });
    }
    // Saving the display without touching the profile keeps following it.
    const themed = await api(
      ctx,
      'PUT',
      '/api/UserSettings',
      team.buyer.jwt,
      mine({ ...PROFILE, isLocked: undefined, theme: 1 }),
    );
    expect(settingsOf(themed.body)).toMatchObject({ theme: 1, profileSource: 'company' });
    await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, { ...PROFILE, roiPercentage: 50 });
    expect(settingsOf((await api(ctx, 'GET', '/api/UserSettings', team.buyer.jwt)).body).roiPercentage).toBe(50);
  });

  it('keeps a member who set their own on theirs when the company profile changes', async () => {
    const team = await sellerTeam(ctx);
    const own = await api(ctx, 'PUT', '/api/UserSettings', team.buyer.jwt, mine({ roiPercentage: 35 }));
    expect(settingsOf(own.body)).toMatchObject({ roiPercentage: 35, profileSource: 'own' });
    await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, { ...PROFILE, isLocked: true });
    const after = settingsOf((await api(ctx, 'GET', '/api/UserSettings', team.buyer.jwt)).body);
    expect(after).toMatchObject({ roiPercentage: 35, profileSource: 'own', isProfileLocked: false });
    expect(after.defaultColumns).toEqual(DEFAULT_COLUMNS);
  });
});

describe('a locked profile', () => {
  it('holds VAs to it: they read it over their own and get 403 naming settings:override on a change', async () => {
    const team = await sellerTeam(ctx);
    // Before the lock the VA keeps their own.
    const own = await api(ctx, 'PUT', '/api/UserSettings', team.va.jwt, mine({ roiPercentage: 25 }));
    expect(settingsOf(own.body)).toMatchObject({ roiPercentage: 25, profileSource: 'own', isProfileLocked: false });
    await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, { ...PROFILE, isLocked: true });

    const locked = settingsOf((await api(ctx, 'GET', '/api/UserSettings', team.va.jwt)).body);
    expect(locked).toMatchObject({ roiPercentage: 45, defaultColumns: PROFILE.defaultColumns, profileSource: 'company' });
    expect(locked.isProfileLocked).toBe(true);

    const refusals = [
      await api(ctx, 'PUT', '/api/UserSettings', team.va.jwt, mine({ roiPercentage: 25 })),
      await api(ctx, 'PUT', '/api/UserSettings/default-columns', team.va.jwt, { columns: ['asin'] }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ type: 'missing_permission', description: 'You need settings:override.' });
    }
    // What stays theirs (the display, costs) they still change, sending the locked profile as it is.
    const themed = await api(
      ctx,
      'PUT',
      '/api/UserSettings',
      team.va.jwt,
      mine({ roiPercentage: 45, scoreThresholds: PROFILE.scoreThresholds, theme: 1, inboundFees: 0.9 }),
    );
    expect(themed.status).toBe(200);
    expect(settingsOf(themed.body)).toMatchObject({ theme: 1, inboundFees: 0.9, roiPercentage: 45, isProfileLocked: true });

    // Unlocked again, the VA's own come back.
    await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, PROFILE);
    expect(settingsOf((await api(ctx, 'GET', '/api/UserSettings', team.va.jwt)).body)).toMatchObject({
      roiPercentage: 25,
      profileSource: 'own',
      isProfileLocked: false,
    });
  });

  it('leaves owners, buyers and viewers free to keep their own', async () => {
    const team = await sellerTeam(ctx);
    await api(ctx, 'PUT', '/api/Company/settings-profile', team.owner.jwt, { ...PROFILE, isLocked: true });
    for (const member of [team.owner, team.buyer, team.viewer]) {
      const res = await api(ctx, 'PUT', '/api/UserSettings/default-columns', member.jwt, { columns: ['title'] });
      expect(res.status, member.roles.join()).toBe(200);
      expect(settingsOf(res.body)).toMatchObject({ defaultColumns: ['title'], profileSource: 'own', isProfileLocked: false });
    }
  });
});
