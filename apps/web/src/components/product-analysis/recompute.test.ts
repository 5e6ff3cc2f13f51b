import { ProductDetail, UserSettings } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import recorded from './fixtures/recorded-product.json';
import { inputsOf, recompute } from './recompute';

const product = ProductDetail.parse(recorded.detail);
const settings = UserSettings.parse(recorded.settings);
const at = new Date(product.versionCreated);

describe('the live recompute of the profit panel', () => {
  it('gives the figures the server stored, with the product’s own inputs', () => {
    const live = recompute(product, inputsOf(product), settings, null, at);
    for (const field of [
      'totalGoodsCost',
      'selectedBuyBoxValue',
      'referralFeePercentage',
      'referralFee',
      'inboundFees',
      'fbaFeesTotal',
      'fulfillmentFee',
      'profitLoss',
      'margin',
      'roi',
      'targetROI',
      'maxCost',
      'breakEven',
      'competition',
      'astroScore',
      'roiScore',
      'marginScore',
      'profitLossScore',
      'breakEvenStrengthScore',
      'salesEstimate',
      'variantSalesEstimate',
      'myShare30',
      'alertThreatLevel',
    ] as const) {
      expect(live[field], field).toEqual(product[field]);
    }
    expect(live.sizeTier).toBe(product.sizeTier);
  });

  it('moves profit by exactly the change in unit cost, fees unchanged', () => {
    const before = recompute(product, inputsOf(product), settings, null, at);
    const after = recompute(product, { ...inputsOf(product), cost: (product.cost ?? 0) + 4 }, settings, null, at);
    expect(after.totalGoodsCost).toBeCloseTo((before.totalGoodsCost ?? 0) + 4, 2);
    expect(after.profitLoss).toBeCloseTo((before.profitLoss ?? 0) - 4, 2);
    expect(after.fbaFeesTotal).toBe(before.fbaFeesTotal);
    expect(after.roi).toBeLessThan(before.roi ?? 0);
  });

  it('divides a supplier pack by its size, and applies the default preparation cost when the product’s is zero', () => {
    const pack = recompute(product, { ...inputsOf(product), cost: 24, quantityPack: 12, preparationCost: 0 }, settings, null, at);
    // 24 / 12 x 1 listing unit + the member's default preparation (applied when zero).
    expect(pack.totalGoodsCost).toBe(2 + settings.defaultPreparationCost);
  });

  it('sells at the price the override selects: product level first, then the supplier', () => {
    const avg90 = recompute(product, { ...inputsOf(product), override: 2 }, settings, null, at);
    expect(avg90.selectedBuyBoxValue).toBe(product.buyBoxAvg90);
    const custom = recompute(product, { ...inputsOf(product), override: 5, overrideCustomValue: 150 }, settings, null, at);
    expect(custom.selectedBuyBoxValue).toBe(150);
    const bySupplier = recompute(product, inputsOf(product), settings, { value: 3, customValue: null }, at);
    expect(bySupplier.selectedBuyBoxValue).toBe(product.buyBoxAvg180);
    const ownWins = recompute(product, { ...inputsOf(product), override: 1 }, settings, { value: 3, customValue: null }, at);
    expect(ownWins.selectedBuyBoxValue).toBe(product.buyBoxAvg30);
  });

  it('has no profit without a cost, and no price when the override’s price is missing', () => {
    const noCost = recompute(product, { ...inputsOf(product), cost: null }, settings, null, at);
    expect(noCost.profitLoss).toBeNull();
    const noFba = recompute(product, { ...inputsOf(product), override: 4 }, settings, null, at);
    expect(product.newFbaLowest).toBeNull();
    expect(noFba.selectedBuyBoxValue).toBeNull();
    expect(noFba.isValid).toBe(false);
  });
});
