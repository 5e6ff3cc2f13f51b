import type { Sides, UsFeeTable } from './tables/types.js';

export type SizeTier = 'small standard' | 'large standard' | 'small bulky' | 'large bulky' | 'extra-large';

/** A package in inches and pounds (convert Keepa's mm and g with `packageSizeFromKeepa`). */
export type PackageSize = { length: number; width: number; height: number; weightPounds: number };

export type SizeResult = {
  tier: SizeTier;
  /** The weight the tier (and the extra-large weight band) is decided on, pounds. */
  tierWeightPounds: number;
  /** The weight the fee is charged on, pounds: unit weight, or the greater of unit and dimensional. */
  shippingWeightPounds: number;
  dimensionalWeightPounds: number;
};

/**
 * The size tier and shipping weight (2026 rules, domain notes):
 * - sides are sorted longest first, so the order of length, width and height does not matter;
 * - dimensional weight = L x W x H / 139 (bulky and extra-large: width and height at least 2 in);
 * - small standard: unit weight <= 16 oz and sides within 15 x 12 x 0.75 in, charged on unit weight;
 * - large standard: within 18 x 14 x 8 in and shipping weight (greater of unit and dimensional) <= 20 lb;
 * - small bulky: within 37 x 28 x 20 in, <= 50 lb; large bulky: within 59 x 33 x 33 in, length +
 *   girth <= 130 in, <= 50 lb (both on the greater of unit and dimensional weight);
 * - extra-large otherwise, charged on the greater weight, except above 150 lb: on the unit weight.
 * Every limit is inclusive ("up to").
 */
export function sizeTier(size: PackageSize, table: UsFeeTable['sizeTiers']): SizeResult {
  const [length, width, height] = [size.length, size.width, size.height].sort((a, b) => b - a) as Sides;
  const fits = (max: Sides) => length <= max[0] && width <= max[1] && height <= max[2];
  const unit = size.weightPounds;
  const standardDim = (length * width * height) / table.dimensionalDivisor;
  const result = (tier: SizeTier, tierWeight: number, shipping: number, dim: number): SizeResult => ({
    tier,
    tierWeightPounds: tierWeight,
    shippingWeightPounds: shipping,
    dimensionalWeightPounds: dim,
  });

  if (unit * 16 <= table.smallStandard.maxOunces && fits(table.smallStandard.maxInches)) {
    return result('small standard', unit, unit, standardDim);
  }
  const standardWeight = Math.max(unit, standardDim);
  if (fits(table.largeStandard.maxInches) && standardWeight <= table.largeStandard.maxPounds) {
    return result('large standard', standardWeight, standardWeight, standardDim);
  }
  const side = table.bulkyMinimumSide;
  const bulkyDim = (length * Math.max(width, side) * Math.max(height, side)) / table.dimensionalDivisor;
  const bulkyWeight = Math.max(unit, bulkyDim);
  if (fits(table.smallBulky.maxInches) && bulkyWeight <= table.smallBulky.maxPounds) {
    return result('small bulky', bulkyWeight, bulkyWeight, bulkyDim);
  }
  const lengthPlusGirth = length + 2 * (width + height);
  const large = table.largeBulky;
  if (fits(large.maxInches) && lengthPlusGirth <= large.maxLengthPlusGirth && bulkyWeight <= large.maxPounds) {
    return result('large bulky', bulkyWeight, bulkyWeight, bulkyDim);
  }
  const charged = bulkyWeight > table.extraLargeUnitWeightAbovePounds ? unit : bulkyWeight;
  return result('extra-large', bulkyWeight, charged, bulkyDim);
}

/** Whether a tier is oversize for the alerts: bulky or extra-large (US), any oversize or supersize tier (metric tables). */
export function isOversize(tier: string | null): boolean {
  return tier === 'small bulky' || tier === 'large bulky' || tier === 'extra-large' || /oversize|supersize/.test(tier ?? '');
}
