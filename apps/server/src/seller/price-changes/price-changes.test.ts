import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload, type Sheet } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { gs1CheckDigit } from '../../market/codes.js';
import { asinOf } from '../../market/index.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { uploads } from '../uploads/schema.js';
import { productChange } from './service.js';

const upcOf = (index: number) => {
  const body = `8${String(index).padStart(10, '0')}`;
  return body + gs1CheckDigit(body);
};

let ctx: TestContext;
let jwt: string;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const session = await sellerSession(ctx, 'Price Watchers');
  jwt = session.jwt;
  companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id;
});
afterAll(() => ctx.close());

async function upload(supplierId: string, name: string, rows: Sheet) {
  const res = await postUpload(ctx, jwt, { name, content: csvOf(rows) }, { supplierId });
  expect(res.status).toBe(200);
  return eventually(async () => {
    const got = await api(ctx, 'GET', `/api/Upload/${res.body.data.id}`, jwt);
    return got.body.data.status === 'done' && got.body.data.changes ? got.body.data : null;
  }, 25_000);
}

const HEADER = ['Item #', 'UPC', 'Case Pack', 'Case Cost'];

describe('price-list changes', () => {
  let supplierId: string;
  let second: { id: string; changes: Record<string, unknown> & { counts: Record<string, number> } };

  beforeAll(async () => {
    supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Monthly lists' })).body.data.id;
    const first = await upload(supplierId, 'october.csv', [
      HEADER,
      ['K-1', upcOf(301), 12, 24], // gets cheaper
      ['K-2', upcOf(302), 6, 30], // gets dearer
      ['K-3', upcOf(303), 12, 24], // its pack changes to 6 at the same unit cost
      ['K-4', upcOf(304), 1, 5], // dropped
      ['K-5', upcOf(305), 1, 9000], // a loss at this cost: profitable at 0.50
      ['K-6', upcOf(306), 1, 0.5], // profitable: a loss at 9000
      ['K-7', upcOf(307), 1, 8], // its code moves to item number K-70
      ['K-8', upcOf(308), 1, 8], // unchanged, but duplicated below
      ['K-8', upcOf(308), 1, 8],
    ]);
    // A supplier's first list has nothing to compare to.
    expect(first.changes).toMatchObject({ previousUploadId: null, line: null, unchanged: 0 });
    expect(Object.values(first.changes.counts).every((n) => n === 0)).toBe(true);
    const firstChanges = await api(ctx, 'GET', `/api/Upload/${first.id}/changes`, jwt);
    expect(firstChanges.body).toMatchObject({ totalItems: 0, data: [] });

    // The same items in another order, with their changes.
    second = await upload(supplierId, 'november.csv', [
      HEADER,
      ['K-70', upcOf(307), 1, 8],
      ['K-6', upcOf(306), 1, 9000],
      ['K-8', upcOf(308), 1, 8],
      ['K-3', upcOf(303), 6, 12],
      ['K-2', upcOf(302), 6, 33],
      ['K-1', upcOf(301), 12, 18],
      ['K-9', upcOf(309), 1, 4], // new
      ['K-5', upcOf(305), 1, 0.5],
    ]);
  });

  it('counts each kind and says it in the upload and its notification', async () => {
    expect(second.changes).toMatchObject({
      previousFileName: 'october.csv',
      // K-8 is in both once (its duplicate in october is merged into the first row).
      unchanged: 1,
      counts: {
        new: 1,
        dropped: 1,
        cheaper: 2,
        dearer: 2,
        packChanged: 1,
        codeChanged: 0,
        itemNumberChanged: 1,
        nowProfitable: 1,
        noLongerProfitable: 1,
      },
      line: '2 cheaper, 2 dearer, 1 new, 1 dropped, 1 new pack size, 1 new item number; 1 now profitable, 1 no longer profitable',
    });
    const notes = await api(ctx, 'GET', '/api/Notification?pageSize=50', jwt);
    const note = notes.body.data.find((n: { data: { uploadId?: string } }) => n.data.uploadId === second.id);
    expect(note.message).toContain(`Since the last list: ${second.changes.line}.`);
    const list = await api(ctx, 'GET', `/api/Upload?supplierId=${supplierId}`, jwt);
    expect(list.body.data[0]).toMatchObject({ id: second.id, changes: { line: second.changes.line } });
  });

  it('lists the changes in file order with before and after figures, one kind at a time', async () => {
    const all = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?pageSize=50`, jwt);
    expect(all.status).toBe(200);
    expect(all.body.totalItems).toBe(8);
    const rows = all.body.data as { itemNumber: string | null; previousItemNumber: string | null; kinds: string[] }[];
    expect(rows.map((c) => [c.itemNumber ?? c.previousItemNumber, c.kinds.join('+')])).toEqual([
      ['K-70', 'itemNumberChanged'],
      ['K-6', 'dearer+noLongerProfitable'],
      ['K-3', 'packChanged'],
      ['K-2', 'dearer'],
      ['K-1', 'cheaper'],
      ['K-9', 'new'],
      ['K-5', 'cheaper+nowProfitable'],
      ['K-4', 'dropped'],
    ]);
    const cheaper = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?kind=cheaper`, jwt);
    expect(cheaper.body.totalItems).toBe(2);
    const k1 = cheaper.body.data.find((c: { itemNumber: string }) => c.itemNumber === 'K-1');
    expect(k1).toMatchObject({
      previousPackCost: 24,
      packCost: 18,
      packCostChange: -6,
      packCostChangePercent: -25,
      previousUnitCost: 2,
      unitCost: 1.5,
      unitCostChange: -0.5,
      unitCostChangePercent: -25,
    });
    const pack = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?kind=packChanged`, jwt);
    expect(pack.body.data[0]).toMatchObject({ previousPackSize: 12, packSize: 6, unitCostChange: 0, packCostChange: -12 });
    const paged = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?page=2&pageSize=3`, jwt);
    expect(paged.body).toMatchObject({ page: 2, pageSize: 3, totalItems: 8 });
    expect(paged.body.data.map((c: { itemNumber: string }) => c.itemNumber)).toEqual(['K-2', 'K-1', 'K-9']);
  });

  it('prices the profit kinds by the product’s own analysis: the after figures are the product’s', async () => {
    const now = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?kind=nowProfitable`, jwt);
    const [k5] = now.body.data;
    expect(k5).toMatchObject({ asin: asinOf(305), productId: expect.any(String), title: expect.any(String) });
    expect(k5.previousProfit).toBeLessThan(0);
    expect(k5.profit).toBeGreaterThan(0);
    // A pack of 1 whose listing holds 1: the line of one unit is the product itself.
    const product = await api(ctx, 'GET', `/api/Product/${k5.productId}`, jwt);
    expect(product.body.data.cost).toBe(0.5);
    expect(k5.profit).toBe(product.body.data.profitLoss);
    expect(k5.roi).toBe(product.body.data.roi);
    const gone = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?kind=noLongerProfitable`, jwt);
    expect(gone.body.data[0]).toMatchObject({ itemNumber: 'K-6', previousProfit: expect.any(Number) });
    expect(gone.body.data[0].previousProfit).toBeGreaterThan(0);
    expect(gone.body.data[0].profit).toBeLessThan(0);
  });

  it('gives a product’s change since the previous list (for alert rules)', async () => {
    const now = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?kind=nowProfitable`, jwt);
    const change = await withTenant(ctx.services.database.db, companyId, (db) => {
      const tenant: Tenant = { db, companyId, memberId: 'test', isAppFilterOn: true };
      return productChange(tenant, now.body.data[0].productId);
    });
    expect(change?.kinds).toEqual(['cheaper', 'nowProfitable']);
  });

  it('answers 400 naming the field for a wrong kind, 404 for another company’s upload', async () => {
    const bad = await api(ctx, 'GET', `/api/Upload/${second.id}/changes?kind=cheap`, jwt);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('kind');
    const other = await sellerSession(ctx, 'Other Traders');
    const hidden = await api(ctx, 'GET', `/api/Upload/${second.id}/changes`, other.jwt);
    expect(hidden.status).toBe(404);
  });

  it('compares a list with an earlier one of the supplier still being read, once that one ends', async () => {
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Two at once' })).body.data.id;
    const first = await upload(supplier, 'first.csv', [HEADER, ['T-1', upcOf(311), 1, 5]]);
    // The first list is being read again, as if it were still running when the second ends.
    const setStatus = (status: string) =>
      withTenant(ctx.services.database.db, companyId, (db) => db.update(uploads).set({ status }).where(eq(uploads.id, first.id)));
    await setStatus('matching');
    const posted = await postUpload(
      ctx,
      jwt,
      { name: 'second.csv', content: csvOf([HEADER, ['T-1', upcOf(311), 1, 4]]) },
      { supplierId: supplier },
    );
    const read = () => api(ctx, 'GET', `/api/Upload/${posted.body.data.id}`, jwt).then((r) => r.body.data);
    await eventually(async () => (await read()).processed === 1, 25_000);
    await setTimeout(3_000);
    expect(await read()).toMatchObject({ status: 'matching', changes: null });
    await setStatus('done');
    const second = await eventually(async () => {
      const got = await read();
      return got.status === 'done' && got.changes ? got : null;
    }, 25_000);
    expect(second.changes).toMatchObject({ previousUploadId: first.id, counts: { cheaper: 1 } });
  });
});
