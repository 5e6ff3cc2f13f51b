import { describe, expect, it } from 'vitest';
import {
  gramsToOunces,
  gramsToPounds,
  keepaCentsToDollars,
  mmToInches,
  packageSizeFromKeepa,
  targetStockQuantity,
  unitCost,
} from './units.js';

describe('units', () => {
  it('turns Keepa cents into dollars; -1 and -2 are unknown', () => {
    expect(keepaCentsToDollars(2499)).toBe(24.99);
    expect(keepaCentsToDollars(0)).toBe(0);
    expect(keepaCentsToDollars(-1)).toBeNull(); // no offer / no data
    expect(keepaCentsToDollars(-2)).toBeNull(); // not requested
    expect(keepaCentsToDollars(null)).toBeNull();
  });

  it('converts mm to inches and g to pounds and ounces; 0 and -1 are unknown', () => {
    expect(mmToInches(254)).toBe(10); // 254 / 25.4
    expect(mmToInches(0)).toBeNull();
    expect(mmToInches(-1)).toBeNull();
    expect(gramsToPounds(453.59237)).toBe(1);
    expect(gramsToPounds(907.18474)).toBe(2);
    expect(gramsToOunces(453.59237)).toBe(16);
    expect(gramsToOunces(28.349523125)).toBeCloseTo(1, 12);
    expect(gramsToPounds(-1)).toBeNull();
  });

  it("builds a package in inches and pounds from Keepa's mm and g", () => {
    expect(
      packageSizeFromKeepa({ packageLength: 254, packageWidth: 203.2, packageHeight: 50.8, packageWeight: 453.59237 }),
    ).toEqual({
      length: 10,
      width: 8,
      height: 2,
      weightPounds: 1,
    });
    expect(packageSizeFromKeepa({ packageLength: 254, packageWidth: 0, packageHeight: 50.8, packageWeight: 100 })).toBeNull();
  });

  it('prices one listing unit from the supplier pack', () => {
    // A case of 12 at $30.00 is 2.50 a unit; the listing is a 3-pack: 7.50, plus 0.40 preparation = 7.90
    expect(unitCost({ packPrice: 30, supplierPackSize: 12, listingPackageQuantity: 3, preparationCost: 0.4 })).toBeCloseTo(
      7.9,
      10,
    );
    // A single unit at 5.00 with no pack sizes set (0 counts as 1)
    expect(unitCost({ packPrice: 5, supplierPackSize: 0, listingPackageQuantity: 0, preparationCost: 0 })).toBe(5);
    expect(unitCost({ packPrice: null, supplierPackSize: 1, listingPackageQuantity: 1, preparationCost: 1 })).toBeNull();
  });
});

describe('targetStockQuantity: the gap to a target stock, in whole supplier packs', () => {
  it('buys the gap to the target, rounded up to whole packs', () => {
    // Target 60; the seller holds 37 and 2 are on their way: 21 short; packs of 6 -> 4 packs = 24.
    expect(targetStockQuantity({ target: 60, fulfillable: 37, inbound: 2, packUnits: 6 })).toBe(24);
    // The same gap in single units: exactly 21.
    expect(targetStockQuantity({ target: 60, fulfillable: 37, inbound: 2, packUnits: 1 })).toBe(21);
    // A gap that is a whole number of packs stays as it is: 48 short in packs of 12 -> 48.
    expect(targetStockQuantity({ target: 50, fulfillable: 2, inbound: 0, packUnits: 12 })).toBe(48);
  });

  it('counts nothing held (no inventory reading) as 0', () => {
    expect(targetStockQuantity({ target: 10, fulfillable: null, inbound: null, packUnits: 4 })).toBe(12);
    expect(targetStockQuantity({ target: 10, fulfillable: 3, inbound: null, packUnits: 1 })).toBe(7);
  });

  it('is 0 at or above the target (never negative)', () => {
    expect(targetStockQuantity({ target: 39, fulfillable: 37, inbound: 2, packUnits: 6 })).toBe(0);
    expect(targetStockQuantity({ target: 20, fulfillable: 37, inbound: 2, packUnits: 6 })).toBe(0);
    expect(targetStockQuantity({ target: 0, fulfillable: null, inbound: null, packUnits: 6 })).toBe(0);
  });

  it('treats a pack below one listing unit as one', () => {
    expect(targetStockQuantity({ target: 5, fulfillable: 1, inbound: 1, packUnits: 0 })).toBe(3);
  });
});
