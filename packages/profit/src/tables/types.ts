import type { MarketplaceCode } from '@shelfscope/contracts';

/**
 * Where a figure comes from: `notes` = stated in ../shared/domain-notes.md (2026 as published);
 * `published` = stated on a page listed in the table's `source.urls` (its date in the notes);
 * `interpolated` = filled in or not confirmed, to check against the marketplace's fee pages
 * before a release.
 */
export type Origin = 'notes' | 'published' | 'interpolated';

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

/** A closing fee per unit sold (media), in the table's currency. */
export type ClosingFee = { names: string[]; fee: number; origin: Origin };

/** A monthly storage rate per volume unit, by season: Jan-Sep and Oct-Dec. */
export type SeasonRates = { janToSep: number; octToDec: number; origin: Origin };

/**
 * Monthly storage: a rate per cubic foot (US, UK) or cubic metre (EU, JP, CA, MX) for standard
 * and oversize units, by season; and the aged-inventory surcharge per volume unit and month for
 * units older than `fromDays` (the last row whose `fromDays` the age reaches).
 */
export type StorageTable = {
  volumeUnit: 'cubicFoot' | 'cubicMetre';
  standard: SeasonRates;
  oversize: SeasonRates;
  agedSurcharge: { fromDays: number; perVolumeMonth: number; origin: Origin }[];
};

/** What every marketplace's table has, whatever its units. */
type TableBase = {
  /** The first UTC day (YYYY-MM-DD) the table applies. */
  effectiveFrom: string;
  marketplace: MarketplaceCode;
  /** ISO 4217: every amount in the table. */
  currency: string;
  source: TableSource;
  referral: ReferralTable;
  /** Closing fees per unit (media), by root category name; none = 0. */
  closingFees: ClosingFee[];
  storage: StorageTable;
};

/** The referral rules of one table. */
export type ReferralTable = {
  defaultRule: ReferralRule;
  /** Per item, in the table's currency: the referral fee is never less (most categories). */
  defaultMinimum: number;
  /** Root category names (compared ignoring case) and their rule. */
  categories: { names: string[]; rule: ReferralRule; minimum?: number; origin?: Origin }[];
};

/** A US table: size tiers in inches and pounds, fees by price band. */
export type UsFeeTable = TableBase & {
  marketplace: 'US';
  units: 'imperial';
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

/** Maximum sides in centimetres, longest first; null = no limit. */
export type SidesCm = [number, number, number] | null;

/** One row of a metric weight grid: shipping weights up to `upToGrams` (inclusive) pay `fee`. */
export type MetricRow = { upToGrams: number; fee: number; origin: Origin };

/**
 * A metric size tier as Amazon Europe defines them (envelopes, parcels, oversize): a unit belongs
 * to the first tier, in table order, whose sides it fits and whose weight it does not exceed.
 * Envelopes are weighed on the unit weight; parcels and oversize on the greater of the unit and
 * the dimensional weight (`dimensional`).
 */
export type MetricTier = {
  name: string;
  maxCm: SidesCm;
  /** The longest total of the three sides, cm (amazon.co.jp measures size bands so); none = no limit. */
  maxSumCm?: number;
  /** The heaviest unit (or dimensional) weight of the tier, grams; null = no limit. */
  maxGrams: number | null;
  dimensional: boolean;
  oversize: boolean;
  /** Ascending; above the last row: its fee plus `above.fee` for each `above.grams` (or part) above it. */
  rows: MetricRow[];
  above?: { grams: number; fee: number; origin: Origin };
};

/** A table in centimetres and grams (UK, EU, JP, CA, MX): no price bands. */
export type MetricFeeTable = TableBase & {
  marketplace: Exclude<MarketplaceCode, 'US'>;
  units: 'metric';
  metric: {
    /** Cubic centimetres per dimensional kilogram (5000 in Europe). */
    dimensionalDivisor: number;
    tiers: MetricTier[];
    fuelSurcharges: { from: string; percent: number; origin: Origin }[];
    /**
     * Added per unit when the order ships from another country's stock (the European Fulfilment
     * Network, EFN); Pan-European FBA stores locally and pays none.
     */
    crossBorderPerUnit: { fee: number; origin: Origin } | null;
  };
};

/** One marketplace's fee tables for one period: adding next year is adding a table. */
export type FeeTable = UsFeeTable | MetricFeeTable;
