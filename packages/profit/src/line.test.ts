import { describe, expect, it } from 'vitest';
import { fulfilmentFigures, type SaleContext } from './figures.js';
import { unitsSaleAt } from './line.js';
import { cents } from './money.js';
import { storageFeePerUnit } from './storage.js';
import { feeTableAt } from './tables/index.js';
import { packageSizeFromKeepa } from './units.js';
import { vatRatesAt } from './vat.js';

const AT = new Date('2026-06-01T12:00:00Z');
const SIZE = packageSizeFromKeepa({ packageLength: 300, packageWidth: 200, packageHeight: 100, packageWeight: 800 });

/** The README's toy on amazon.co.uk: £6.00 including VAT, one month of storage, £0.30 inbound. */
function ukToy(vatRegistered: boolean): SaleContext {
  const table = feeTableAt(AT, 'UK');
  return {
    goodsCost: 6,
    fees: {
      category: 'Toys & Games',
      size: SIZE,
      providerReferralPercent: null,
      providerFulfillmentFee: null,
      inboundFees: 0.3,
      date: AT,
      marketplace: 'UK',
    },
    table,
    vatRates: vatRatesAt('UK', AT),
    position: { vatRegistered, costsIncludeVat: true },
    roiPercentage: 30,
    storagePerUnit: storageFeePerUnit({ size: SIZE, table, from: AT, monthsInStock: 1 }),
    fbmShipping: 4.1,
  };
}

describe('unitsSaleAt: N listing units of the product’s own sale', () => {
  it('one unit is the product’s figures: registered £7.92 (ROI 158.4%), not registered £9.56 (159.33%)', () => {
    for (const [registered, profit, roi] of [
      [true, 7.92, 158.4],
      [false, 9.56, 159.33],
    ] as const) {
      const context = ukToy(registered);
      const one = unitsSaleAt({ units: 1, price: 24, fulfilment: 'FBA', context });
      const product = fulfilmentFigures(24, 'FBA', context).figures;
      expect(one).toMatchObject({ profit, roi, costBasis: registered ? 5 : 6 });
      expect([one.profit, one.roi, one.margin]).toEqual([product.profitLoss, product.roi, product.margin]);
      // Every fee of the product: Amazon's (referral, fulfilment, storage) and the seller's inbound.
      expect(cents(one.amazonFees + one.ownCosts)).toBe(product.feesTotal);
    }
  });

  it('registered: revenue ex-VAT, input VAT reclaimed, VAT on fees nets to 0', () => {
    const six = unitsSaleAt({ units: 6, price: 24, fulfilment: 'FBA', context: ukToy(true) });
    expect(six).toMatchObject({
      revenue: 120,
      amazonFees: 40.68, // 6 x (3.67 + 2.95 + 0.16)
      ownCosts: 1.8,
      vatCost: 0,
      vatReclaimed: 6,
      goodsAndPrep: 36,
      costBasis: 30,
      profit: 47.52, // 6 x 7.92
    });
  });

  it('not registered: the whole price, VAT on fees a cost, nothing reclaimed', () => {
    const six = unitsSaleAt({ units: 6, price: 24, fulfilment: 'FBA', context: ukToy(false) });
    expect(six).toMatchObject({ revenue: 144, vatCost: 8.16, vatReclaimed: 0, costBasis: 36, profit: 57.36 });
    expect(six.netReturn).toBe(cents(144 - 40.68 - 8.16 - 1.8));
  });

  it('FBM: shipping is the seller’s own cost, no storage or inbound', () => {
    const two = unitsSaleAt({ units: 2, price: 24, fulfilment: 'FBM', context: ukToy(true) });
    expect(two).toMatchObject({ amazonFees: 7.34, ownCosts: 8.2 }); // 2 x 3.67; 2 x 4.10
  });

  it('the units’ cost as bought: a pack’s cost spread over the units it makes', () => {
    // Six units for £33.00 (VAT included): £5.50 a unit, £0.92 of it VAT.
    const six = unitsSaleAt({ units: 6, price: 24, fulfilment: 'FBA', context: ukToy(true), cost: { goodsAndPrep: 33 } });
    expect(six).toMatchObject({ vatReclaimed: 5.52, costBasis: 27.48, profit: 50.04 }); // 6 x 12.92 - 27.48
    // With £3.00 of the seller's own preparation: the supplier's VAT is in the goods alone.
    const prepared = unitsSaleAt({
      units: 6,
      price: 24,
      fulfilment: 'FBA',
      context: ukToy(true),
      cost: { goodsAndPrep: 36, supplierGoods: 33 },
    });
    expect(prepared).toMatchObject({ vatReclaimed: 5.52, costBasis: 30.48, profit: 47.04 }); // 77.52 - 30.48
    expect(
      unitsSaleAt({ units: 1, price: 24, fulfilment: 'FBA', context: ukToy(true), cost: { goodsAndPrep: null } }).profit,
    ).toBeNull();
  });
});
