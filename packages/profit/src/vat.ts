import type { MarketplaceCode } from '@shelfscope/contracts';
import { utcDay } from './dates.js';
import { cents } from './money.js';
import type { Origin, TableSource } from './tables/types.js';

/**
 * One marketplace's sales-tax rates from a day on (dated data, like the fee tables): the rate in
 * the sale price (standard, or reduced for some root categories), null where listed prices carry
 * no tax (US; CA, where GST/HST is added at checkout); and the rate Amazon charges on its own fees
 * (VAT in the UK and EU, consumption tax in JP, IVA in MX, GST in CA; US none).
 */
export type VatRates = {
  marketplace: MarketplaceCode;
  /** The first UTC day (YYYY-MM-DD) the rates apply. */
  from: string;
  /** Percent in the sale price, or null when prices carry no tax. */
  standard: number | null;
  /** Root categories (names compared ignoring case) with a reduced (or zero) rate. */
  reduced: { names: string[]; rate: number; origin: Origin }[];
  /** Percent on Amazon's fees, which are quoted without it. */
  onFees: number;
  source: TableSource;
};

const BOOKS = ['Books', 'Bücher', 'Livres', 'Libri', 'Libros', '本'];
const GROCERY = [
  'Grocery',
  'Grocery & Gourmet Food',
  'Grocery & Gourmet',
  'Lebensmittel & Getränke',
  'Epicerie',
  'Alimentari e cura della casa',
  'Alimentación y bebidas',
  'Alimentos y Bebidas',
  '食品・飲料・お酒',
];

const GOV = (title: string, urls: string[], notes: string[]): TableSource => ({ title, urls, notes });

/** A marketplace whose sale prices carry VAT at `standard`, with reduced rates for books and groceries; fees pay the standard rate. */
function withReducedRates(
  marketplace: MarketplaceCode,
  rates: { standard: number; books: number; grocery: number; groceryOrigin?: Origin },
  source: TableSource,
): VatRates {
  return {
    marketplace,
    from: '2024-01-01',
    standard: rates.standard,
    reduced: [
      { names: BOOKS, rate: rates.books, origin: 'published' },
      { names: GROCERY, rate: rates.grocery, origin: rates.groceryOrigin ?? 'published' },
    ],
    onFees: rates.standard,
    source,
  };
}

/** Rates in force in 2026 (unchanged since at least 2024 in every listed marketplace). */
export const VAT_TABLES: readonly VatRates[] = [
  {
    marketplace: 'US',
    from: '2024-01-01',
    standard: null,
    reduced: [],
    onFees: 0,
    source: GOV(
      'No federal sales tax on Amazon fees; marketplace facilitators collect state sales tax on top of listed prices',
      ['https://sellercentral.amazon.com/gp/help/external/G201629770'],
      [],
    ),
  },
  {
    marketplace: 'CA',
    from: '2024-01-01',
    standard: null,
    reduced: [],
    onFees: 5,
    source: GOV(
      'GST 5% on fees; listed prices are before GST/HST',
      [
        'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html',
      ],
      ['HST provinces (13-15%) charge more on fees: the 5% federal GST is used for every seller (a simplification).'],
    ),
  },
  withReducedRates(
    'MX',
    { standard: 16, books: 0, grocery: 0 },
    GOV('IVA 16%; most food and books 0%', ['https://www.sat.gob.mx/'], ['Border-region 8% IVA is not modelled.']),
  ),
  withReducedRates(
    'UK',
    { standard: 20, books: 0, grocery: 0 },
    GOV(
      'UK VAT 20%; books and most food zero-rated',
      ['https://www.gov.uk/guidance/rates-of-vat-on-different-goods-and-services'],
      ['Food: confectionery, crisps and drinks are standard-rated; the category rate is the zero rate of most groceries.'],
    ),
  ),
  withReducedRates(
    'DE',
    { standard: 19, books: 7, grocery: 7 },
    GOV(
      'Umsatzsteuer 19%, ermäßigt 7% (Bücher, Lebensmittel)',
      ['https://www.gesetze-im-internet.de/ustg_1980/__12.html'],
      ['Drinks other than milk and water-based basics are 19%; the grocery rate is the 7% of most food.'],
    ),
  ),
  withReducedRates(
    'FR',
    { standard: 20, books: 5.5, grocery: 5.5 },
    GOV(
      'TVA 20%, taux réduit 5,5% (livres, alimentation)',
      [
        'https://www.impots.gouv.fr/professionnel/questions/quels-sont-les-taux-de-tva-en-vigueur-en-france-et-dans-lunion-europeenne',
      ],
      [],
    ),
  ),
  withReducedRates(
    'IT',
    { standard: 22, books: 4, grocery: 10, groceryOrigin: 'interpolated' },
    GOV(
      'IVA 22%; books 4%; food 4%, 5% or 10% by product',
      ['https://www.agenziaentrate.gov.it/'],
      ['Interpolated: the grocery rate (10%, the most common food rate; staples are 4%).'],
    ),
  ),
  withReducedRates(
    'ES',
    { standard: 21, books: 4, grocery: 10, groceryOrigin: 'interpolated' },
    GOV(
      'IVA 21%; books 4%; food 4% or 10% by product',
      ['https://sede.agenciatributaria.gob.es/'],
      ['Interpolated: the grocery rate (10%, the general food rate; staples are 4%).'],
    ),
  ),
  {
    marketplace: 'JP',
    from: '2024-01-01',
    standard: 10,
    reduced: [{ names: GROCERY, rate: 8, origin: 'published' }],
    onFees: 10,
    source: GOV(
      'Consumption tax 10%; food and drink (not alcohol) 8%',
      ['https://www.nta.go.jp/english/taxes/consumption_tax/'],
      [],
    ),
  },
];

/** The rates in force for a marketplace on a date (latest `from` on or before its UTC day; before every entry, the oldest). */
export function vatRatesAt(marketplace: MarketplaceCode, date: Date, tables: readonly VatRates[] = VAT_TABLES): VatRates {
  const day = utcDay(date);
  const mine = tables.filter((t) => t.marketplace === marketplace).sort((a, b) => b.from.localeCompare(a.from));
  const found = mine.find((t) => t.from <= day) ?? mine[mine.length - 1];
  if (!found) throw new Error(`vatRatesAt: no VAT rates for ${marketplace}`);
  return found;
}

/** The tax rate in a sale price for a root category, percent; null where prices carry none. */
export function saleVatRate(rates: VatRates, category: string | null): number | null {
  if (rates.standard === null) return null;
  const wanted = category?.trim().toLowerCase();
  const reduced = wanted ? rates.reduced.find((r) => r.names.some((name) => name.toLowerCase() === wanted)) : undefined;
  return reduced?.rate ?? rates.standard;
}

/** The tax inside a tax-inclusive amount at `ratePercent`: gross - gross / (1 + r), to the cent; 0 without a rate. */
export function taxIncluded(gross: number, ratePercent: number | null): number {
  if (ratePercent === null || ratePercent <= 0) return 0;
  return cents(gross - gross / (1 + ratePercent / 100));
}

/** How the seller stands to VAT (the company's settings; the integrator passes them). */
export type VatPosition = {
  /** Registered sellers reclaim input VAT, owe the output VAT and reverse-charge VAT on fees. */
  vatRegistered: boolean;
  /** Whether the goods cost as entered includes VAT (the supplier charged it). */
  costsIncludeVat: boolean;
};

/** The three VAT amounts of one sale (decision 017), each to the cent. */
export type VatSplit = {
  vatRate: number | null;
  priceExVat: number;
  /** Output VAT in the sale price: P - P / (1 + r). */
  vatOnSale: number;
  /** Input VAT in the goods cost when it includes VAT: C - C / (1 + r); else 0. */
  vatOnCost: number;
  /** VAT (GST) on Amazon's fees, which are quoted without it. */
  vatOnFees: number;
};

/**
 * The VAT split of a sale at price P with goods cost C and Amazon fees F (ex-VAT):
 * vatOnSale = P - P/(1+r) (0 where prices carry no VAT), vatOnCost = C - C/(1+r) when the cost
 * includes VAT (else 0), vatOnFees = F x fee rate. The cost's VAT is at the product's own rate
 * (the same goods). Each amount is rounded to the cent, so every figure built from them is exact.
 */
export function vatSplit(input: {
  price: number;
  goodsCost: number | null;
  amazonFees: number;
  rates: VatRates;
  category: string | null;
  position: VatPosition;
}): VatSplit {
  const rate = saleVatRate(input.rates, input.category);
  const vatOnSale = taxIncluded(input.price, rate);
  return {
    vatRate: rate,
    priceExVat: cents(input.price - vatOnSale),
    vatOnSale,
    vatOnCost: input.position.costsIncludeVat && input.goodsCost !== null ? taxIncluded(input.goodsCost, rate) : 0,
    vatOnFees: cents((input.amazonFees * input.rates.onFees) / 100),
  };
}
