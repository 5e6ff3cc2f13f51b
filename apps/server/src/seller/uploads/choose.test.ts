import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES as E } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** An upload of one "several matches" row (a code for a single item and its multipack), finished. */
async function uploadWithChoice() {
  const { jwt } = await sellerSession(ctx);
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Choice Toys' })).body.data.id as string;
  const csv = csvOf([
    ['Item #', 'UPC', 'Case Pack', 'Case Cost', 'Description'],
    ['CT-9', E.multiMatchUpc, '6', '27.00', 'Bubble wands'],
  ]);
  const started = await postUpload(ctx, jwt, { name: 'choice.csv', content: csv }, { supplierId });
  const id = started.body.data.id as string;
  const upload = await eventually(async () => {
    const res = await api(ctx, 'GET', `/api/Upload/${id}`, jwt);
    return res.body.data.status === 'done' ? res.body.data : null;
  });
  expect(upload).toMatchObject({ candidates: 1, matched: 0 });
  return { jwt, supplierId, id };
}

describe('choosing a match in the upload report', () => {
  it('lists the candidates with names, adds the chosen one with the row’s pack, and resolves the row', async () => {
    const { jwt, supplierId, id } = await uploadWithChoice();
    const candidates = await api(ctx, 'GET', `/api/Upload/${id}/rows/2/candidates`, jwt);
    expect(candidates.status).toBe(200);
    expect(candidates.body.data.map((c: { asin: string }) => c.asin)).toEqual([E.multipackBase, E.multipack]);
    expect(candidates.body.data[0].productName).toBeTruthy();

    const chosen = await api(ctx, 'POST', `/api/Upload/${id}/rows/2/choice`, jwt, { asin: E.multipack });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ row: 2, status: 'matched', asin: E.multipack, packCost: 27, itemNumber: 'CT-9' });
    const product = (await api(ctx, 'GET', `/api/Product/${chosen.body.data.productId}`, jwt)).body.data;
    expect(product).toMatchObject({
      supplierId,
      asin: E.multipack,
      cost: 27,
      quantityPack: 6,
      itemNumber: 'CT-9',
      supplierUPC: E.multiMatchUpc,
      comment: 'Bubble wands',
    });
    const after = (await api(ctx, 'GET', `/api/Upload/${id}`, jwt)).body.data;
    expect(after).toMatchObject({ candidates: 0, matched: 1 });

    // Once only.
    const again = await api(ctx, 'POST', `/api/Upload/${id}/rows/2/choice`, jwt, { asin: E.multipackBase });
    expect(again.status).toBe(409);
  });

  it('refuses an ASIN that is not one of the row’s matches, and another company’s upload', async () => {
    const { jwt, id } = await uploadWithChoice();
    const wrong = await api(ctx, 'POST', `/api/Upload/${id}/rows/2/choice`, jwt, { asin: 'B000000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('asin');
    expect((await api(ctx, 'GET', `/api/Upload/${id}/rows/9/candidates`, jwt)).status).toBe(404);
    const other = await sellerSession(ctx, 'Someone Else');
    expect((await api(ctx, 'GET', `/api/Upload/${id}/rows/2/candidates`, other.jwt)).status).toBe(404);
    expect((await api(ctx, 'POST', `/api/Upload/${id}/rows/2/choice`, other.jwt, { asin: E.multipack })).status).toBe(404);
  });
});
