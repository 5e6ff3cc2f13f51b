import type { FeeTable } from './types.js';

/**
 * US marketplace fees for 2026, non-peak, non-apparel.
 * Sources: ../shared/domain-notes.md ("US marketplace fees (as published for 2026; verify before
 * release)"), summarising the marketplace's fee pages (sellercentral "FBA fulfillment fees" and
 * "Selling fees", 2026 editions). Rows marked `interpolated` fill the grid between the published
 * examples of the notes and must be checked against the fee page before a release.
 */
export const FEES_US_2026: FeeTable = {
  effectiveFrom: '2026-01-15',
  source: 'domain-notes.md, US fees as published for 2026 (verify before release)',
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
  sizeTiers: {
    dimensionalDivisor: 139,
    smallStandard: { maxOunces: 16, maxInches: [15, 12, 0.75] },
    largeStandard: { maxPounds: 20, maxInches: [18, 14, 8] },
    smallBulky: { maxPounds: 50, maxInches: [37, 28, 20] },
    largeBulky: { maxPounds: 50, maxInches: [59, 33, 33], maxLengthPlusGirth: 130 },
    bulkyMinimumSide: 2,
  },
  fulfillment: {
    priceBands: [10, 50],
    fuelSurcharge: { percent: 3.5, from: '2026-04-17' },
    // Fees per band [< $10, $10-50, > $50]; `upToOunces` rows ascend.
    smallStandard: [
      { upToOunces: 2, fees: [2.43, 3.32, 3.58] },
      { upToOunces: 4, fees: [2.49, 3.42, 3.68], interpolated: true },
      { upToOunces: 6, fees: [2.56, 3.45, 3.71], interpolated: true },
      { upToOunces: 8, fees: [2.66, 3.54, 3.8], interpolated: true },
      { upToOunces: 10, fees: [2.77, 3.68, 3.94], interpolated: true },
      { upToOunces: 12, fees: [2.82, 3.78, 4.04], interpolated: true },
      { upToOunces: 14, fees: [2.92, 3.91, 4.17], interpolated: true },
      { upToOunces: 16, fees: [2.95, 3.96, 4.22], interpolated: true },
    ],
    largeStandard: [
      { upToOunces: 4, fees: [2.91, 3.73, 3.99], interpolated: true },
      { upToOunces: 8, fees: [3.13, 3.95, 4.21], interpolated: true },
      { upToOunces: 12, fees: [3.38, 4.2, 4.46], interpolated: true },
      { upToOunces: 16, fees: [3.78, 4.6, 4.86] },
      { upToOunces: 20, fees: [4.22, 5.04, 5.3], interpolated: true },
      { upToOunces: 24, fees: [4.6, 5.42, 5.68], interpolated: true },
      { upToOunces: 28, fees: [4.75, 5.57, 5.83], interpolated: true },
      { upToOunces: 32, fees: [5.0, 5.82, 6.08], interpolated: true },
      { upToOunces: 36, fees: [5.1, 5.92, 6.18], interpolated: true },
      { upToOunces: 40, fees: [5.28, 6.1, 6.36], interpolated: true },
      { upToOunces: 44, fees: [5.44, 6.26, 6.52], interpolated: true },
      { upToOunces: 48, fees: [5.85, 6.67, 6.93], interpolated: true },
    ],
    // 3 to 20 lb: the base plus a step per 4 oz above 3 lb.
    largeStandardHeavy: { fromPounds: 3, fees: [6.15, 6.97, 7.23], stepOunces: 4, perStep: 0.08 },
    smallBulky: { fees: [6.78, 7.55, 7.55], abovePounds: 1, perPound: 0.38 },
    largeBulky: { fees: [8.58, 9.35, 9.35], abovePounds: 1, perPound: 0.38 },
    // Extra-large by shipping weight band: base plus per pound above the band's start. Interpolated.
    extraLarge: [
      { upToPounds: 50, base: 25.56, abovePounds: 1, perPound: 0.38 },
      { upToPounds: 70, base: 36.55, abovePounds: 51, perPound: 0.75 },
      { upToPounds: 150, base: 50.55, abovePounds: 71, perPound: 0.75 },
      { upToPounds: null, base: 194.18, abovePounds: 151, perPound: 0.19 },
    ],
  },
};
