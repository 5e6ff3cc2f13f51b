import type { UsFeeTable } from './types.js';

/**
 * US marketplace fees for 2026 (from 2026-01-15, the start of the 2026 fee schedule), non-peak,
 * non-apparel. Every figure carries its origin: `notes` rows are the domain notes' figures,
 * `interpolated` rows fill the grid between them (verify before release; see `source.notes`).
 */
export const FEES_US_2026: UsFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'US',
  currency: 'USD',
  units: 'imperial',
  source: {
    title: 'US marketplace fees as published for 2026 (../shared/domain-notes.md); verify before release',
    urls: [
      'https://sellercentral.amazon.com/gp/help/external/200336920',
      'https://sellercentral.amazon.com/gp/help/external/201105770',
      'https://sellercentral.amazon.com/gp/help/external/200209150',
      'https://sellercentral.amazon.com/gp/help/external/help.html?itemID=200612770&language=en_US',
      'https://simple-agency.com.ua/the-amazon-monthly-storage-fee-aged-inventory-surcharge-and-fba-capacity-limits-have-been-changed-in-2023/',
      'https://sellercentral.amazon.com/forums/t/new-fees-for-media-new-shipping/224195',
      'https://gist.github.com/AnalyzePlatypus/1b0d2dac399037e2d92fa09f1fbf408e',
      'https://salecalc.com/blog/tag/amazon',
    ],
    notes: [
      'Referral: every percentage, tier and the $0.30 minimum are from the notes. The mapping of root category names (e.g. "Cell Phones & Accessories" to Electronics Accessories, "Health & Household" to Health & Personal Care) is ours.',
      'Size tiers, dimensional divisor 139 and the 2 in minimum side for bulky items: from the notes and the size-tier page.',
      'Fulfillment from the notes: small standard up to 2 oz (2.43 / 3.32 / 3.58), large standard up to 16 oz (3.78 / 4.60 / 4.86), large standard 3-20 lb (6.15 / 6.97 / 7.23 + 0.08 per 4 oz above 3 lb), small bulky (6.78 / 7.55 / 7.55 + 0.38 per lb above 1 lb), large bulky (8.58 / 9.35 / 9.35 + 0.38 per lb), the price bands (< $10, $10-50, > $50) and the 3.5% fuel surcharge from 2026-04-17.',
      'Interpolated (verify before release): small standard 4 to 16 oz, large standard 4 to 12 oz and 20 to 48 oz, and every extra-large row (the notes give the weight bands 0-50, 50-70, 70-150, 150+ lb but no prices; the rows follow the shape of the 2024 published grid).',
      'Storage (published): the monthly rates per cubic foot as the stored copy of the storage-fee help page (200612770) gives them, standard $0.75 / $2.40 and oversize $0.48 / $1.20 (Jan-Sep / Oct-Dec); that copy may predate 2026. Aged-inventory surcharge (published, the April 2023 schedule as simple-agency.com.ua quotes the Amazon announcement): per cubic foot, 181-210 days $0.50, 211-240 $1.00, 241-270 $1.50, 271-300 $3.80, 301-330 $4.00, 331-365 $4.20, over 365 $6.90 (or $0.15 a unit if greater, not modelled); the 2024 changes are not confirmed.',
      'Closing fee (published): $1.80 per unit sold in the media categories Books, Music, Video, DVD, Software and Video Games: Amazon\'s announcement on the Seller Central forums (in force from 2017-03-01, "will increase to $1.80") and the referral-fee page 200336920 as a 2021 transcription (gist.github.com, AnalyzePlatypus) gives it (Books, mediaClosingFee 1.8); the stored copy of 200336920 itself says closing fees follow the fee categories but its table is not in the copy. The root category names Amazon.com lists them under (Movies & TV, CDs & Vinyl) are our mapping.',
      "Closing fee (interpolated): Video Game Consoles at $1.80. Only a third-party page (salecalc.com) counts consoles among the media products; Amazon's announcement names Video Games, not consoles.",
    ],
  },
  referral: {
    defaultRule: { kind: 'flat', percent: 15 },
    defaultMinimum: 0.3,
    categories: [
      {
        names: ['Baby', 'Baby Products'],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: 10, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
      },
      {
        names: ['Beauty', 'Beauty & Personal Care', 'Health & Personal Care', 'Health & Household'],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: 10, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
      },
      {
        names: ['Grocery', 'Grocery & Gourmet Food'],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: 15, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
      },
      {
        names: ['Clothing', 'Clothing, Shoes & Jewelry'],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: 15, percent: 5 },
            { upTo: 20, percent: 10 },
            { upTo: null, percent: 17 },
          ],
        },
      },
      {
        names: ['Electronics Accessories', 'Cell Phones & Accessories'],
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: 100, percent: 15 },
            { upTo: null, percent: 8 },
          ],
        },
      },
      {
        names: ['Compact Appliances'],
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: 300, percent: 15 },
            { upTo: null, percent: 8 },
          ],
        },
      },
      {
        names: ['Furniture'],
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: 200, percent: 15 },
            { upTo: null, percent: 10 },
          ],
        },
      },
      {
        names: ['Jewelry'],
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: 250, percent: 20 },
            { upTo: null, percent: 5 },
          ],
        },
      },
      {
        names: ['Watches'],
        rule: {
          kind: 'portion',
          tiers: [
            { upTo: 1500, percent: 16 },
            { upTo: null, percent: 3 },
          ],
        },
      },
      {
        names: ['Computers', 'Consumer Electronics', 'Electronics', 'Video Game Consoles', 'Full-size Appliances', 'Appliances'],
        rule: { kind: 'flat', percent: 8 },
      },
      { names: ['Automotive', 'Power Tools', 'Industrial', 'Industrial & Scientific'], rule: { kind: 'flat', percent: 12 } },
      { names: ['Amazon Device Accessories'], rule: { kind: 'flat', percent: 45 } },
    ],
  },
  // Media only: every other category pays none, so the non-media worked examples do not move.
  closingFees: [
    {
      names: ['Books', 'Music', 'CDs & Vinyl', 'Video', 'DVD', 'Movies & TV', 'Software', 'Video Games'],
      fee: 1.8,
      origin: 'published',
    },
    { names: ['Video Game Consoles'], fee: 1.8, origin: 'interpolated' },
  ],
  storage: {
    volumeUnit: 'cubicFoot',
    // As the stored copy of the storage-fee help page (200612770) states them.
    standard: { janToSep: 0.75, octToDec: 2.4, origin: 'published' },
    oversize: { janToSep: 0.48, octToDec: 1.2, origin: 'published' },
    // The 2023 schedule as published (per cubic foot a month; the 365+ day minimum of $0.15 a unit is not modelled).
    agedSurcharge: [
      { fromDays: 181, perVolumeMonth: 0.5, origin: 'published' },
      { fromDays: 211, perVolumeMonth: 1.0, origin: 'published' },
      { fromDays: 241, perVolumeMonth: 1.5, origin: 'published' },
      { fromDays: 271, perVolumeMonth: 3.8, origin: 'published' },
      { fromDays: 301, perVolumeMonth: 4.0, origin: 'published' },
      { fromDays: 331, perVolumeMonth: 4.2, origin: 'published' },
      { fromDays: 366, perVolumeMonth: 6.9, origin: 'published' },
    ],
  },
  sizeTiers: {
    dimensionalDivisor: 139,
    smallStandard: { maxOunces: 16, maxInches: [15, 12, 0.75] },
    largeStandard: { maxPounds: 20, maxInches: [18, 14, 8] },
    smallBulky: { maxPounds: 50, maxInches: [37, 28, 20] },
    largeBulky: { maxPounds: 50, maxInches: [59, 33, 33], maxLengthPlusGirth: 130 },
    bulkyMinimumSide: 2,
    extraLargeUnitWeightAbovePounds: 150,
  },
  fulfillment: {
    priceBands: [10, 50],
    fuelSurcharges: [{ from: '2026-04-17', percent: 3.5, origin: 'notes' }],
    // Fees per band [< $10, $10-50, > $50]; `upToOunces` rows ascend.
    smallStandard: [
      { upToOunces: 2, fees: [2.43, 3.32, 3.58], origin: 'notes' },
      { upToOunces: 4, fees: [2.49, 3.42, 3.68], origin: 'interpolated' },
      { upToOunces: 6, fees: [2.56, 3.45, 3.71], origin: 'interpolated' },
      { upToOunces: 8, fees: [2.66, 3.54, 3.8], origin: 'interpolated' },
      { upToOunces: 10, fees: [2.77, 3.68, 3.94], origin: 'interpolated' },
      { upToOunces: 12, fees: [2.82, 3.78, 4.04], origin: 'interpolated' },
      { upToOunces: 14, fees: [2.92, 3.91, 4.17], origin: 'interpolated' },
      { upToOunces: 16, fees: [2.95, 3.96, 4.22], origin: 'interpolated' },
    ],
    largeStandard: [
      { upToOunces: 4, fees: [2.91, 3.73, 3.99], origin: 'interpolated' },
      { upToOunces: 8, fees: [3.13, 3.95, 4.21], origin: 'interpolated' },
      { upToOunces: 12, fees: [3.38, 4.2, 4.46], origin: 'interpolated' },
      { upToOunces: 16, fees: [3.78, 4.6, 4.86], origin: 'notes' },
      { upToOunces: 20, fees: [4.22, 5.04, 5.3], origin: 'interpolated' },
      { upToOunces: 24, fees: [4.6, 5.42, 5.68], origin: 'interpolated' },
      { upToOunces: 28, fees: [4.75, 5.57, 5.83], origin: 'interpolated' },
      { upToOunces: 32, fees: [5.0, 5.82, 6.08], origin: 'interpolated' },
      { upToOunces: 36, fees: [5.1, 5.92, 6.18], origin: 'interpolated' },
      { upToOunces: 40, fees: [5.28, 6.1, 6.36], origin: 'interpolated' },
      { upToOunces: 44, fees: [5.44, 6.26, 6.52], origin: 'interpolated' },
      { upToOunces: 48, fees: [5.85, 6.67, 6.93], origin: 'interpolated' },
    ],
    largeStandardHeavy: { fromPounds: 3, fees: [6.15, 6.97, 7.23], stepOunces: 4, perStep: 0.08, origin: 'notes' },
    smallBulky: { fees: [6.78, 7.55, 7.55], abovePounds: 1, perPound: 0.38, origin: 'notes' },
    largeBulky: { fees: [8.58, 9.35, 9.35], abovePounds: 1, perPound: 0.38, origin: 'notes' },
    extraLarge: [
      { upToPounds: 50, base: 25.56, abovePounds: 1, perPound: 0.38, origin: 'interpolated' },
      { upToPounds: 70, base: 36.55, abovePounds: 51, perPound: 0.75, origin: 'interpolated' },
      { upToPounds: 150, base: 50.55, abovePounds: 71, perPound: 0.75, origin: 'interpolated' },
      { upToPounds: null, base: 194.18, abovePounds: 151, perPound: 0.19, origin: 'interpolated' },
    ],
  },
};
