import { feeTableAt } from '@shelfscope/profit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { amazonDeviation } from '../../market/seller-account/fees.js';
import type { SimulatedSpApi } from '../../market/seller-account/server.js';
import { identityOf } from '../../market/simulated/catalog.js';
import { SpApiAccount } from './sp-api.js';

// Amazon's fee estimate beside ours, end to end: the route, the verb, the real adapter (the
// @sp-api-sdk Product Fees client) and the simulated seller account on 127.0.0.1, whose
// estimate follows the fee schedule and differs from ours by its documented rules.
let ctx: TestContext;
let sim: SimulatedSpApi;

beforeAll(async () => {
  ctx = await createTestApp();
  sim = ctx.services.sellerAccounts.simulated as SimulatedSpApi;
}, 60_000);
afterAll(() => ctx?.close());

/** The first catalog index from 300 on whose identity `holds`. */
const indexWhere = (holds: (id: number) => boolean) => {
  for (let i = 300; ; i++) if (holds(identityOf(i))) return i;
};
const measuredLarger = (id: number) => amazonDeviation(id, 'USD').fba > 0;
const roundsReferral = (id: number) => amazonDeviation(id, 'USD').referral > 0;

async function company(name: string) {
  const { jwt } = await sellerSession(ctx, name);
  const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: `${name} Wholesale` });
  return { jwt, supplierId: supplier.body.data.id as string };
}

async function product(who: { jwt: string; supplierId: string }, index: number) {
  const res = await api(ctx, 'POST', '/api/Product', who.jwt, {
    supplierId: who.supplierId,
    identifier: asinOf(index),
    identifierType: 0,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.product as { id: string; selectedBuyBoxValue: number | null; fbaFeesTotal: number | null };
}

describe("Amazon's fee estimate beside ours", () => {
  it('says to connect the account, not an error, when none is connected', async () => {
    const who = await company('Feeless Traders');
    const p = await product(who, 301);
    const res = await api(ctx, 'POST', '/api/SellerAccount/FeeEstimates', who.jwt, { productIds: [p.id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      connected: false,
      message: 'Connect your Amazon seller account to check eligibility',
      results: [],
    });
  });

  it('asks Amazon once for a batch, shows both figures and highlights a difference above 5 cents', async () => {
    const who = await company('Fee Comparing Traders');
    expect((await api(ctx, 'POST', '/dev/seller-account/connect', who.jwt, { region: 'NA' })).status).toBe(200);
    const same = await product(
      who,
      indexWhere((id) => !measuredLarger(id) && !roundsReferral(id)),
    );
    const larger = await product(
      who,
      indexWhere((id) => measuredLarger(id) && !roundsReferral(id)),
    );
    const rounded = await product(
      who,
      indexWhere((id) => roundsReferral(id) && !measuredLarger(id)),
    );
    for (const p of [same, larger, rounded]) expect(p.selectedBuyBoxValue).toBeGreaterThan(0);

    const calls = sim.feeCalls.length;
    const res = await api(ctx, 'POST', '/api/SellerAccount/FeeEstimates', who.jwt, {
      productIds: [same.id, larger.id, rounded.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sim.feeCalls.slice(calls).map((c) => c.items)).toEqual([3]);
    const [a, b, c] = res.body.data.results;
    const table = feeTableAt(new Date(), 'US');

    expect(a).toMatchObject({
      productId: same.id,
      marketplace: 'US',
      currency: 'USD',
      price: same.selectedBuyBoxValue,
      difference: 0,
      threshold: 0.05,
      highlighted: false,
      amazonError: null,
      feeTable: { title: table.source.title, effectiveFrom: table.effectiveFrom },
    });
    expect(a.amazon.total).toBe(same.fbaFeesTotal);
    expect(a.amazon.referralFee).toBe(a.ours.referralFee);
    expect(a.amazon.fulfillmentFee).toBe(a.ours.fulfillmentFee);
    expect(a.amazon.fees.map((f: { type: string }) => f.type)).toEqual([
      'ReferralFee',
      'VariableClosingFee',
      'PerItemFee',
      'FBAFees',
    ]);

    // Amazon measured the package larger: 35 cents more FBA fee, highlighted.
    expect(b).toMatchObject({ productId: larger.id, difference: 0.35, highlighted: true });
    expect(b.amazon.fulfillmentFee).toBeCloseTo(b.ours.fulfillmentFee + 0.35, 6);
    // Amazon's own rounding of the referral fee: 2 cents, under the threshold.
    expect(c).toMatchObject({ productId: rounded.id, difference: 0.02, highlighted: false });

    // Asked again within the TTL: no call.
    const again = await api(ctx, 'POST', '/api/SellerAccount/FeeEstimates', who.jwt, { productIds: [larger.id] });
    expect(again.body.data.results[0]).toMatchObject({ productId: larger.id, difference: 0.35 });
    expect(sim.feeCalls.length).toBe(calls + 1);
  });

  it('names the field for an unknown product and an empty list', async () => {
    const who = await company('Fee Mistaken Traders');
    const unknown = await api(ctx, 'POST', '/api/SellerAccount/FeeEstimates', who.jwt, {
      productIds: ['00000000-0000-4000-8000-000000000000', 'not-an-id'],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'productIds' });
    const empty = await api(ctx, 'POST', '/api/SellerAccount/FeeEstimates', who.jwt, { productIds: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('productIds');
  });

  it("answers a product the marketplace does not list with Amazon's client error, in the API's shape", async () => {
    const url = await sim.start();
    const account = new SpApiAccount({
      client: {
        lwaUrl: url,
        clientId: ctx.services.config.sellerAccount.clientId,
        clientSecret: ctx.services.config.sellerAccount.clientSecret,
      },
      refreshToken: 'Atzr|sim.A1SIMULATED001.NA',
      region: 'NA',
      endpoints: { NA: url, EU: url, FE: url },
    });
    const [listed, missing] = await account.feesEstimates([
      { asin: asinOf(310), marketplace: 'US', price: 19.99, currency: 'USD' },
      { asin: 'B0ZZZZZZZZ', marketplace: 'US', price: 19.99, currency: 'USD' },
    ]);
    expect(listed).toMatchObject({ ok: true, currency: 'USD' });
    expect(missing).toEqual({ ok: false, message: 'The item B0ZZZZZZZZ was not found in the Amazon.com catalog.' });
  });
});
