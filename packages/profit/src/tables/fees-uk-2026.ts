import { europeanTiers, rows } from './metric.js';
import { europeanReferral } from './referral-europe.js';
import type { MetricFeeTable, MetricRow } from './types.js';

/** The UK FBA grid (GBP, ex-VAT) by European tier; the rows a stored page states are `published`. */
export const UK_GRID = {
  lightEnvelope: rows(
    [
      [20, 1.7],
      [40, 1.74],
      [60, 1.78],
      [80, 1.83],
      [100, 1.87],
    ],
    [80],
  ),
  standardEnvelope: rows(
    [
      [210, 2.0],
      [460, 2.19],
    ],
    [460],
  ),
  largeEnvelope: rows([[960, 2.63]], [960]),
  extraLargeEnvelope: rows([[960, 2.85]]),
  smallParcel: rows(
    [
      [150, 2.72],
      [400, 2.78],
      [900, 2.88],
      [1400, 2.95],
      [1900, 3.0],
      [3900, 3.8],
    ],
    [1900],
  ),
  standardParcel: rows(
    [
      [150, 2.95],
      [400, 3.1],
      [900, 3.3],
      [1400, 3.55],
      [1900, 3.75],
      [2900, 4.0],
      [3900, 4.26],
      [5900, 4.95],
      [8900, 5.6],
      [11900, 6.3],
    ],
    [3900],
  ),
  smallOversize: rows([
    [760, 3.8],
    [1010, 4.05],
    [1260, 4.3],
    [1510, 4.5],
    [1760, 4.7],
  ]),
  standardOversize: rows([
    [1760, 5.2],
    [5760, 6.4],
    [10760, 7.3],
    [15760, 7.9],
    [20760, 8.5],
    [25760, 9.1],
    [29760, 9.6],
  ]),
  largeOversize: rows([
    [4760, 11.5],
    [9760, 12.9],
    [14760, 13.8],
    [19760, 14.6],
    [24760, 15.4],
    [31500, 16.7],
  ]),
  specialOversize: rows([[31500, 20.0]]),
} satisfies Record<string, MetricRow[]>;

/**
 * amazon.co.uk fees for 2026 (GBP, excluding VAT), FBA non-peak, non-apparel. No stored copy of
 * Amazon's own 2026 UK rate card was found: the published rows are as a 2025 summary quotes the
 * 1 February 2025 card; everything else is interpolated (see `source.notes`).
 */
export const FEES_UK_2026: MetricFeeTable = {
  effectiveFrom: '2026-01-15',
  marketplace: 'UK',
  currency: 'GBP',
  units: 'metric',
  source: {
    title: 'amazon.co.uk referral, FBA fulfilment and storage fees (GBP, ex-VAT); verify before release',
    urls: [
      'https://sellercentral-europe.amazon.com/gp/help/external/help.html?itemID=201605820&language=en_GB',
      'https://sellercentral.amazon.de/gp/help/external/GH78LW99F4XF3Z38?language=en_DE',
      'https://www.fba-nav.academy/blog/understanding-the-real-amazon-fba-cost-in-the-uk-2025',
      'https://channelx.world/2019/04/amazon-referral-fees-change-5th-june-2019/',
      'https://sellercentral-europe.amazon.com/gp/help/external/help.html?itemID=HPVPH58T965XNF9&language=en_GB',
      'https://tamebay.com/2021/01/amazon-fee-changes-book-closing-fees-double',
      'https://sellercentral.amazon.se/gp/help/external/help.html?itemID=ABBX6GZPA8MSZGW&language=sv_SE',
    ],
    notes: [
      'Published (a third-party summary of the 1 February 2025 UK card, fba-nav.academy): light envelope up to 80 g £1.83, standard envelope up to 460 g £2.19, large envelope up to 960 g £2.63, small parcel up to 1.9 kg £3.00, standard parcel up to 3.9 kg £4.26; storage per cubic foot £0.75 (Jan-Sep) / £2.40 (Oct-Dec) standard, £0.53 / £1.71 oversize; minimum referral fee £0.25.',
      'Published (channelx.world, 2019 announcement): the 8% / 15% referral tiers for Baby, Beauty, Health and Grocery at £10, the £0.25 minimum (none for Grocery and media), Furniture 10% above £175, Jewellery and Watches 5% above £225.',
      'Published (the UK Selling on Amazon fee schedule effective 1 September 2020, and the 2021 referral changes page): rates include the 2% Digital Services Tax: 15.3% default and Books, 7.14% Computers and Consumer Electronics and Large Appliances, 45.9% Amazon Device Accessories, 10.2% Beer, Wine & Spirits, 13.26% DIY & Tools, Car & Motorbike 15.3% up to £45 and 9.18% above (a £100 item pays £11.93). The rule: the EU rate x 1.02.',
      'Published (tamebay.com, 2021): the closing fee for books £1.00 and for other media £0.50 per item.',
      'Size tiers: the European envelope / parcel / oversize tiers (the 2022 Swedish help page gives the envelope and small-parcel sides); dimensional weight L x W x H / 5000 for parcels and oversize. Interpolated: that amazon.co.uk still charges the dimensional weight (the EU marketplaces moved to the unit weight on 15 October 2025; no stored page says whether the UK did).',
      'Interpolated (verify before release): every other fulfilment row (filled between the published ones, in the shape of the European card), every oversize row, the extra-large envelope, the Electronics Accessories rule (15.3% / 8.16% above £100), whether the 2020-2021 rates still hold in 2026, and every aged-inventory surcharge row.',
      'Cross-border: none. The European Fulfilment Network between the UK and the EU ended in 2021, so a UK unit is fulfilled from UK stock.',
    ],
  },
  referral: europeanReferral({
    minimum: 0.25,
    digitalServicesTax: 2,
    ukSchedule: true,
    lowPriceTier: 10,
    furniture: 175,
    jewellery: 225,
    watches: 225,
    automotive: 45,
    localNames: { health: ['Health & Personal Care'], jewellery: ['Jewellery'] },
  }),
  closingFees: [
    { names: ['Books'], fee: 1.0, origin: 'published' },
    {
      names: ['Music', 'DVD', 'Video', 'DVD & Blu-ray', 'Video Games', 'Software', 'CDs & Vinyl'],
      fee: 0.5,
      origin: 'published',
    },
  ],
  storage: {
    volumeUnit: 'cubicFoot',
    standard: { janToSep: 0.75, octToDec: 2.4, origin: 'published' },
    oversize: { janToSep: 0.53, octToDec: 1.71, origin: 'published' },
    agedSurcharge: [
      { fromDays: 181, perVolumeMonth: 0.3, origin: 'interpolated' },
      { fromDays: 271, perVolumeMonth: 2.0, origin: 'interpolated' },
      { fromDays: 366, perVolumeMonth: 5.0, origin: 'interpolated' },
    ],
  },
  metric: {
    dimensionalDivisor: 5000,
    tiers: europeanTiers(UK_GRID, { fee: 0.3, origin: 'interpolated' }),
    fuelSurcharges: [],
    crossBorderPerUnit: null,
  },
};
