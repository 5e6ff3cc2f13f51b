/**
 * Where a figure comes from: `notes` = stated in ../shared/domain-notes.md (2026 as published);
 * `interpolated` = filled in between the notes' examples, to check against the marketplace's
 * fee pages before a release.
 */
export type Origin = 'notes' | 'interpolated';

/** A referral rule: one percent, tiers on the whole price, or tiers on the portion of the price. */
export type ReferralRule =
  | { kind: 'flat'; percent: number }
  /** The whole price pays the percent of the tier the price falls in (`upTo` inclusive; null = no limit). */
  | { kind: 'whole'; tiers: { upTo: number | null; percent: number }[] }
  /** Each portion of the price pays its tier's percent (e.g. 15% up to $100, 8% above). */
  | { kind: 'portion'; tiers: { upTo: number | null; percent: number }[] };

/** Fees per price band, USD: [below the first band edge, from it up to the second edge inclusive, above]. */
export type Band3 = [number, number, number];

/** One row of a weight grid: shipping weights up to `upToOunces` (inclusive) pay `fees`. */
export type FeeRow = { upToOunces: number; fees: Band3; origin: Origin };

/** Maximum sides in inches, longest first. */
export type Sides = [number, number, number];

/** Where a table's figures come from. */
export type TableSource = { title: string; urls: string[]; notes: string[] };

/** One year's fee tables, in force from `effectiveFrom`; adding next year is adding a table. */
export type FeeTable = {
  /** The first UTC day (YYYY-MM-DD) the table applies. */
  effectiveFrom: string;
  marketplace: 'US';
  source: TableSource;
  referral: {
    defaultRule: ReferralRule;
    /** USD per item: the referral fee is never less (most categories). */
    defaultMinimum: number;
    /** Root category names (compared ignoring case) and their rule. */
    categories: { names: string[]; rule: ReferralRule; minimum?: number }[];
  };
  sizeTiers: {
    /** Cubic inches per dimensional pound. */
    dimensionalDivisor: number;
    smallStandard: { maxOunces: number; maxInches: Sides };
    largeStandard: { maxPounds: number; maxInches: Sides };
    smallBulky: { maxPounds: number; maxInches: Sides };
    largeBulky: { maxPounds: number; maxInches: Sides; maxLengthPlusGirth: number };
    /** Bulky and extra-large items are measured with width and height of at least this many inches. */
    bulkyMinimumSide: number;
    /** Extra-large items above this shipping weight are charged on the unit weight. */
    extraLargeUnitWeightAbovePounds: number;
  };
  fulfillment: {
    /** Band edges: below the first, first..second (inclusive), above the second. */
    priceBands: [number, number];
    /** Surcharges on the fulfillment fee, each from its first UTC day until the next one. */
    fuelSurcharges: { from: string; percent: number; origin: Origin }[];
    smallStandard: FeeRow[];
    largeStandard: FeeRow[];
    /** Large standard above the last grid row: the base plus a step per `stepOunces` above `fromPounds`. */
    largeStandardHeavy: { fromPounds: number; fees: Band3; stepOunces: number; perStep: number; origin: Origin };
    /** Bulky: the base plus `perPound` for each pound (or part) above `abovePounds`. */
    smallBulky: { fees: Band3; abovePounds: number; perPound: number; origin: Origin };
    largeBulky: { fees: Band3; abovePounds: number; perPound: number; origin: Origin };
    /** Extra-large by shipping-weight band (no price band): base plus per pound (or part) above `abovePounds`. */
    extraLarge: { upToPounds: number | null; base: number; abovePounds: number; perPound: number; origin: Origin }[];
  };
};
