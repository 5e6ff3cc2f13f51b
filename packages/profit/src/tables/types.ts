/** A referral rule: one percent, tiers on the whole price, or tiers on the portion of the price. */
export type ReferralRule =
  | { kind: 'flat'; percent: number }
  /** The whole price pays the percent of the tier the price falls in (`upTo` inclusive; null = no limit). */
  | { kind: 'whole'; tiers: { upTo: number | null; percent: number }[] }
  /** Each portion of the price pays its tier's percent (e.g. 15% up to $100, 8% above). */
  | { kind: 'portion'; tiers: { upTo: number | null; percent: number }[] };

export type FeeRow = { upToOunces: number; fees: Band3; interpolated?: boolean };

/** Fees per price band: [< first band edge, up to the second edge, above it]. */
export type Band3 = [number, number, number];

/** One year's fee tables, effective from a date; adding next year is adding a table. */
export type FeeTable = {
  effectiveFrom: string;
  source: string;
  referral: {
    defaultRule: ReferralRule;
    defaultMinimum: number;
    categories: { names: string[]; rule: ReferralRule; minimum?: number }[];
  };
  sizeTiers: {
    dimensionalDivisor: number;
    smallStandard: { maxOunces: number; maxInches: [number, number, number] };
    largeStandard: { maxPounds: number; maxInches: [number, number, number] };
    smallBulky: { maxPounds: number; maxInches: [number, number, number] };
    largeBulky: { maxPounds: number; maxInches: [number, number, number]; maxLengthPlusGirth: number };
    /** Bulky items are measured with width and height of at least this many inches. */
    bulkyMinimumSide: number;
  };
  fulfillment: {
    /** Band edges: < first, first..second (inclusive), > second. */
    priceBands: [number, number];
    fuelSurcharge: { percent: number; from: string };
    smallStandard: FeeRow[];
    largeStandard: FeeRow[];
    largeStandardHeavy: { fromPounds: number; fees: Band3; stepOunces: number; perStep: number };
    smallBulky: { fees: Band3; abovePounds: number; perPound: number };
    largeBulky: { fees: Band3; abovePounds: number; perPound: number };
    extraLarge: { upToPounds: number | null; base: number; abovePounds: number; perPound: number }[];
  };
};
