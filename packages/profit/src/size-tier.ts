import type { FeeTable } from './tables/types.js';

export type SizeTier = 'small standard' | 'large standard' | 'small bulky' | 'large bulky' | 'extra-large';

/** A package in inches and pounds. */
export type PackageSize = { length: number; width: number; height: number; weightPounds: number };

export type SizeResult = {
  tier: SizeTier;
  /** The weight the fee is charged on, pounds: unit weight, or the greater of unit and dimensional. */
  shippingWeightPounds: number;
  dimensionalWeightPounds: number;
};

/**
 * The size tier and shipping weight (2026 rules): sides sorted longest first; dimensional weight
 * = L x W x H / 139 (bulky: width and height at least 2 in); small standard and extra-large over
 * 150 lb use the unit weight, the rest the greater of unit and dimensional weight.
 */
export function sizeTier(size: PackageSize, table: FeeTable['sizeTiers']): SizeResult {
  const [length, width, height] = [size.length, size.width, size.height].sort((a, b) => b - a) as [number, number, number];
  const fits = (max: [number, number, number]) => length <= max[0] && width <= max[1] && height <= max[2];
  const dimensional = (w: number, h: number) => (length * w * h) / table.dimensionalDivisor;
  const unit = size.weightPounds;

  if (unit * 16 <= table.smallStandard.maxOunces && fits(table.smallStandard.maxInches)) {
    return { tier: 'small standard', shippingWeightPounds: unit, dimensionalWeightPounds: dimensional(width, height) };
  }
  const standardDim = dimensional(width, height);
  if (fits(table.largeStandard.maxInches) && Math.max(unit, standardDim) <= table.largeStandard.maxPounds) {
    return { tier: 'large standard', shippingWeightPounds: Math.max(unit, standardDim), dimensionalWeightPounds: standardDim };
  }
  const side = table.bulkyMinimumSide;
  const bulkyDim = dimensional(Math.max(width, side), Math.max(height, side));
  const bulkyWeight = Math.max(unit, bulkyDim);
  if (fits(table.smallBulky.maxInches) && bulkyWeight <= table.smallBulky.maxPounds) {
    return { tier: 'small bulky', shippingWeightPounds: bulkyWeight, dimensionalWeightPounds: bulkyDim };
  }
  const girth = 2 * (width + height);
  if (
    fits(table.largeBulky.maxInches) &&
    length + girth <= table.largeBulky.maxLengthPlusGirth &&
    bulkyWeight <= table.largeBulky.maxPounds
  ) {
    return { tier: 'large bulky', shippingWeightPounds: bulkyWeight, dimensionalWeightPounds: bulkyDim };
  }
  return {
    tier: 'extra-large',
    shippingWeightPounds: unit > 150 ? unit : bulkyWeight,
    dimensionalWeightPounds: bulkyDim,
  };
}
