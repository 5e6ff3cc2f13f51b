import { envelope, Shortlist, ShortlistItem, ShortlistTargetFill, ShortlistWithItems } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';

// A shortlist's target stock: adding a product without a quantity, and "fill from target stock",
// buy the gap between the target and what the seller holds at Amazon (fulfillable + inbound, from
// the connected account's FBA inventory), in whole supplier packs (docs/seller-account.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx?.close());

const itemOf = (body: unknown) => envelope(ShortlistItem).parse(body).data;
const ceilTo = (units: number, pack: number) => Math.ceil(units / pack) * pack;

describe('target stock on a shortlist', () => {
  it('starts quantities from the gap to the target, in whole packs, and fills them again on demand', async () => {
    const { jwt } = await sellerSession(ctx, 'Target Traders');
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Target Wholesale' })).body.data.id as string;
    const productOf = async (id: string) =>
      (await api(ctx, 'GET', `/api/Product/${id}`, jwt)).body.data as {
        id: string;
        fbaFulfillable: number | null;
        fbaInbound: number | null;
      };
    const addProduct = async (asin: string) => {
      const added = await api(ctx, 'POST', '/api/Product', jwt, {
        supplierId,
        identifier: asin,
        identifierType: 0,
        cost: 30,
        quantityPack: 6,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      return productOf(added.body.data.product.id);
    };
    // Index 4 + 97k: the simulated seller holds some of it; index 5 + 97k: none. Connecting reads
    // the inventory onto the company's products.
    const heldId = (await addProduct(asinOf(4 + 97 * 5))).id;
    const notHeldId = (await addProduct(asinOf(5 + 97 * 5))).id;
    expect((await api(ctx, 'POST', '/dev/seller-account/connect', jwt, { region: 'NA' })).status).toBe(200);
    const held = await productOf(heldId);
    const notHeld = await productOf(notHeldId);
    expect(held.fbaFulfillable).toBeGreaterThan(0);
    expect(notHeld.fbaFulfillable).toBeNull();
    const holding = (held.fbaFulfillable ?? 0) + (held.fbaInbound ?? 0);

    const shortlist = envelope(Shortlist).parse(
      (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Restock', supplierId })).body,
    ).data;
    expect(shortlist.targetStock).toBeNull();
    const url = `/api/Shortlist/${shortlist.id}`;

    // Without a target: one supplier pack's worth (the listing units a pack of 6 makes).
    const first = itemOf((await api(ctx, 'POST', `${url}/item`, jwt, { productId: held.id })).body);
    const pack = first.quantity;
    // A single-item listing: a pack of 6 makes 6 listing units, so a gap of 7 rounds up to 12.
    expect(pack).toBe(6);
    expect((await api(ctx, 'DELETE', `${url}/item/${first.id}`, jwt)).status).toBe(200);
    expect((await api(ctx, 'POST', `${url}/fill-from-target-stock`, jwt)).body).toMatchObject({
      errors: [expect.objectContaining({ field: 'targetStock' })],
    });

    // A bad target is a 400 naming the field.
    for (const bad of [-1, 2.5, 'ten']) {
      const refused = await api(ctx, 'PUT', `${url}/target-stock`, jwt, { targetStock: bad });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('targetStock');
    }

    // Target: 7 more than the seller holds. The gap, 7, rounds up to whole packs.
    const target = holding + 7;
    const set = await api(ctx, 'PUT', `${url}/target-stock`, jwt, { targetStock: target });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(envelope(Shortlist).parse(set.body).data.targetStock).toBe(target);
    const heldItem = itemOf((await api(ctx, 'POST', `${url}/item`, jwt, { productId: held.id })).body);
    expect(heldItem.quantity).toBe(ceilTo(7, pack));
    // Nothing held: the whole target, in whole packs. A quantity given is kept as given.
    const notHeldItem = itemOf((await api(ctx, 'POST', `${url}/item`, jwt, { productId: notHeld.id, quantity: 1 })).body);
    expect(notHeldItem.quantity).toBe(1);

    // Fill: the product held at the target keeps its quantity; the other gets the whole target.
    const lower = holding;
    expect((await api(ctx, 'PUT', `${url}/target-stock`, jwt, { targetStock: lower })).status).toBe(200);
    const filled = await api(ctx, 'POST', `${url}/fill-from-target-stock`, jwt);
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(envelope(ShortlistTargetFill).parse(filled.body).data).toEqual({ filled: 1, atTarget: 1 });
    const after = envelope(ShortlistWithItems).parse((await api(ctx, 'GET', url, jwt)).body).data;
    expect(after.targetStock).toBe(lower);
    const quantityOf = (productId: string) => after.shortlistItems.find((i) => i.productId === productId)?.quantity;
    expect(quantityOf(held.id)).toBe(ceilTo(7, pack));
    expect(quantityOf(notHeld.id)).toBe(ceilTo(lower, pack));

    // Cleared: adding starts from one pack again.
    expect((await api(ctx, 'PUT', `${url}/target-stock`, jwt, { targetStock: null })).body.data.targetStock).toBeNull();
  }, 60_000);
});
