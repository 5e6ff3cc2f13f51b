import { MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import type { FbmShipping } from './fbm.js';
import type { Fulfilment } from './figures.js';
import { convert, ECB_REFERENCE_RATES, type ExchangeRates, type ExchangeRateUsed } from './fx.js';

/**
 * Where and how a product is sold, for `analyze` (decision 017). Every field has a default, and an
 * analysis without a context is the one before marketplaces: amazon.com, US dollars, FBA, no VAT,
 * no storage (monthsInStock 0), so existing callers get the same numbers.
 */
export type MarketplaceContext = {
  /** Default US. The market's prices and every figure are in its currency. */
  marketplace?: MarketplaceCode;
  /** The company's VAT registration; default false. */
  vatRegistered?: boolean;
  /** Whether `cost` includes VAT (the supplier charged it); default false. */
  costsIncludeVat?: boolean;
  /** The currency the supplier's `cost` is in; default the marketplace's. A product's own preparation is in the marketplace's. */
  costCurrency?: string;
  /**
   * The currency the member's money settings (inbound, default preparation, FBM shipping, the
   * profit thresholds) are in: the company's default marketplace's. Default: the marketplace's.
   */
  settingsCurrency?: string;
  /** Default: the offline ECB reference rates. */
  exchangeRates?: ExchangeRates;
  /** Rates to use as they are for their pairs instead of the table's (a served analysis's, made again). */
  fixedRates?: ExchangeRateUsed[];
  /** The headline figures' fulfilment; default FBA. Both are always computed. */
  fulfilment?: Fulfilment;
  /** The seller's own shipping for FBM; without it the FBM figures are unknown (null). */
  fbmShipping?: FbmShipping | null;
  /** Months the average unit is in stock (FBA storage). Default: expectedMonthsInStock(unitsBought, the member's monthly sales). */
  monthsInStock?: number | null;
  /** Units bought (for the default months in stock). */
  unitsBought?: number | null;
  /** The marketplace whose stock ships the order when not this one's (EFN cross-border fee). */
  fulfilledFrom?: MarketplaceCode | null;
};

/** A context with its defaults filled in, and the supplier's cost in the marketplace's currency. */
export type ResolvedContext = Required<
  Omit<MarketplaceContext, 'monthsInStock' | 'unitsBought' | 'exchangeRates' | 'costCurrency' | 'settingsCurrency' | 'fixedRates'>
> & {
  currency: string;
  /** null: take the default from the sales estimate; a number: as given (0 for a context-less call). */
  monthsInStock: number | null;
  unitsBought: number | null;
  cost: number | null;
  exchangeRate: ExchangeRateUsed | null;
  /** The rate from the settings' currency to the marketplace's; null when they are the same. */
  settingsRate: ExchangeRateUsed | null;
};

/**
 * Fills the defaults and converts the supplier's pack price at the dated rate of `at` (null rate
 * when no conversion was needed); finds the rate the member's settings convert at, from the
 * same table on the same day (settings-currency.ts applies it).
 */
export function resolveContext(context: MarketplaceContext | undefined, cost: number | null, at: Date): ResolvedContext {
  const marketplace = context?.marketplace ?? 'US';
  const currency = MARKETPLACES[marketplace].currency;
  const costCurrency = context?.costCurrency ?? currency;
  const settingsCurrency = context?.settingsCurrency ?? currency;
  const rateTo = (from: string): ExchangeRateUsed =>
    context?.fixedRates?.find((r) => r.from === from && r.to === currency) ??
    convert(1, from, currency, context?.exchangeRates ?? ECB_REFERENCE_RATES, at).rate;
  const costRate = cost !== null && costCurrency !== currency ? rateTo(costCurrency) : null;
  const converted = costRate && cost !== null ? { amount: cost * costRate.rate, rate: costRate } : null;
  return {
    marketplace,
    currency,
    vatRegistered: context?.vatRegistered ?? false,
    costsIncludeVat: context?.costsIncludeVat ?? false,
    fulfilment: context?.fulfilment ?? 'FBA',
    fbmShipping: context?.fbmShipping ?? null,
    monthsInStock: context ? (context.monthsInStock ?? null) : 0,
    unitsBought: context?.unitsBought ?? null,
    fulfilledFrom: context?.fulfilledFrom ?? null,
    cost: converted ? converted.amount : cost,
    exchangeRate: converted?.rate ?? null,
    settingsRate: settingsCurrency !== currency ? rateTo(settingsCurrency) : null,
  };
}

/** What an analysis served to a client says about where and how it was made (contracts' MarketplaceAnalysis). */
export type AnalysedWhere = {
  marketplace?: MarketplaceCode | undefined;
  vatRegistered?: boolean | undefined;
  costsIncludeVat?: boolean | undefined;
  exchangeRate?: ExchangeRateUsed | null | undefined;
  settingsExchangeRate?: ExchangeRateUsed | null | undefined;
  fulfilment?: Fulfilment | undefined;
  monthsInStock?: number | null | undefined;
};

/**
 * The context that makes the same analysis again from a served one (a client recomputing while a
 * member edits the cost): its marketplace, VAT position, fulfilment and months in stock, and the
 * exchange rates it used (the supplier's cost and the member's settings) as fixed rates, so the
 * new figures convert at the same rates. An analysis from before marketplaces (no fields) is
 * amazon.com, USD, FBA, no VAT, no storage.
 */
export function contextOfAnalysis(analysed: AnalysedWhere, fbmShipping: FbmShipping | null): MarketplaceContext | undefined {
  if (!analysed.marketplace) return undefined;
  const cost = analysed.exchangeRate ?? null;
  const settings = analysed.settingsExchangeRate ?? null;
  return {
    marketplace: analysed.marketplace,
    vatRegistered: analysed.vatRegistered ?? false,
    costsIncludeVat: analysed.costsIncludeVat ?? false,
    fulfilment: analysed.fulfilment ?? 'FBA',
    fbmShipping,
    monthsInStock: analysed.monthsInStock ?? null,
    ...(cost ? { costCurrency: cost.from } : {}),
    ...(settings ? { settingsCurrency: settings.from } : {}),
    fixedRates: [cost, settings].filter((rate): rate is ExchangeRateUsed => rate !== null),
  };
}
