import { AlertList, AlertRule, envelope } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerWithProduct } from '../../../test/alerts.js';
import { api } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { products } from '../products/schema.js';
import { markProducts } from '../seller-account/eligibility.js';
import { withTenant } from '../tenancy.js';
import { alerts } from './schema.js';

// The rule fields beyond the market's own, end to end: a reading of the simulated marketplace
// (with a market event) or a change of the seller account's answer, then the product's next
// reading, fires the rule once; readings that change nothing do not.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx?.close());

async function seller(n: number) {
  const s = await sellerWithProduct(ctx, n, `Field Traders ${n}`);
  const companyId = (await api(ctx, 'GET', '/api/Company', s.jwt)).body.data.id as string;
  return { ...s, companyId };
}
type Seller = Awaited<ReturnType<typeof seller>>;

async function rule(s: Seller, name: string, condition: string) {
  const res = await api(ctx, 'POST', '/api/AlertRule', s.jwt, { name, productId: s.productId, condition, channels: ['app'] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(AlertRule).parse(res.body).data.id;
}

/** A new reading of the product with the offers' stock levels (what the watch schedule reads). */
async function refresh(s: Seller) {
  const res = await api(ctx, 'GET', `/api/Product/${s.productId}/refresh?fetchStockLevels=true`, s.jwt);
  expect(res.status).toBe(200);
}

const fired = async (ruleId: string) =>
  (await ctx.services.database.db.select().from(alerts).where(eq(alerts.ruleId, ruleId))).map((a) => a.figures);

describe('a competitor’s stock running out', () => {
  it('fires when a seller’s stock goes to 0, once, with the count before and after', async () => {
    const s = await seller(331);
    const ruleId = await rule(s, 'A competitor ran out', 'change(competitorsOutOfStock) > 0');
    await refresh(s);
    await refresh(s); // the same stock: nothing
    expect(await fired(ruleId)).toEqual([]);
    const offers = (await api(ctx, 'GET', `/api/Product/${s.productId}/offers`, s.jwt)).body.data as {
      sellerId: string;
      stock: number | null;
      isAmazon: boolean;
    }[];
    const competitor = offers.find((offer) => !offer.isAmazon && (offer.stock ?? 0) > 0);
    if (!competitor) throw new Error('a competitor with stock expected');
    const [row] = await ctx.services.database.db
      .select({ out: products.competitorsOutOfStock })
      .from(products)
      .where(eq(products.id, s.productId));
    const before = row?.out as number;
    expect(before).toEqual(expect.any(Number));

    const event = { kind: 'emptyStock', asin: s.asin, sellerId: competitor.sellerId };
    expect((await ctx.app.inject({ method: 'POST', url: '/dev/market/events', payload: event })).statusCode).toBe(200);
    await refresh(s); // runs out: fires
    await refresh(s); // stays out: nothing more
    expect(await fired(ruleId)).toEqual([[{ field: 'competitorsOutOfStock', before, after: before + 1 }]]);
    const list = envelope(AlertList).parse((await api(ctx, 'GET', '/api/Alert', s.jwt)).body).data;
    expect(list.items[0]?.figures).toEqual([{ field: 'competitorsOutOfStock', before, after: before + 1 }]);
  });
});

describe('eligibility changing', () => {
  it('fires at the reading after the account’s answer changed, not on a first answer or an unchanged one', async () => {
    const s = await seller(332);
    const changed = await rule(s, 'Eligibility changed', 'eligibilityChanged = true');
    const approved = await rule(s, 'Approved', "eligibilityPrevious = 'approval_required' and eligibility = 'allowed'");
    const key = { sellerId: 'A1TESTSELLER', asin: s.asin, marketplace: 'US', condition: 'new_new' } as const;
    const answer = (eligibility: 'allowed' | 'approval_required') =>
      withTenant(ctx.services.database.db, s.companyId, (db) =>
        markProducts({ db, companyId: s.companyId, memberId: 'system', isAppFilterOn: true }, key, eligibility, new Date()),
      );

    await answer('approval_required'); // the first answer: no change
    await refresh(s);
    await answer('approval_required'); // asked again, the same: no change
    await refresh(s);
    expect(await fired(changed)).toEqual([]);

    await answer('allowed'); // approved
    await refresh(s); // the change is news to this reading: both fire
    await refresh(s); // no longer news: nothing more
    expect(await fired(changed)).toEqual([[{ field: 'eligibilityChanged', before: false, after: true }]]);
    expect(await fired(approved)).toEqual([
      [
        { field: 'eligibilityPrevious', before: null, after: 'approval_required' },
        { field: 'eligibility', before: 'approval_required', after: 'allowed' },
      ],
    ]);
    const [row] = await ctx.services.database.db.select().from(products).where(eq(products.id, s.productId));
    expect(row).toMatchObject({ eligibility: 'allowed', eligibilityPrevious: 'approval_required' });

    await answer('approval_required'); // taken back: a second change fires the first rule again
    await refresh(s);
    expect(await fired(changed)).toHaveLength(2);
    expect(await fired(approved)).toHaveLength(1);
  });
});
