import { envelope, PlanDetails } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import type { SimulatedSpApi } from '../../market/seller-account/server.js';
import { companies } from '../company/schema.js';
import { usageEvents } from '../usage/schema.js';
import { lookupsUsedUp } from './check.js';

// Eligibility checks count against the plan's monthly lookups like scans (one definition:
// usage/service.ts LOOKUP_KINDS); a company at its limit gets a clear answer, not an error.
let ctx: TestContext;
let sim: SimulatedSpApi;

beforeAll(async () => {
  ctx = await createTestApp({ SP_API_RESTRICTIONS_RATE: '50', SP_API_RESTRICTIONS_BURST: '10' });
  sim = ctx.services.sellerAccounts.simulated as SimulatedSpApi;
}, 60_000);
afterAll(() => ctx?.close());

const LOOKUPS = 'SKUs scanned per month';

async function connected(name: string) {
  const { jwt, organization } = await sellerSession(ctx, name);
  const res = await api(ctx, 'POST', '/dev/seller-account/connect', jwt, { region: 'NA' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [company] = await ctx.services.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organizationId, organization.organizationId));
  return { jwt, sellerId: res.body.data.sellerId as string, companyId: company?.id ?? '' };
}

async function lookups(jwt: string) {
  const details = envelope(PlanDetails).parse((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body).data;
  const limit = details.planLimits.find((l) => l.limitName === LOOKUPS);
  if (!limit) throw new Error('the plan has no lookups limit');
  return { used: limit.currentValue, max: limit.maxValue };
}

/** Uses the month's lookups up to `leave` left (as scans would). */
async function useLookups(who: { jwt: string; companyId: string }, leave: number) {
  const { used, max } = await lookups(who.jwt);
  await ctx.services.database.db
    .insert(usageEvents)
    .values({ companyId: who.companyId, kind: 'skus_scanned', quantity: max - used - leave });
  return max;
}

const check = (jwt: string, index: number) =>
  api(ctx, 'GET', `/api/SellerAccount/Eligibility?asin=${asinOf(index)}&marketplace=US`, jwt);

describe('eligibility checks and the plan', () => {
  it('counts a check asked of Amazon as one lookup, and a cached answer as none', async () => {
    const who = await connected('Counting Traders');
    const before = await lookups(who.jwt);
    const first = await check(who.jwt, 410);
    expect(first.status).toBe(200);
    expect(first.body.data.result.eligibilityCheckedAt).not.toBeNull();
    expect((await lookups(who.jwt)).used).toBe(before.used + 1);
    const cached = await check(who.jwt, 410);
    expect(cached.body.data.result).toEqual(first.body.data.result);
    expect((await lookups(who.jwt)).used).toBe(before.used + 1);
  });

  it('answers a company at its limit in words, with no call to Amazon', async () => {
    const who = await connected('Limited Traders');
    const max = await useLookups(who, 0);
    const calls = sim.restrictionCalls.length;
    const res = await check(who.jwt, 411);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      connected: true,
      result: {
        eligibility: 'unknown',
        eligibilityCheckedAt: null,
        reasons: [{ message: lookupsUsedUp(max), reasonCode: null, approvalUrl: null }],
      },
    });
    expect(lookupsUsedUp(2_500_000)).toBe(
      "Your plan's 2,500,000 lookups this month are used up: eligibility is checked again next month or on a bigger plan.",
    );
    expect(sim.restrictionCalls.length).toBe(calls);
  });

  it("answers a list's rows past the limit as unknown, without calls, and the notification says why", async () => {
    const who = await connected('Listing Limited Traders');
    const supplier = await api(ctx, 'POST', '/api/Supplier', who.jwt, { name: 'Limited Wholesale' });
    // Room for the list's five scans, none for their checks.
    const max = await useLookups(who, 5);
    const indexes = [420, 421, 422, 423, 424];
    const content = csvOf([['ASIN', 'Unit Price'], ...indexes.map((i) => [asinOf(i), '4.50'])]);
    const uploaded = await postUpload(ctx, who.jwt, { name: 'limited.csv', content }, { supplierId: supplier.body.data.id });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const id = uploaded.body.data.id as string;
    const counts = await eventually(async () => {
      const c = (await api(ctx, 'GET', `/api/Upload/${id}/eligibility`, who.jwt)).body.data;
      return c.total === 5 && c.checked === 5 ? c : false;
    }, 60_000);
    expect(counts).toEqual({ total: 5, checked: 5, allowed: 0, approvalRequired: 0, notEligible: 0, unknown: 5 });
    expect(sim.restrictionCalls.filter((c) => c.sellerId === who.sellerId)).toHaveLength(0);
    const note = await eventually(async () => {
      const notes = await api(ctx, 'GET', '/api/Notification?pageSize=20', who.jwt);
      return notes.body.data.find((n: { title: string }) => n.title === 'limited.csv: eligibility checked') ?? false;
    }, 30_000);
    expect(note.message).toBe(`0 allowed, 0 need approval, 0 restricted, 5 unknown. ${lookupsUsedUp(max)}`);
  }, 120_000);
});
