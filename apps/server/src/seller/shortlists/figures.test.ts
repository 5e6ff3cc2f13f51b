import { unitsPerPack } from '@shelfscope/profit';
import { describe, expect, it } from 'vitest';
import { type LineProduct, lineFigures, shortlistTotals } from './figures.js';

const AT = new Date('2026-06-01T12:00:00Z');

/**
 * The pillow covers of issue 40: a supplier pack of 6 at $150.00 ($25.00 an item), listed one to a
 * listing, $0.50 preparation a unit (unit cost C = 25.50), selling at $45.00 with a 15% referral
 * ($6.75), a $5.00 fulfillment fee and $0.50 inbound: $7.25 profit a unit, ROI 7.25 / 25.50 = 28.43%.
 */
const pillowCovers: LineProduct = {
  cost: 150,
  quantityPack: 6,
  packageQuantity: 1,
  totalGoodsCost: 25.5,
  packageLengthPrecise: null,
  packageWidthPrecise: null,
  packageHeightPrecise: null,
  packageWeightPrecise: null,
  category: 'Home & Kitchen',
  referralFeePercentage: 15,
  providerFbaFee: 5,
  inboundFees: 0.5,
  buyBoxCurrent: 45,
  buyBoxAvg30: null,
  buyBoxAvg90: null,
  buyBoxAvg180: null,
  newFbaLowest: null,
  newCurrent: null,
  targetROI: 30,
};

const line = (quantity: number, product = pillowCovers) =>
  lineFigures({ product, quantity, overrides: [], costsIncludeVat: false }, AT);

describe('shortlist line figures', () => {
  it('counts the revenue of every unit the packs make, never one pack against one unit', () => {
    // Quantity 1 still buys a whole pack: 6 units, each sold at $45.00.
    expect(line(1)).toMatchObject({
      quantityBuyingSupplierUnits: 1,
      quantityBuyingListingUnits: 6,
      quantityBuyingGoods: 150,
      quantityBuyingPrep: 3,
      revenueOnPurchase: 270,
      amazonFeesOnPurchase: 70.5,
      extras: 3,
      netReturn: 196.5,
      profitOnPurchase: 43.5,
    });
    // 7 units need 2 packs, which make 12.
    expect(line(7)).toMatchObject({ quantityBuyingSupplierUnits: 2, quantityBuyingListingUnits: 12, profitOnPurchase: 87 });
  });

  it('gives the product’s own ROI for a whole pack: profit over goods and prep', () => {
    const totals = shortlistTotals([{ asin: 'B0PILLOW01', quantity: 6, figures: line(6) }]);
    expect(totals).toMatchObject({ asinUnits: 6, supplierUnits: 1, totalQuantity: 6, profit: 43.5, goodsExtrasSum: 156 });
    // 43.50 / (150.00 + 3.00) = 28.43%, as the product's 7.25 / 25.50; not over goods + prep + inbound (27.88%).
    expect(totals.roi).toBe(28.43);
  });

  it('starts a new line at one supplier pack’s worth of listing units', () => {
    expect(unitsPerPack({ quantityPack: 6, packageQuantity: 1 })).toBe(6);
    // A listing of 4 from packs of 6: one pack makes one listing unit (2 items left over).
    expect(unitsPerPack({ quantityPack: 6, packageQuantity: 4 })).toBe(1);
    // A listing of 12 from packs of 6 needs two packs for its one unit.
    expect(unitsPerPack({ quantityPack: 6, packageQuantity: 12 })).toBe(1);
    expect(unitsPerPack({ quantityPack: 24, packageQuantity: null })).toBe(24);
  });
});
