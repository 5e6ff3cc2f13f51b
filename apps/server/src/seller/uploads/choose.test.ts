import { DEFAULT_SCORE_THRESHOLDS } from '@shelfscope/profit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES as E, SimulatedMarket } from '../../market/index.js';
import { multipacksOf, upcOf } from '../../market/simulated/catalog.js';
import { analyzeSnapshot } from '../products/analyze.js';
import { candidateFigures } from './best-match.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** An upload of one "several matches" row (a code for a single item and its multipack), finished. */
async function uploadWithChoice() {
  return uploadRows([['CT-9', E.multiMatchUpc, '6', '27.00', 'Bubble wands']], 1);
}

/** An upload of these rows (item, UPC, case pack, case cost, description), finished with `open` rows to choose. */
async function uploadRows(rows: string[][], open: number) {
  const { jwt } = await sellerSession(ctx);
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Choice Toys' })).body.data.id as string;
  const csv = csvOf([['Item #', 'UPC', 'Case Pack', 'Case Cost', 'Description'], ...rows]);
  const started = await postUpload(ctx, jwt, { name: 'choice.csv', content: csv }, { supplierId });
  const id = started.body.data.id as string;
  const upload = await eventually(async () => {
    const res = await api(ctx, 'GET', `/api/Upload/${id}`, jwt);
    return res.body.data.status === 'done' ? res.body.data : null;
  });
  expect(upload).toMatchObject({ candidates: open, matched: 0 });
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

/** A code that matches a product and its multipacks, other than the examples' (its row is left: no listing holds 5). */
const otherBase = Array.from({ length: 900 }, (_, i) => i + 27).find((i) => i !== 100 && multipacksOf(i).length > 0) as number;

describe('the figures of each match, and picking the best match for all', () => {
  it('shows each match’s image, buy box, units and the profit and ROI its product gets once chosen', async () => {
    const { jwt, id } = await uploadRows([['TM-1', E.tripleMatchUpc, '12', '48.00', 'Mugs']], 1);
    const res = await api(ctx, 'GET', `/api/Upload/${id}/rows/2/candidates`, jwt);
    expect(res.status).toBe(200);
    const list = res.body.data as {
      asin: string;
      image: string | null;
      buyBox: number | null;
      packageQuantity: number;
      samePack: boolean;
      profitLoss: number | null;
      roi: number | null;
      best: boolean;
    }[];
    expect(list.map((c) => c.asin)).toEqual(E.tripleMatchAsins);
    expect(list.map((c) => c.packageQuantity)).toEqual([1, 3, 12]);
    expect(list.map((c) => c.samePack)).toEqual([false, false, true]);
    expect(list.map((c) => c.best)).toEqual([false, false, true]);
    for (const c of list) {
      expect(c.image).toContain(c.asin);
      expect(c.buyBox).toBeGreaterThan(0);
      expect(c.roi).not.toBeNull();
    }
    // The figures are the ones the product has once chosen: one profit engine, same inputs.
    // The figures are the ones the product has once chosen: one profit engine, the same inputs.
    const chosen = await api(ctx, 'POST', `/api/Upload/${id}/rows/2/choice`, jwt, { asin: E.tripleMatchAsins[1] });
    const product = (await api(ctx, 'GET', `/api/Product/${chosen.body.data.productId}`, jwt)).body.data;
    expect(product.profitLoss).toBe(list[1]?.profitLoss);
    expect(product.roi).toBe(list[1]?.roi);
    expect(product.selectedBuyBoxValue).toBe(list[1]?.buyBox);
  });

  it('picks, in one request, the match with the row’s pack for every open row, and leaves the rows none fits', async () => {
    const { jwt, supplierId, id } = await uploadRows(
      [
        ['A-1', E.multiMatchUpc, '3', '9.00', 'Bubble wands'],
        ['B-1', E.tripleMatchUpc, '12', '48.00', 'Mugs'],
        ['C-1', upcOf(otherBase), '5', '20.00', 'Odd case'],
      ],
      3,
    );
    const before = (await api(ctx, 'GET', `/api/Upload/${id}/rows/4/candidates`, jwt)).body.data;
    expect(before.some((c: { best: boolean }) => c.best)).toBe(false);
    const expectedA = (await api(ctx, 'GET', `/api/Upload/${id}/rows/2/candidates`, jwt)).body.data.find(
      (c: { best: boolean }) => c.best,
    );

    const res = await api(ctx, 'POST', `/api/Upload/${id}/best-matches`, jwt);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ picked: 2, left: 1 });
    const after = (await api(ctx, 'GET', `/api/Upload/${id}?pageSize=10`, jwt)).body.data;
    expect(after).toMatchObject({ candidates: 1, matched: 2 });
    const byRow = new Map(after.report.map((r: { row: number }) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ status: 'matched', asin: E.multipack });
    expect(byRow.get(3)).toMatchObject({ status: 'matched', asin: E.tripleMatchAsins[2] });
    expect(byRow.get(4)).toMatchObject({ status: 'candidates', asin: null });
    expect((byRow.get(2) as { reason: string }).reason).toMatch(/the only one with the row’s pack \(3\); ROI -?\d+\.\d%/);

    const products = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=10`, jwt)).body.data;
    const wands = products.find((p: { asin: string }) => p.asin === E.multipack);
    expect(wands).toMatchObject({ cost: 9, quantityPack: 3, itemNumber: 'A-1' });
    expect(wands.roi).toBe(expectedA.roi);
    expect(products).toHaveLength(2);

    // Again: nothing left that fits; the open row is still counted.
    expect((await api(ctx, 'POST', `/api/Upload/${id}/best-matches`, jwt)).body.data).toEqual({ picked: 0, left: 1 });
    const other = await sellerSession(ctx, 'Someone Else');
    expect((await api(ctx, 'POST', `/api/Upload/${id}/best-matches`, other.jwt)).status).toBe(404);
  });

  it('takes the highest ROI among the matches of the row’s pack', async () => {
    const market = new SimulatedMarket();
    const read = await market.products(E.tripleMatchAsins, { marketplace: 'US', offers: true, stock: false, history: false });
    // Every listing read as a single unit: all three fit a row of 1, and ROI alone decides.
    const snapshots = new Map(
      [...read].map(([asin, snapshot]) => [
        asin,
        { id: asin, fetchedAt: new Date(), snapshot: { ...snapshot, fields: { ...snapshot.fields, packageQuantity: 1 } } },
      ]),
    );
    const context = {
      analyze: analyzeSnapshot,
      settings: {
        currency: 'USD',
        inboundFees: 0.5,
        roiPercentage: 30,
        competitionMargin: 0,
        defaultPreparationCost: 0,
        applyDefaultPreparationCostWhenZero: false,
        scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
        vatRegistered: false,
        defaultFulfilment: 'FBA' as const,
        fbmShippingPerUnit: 0,
        fbmShippingTable: [],
      },
      supplier: { override: -1, overrideCustomValue: null, marketplace: 'US', currency: null, costsIncludeVat: false },
      listed: new Map(),
      at: new Date(),
    };
    const row = { candidates: E.tripleMatchAsins, packCost: 4, packSize: 1, unitCost: 4 };
    const figures = candidateFigures(row, new Map(), snapshots, context);
    const rois = figures.map((c) => c.roi ?? -Infinity);
    expect(new Set(rois).size).toBe(3);
    expect(figures.filter((c) => c.best).map((c) => c.roi)).toEqual([Math.max(...rois)]);
    // A row of 12 takes no match when none holds 12.
    expect(candidateFigures({ ...row, packSize: 12 }, new Map(), snapshots, context).some((c) => c.best)).toBe(false);
  });
});
