import { MARKETPLACE_CODES, MARKETPLACES } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { type FeeContext, feesAt } from './fees.js';
import { metricSizeTier } from './metric-size.js';
import { cents } from './money.js';
import type { PackageSize } from './size-tier.js';
import { storageFeePerUnit } from './storage.js';
import { FEES_DE_2026, FEES_JP_2026, FEES_UK_2026, FEES_US_2026, feeTableAt, MARKETPLACE_FEE_TABLES } from './tables/index.js';
import { packageSizeFromKeepa } from './units.js';

const AT = new Date('2026-06-01T12:00:00Z');

/** A package from centimetres and grams (through Keepa's mm and g, as the server reads it). */
const cm = (l: number, w: number, h: number, grams: number): PackageSize => {
  const size = packageSizeFromKeepa({ packageLength: l * 10, packageWidth: w * 10, packageHeight: h * 10, packageWeight: grams });
  if (!size) throw new Error('test package without a size');
  return size;
};

const context = (over: Partial<FeeContext>): FeeContext => ({
  category: 'Toys & Games',
  size: null,
  providerReferralPercent: null,
  providerFulfillmentFee: null,
  inboundFees: 0,
  date: AT,
  marketplace: 'UK',
  ...over,
});

describe('fee tables per marketplace', () => {
  it('has a table for every marketplace, in its currency; the US default is unchanged', () => {
    for (const code of MARKETPLACE_CODES) {
      const table = feeTableAt(AT, code);
      expect(table.marketplace).toBe(code);
      expect(table.currency).toBe(MARKETPLACES[code].currency);
      expect(table.units).toBe(MARKETPLACES[code].metric ? 'metric' : 'imperial');
    }
    expect(feeTableAt(AT)).toBe(FEES_US_2026);
    expect(feeTableAt(AT, 'US')).toBe(FEES_US_2026);
    expect(feeTableAt(AT, 'UK')).toBe(FEES_UK_2026);
    expect(feeTableAt(new Date('2020-01-01T00:00:00Z'), 'DE')).toBe(FEES_DE_2026);
  });

  it('dates and sources every table and marks the origin of every row; interpolated rows are said so in the notes', () => {
    for (const table of MARKETPLACE_FEE_TABLES) {
      expect(table.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(table.source.urls.length).toBeGreaterThan(0);
      const origins = [
        table.storage.standard.origin,
        table.storage.oversize.origin,
        ...table.storage.agedSurcharge.map((r) => r.origin),
        ...table.closingFees.map((r) => r.origin),
        ...(table.units === 'metric' ? table.metric.tiers.flatMap((t) => t.rows.map((r) => r.origin)) : []),
      ];
      for (const origin of origins) expect(['notes', 'published', 'interpolated']).toContain(origin);
      if (origins.includes('interpolated')) expect(table.source.notes.some((n) => n.startsWith('Interpolated'))).toBe(true);
    }
  });

  it('keeps every metric grid ascending in weight and fee', () => {
    for (const table of MARKETPLACE_FEE_TABLES) {
      if (table.units !== 'metric') continue;
      for (const tier of table.metric.tiers) {
        tier.rows.forEach((row, i) => {
          const previous = tier.rows[i - 1];
          if (!previous) return;
          expect(row.upToGrams, `${table.marketplace} ${tier.name}`).toBeGreaterThan(previous.upToGrams);
          expect(row.fee, `${table.marketplace} ${tier.name}`).toBeGreaterThan(previous.fee);
        });
      }
    }
  });
});

describe('UK fulfilment: the published examples of the 1 February 2025 card', () => {
  const fee = (l: number, w: number, h: number, grams: number) =>
    feesAt(20, context({ size: cm(l, w, h, grams) })).fulfillmentFee;

  it('a 70 g light envelope pays £1.83', () => expect(fee(20, 15, 1, 70)).toBe(1.83));
  it('a 300 g standard envelope pays £2.19', () => expect(fee(30, 20, 2, 300)).toBe(2.19));
  it('a 900 g large envelope pays £2.63', () => expect(fee(30, 20, 3.5, 900)).toBe(2.63));
  it('a 1.8 kg small parcel pays £3.00', () => expect(fee(30, 20, 10, 1800)).toBe(3.0));
  it('a 3.5 kg standard parcel pays £4.26', () => expect(fee(40, 30, 10, 3500)).toBe(4.26)); // 2.4 kg dimensional
});

describe('metric size tiers', () => {
  const UK = FEES_UK_2026.metric;

  it('measures in centimetres and grams, limits inclusive, whatever the side order', () => {
    expect(metricSizeTier(cm(2.5, 33, 23, 100), UK).tier).toBe('light envelope');
    expect(metricSizeTier(cm(33, 23, 2.5, 101), UK).tier).toBe('standard envelope');
    expect(metricSizeTier(cm(33, 23, 2.6, 100), UK).tier).toBe('large envelope');
    expect(metricSizeTier(cm(33, 23, 6, 960), UK).tier).toBe('extra-large envelope');
    expect(metricSizeTier(cm(33, 23, 6.1, 200), UK).tier).toBe('small parcel');
  });

  it('charges parcels on the greater of unit and dimensional weight (L x W x H / 5000)', () => {
    // 35 x 25 x 12 cm = 10,500 cm3 = 2.1 kg dimensional; the unit weighs 500 g.
    const light = metricSizeTier(cm(35, 25, 12, 500), UK);
    expect(light).toMatchObject({ tier: 'small parcel', shippingWeightGrams: 2100, dimensionalWeightGrams: 2100 });
    expect(feesAt(20, context({ size: cm(35, 25, 12, 500) })).fulfillmentFee).toBe(3.8); // the 3.9 kg row, not 900 g
  });

  it('prices oversize above its grid per kg (or part)', () => {
    const big = cm(150, 70, 60, 40_000);
    expect(metricSizeTier(big, UK)).toMatchObject({ tier: 'special oversize', oversize: true });
    // 150 x 70 x 60 / 5000 = 126 kg dimensional: 20.00 + ceil(126 - 31.5) = 95 kg x 0.30
    expect(feesAt(200, context({ size: big })).fulfillmentFee).toBe(48.5);
  });
});

describe('UK and EU referral and closing fees', () => {
  it('charges at least the £0.25 minimum, none on books, and the media closing fee', () => {
    expect(feesAt(1, context({})).referralFee).toBe(0.25);
    const book = feesAt(1, context({ category: 'Books' }));
    expect(book).toMatchObject({ referralFee: 0.15, closingFee: 1.0 });
    expect(book.fbaFeesTotal).toBe(1.15);
    expect(feesAt(10, context({ category: 'DVD' })).closingFee).toBe(0.5);
  });

  it('passes the 2% digital services tax on in the UK (the published £100 Car & Motorbike example)', () => {
    // 15.3% of the first £45 + 9.18% of the other £55 = 6.885 + 5.049
    expect(feesAt(100, context({ category: 'Car & Motorbike' })).referralFee).toBe(11.93);
    expect(feesAt(100, context({ category: 'Computers' }))).toMatchObject({ referralFee: 7.14, referralFeePercentage: 7.14 });
    expect(feesAt(100, context({ marketplace: 'DE' })).referralFee).toBe(15);
    expect(feesAt(100, context({ marketplace: 'FR' })).referralFee).toBe(15.45);
  });

  it('applies the Furniture portion tier at £175 on amazon.co.uk and €200 on amazon.de', () => {
    // UK: 15.3% of 175 + 10.2% of 25 = 29.325; DE: 15% of 200 = 30.00
    expect(feesAt(200, context({ category: 'Furniture' })).referralFee).toBe(29.33);
    expect(feesAt(200, context({ category: 'Möbel', marketplace: 'DE' })).referralFee).toBe(30);
  });

  it('prices the 8% tier of Beauty up to €10 inclusive and 15% of the whole price above, by German name too', () => {
    expect(feesAt(10, context({ category: 'Drogerie & Körperpflege', marketplace: 'DE' })).referralFee).toBe(0.8);
    expect(feesAt(10.01, context({ category: 'Beauty', marketplace: 'DE' })).referralFee).toBe(1.5);
  });

  it('adds the EFN fee when a unit sold on amazon.fr ships from German stock (Pan-EU: none)', () => {
    const size = cm(30, 20, 10, 800);
    const local = feesAt(20, context({ marketplace: 'FR', size })).fulfillmentFee;
    const efn = feesAt(20, context({ marketplace: 'FR', size, fulfilledFrom: 'DE' })).fulfillmentFee;
    expect(local).toBe(3.46); // unit weight (EU since October 2025): the 900 g small-parcel row
    expect(efn).toBe(4.66);
    expect(feesAt(20, context({ marketplace: 'FR', size, fulfilledFrom: 'FR' })).fulfillmentFee).toBe(local);
  });
});

describe('amazon.ca: the published rates of its fulfilment-fees page', () => {
  const fee = (l: number, w: number, h: number, grams: number) =>
    feesAt(20, context({ marketplace: 'CA', size: cm(l, w, h, grams) })).fulfillmentFee;

  it('envelope: CAD 3.37 for the first 100 g, + 0.31 for each further 100 g (or part)', () => {
    expect(fee(30, 20, 1, 100)).toBe(3.37);
    expect(fee(30, 20, 1, 250)).toBe(3.99); // 3.37 + 2 x 0.31
  });

  it('standard: 5.44 / 5.57 / 6.40 / 7.06 up to 250 g / 500 g / 1 kg / 1.5 kg, + 0.43 each further 500 g', () => {
    expect(fee(20, 15, 5, 250)).toBe(5.44); // 0.25 kg dimensional
    expect(fee(30, 20, 5, 700)).toBe(6.4); // 0.5 kg dimensional, 700 g unit
    expect(fee(30, 20, 5, 1500)).toBe(7.06);
    expect(fee(30, 20, 5, 2600)).toBe(8.35); // 7.06 + 3 x 0.43
  });

  it('oversize: 9.71 for the first kg, + 0.44 each further 500 g, on the dimensional weight (L x W x H / 6000)', () => {
    expect(fee(50, 40, 30, 3000)).toBe(17.63); // 10 kg dimensional: 9.71 + 18 x 0.44
  });

  it('stores at CAD 24 / 33 per cubic metre (standard) and 17 / 23 (oversize)', () => {
    const ca = feeTableAt(AT, 'CA').storage;
    expect([ca.standard.janToSep, ca.standard.octToDec, ca.oversize.janToSep, ca.oversize.octToDec]).toEqual([24, 33, 17, 23]);
  });
});

describe('amazon.co.jp: the published examples of its FBA fee page (fees include 10% consumption tax)', () => {
  const jp = (l: number, w: number, h: number, grams: number) => {
    const fees = feesAt(1000, context({ marketplace: 'JP', size: cm(l, w, h, grams) }));
    return { tier: fees.size?.tier, exTax: fees.fulfillmentFee, withTax: cents(fees.fulfillmentFee * 1.1) };
  };

  it('an SD card (19.4 x 11.8 x 0.3 cm, 10 g) is small: JPY 288 with tax', () => {
    expect(jp(19.4, 11.8, 0.3, 10)).toEqual({ tier: 'small', exTax: 261.82, withTax: 288 });
  });

  it('a thermo-hygrometer (8.5 x 7.0 x 2.3 cm) is standard 1: JPY 318 with tax', () => {
    expect(jp(8.5, 7, 2.3, 60)).toEqual({ tier: 'standard 1', exTax: 289.09, withTax: 318 });
  });

  it('bands by the total of the sides: 80 cm and 5 kg is standard 3 (JPY 514), 21 cm thick is oversize', () => {
    expect(jp(40, 30, 10, 4000)).toMatchObject({ tier: 'standard 3', withTax: 514 });
    expect(jp(30, 25, 21, 3000)).toMatchObject({ tier: 'oversize 2', withTax: 712 });
  });

  it('stores a toy (11.4 x 22.5 x 35.5 cm) 30 days in June for JPY 71.02 with tax (the page: 71.024)', () => {
    const fee = storageFeePerUnit({
      size: cm(11.4, 22.5, 35.5, 500),
      table: FEES_JP_2026,
      from: new Date('2026-06-01T00:00:00Z'),
      monthsInStock: 1,
    });
    expect(fee).toBe(64.57);
    expect(Math.abs(fee * 1.1 - 71.024)).toBeLessThan(0.01);
  });
});

describe('media closing fees where the fee pages publish them', () => {
  it('charges $1.80 a unit on amazon.com media on top of 15% (a $20.00 book: 3.00 + 1.80), none elsewhere', () => {
    const us = (category: string) => feesAt(20, context({ marketplace: 'US', category }));
    expect(us('Books')).toMatchObject({ referralFee: 3, closingFee: 1.8, fbaFeesTotal: 4.8 });
    for (const media of ['Music', 'DVD', 'Movies & TV', 'Software', 'Video Games']) expect(us(media).closingFee, media).toBe(1.8);
    expect(us('Toys & Games').closingFee).toBe(0);
    expect(FEES_US_2026.closingFees.find((row) => row.names.includes('Video Game Consoles'))?.origin).toBe('interpolated');
  });

  it('charges ¥80 a book and ¥140 a CD or DVD on amazon.co.jp, before consumption tax', () => {
    // The notice's formula: (price + shipping) x 15% + the category closing fee.
    const jp = (category: string) => feesAt(1000, context({ marketplace: 'JP', category }));
    expect(jp('本')).toMatchObject({ referralFee: 150, closingFee: 80 });
    expect(jp('DVD').closingFee).toBe(140);
    expect(jp('ミュージック').closingFee).toBe(140);
  });
});

describe('amazon.de: the published closing fees and storage', () => {
  it('charges €1.01 a book and €0.81 other media, with no referral minimum', () => {
    expect(feesAt(2, context({ marketplace: 'DE', category: 'Bücher' }))).toMatchObject({ referralFee: 0.3, closingFee: 1.01 });
    expect(feesAt(2, context({ marketplace: 'DE', category: 'DVD & Blu-ray' })).closingFee).toBe(0.81);
    expect(feesAt(2, context({ marketplace: 'DE', category: 'Spielzeug' })).closingFee).toBe(0);
  });

  it('stores standard-size units at €26 / €36 per cubic metre and adds €170 above 365 days', () => {
    const { storage } = FEES_DE_2026;
    expect([storage.standard.janToSep, storage.standard.octToDec]).toEqual([26, 36]);
    expect(storage.agedSurcharge.find((row) => row.fromDays === 366)?.perVolumeMonth).toBe(170);
  });
});
