import { europeanTiers, rows } from './metric.js';
import { europeanReferral } from './referral-europe.js';
import type { ClosingFee, MetricFeeTable, MetricRow, StorageTable } from './types.js';

type EuroCode = 'DE' | 'FR' | 'IT' | 'ES';
type Grid = Parameters<typeof europeanTiers>[0];

/**
 * The euro marketplaces' 2026 FBA grids (EUR, ex-VAT), local and Pan-European fulfilment. No
 * stored copy of Amazon's own 2026 EU rate card was found, so every row is interpolated: DE
 * from the UK card's shape at about 1.1x (the 2019 DE figures, standard envelope 100 g
 * €1.69, standard parcel 500 g €2.65 and 2 kg €3.88, sit about 10% below these), FR, IT and ES
 * at the usual spread of the European card above DE.
 */
export const EURO_GRIDS: Record<EuroCode, Grid> = {
  DE: {
    lightEnvelope: rows([
      [20, 1.87],
      [40, 1.91],
      [60, 1.96],
      [80, 2.01],
      [100, 2.06],
    ]),
    standardEnvelope: rows([
      [210, 2.2],
      [460, 2.41],
    ]),
    largeEnvelope: rows([[960, 2.89]]),
    extraLargeEnvelope: rows([[960, 3.14]]),
    smallParcel: rows([
      [150, 2.99],
      [400, 3.06],
      [900, 3.17],
      [1400, 3.25],
      [1900, 3.3],
      [3900, 4.18],
    ]),
    standardParcel: rows([
      [150, 3.25],
      [400, 3.41],
      [900, 3.63],
      [1400, 3.91],
      [1900, 4.12],
      [2900, 4.4],
      [3900, 4.69],
      [5900, 5.45],
      [8900, 6.16],
      [11900, 6.93],
    ]),
    smallOversize: rows([
      [760, 4.18],
      [1010, 4.46],
      [1260, 4.73],
      [1510, 4.95],
      [1760, 5.17],
    ]),
    standardOversize: rows([
      [1760, 5.72],
      [5760, 7.04],
      [10760, 8.03],
      [15760, 8.69],
      [20760, 9.35],
      [25760, 10.01],
      [29760, 10.56],
    ]),
    largeOversize: rows([
      [4760, 12.65],
      [9760, 14.19],
      [14760, 15.18],
      [19760, 16.06],
      [24760, 16.94],
      [31500, 18.37],
    ]),
    specialOversize: rows([[31500, 22.0]]),
  },
  FR: {
    lightEnvelope: rows([
      [20, 2.04],
      [40, 2.09],
      [60, 2.14],
      [80, 2.2],
      [100, 2.24],
    ]),
    standardEnvelope: rows([
      [210, 2.4],
      [460, 2.63],
    ]),
    largeEnvelope: rows([[960, 3.16]]),
    extraLargeEnvelope: rows([[960, 3.42]]),
    smallParcel: rows([
      [150, 3.26],
      [400, 3.34],
      [900, 3.46],
      [1400, 3.54],
      [1900, 3.6],
      [3900, 4.56],
    ]),
    standardParcel: rows([
      [150, 3.54],
      [400, 3.72],
      [900, 3.96],
      [1400, 4.26],
      [1900, 4.5],
      [2900, 4.8],
      [3900, 5.11],
      [5900, 5.94],
      [8900, 6.72],
      [11900, 7.56],
    ]),
    smallOversize: rows([
      [760, 4.56],
      [1010, 4.86],
      [1260, 5.16],
      [1510, 5.4],
      [1760, 5.64],
    ]),
    standardOversize: rows([
      [1760, 6.24],
      [5760, 7.68],
      [10760, 8.76],
      [15760, 9.48],
      [20760, 10.2],
      [25760, 10.92],
      [29760, 11.52],
    ]),
    largeOversize: rows([
      [4760, 13.8],
      [9760, 15.48],
      [14760, 16.56],
      [19760, 17.52],
      [24760, 18.48],
      [31500, 20.04],
    ]),
    specialOversize: rows([[31500, 24.0]]),
  },
  IT: {
    lightEnvelope: rows([
      [20, 2.12],
      [40, 2.17],
      [60, 2.23],
      [80, 2.29],
      [100, 2.34],
    ]),
    standardEnvelope: rows([
      [210, 2.5],
      [460, 2.74],
    ]),
    largeEnvelope: rows([[960, 3.29]]),
    extraLargeEnvelope: rows([[960, 3.56]]),
    smallParcel: rows([
      [150, 3.4],
      [400, 3.47],
      [900, 3.6],
      [1400, 3.69],
      [1900, 3.75],
      [3900, 4.75],
    ]),
    standardParcel: rows([
      [150, 3.69],
      [400, 3.88],
      [900, 4.12],
      [1400, 4.44],
      [1900, 4.69],
      [2900, 5.0],
      [3900, 5.32],
      [5900, 6.19],
      [8900, 7.0],
      [11900, 7.88],
    ]),
    smallOversize: rows([
      [760, 4.75],
      [1010, 5.06],
      [1260, 5.38],
      [1510, 5.62],
      [1760, 5.88],
    ]),
    standardOversize: rows([
      [1760, 6.5],
      [5760, 8.0],
      [10760, 9.12],
      [15760, 9.88],
      [20760, 10.62],
      [25760, 11.38],
      [29760, 12.0],
    ]),
    largeOversize: rows([
      [4760, 14.38],
      [9760, 16.12],
      [14760, 17.25],
      [19760, 18.25],
      [24760, 19.25],
      [31500, 20.88],
    ]),
    specialOversize: rows([[31500, 25.0]]),
  },
  ES: {
    lightEnvelope: rows([
      [20, 1.95],
      [40, 2.0],
      [60, 2.05],
      [80, 2.1],
      [100, 2.15],
    ]),
    standardEnvelope: rows([
      [210, 2.3],
      [460, 2.52],
    ]),
    largeEnvelope: rows([[960, 3.02]]),
    extraLargeEnvelope: rows([[960, 3.28]]),
    smallParcel: rows([
      [150, 3.13],
      [400, 3.2],
      [900, 3.31],
      [1400, 3.39],
      [1900, 3.45],
      [3900, 4.37],
    ]),
    standardParcel: rows([
      [150, 3.39],
      [400, 3.56],
      [900, 3.79],
      [1400, 4.08],
      [1900, 4.31],
      [2900, 4.6],
      [3900, 4.9],
      [5900, 5.69],
      [8900, 6.44],
      [11900, 7.24],
    ]),
    smallOversize: rows([
      [760, 4.37],
      [1010, 4.66],
      [1260, 4.94],
      [1510, 5.17],
      [1760, 5.4],
    ]),
    standardOversize: rows([
      [1760, 5.98],
      [5760, 7.36],
      [10760, 8.39],
      [15760, 9.08],
      [20760, 9.77],
      [25760, 10.46],
      [29760, 11.04],
    ]),
    largeOversize: rows([
      [4760, 13.22],
      [9760, 14.83],
      [14760, 15.87],
      [19760, 16.79],
      [24760, 17.71],
      [31500, 19.2],
    ]),
    specialOversize: rows([[31500, 23.0]]),
  },
} satisfies Record<EuroCode, Record<string, MetricRow[]>>;

/** Local category names (Keepa's root categories on each storefront) for the shared European referral rules. */
const LOCAL_NAMES: Record<EuroCode, Parameters<typeof europeanReferral>[0]['localNames']> = {
  DE: {
    books: ['Bücher'],
    media: ['Musik-CDs & Vinyl', 'DVD & Blu-ray', 'Games', 'Software'],
    beauty: ['Beauty'],
    health: ['Drogerie & Körperpflege'],
    baby: ['Baby'],
    grocery: ['Lebensmittel & Getränke'],
    computers: ['Computer & Zubehör', 'Elektronik & Foto', 'Elektro-Großgeräte'],
    furniture: ['Möbel'],
    jewellery: ['Schmuck'],
    watches: ['Uhren'],
    automotive: ['Auto & Motorrad'],
    tools: ['Baumarkt'],
  },
  FR: {
    books: ['Livres'],
    health: ['Hygiène et Santé'],
    grocery: ['Epicerie'],
    jewellery: ['Bijoux'],
    watches: ['Montres'],
    furniture: ['Meubles'],
  },
  IT: {
    books: ['Libri'],
    health: ['Salute e cura della persona'],
    grocery: ['Alimentari e cura della casa'],
    jewellery: ['Gioielli'],
    watches: ['Orologi'],
  },
  ES: {
    books: ['Libros'],
    health: ['Salud y cuidado personal'],
    grocery: ['Alimentación y bebidas'],
    jewellery: ['Joyería'],
    watches: ['Relojes'],
  },
};

/** Monthly storage per cubic metre (EUR) and the aged-inventory surcharge: the same on the euro marketplaces. */
const euroStorage = (marketplace: EuroCode): StorageTable => {
  // The published figures are amazon.de's; FR, IT and ES are taken to charge the same.
  const origin = marketplace === 'DE' ? 'published' : 'interpolated';
  return {
    volumeUnit: 'cubicMetre',
    standard: { janToSep: 26, octToDec: 36, origin },
    oversize: { janToSep: 18, octToDec: 25, origin: 'interpolated' },
    agedSurcharge: [
      { fromDays: 181, perVolumeMonth: 11.0, origin: 'interpolated' },
      { fromDays: 271, perVolumeMonth: 70.0, origin: 'interpolated' },
      { fromDays: 366, perVolumeMonth: 170.0, origin },
    ],
  };
};

/** Media closing fee per unit (EUR): amazon.de's €1.01 books / €0.81 other media (published); FR, IT, ES the same (interpolated). */
const euroClosing = (marketplace: EuroCode): ClosingFee[] => {
  const origin = marketplace === 'DE' ? 'published' : 'interpolated';
  return [
    { names: ['Books', 'Bücher', 'Livres', 'Libri', 'Libros'], fee: 1.01, origin },
    {
      names: ['Music', 'DVD', 'Video', 'DVD & Blu-ray', 'Video Games', 'Software', 'Musik-CDs & Vinyl', 'Games'],
      fee: 0.81,
      origin,
    },
  ];
};

const EURO_URLS = [
  'https://sellercentral-europe.amazon.com/gp/help/external/help.html?itemID=201605820&language=en_GB',
  'https://channelx.world/2019/04/amazon-referral-fees-change-5th-june-2019/',
  'https://www.internetworld.de/plattformen/amazon/amazon-passt-versandpreise-an-1674454.html',
  'https://workbase.com/blog/amazon-fba-storageprices',
  'https://sellercore.io/blog/artikel/fba-gebuehren-2025',
  'https://www.namox.de/amazon-fba-kosten/',
  'https://www.snapsoft.de/blog/preisoptimierung/fba-kosten-berechnen',
  'https://www.metaprice.io/en/blog/amazon-fba-paketgebuhren-2025-7-regeln-ab-15-10',
  'https://revoic.com/blog/logistics/amazon-senkt-gebuehrenaufschlag-fuer-seller',
  'https://sellercentral.amazon.se/gp/help/external/help.html?itemID=ABBX6GZPA8MSZGW&language=sv_SE',
];

/** One euro marketplace's 2026 table: the shared European rules with its own grid. */
function euroTable(marketplace: EuroCode, storefront: string): MetricFeeTable {
  return {
    effectiveFrom: '2026-01-15',
    marketplace,
    currency: 'EUR',
    units: 'metric',
    source: {
      title: `${storefront} referral, FBA fulfilment and storage fees (EUR, ex-VAT); verify before release`,
      urls: EURO_URLS,
      notes: [
        'Published (channelx.world, 2019 announcement): the €0.30 minimum referral fee (none for Grocery and media), the 8% / 15% tiers for Baby, Beauty, Health and Grocery at €10, Furniture 10% above €200, Jewellery and Watches 5% above €250.',
        'Published (sellercore.io, January 2025, and workbase.com, 2021, agree): storage €26 / €36 per cubic metre for standard-size units (Jan-Sep / Oct-Dec) and €170 per cubic metre a month above 365 days; (namox.de) the amazon.de closing fee €1.01 for books and €0.81 for music, DVD, video and video games.',
        'Size tiers: the European envelope / parcel / oversize tiers; since 15 October 2025 (snapsoft.de, metaprice.io) the EU marketplaces charge the unit weight, no longer the dimensional weight, so no tier here is dimensional.',
        'Interpolated (verify before release): every fulfilment row (no stored copy of the 2026 EU card: DE about 1.1x the UK grid, above the 2019 DE figures internetworld.de quotes; FR 1.2x, IT 1.25x, ES 1.15x the UK grid), oversize storage (€18 / €25, workbase.com 2021), the aged-inventory surcharge below 365 days, the FR, IT and ES storage and closing fees (as DE), the EFN cross-border fee (€1.20 a unit), the 3% digital services tax added to every FR, IT and ES referral rate (15.45% default), and the rates for Computers, Electronics Accessories, Car & Motorbike, DIY & Tools, Amazon Device Accessories and Beer, Wine & Spirits.',
        'Not modelled: the German-stock surcharge for sellers outside Pan-EU and the Central Europe programme (€0.35 a unit since 2021, revoic.com), the peak-season fulfilment surcharges, and the low-price FBA rates.',
      ],
    },
    referral: europeanReferral({
      minimum: 0.3,
      // Amazon passes France's, Italy's and Spain's 3% digital services tax on; Germany has none.
      digitalServicesTax: marketplace === 'DE' ? 0 : 3,
      lowPriceTier: 10,
      furniture: 200,
      jewellery: 250,
      watches: 250,
      automotive: 45,
      localNames: LOCAL_NAMES[marketplace],
    }),
    closingFees: euroClosing(marketplace),
    storage: euroStorage(marketplace),
    metric: {
      dimensionalDivisor: 5000,
      tiers: europeanTiers(EURO_GRIDS[marketplace], { fee: 0.35, origin: 'interpolated' }, true),
      fuelSurcharges: [],
      crossBorderPerUnit: { fee: 1.2, origin: 'interpolated' },
    },
  };
}

export const FEES_DE_2026 = euroTable('DE', 'amazon.de');
export const FEES_FR_2026 = euroTable('FR', 'amazon.fr');
export const FEES_IT_2026 = euroTable('IT', 'amazon.it');
export const FEES_ES_2026 = euroTable('ES', 'amazon.es');
