import { envelope, listEnvelope, PurchaseOrder, PurchaseOrderItem, PurchaseOrderWithItems } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { asinOf } from '../../market/simulated/catalog.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const orderOf = (body: unknown) => envelope(PurchaseOrder).parse(body).data;
const itemOf = (body: unknown) => envelope(PurchaseOrderItem).parse(body).data;

async function setup() {
  const session = await sellerSession(ctx);
  const supplier = (
    await api(ctx, 'POST', '/api/Supplier', session.jwt, {
      name: 'Harbor',
      phone: '+1 503 555 0142',
      email: 'orders@harbor.example',
      address: '1200 NW Front Ave',
      city: 'Portland',
      state: 'OR',
      zipCode: '97209',
    })
  ).body.data;
  const product = async (asin: string, body: Record<string, unknown>) =>
    (
      await api(ctx, 'POST', '/api/Product', session.jwt, {
        supplierId: supplier.id,
        identifier: asin,
        identifierType: 0,
        ...body,
      })
    ).body.data.product;
  return { ...session, supplierId: supplier.id as string, product };
}

describe('order numbers', () => {
  it('numbers a company’s orders in sequence, once each even when made at once, with its prefix', async () => {
    const { jwt, supplierId } = await setup();
    const made = await Promise.all(
      Array.from({ length: 8 }, () => api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId }).then((r) => orderOf(r.body))),
    );
    const year = new Date().getUTCFullYear();
    expect(made.map((o) => o.orderNumber).sort()).toEqual(
      Array.from({ length: 8 }, (_, k) => `PO-${year}-${String(k + 1).padStart(4, '0')}`),
    );
    // Another company counts on its own; a new prefix applies to the next order.
    const other = await setup();
    expect(
      orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', other.jwt, { supplierId: other.supplierId })).body),
    ).toMatchObject({
      orderNumber: `PO-${year}-0001`,
    });
    await api(ctx, 'POST', '/api/Company', jwt, { name: 'Harbor Traders', orderNumberPrefix: 'ht-po' });
    expect(orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId })).body).orderNumber).toBe(
      `HT-PO-${year}-0009`,
    );
    const listed = listEnvelope(PurchaseOrder).parse((await api(ctx, 'GET', '/api/PurchaseOrder?pageSize=20', jwt)).body);
    expect(new Set(listed.data.map((o) => o.orderNumber)).size).toBe(9);
  });
});

describe('purchase orders', () => {
  it('turns a shortlist into a draft order: packs at the pack cost, supplier contact copied', async () => {
    const { jwt, supplierId, product } = await setup();
    const a = await product(SIMULATED_EXAMPLES.standard, { cost: 24, quantityPack: 6, itemNumber: 'HB-1' });
    const b = await product(SIMULATED_EXAMPLES.hazmat, { cost: 3, quantityPack: 1 });
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Buy', supplierId })).body.data;
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: a.id, quantity: 10, comment: 'case price?' });
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: b.id, quantity: 4 });

    const order = orderOf(
      (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId, shortlistId: shortlist.id, invoiceNumber: 'INV-77' }))
        .body,
    );
    // 10 units in packs of 6 = 2 packs x 24.00; 4 x 3.00: 48 + 12 = 60.00
    expect(order).toMatchObject({
      supplierName: 'Harbor',
      supplierPhone: '+1 503 555 0142',
      supplierEmail: 'orders@harbor.example',
      supplierAddress: '1200 NW Front Ave\nPortland, OR 97209',
      orderNumber: expect.stringMatching(/^PO-\d{4}-0001$/),
      buyerName: 'Harbor Traders',
      invoiceNumber: 'INV-77',
      status: 0,
      statusName: 'draft',
      shortlistId: shortlist.id,
      itemsCount: 2,
      totalUnits: 6,
      totalCost: 60,
    });
    const full = envelope(PurchaseOrderWithItems).parse((await api(ctx, 'GET', `/api/PurchaseOrder/${order.id}`, jwt)).body).data;
    const lines = full.purchaseOrderItems.map((i) => [i.asin, i.quantity, i.cost, i.lineTotal, i.itemNumber, i.comment]);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        [SIMULATED_EXAMPLES.standard, 2, 24, 48, 'HB-1', 'case price?'],
        [SIMULATED_EXAMPLES.hazmat, 4, 3, 12, null, null],
      ]),
    );
    const listed = listEnvelope(PurchaseOrder).parse((await api(ctx, 'GET', '/api/PurchaseOrder?page=1&pageSize=10', jwt)).body);
    expect(listed.totalItems).toBe(1);
    expect(listed.data[0]?.totalCost).toBe(60);
  });

  it('edits a draft’s lines, and only a draft’s', async () => {
    const { jwt, supplierId, product } = await setup();
    const p = await product(SIMULATED_EXAMPLES.meltable, { cost: 5, quantityPack: 12 });
    const order = orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId, placementDate: '2026-12-01' })).body);
    expect(order.placementDate).toBe('2026-12-01T00:00:00.000Z');
    const base = `/api/PurchaseOrder/${order.id}/items`;
    const line = itemOf((await api(ctx, 'POST', base, jwt, { productId: p.id, quantity: 3 })).body);
    expect(line).toMatchObject({ asin: SIMULATED_EXAMPLES.meltable, cost: 5, quantityPack: 12, lineTotal: 15 });
    const free = itemOf((await api(ctx, 'POST', base, jwt, { title: 'Display stand', cost: 40, quantity: 1 })).body);
    expect(free).toMatchObject({ productId: null, title: 'Display stand', lineTotal: 40 });
    expect(itemOf((await api(ctx, 'PUT', `${base}/${line.id}`, jwt, { quantity: 5, comment: 'rush' })).body)).toMatchObject({
      quantity: 5,
      comment: 'rush',
      lineTotal: 25,
    });
    expect((await api(ctx, 'GET', `${base}/slim`, jwt)).body.data).toHaveLength(2);
    expect((await api(ctx, 'GET', `${base}/${line.id}/slim`, jwt)).body.data).toEqual({
      id: line.id,
      asin: SIMULATED_EXAMPLES.meltable,
      title: line.title,
      quantity: 5,
    });
    expect(itemOf((await api(ctx, 'DELETE', `${base}/${free.id}`, jwt)).body).deleted).toBe(true);
    expect((await api(ctx, 'GET', `${base}/${free.id}`, jwt)).status).toBe(404);

    for (const body of [{ quantity: 3 }, { title: '', quantity: 1 }, { productId: p.id, quantity: 0 }]) {
      expect((await api(ctx, 'POST', base, jwt, body)).status, JSON.stringify(body)).toBe(400);
    }
    // A product of another supplier is not this order's.
    const other = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Other' })).body.data.id;
    const theirs = (await api(ctx, 'POST', '/api/Product', jwt, { supplierId: other, identifier: asinOf(60), identifierType: 0 }))
      .body.data.product;
    expect((await api(ctx, 'POST', base, jwt, { productId: theirs.id, quantity: 1 })).status).toBe(404);

    const placed = orderOf((await api(ctx, 'PUT', `/api/PurchaseOrder/${order.id}`, jwt, { status: 1 })).body);
    expect(placed).toMatchObject({ status: 1, statusName: 'placed', placementDate: '2026-12-01T00:00:00.000Z' });
    const locked = await api(ctx, 'PUT', `${base}/${line.id}`, jwt, { quantity: 9 });
    expect(locked.status).toBe(409);
    expect(locked.body.errors[0].description).toBe("The order is placed: only a draft's items can change.");
    expect((await api(ctx, 'POST', base, jwt, { title: 'More', quantity: 1 })).status).toBe(409);
  });

  it('moves through the statuses and refuses other moves, naming both', async () => {
    const { jwt, supplierId } = await setup();
    const order = orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId })).body);
    const move = (status: number) => api(ctx, 'PUT', `/api/PurchaseOrder/${order.id}`, jwt, { status });
    const skip = await move(3);
    expect(skip.status).toBe(400);
    expect(skip.body.errors[0]).toMatchObject({ field: 'status', description: 'Cannot move an order from draft to shipped.' });
    const placed = orderOf((await move(1)).body);
    expect(placed.placementDate).not.toBeNull(); // placing dates it
    for (const status of [2, 3, 4]) expect(orderOf((await move(status)).body).status).toBe(status);
    expect((await move(5)).body.errors[0].description).toBe('Cannot move an order from received to cancelled.');
    expect((await move(0)).status).toBe(400);
    expect((await move(6)).status).toBe(400);
    expect(
      orderOf((await api(ctx, 'PUT', `/api/PurchaseOrder/${order.id}`, jwt, { invoiceNumber: 'INV-9' })).body).invoiceNumber,
    ).toBe('INV-9');
  });

  it('refuses a shortlist of another supplier, unknown suppliers and bad dates; deletes softly', async () => {
    const { jwt, supplierId } = await setup();
    const other = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Other' })).body.data.id;
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Theirs', supplierId: other })).body.data;
    expect((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId, shortlistId: shortlist.id })).status).toBe(400);
    expect(
      (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId, placementDate: 'soon' })).status).toBe(400);
    expect((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, {})).status).toBe(400);
    const order = orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId })).body);
    expect(orderOf((await api(ctx, 'DELETE', `/api/PurchaseOrder/${order.id}`, jwt)).body).deleted).toBe(true);
    expect((await api(ctx, 'GET', `/api/PurchaseOrder/${order.id}`, jwt)).status).toBe(404);
    expect(listEnvelope(PurchaseOrder).parse((await api(ctx, 'GET', '/api/PurchaseOrder', jwt)).body).totalItems).toBe(0);
  });
});

describe('the buyer block', () => {
  const profile = {
    name: 'Lantern Goods LLC',
    address: '400 Pier Avenue',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    phone: '+1 206 555 0100',
    taxId: '91-1234567',
    shipTo: 'Lantern Goods warehouse\n8 Dock Road\nTacoma, WA 98421',
    defaultTerms: 'Net 30',
  };
  const pdfOf = async (jwt: string, id: string) =>
    pdfText(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/PurchaseOrder/${id}/download?format=pdf`,
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).rawPayload,
    );

  it('follows the company profile while a draft (a profile filled in later reaches it), keeps it once placed', async () => {
    const { jwt, supplierId } = await setup();
    const draft = orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId })).body);
    expect(draft).toMatchObject({ buyerAddress: null, shipTo: null, paymentTerms: null });

    await api(ctx, 'POST', '/api/Company', jwt, profile);
    const url = `/api/PurchaseOrder/${draft.id}`;
    const read = async () => orderOf((await api(ctx, 'GET', url, jwt)).body);
    expect(await read()).toMatchObject({
      buyerName: 'Lantern Goods LLC',
      buyerAddress: '400 Pier Avenue\nSeattle, WA 98101',
      buyerPhone: '+1 206 555 0100',
      buyerTaxId: '91-1234567',
      shipTo: profile.shipTo,
      paymentTerms: 'Net 30',
    });
    expect((await read()).followsProfile).toEqual([
      'buyerName',
      'buyerAddress',
      'buyerPhone',
      'buyerEmail',
      'buyerTaxId',
      'shipTo',
      'paymentTerms',
    ]);
    const text = await pdfOf(jwt, draft.id);
    for (const expected of ['400 Pier Avenue', 'Seattle, WA 98101', '8 Dock Road', 'Net 30'])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('buyer’s address');

    // The order's own buyer fields win over the profile; null gives one back to the profile.
    const edited = orderOf(
      (await api(ctx, 'PUT', url, jwt, { buyerName: 'Lantern Goods (Tacoma)', paymentTerms: 'Net 15' })).body,
    );
    expect(edited).toMatchObject({ buyerName: 'Lantern Goods (Tacoma)', paymentTerms: 'Net 15' });
    expect(edited.followsProfile).not.toContain('buyerName');
    await api(ctx, 'POST', '/api/Company', jwt, { ...profile, defaultTerms: 'Net 45', phone: '+1 206 555 0199' });
    expect(await read()).toMatchObject({
      buyerName: 'Lantern Goods (Tacoma)',
      paymentTerms: 'Net 15',
      buyerPhone: '+1 206 555 0199',
    });
    expect(orderOf((await api(ctx, 'PUT', url, jwt, { paymentTerms: null })).body).paymentTerms).toBe('Net 45');

    // Placed: it keeps what it had; a later profile no longer reaches it.
    const placed = orderOf((await api(ctx, 'PUT', url, jwt, { status: 1 })).body);
    expect(placed).toMatchObject({
      buyerName: 'Lantern Goods (Tacoma)',
      paymentTerms: 'Net 45',
      shipTo: profile.shipTo,
      followsProfile: [],
    });
    await api(ctx, 'POST', '/api/Company', jwt, { name: 'Renamed Co', address: '1 Elsewhere St', defaultTerms: 'Prepaid' });
    expect(await read()).toMatchObject({
      buyerName: 'Lantern Goods (Tacoma)',
      buyerAddress: '400 Pier Avenue\nSeattle, WA 98101',
      buyerPhone: '+1 206 555 0199',
      paymentTerms: 'Net 45',
      shipTo: profile.shipTo,
    });
    // The buyer block stays editable on a placed order; a bad field is a 400 naming it.
    expect(orderOf((await api(ctx, 'PUT', url, jwt, { buyerEmail: 'ap@lantern.example' })).body).buyerEmail).toBe(
      'ap@lantern.example',
    );
    const bad = await api(ctx, 'PUT', url, jwt, { buyerAddress: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('buyerAddress');
  });

  it('ships a draft to its own buyer address when the profile has no ship-to', async () => {
    const { jwt, supplierId } = await setup();
    await api(ctx, 'POST', '/api/Company', jwt, { ...profile, shipTo: null });
    const draft = orderOf((await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId })).body);
    expect(draft.shipTo).toBe('400 Pier Avenue\nSeattle, WA 98101');
    const url = `/api/PurchaseOrder/${draft.id}`;
    expect(orderOf((await api(ctx, 'PUT', url, jwt, { buyerAddress: '9 Quay Lane\nSeattle, WA 98104' })).body).shipTo).toBe(
      '9 Quay Lane\nSeattle, WA 98104',
    );
  });
});
