import { rows } from './metric.js';
import type { MetricFeeTable, MetricTier, Origin, ReferralTable, StorageTable } from './types.js';

/**
 * amazon.ca, amazon.com.mx and amazon.co.jp for 2026. No stored copy of their rate cards was
 * found: every fulfilment, storage and closing figure here is interpolated (the shape of each
 * marketplace's card, prices from the US grid at the usual exchange-rate spread), to verify
 * before release. They make the engine price those marketplaces end to end.
 */

const I: Origin = 'interpolated';

/** Envelope / standard / oversize tiers (cm, g) as amazon.ca and amazon.com.mx define them. */
function northAmericanTiers(prices: {
  envelope: [number, number][];
  standard: [number, number][];
  oversize: [number, number][];
  perKg: number;
}): MetricTier[] {
  return [
    { name: 'envelope', maxCm: [38, 27, 2], maxGrams: 500, dimensional: false, oversize: false, rows: rows(prices.envelope) },
    { name: 'standard', maxCm: [45, 35, 20], maxGrams: 9000, dimensional: true, oversize: false, rows: rows(prices.standard) },
    {
      name: 'oversize',
      maxCm: null,
      maxGrams: null,
      dimensional: true,
      oversize: true,
      rows: rows(prices.oversize),
      perKgAbove: { fee: prices.perKg, origin: I },
    },
  ];
}

/** The flat 15% default with the usual North American low-price tiers, in local currency. */
function referral(
  minimum: number,
  lowTier: number,
  localNames: { books: string[]; grocery: string[]; health: string[] },
): ReferralTable {
  return {
    defaultRule: { kind: 'flat', percent: 15 },
    defaultMinimum: minimum,
    categories: [
      { names: ['Books', ...localNames.books], rule: { kind: 'flat', percent: 15 }, minimum: 0, origin: I },
      {
        names: ['Grocery', 'Grocery & Gourmet Food', ...localNames.grocery],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: lowTier, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
        minimum: 0,
        origin: I,
      },
      {
        names: ['Beauty', 'Health & Personal Care', 'Baby', ...localNames.health],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: lowTier, percent: 8 },
            { upTo: null, percent: 15 },
          ],
        },
        origin: I,
      },
      { names: ['Computers', 'Electronics', 'Consumer Electronics'], rule: { kind: 'flat', percent: 8 }, origin: I },
    ],
  };
}

function storage(
  volumeUnit: StorageTable['volumeUnit'],
  standard: [number, number],
  oversize: [number, number],
  aged: [number, number][],
): StorageTable {
  return {
    volumeUnit,
    standard: { janToSep: standard[0], octToDec: standard[1], origin: I },
    oversize: { janToSep: oversize[0], octToDec: oversize[1], origin: I },
    agedSurcharge: aged.map(([fromDays, perVolumeMonth]) => ({ fromDays, perVolumeMonth, origin: I })),
  };
}

const NOTE =
  "Interpolated (verify before release): every row of this table. No stored copy of the marketplace's rate card was found; the tiers follow the marketplace's published tier names and limits as we know them, the prices the US 2026 grid at the exchange-rate spread.";

export const FEES_CA_2026: MetricFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'CA',
  currency: 'CAD',
  units: 'metric',
  source: {
    title: 'amazon.ca referral, FBA fulfilment and storage fees (CAD, before GST/HST); verify before release',
    urls: [
      'https://sellercentral.amazon.ca/gp/help/external/201411300',
      'https://sellercentral.amazon.ca/gp/help/external/200336920',
    ],
    notes: [NOTE, 'Dimensional weight L x W x H / 6000 (cm, kg).'],
  },
  referral: referral(0.4, 10, { books: ['Livres'], grocery: ['Épicerie'], health: ['Santé et soins personnels'] }),
  closingFees: [{ names: ['Books', 'Music', 'DVD', 'Video', 'Video Games', 'Software'], fee: 1.5, origin: I }],
  storage: storage(
    'cubicMetre',
    [33.0, 48.0],
    [23.0, 33.0],
    [
      [181, 18.0],
      [271, 60.0],
      [366, 170.0],
    ],
  ),
  metric: {
    dimensionalDivisor: 6000,
    tiers: northAmericanTiers({
      envelope: [
        [100, 3.86],
        [200, 4.02],
        [300, 4.24],
        [400, 4.38],
        [500, 4.53],
      ],
      standard: [
        [250, 5.26],
        [500, 5.56],
        [1000, 6.18],
        [1500, 6.69],
        [2000, 7.21],
        [3000, 8.06],
        [5000, 9.4],
        [9000, 11.8],
      ],
      oversize: [
        [1000, 12.3],
        [5000, 15.8],
        [10000, 21.0],
        [30000, 36.5],
      ],
      perKg: 0.85,
    }),
    fuelSurcharges: [],
    crossBorderPerUnit: null,
  },
};

export const FEES_MX_2026: MetricFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'MX',
  currency: 'MXN',
  units: 'metric',
  source: {
    title: 'amazon.com.mx referral, FBA fulfilment and storage fees (MXN, before IVA); verify before release',
    urls: [
      'https://sellercentral.amazon.com.mx/gp/help/external/201411300',
      'https://sellercentral.amazon.com.mx/gp/help/external/200336920',
    ],
    notes: [NOTE, 'Dimensional weight L x W x H / 5000 (cm, kg).'],
  },
  referral: referral(10, 150, { books: ['Libros'], grocery: ['Alimentos y Bebidas'], health: ['Salud y Cuidado Personal'] }),
  closingFees: [
    { names: ['Books', 'Libros', 'Music', 'Música', 'DVD', 'Video Games', 'Videojuegos', 'Software'], fee: 13.0, origin: I },
  ],
  storage: storage(
    'cubicMetre',
    [380.0, 560.0],
    [270.0, 390.0],
    [
      [181, 200.0],
      [271, 700.0],
      [366, 1900.0],
    ],
  ),
  metric: {
    dimensionalDivisor: 5000,
    tiers: northAmericanTiers({
      envelope: [
        [100, 52.0],
        [250, 56.0],
        [500, 61.0],
      ],
      standard: [
        [250, 66.0],
        [500, 71.0],
        [1000, 79.0],
        [2000, 90.0],
        [5000, 115.0],
        [9000, 150.0],
      ],
      oversize: [
        [2000, 165.0],
        [10000, 240.0],
        [30000, 450.0],
      ],
      perKg: 10.0,
    }),
    fuelSurcharges: [],
    crossBorderPerUnit: null,
  },
};

export const FEES_JP_2026: MetricFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'JP',
  currency: 'JPY',
  units: 'metric',
  source: {
    title:
      'amazon.co.jp referral, FBA fulfilment (配送代行手数料) and storage fees (JPY, before consumption tax); verify before release',
    urls: [
      'https://sellercentral.amazon.co.jp/gp/help/external/201119120',
      'https://sellercentral.amazon.co.jp/gp/help/external/200336920',
    ],
    notes: [
      NOTE,
      'Tiers: small (25 x 18 x 2 cm, 250 g), standard (45 x 35 x 20 cm, 9 kg), oversize; charged on the unit weight (no dimensional weight).',
    ],
  },
  referral: {
    defaultRule: { kind: 'flat', percent: 15 },
    defaultMinimum: 30,
    categories: [
      { names: ['Books', '本'], rule: { kind: 'flat', percent: 15 }, minimum: 0, origin: I },
      { names: ['Computers', 'パソコン・周辺機器', 'Electronics', '家電&カメラ'], rule: { kind: 'flat', percent: 8 }, origin: I },
      {
        names: ['Grocery', '食品・飲料・お酒', 'Beauty', 'ビューティー', 'Health & Personal Care', 'ドラッグストア'],
        rule: {
          kind: 'whole',
          tiers: [
            { upTo: 1500, percent: 8 },
            { upTo: null, percent: 10 },
          ],
        },
        origin: I,
      },
    ],
  },
  closingFees: [
    {
      names: ['Books', '本', 'Music', 'ミュージック', 'DVD', 'Video Games', 'ゲーム', 'Software', 'PCソフト'],
      fee: 80,
      origin: I,
    },
  ],
  storage: storage(
    'cubicMetre',
    [5160, 9170],
    [4370, 7760],
    [
      [181, 2000],
      [271, 10000],
      [366, 17000],
    ],
  ),
  metric: {
    dimensionalDivisor: 5000,
    tiers: [
      { name: 'small', maxCm: [25, 18, 2], maxGrams: 250, dimensional: false, oversize: false, rows: rows([[250, 288]]) },
      {
        name: 'standard',
        maxCm: [45, 35, 20],
        maxGrams: 9000,
        dimensional: false,
        oversize: false,
        rows: rows([
          [250, 318],
          [500, 434],
          [1000, 462],
          [2000, 514],
          [5000, 603],
          [9000, 648],
        ]),
      },
      {
        name: 'oversize',
        maxCm: null,
        maxGrams: null,
        dimensional: false,
        oversize: true,
        rows: rows([
          [2000, 589],
          [5000, 712],
          [10000, 815],
          [20000, 1020],
          [40000, 1756],
        ]),
        perKgAbove: { fee: 30, origin: I },
      },
    ],
    fuelSurcharges: [],
    crossBorderPerUnit: null,
  },
};
