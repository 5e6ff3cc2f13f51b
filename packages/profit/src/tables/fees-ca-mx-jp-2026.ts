import { rows } from './metric.js';
import type { MetricFeeTable, MetricRow, MetricTier, Origin, ReferralTable, StorageTable } from './types.js';

/**
 * amazon.ca, amazon.com.mx and amazon.co.jp for 2026. amazon.ca's fulfilment and storage rates
 * are from its own (stored) fee page; no stored copy of the MX or JP rate cards was found, so
 * every MX and JP figure is interpolated (the shape of each marketplace's card, prices from the
 * US grid at the usual exchange-rate spread), to verify before release.
 */

const I: Origin = 'interpolated';

type Step = { grams: number; fee: number; origin: Origin };
type TierPrices = { rows: MetricRow[]; above?: Step };

/**
 * Envelope / standard / oversize tiers (cm, g) as amazon.ca and amazon.com.mx define them. The
 * limits (38 x 27 x 2 cm and 500 g; 45 x 35 x 20 cm and 9 kg) are interpolated: the stored
 * pages name the tiers without their limits.
 */
function northAmericanTiers(prices: { envelope: TierPrices; standard: TierPrices; oversize: TierPrices }): MetricTier[] {
  return [
    { name: 'envelope', maxCm: [38, 27, 2], maxGrams: 500, dimensional: false, oversize: false, ...prices.envelope },
    { name: 'standard', maxCm: [45, 35, 20], maxGrams: 9000, dimensional: true, oversize: false, ...prices.standard },
    { name: 'oversize', maxCm: null, maxGrams: null, dimensional: true, oversize: true, ...prices.oversize },
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
  origin: Origin,
  volumeUnit: StorageTable['volumeUnit'],
  standard: [number, number],
  oversize: [number, number],
  aged: [number, number][],
): StorageTable {
  return {
    volumeUnit,
    standard: { janToSep: standard[0], octToDec: standard[1], origin },
    oversize: { janToSep: oversize[0], octToDec: oversize[1], origin },
    agedSurcharge: aged.map(([fromDays, perVolumeMonth]) => ({ fromDays, perVolumeMonth, origin: I })),
  };
}

const NOTE =
  "Interpolated (verify before release): every row of this table. No stored copy of the marketplace's rate card was found; the tiers follow the marketplace's tier names and limits as we know them, the prices the US 2026 grid and amazon.ca's card at the exchange-rate spread.";

export const FEES_CA_2026: MetricFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'CA',
  currency: 'CAD',
  units: 'metric',
  source: {
    title: 'amazon.ca referral, FBA fulfilment and storage fees (CAD, before GST/HST); verify before release',
    urls: [
      'https://www.amazon.ca/fulfillment-fees/b?ie=UTF8&node=13718757011',
      'https://sellercentral.amazon.ca/gp/help/external/help.html?itemID=200209150&language=en_CA',
    ],
    notes: [
      "Published (amazon.ca's own fulfilment-fees page, a stored copy of unknown date): envelope CAD 3.37 for the first 100 g + 0.31 each further 100 g; standard 5.44 up to 250 g, 5.57 to 500 g, 6.40 to 1 kg, 7.06 to 1.5 kg, + 0.43 each further 500 g; oversize 9.71 for the first 1 kg + 0.44 each further 500 g; storage CAD 24 / 33 per cubic metre standard and 17 / 23 oversize (Jan-Sep / Oct-Dec). Fees exclude GST/HST (the help page 200209150).",
      'Not modelled: the page rounds the outbound weight up (100 g envelope, 250 g standard, 500 g oversize) after adding packaging weight; the engine charges the unit (or dimensional) weight.',
      'Interpolated (verify before release): the tier limits (envelope 38 x 27 x 2 cm and 500 g, standard 45 x 35 x 20 cm and 9 kg), dimensional weight L x W x H / 6000, every referral rule and minimum (CAD 0.40), the media closing fee (CAD 1.00: no stored amazon.ca page gives one; the stored fee schedule lists media without a referral minimum and says nothing of a closing fee) and every aged-inventory surcharge row; whether the stored page still holds in 2026.',
    ],
  },
  referral: referral(0.4, 10, { books: ['Livres'], grocery: ['Épicerie'], health: ['Santé et soins personnels'] }),
  closingFees: [{ names: ['Books', 'Music', 'DVD', 'Video', 'Video Games', 'Software'], fee: 1.0, origin: I }],
  storage: storage(
    'published',
    'cubicMetre',
    [24, 33],
    [17, 23],
    [
      [181, 18.0],
      [271, 60.0],
      [366, 170.0],
    ],
  ),
  metric: {
    dimensionalDivisor: 6000,
    tiers: northAmericanTiers({
      envelope: { rows: rows([[100, 3.37]], [100]), above: { grams: 100, fee: 0.31, origin: 'published' } },
      standard: {
        rows: rows(
          [
            [250, 5.44],
            [500, 5.57],
            [1000, 6.4],
            [1500, 7.06],
          ],
          [250, 500, 1000, 1500],
        ),
        above: { grams: 500, fee: 0.43, origin: 'published' },
      },
      oversize: { rows: rows([[1000, 9.71]], [1000]), above: { grams: 500, fee: 0.44, origin: 'published' } },
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
      'https://expansion.mx/tecnologia/2026/02/18/amazon-baja-comisiones-para-vender-mexico',
    ],
    notes: [
      NOTE,
      'Dimensional weight L x W x H / 5000 (cm, kg).',
      'Not modelled: the February 2026 cut (expansion.mx, 2026-02-18) of FBA fees on items under MXN 299 (51% on average; MXN 6 a unit for food, health and personal care), whose per-band figures no stored page gives.',
    ],
  },
  referral: referral(10, 150, { books: ['Libros'], grocery: ['Alimentos y Bebidas'], health: ['Salud y Cuidado Personal'] }),
  closingFees: [
    { names: ['Books', 'Libros', 'Music', 'Música', 'DVD', 'Video Games', 'Videojuegos', 'Software'], fee: 13.0, origin: I },
  ],
  storage: storage(
    I,
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
      envelope: {
        rows: rows([
          [100, 52.0],
          [250, 56.0],
          [500, 61.0],
        ]),
      },
      standard: {
        rows: rows([
          [250, 66.0],
          [500, 71.0],
          [1000, 79.0],
          [2000, 90.0],
          [5000, 115.0],
          [9000, 150.0],
        ]),
      },
      oversize: {
        rows: rows([
          [2000, 165.0],
          [10000, 240.0],
          [30000, 450.0],
        ]),
        above: { grams: 1000, fee: 10.0, origin: I },
      },
    }),
    fuelSurcharges: [],
    crossBorderPerUnit: null,
  },
};

/** amazon.co.jp's bands: [name, max sides (cm) or null, max sum of sides (cm) or undefined, max grams, fee incl. 10% tax]. */
const JP_BANDS: [string, [number, number, number] | null, number | undefined, number, number][] = [
  ['small', [25, 18, 2], undefined, 250, 288],
  ['standard 1', [35, 30, 3.3], undefined, 1000, 318],
  ['standard 2', [45, 35, 20], 60, 2000, 434],
  ['standard 3', [45, 35, 20], 80, 5000, 514],
  ['standard 4', [45, 35, 20], 100, 9000, 603],
  ['oversize 1', null, 60, 2000, 589],
  ['oversize 2', null, 80, 5000, 712],
  ['oversize 3', null, 100, 10000, 815],
  ['oversize 4', null, 120, 15000, 975],
  ['oversize 5', null, 140, 20000, 1020],
  ['oversize 6', null, 160, 25000, 1100],
  ['oversize 7', null, 180, 30000, 1532],
  ['oversize 8', null, 200, 40000, 1756],
  ['supersize 1', null, 200, 50000, 2755],
  ['supersize 2', null, 220, 50000, 3573],
  ['supersize 3', null, 240, 50000, 4496],
  ['supersize 4', null, 260, 50000, 5625],
];

/** Amazon Japan quotes fees with its 10% consumption tax; the tables hold every fee without it (the tax is vatOnFees). */
const exTax = (inclusive: number) => Math.round((inclusive / 1.1) * 100) / 100;

export const FEES_JP_2026: MetricFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'JP',
  currency: 'JPY',
  units: 'metric',
  source: {
    title:
      'amazon.co.jp referral, FBA fulfilment (配送代行手数料) and storage fees (JPY, before consumption tax); verify before release',
    urls: [
      'https://sellercentral.amazon.co.jp/gp/help/external/help.html?itemID=201112670&language=en_JP',
      'https://services.amazon.co.jp/services/fulfillment-by-amazon/en/fee.html',
      'https://help.pricetar.com/?p=7370',
    ],
    notes: [
      "Published (the help page 201112670, a stored copy of unknown date): the fulfilment fee per unit by size band, each band a limit on the sides' total and the weight (small 25 x 18 x 2 cm and 250 g JPY 288; standard 1 35 x 30 x 3.3 cm and 1 kg 318; standard 2-4 up to 60 / 80 / 100 cm and 2 / 5 / 9 kg 434 / 514 / 603; oversize 1-8 up to 60-200 cm and 2-40 kg 589 to 1,756; supersize 2,755 to 5,625), the page's figures including 10% consumption tax: the table holds them divided by 1.1, to the sen, so fee + vatOnFees gives the published figure. The standard bands' 45 x 35 x 20 cm sides: the services page. Storage (the services page): JPY 7.8 per 1,000 cm3 a month (June, its example) and 9.0, tax included, read as Jan-Sep and Oct-Dec.",
      'Not modelled: the packaging weight the bands add (50 g to 1.4 kg), the high-value band, the low-price FBA rates.',
      "Published (help.pricetar.com quoting Amazon's notice of 2017-10-24 on media fees): the category closing fee (カテゴリー成約料) JPY 80 a book (書籍) and JPY 140 a CD or DVD, on top of the 15% referral fee; like every referral fee, before consumption tax.",
      'Interpolated (verify before release): every referral rule and the JPY 30 minimum, the JPY 140 closing fee for video, video games and software (the notice quoted names books, CDs and DVDs only), the oversize storage rate (the standard one), every aged-inventory surcharge row, and whether the stored pages still hold in 2026.',
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
  // Before consumption tax, as the notice states them (not divided by 1.1 like the FBA grid).
  closingFees: [
    { names: ['Books', '本'], fee: 80, origin: 'published' },
    { names: ['Music', 'ミュージック', 'CD・レコード', 'DVD'], fee: 140, origin: 'published' },
    { names: ['Video', 'ビデオ', 'Video Games', 'ゲーム', 'Software', 'PCソフト'], fee: 140, origin: I },
  ],
  storage: {
    volumeUnit: 'cubicMetre',
    standard: { janToSep: exTax(7800), octToDec: exTax(9000), origin: 'published' },
    oversize: { janToSep: exTax(7800), octToDec: exTax(9000), origin: I },
    agedSurcharge: [
      { fromDays: 181, perVolumeMonth: 2000, origin: I },
      { fromDays: 271, perVolumeMonth: 10000, origin: I },
      { fromDays: 366, perVolumeMonth: 17000, origin: I },
    ],
  },
  metric: {
    dimensionalDivisor: 5000,
    tiers: JP_BANDS.map(([name, maxCm, maxSumCm, maxGrams, fee]) => ({
      name,
      maxCm,
      ...(maxSumCm === undefined ? {} : { maxSumCm }),
      maxGrams,
      dimensional: false,
      oversize: /oversize|supersize/.test(name),
      rows: [{ upToGrams: maxGrams, fee: exTax(fee), origin: 'published' as Origin }],
    })),
    fuelSurcharges: [],
    crossBorderPerUnit: null,
  },
};
