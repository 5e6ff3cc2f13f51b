import { envelope, isOrderedThreshold, PRODUCT_COLUMNS, SCORE_NAMES, UserSettings } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { DEFAULT_COLUMNS, DEFAULT_SCORE_THRESHOLDS } from './defaults.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const settingsOf = (body: unknown) => envelope(UserSettings).parse(body).data;

/** A full, valid PUT body that differs from the defaults in every field. */
function changedSettings() {
  return {
    theme: 1,
    measurementSystem: 1,
    inboundFees: 0.75,
    roiPercentage: 40,
    competitionMargin: 5,
    defaultPreparationCost: 1.2,
    applyDefaultPreparationCostWhenZero: false,
    scoreThresholds: { ...DEFAULT_SCORE_THRESHOLDS, roi: { veryWeak: 15, poor: 25, moderate: 40, good: 60 } },
  };
}

describe('GET /api/UserSettings', () => {
  it('creates the defaults on first read, once, for the acting member', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const first = await api(ctx, 'GET', '/api/UserSettings', jwt);
    expect(first.status).toBe(200);
    const settings = settingsOf(first.body);
    expect(settings).toMatchObject({
      userId: admin.memberId,
      createdBy: admin.memberId,
      theme: 0,
      measurementSystem: 0,
      inboundFees: 0.5,
      roiPercentage: 30,
      competitionMargin: 2,
      defaultPreparationCost: 0.5,
      applyDefaultPreparationCostWhenZero: true,
      deleted: false,
      modified: null,
    });
    expect(settings.scoreThresholds).toEqual(DEFAULT_SCORE_THRESHOLDS);
    expect(settings.defaultColumns).toEqual(DEFAULT_COLUMNS);
    const again = settingsOf((await api(ctx, 'GET', '/api/UserSettings', jwt)).body);
    expect(again.id).toBe(settings.id);
  });

  it('ships defaults that its own PUT accepts: every set ordered, every column known', () => {
    for (const name of SCORE_NAMES) expect(isOrderedThreshold(name, DEFAULT_SCORE_THRESHOLDS[name]), name).toBe(true);
    for (const column of DEFAULT_COLUMNS) expect(PRODUCT_COLUMNS).toContain(column);
  });
});

describe('PUT /api/UserSettings', () => {
  it('replaces the preferences and keeps them', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const res = await api(ctx, 'PUT', '/api/UserSettings', jwt, changedSettings());
    expect(res.status).toBe(200);
    const saved = settingsOf(res.body);
    expect(saved).toMatchObject({ ...changedSettings(), modifiedBy: admin.memberId, defaultColumns: DEFAULT_COLUMNS });
    expect(saved.modified).not.toBeNull();
    expect(settingsOf((await api(ctx, 'GET', '/api/UserSettings', jwt)).body)).toEqual(saved);
  });

  it('sets the columns too when the body carries them', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'PUT', '/api/UserSettings', jwt, { ...changedSettings(), defaultColumns: ['asin', 'roi'] });
    expect(settingsOf(res.body).defaultColumns).toEqual(['asin', 'roi']);
  });

  it('refuses bad values with one error per field', async () => {
    const { jwt } = await sellerSession(ctx);
    const { measurementSystem: _omitted, ...rest } = changedSettings();
    const res = await api(ctx, 'PUT', '/api/UserSettings', jwt, {
      ...rest,
      theme: 2,
      inboundFees: -1,
      roiPercentage: 5000,
    });
    expect(res.status).toBe(400);
    expect(res.body.hasErrors).toBe(true);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['inboundFees', 'measurementSystem', 'roiPercentage', 'theme']);
    expect(res.body.errors).toContainEqual({
      type: 'validation',
      field: 'measurementSystem',
      description: 'measurementSystem is required',
    });
  });

  it('refuses thresholds out of order, naming the set and its direction', async () => {
    const { jwt } = await sellerSession(ctx);
    const thresholds = {
      ...DEFAULT_SCORE_THRESHOLDS,
      // bsr must descend (lower rank is better); roi must ascend; equal levels are refused.
      bsr: { veryWeak: 10_000, poor: 50_000, moderate: 100_000, good: 500_000 },
      roi: { veryWeak: 10, poor: 20, moderate: 20, good: 50 },
    };
    const res = await api(ctx, 'PUT', '/api/UserSettings', jwt, { ...changedSettings(), scoreThresholds: thresholds });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        type: 'validation',
        field: 'scoreThresholds.bsr',
        description: 'scoreThresholds.bsr: bsr thresholds must strictly decrease from veryWeak to good',
      },
      {
        type: 'validation',
        field: 'scoreThresholds.roi',
        description: 'scoreThresholds.roi: roi thresholds must strictly increase from veryWeak to good',
      },
    ]);
  });

  it('refuses a missing threshold set or level', async () => {
    const { jwt } = await sellerSession(ctx);
    const { margin: _margin, ...withoutMargin } = DEFAULT_SCORE_THRESHOLDS;
    const res = await api(ctx, 'PUT', '/api/UserSettings', jwt, {
      ...changedSettings(),
      scoreThresholds: { ...withoutMargin, offers: { veryWeak: 20, poor: 12, moderate: 6 } },
    });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'scoreThresholds.margin',
      'scoreThresholds.offers.good',
    ]);
  });
});

describe('PUT /api/UserSettings/default-columns', () => {
  it('sets the columns in the order given', async () => {
    const { jwt } = await sellerSession(ctx);
    const columns = ['title', 'asin', 'buyBoxCurrent', 'roi'];
    const res = await api(ctx, 'PUT', '/api/UserSettings/default-columns', jwt, { columns });
    expect(res.status).toBe(200);
    expect(settingsOf(res.body).defaultColumns).toEqual(columns);
    expect(settingsOf((await api(ctx, 'GET', '/api/UserSettings', jwt)).body).defaultColumns).toEqual(columns);
  });

  it('refuses an unknown or repeated column and leaves the columns as they were', async () => {
    const { jwt } = await sellerSession(ctx);
    const unknown = await api(ctx, 'PUT', '/api/UserSettings/default-columns', jwt, { columns: ['asin', 'password'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { type: 'validation', field: 'columns.1', description: 'columns.1: is not a known product column' },
    ]);
    const repeated = await api(ctx, 'PUT', '/api/UserSettings/default-columns', jwt, { columns: ['asin', 'asin'] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors[0].field).toBe('columns');
    expect(settingsOf((await api(ctx, 'GET', '/api/UserSettings', jwt)).body).defaultColumns).toEqual(DEFAULT_COLUMNS);
  });
});
