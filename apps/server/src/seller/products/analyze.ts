import type { ProductAnalysis } from '@shelfscope/contracts';
import { analyze, ECB_REFERENCE_RATES, type ExchangeRates, fbmShippingFromSettings, marketOf } from '@shelfscope/profit';
import type { Analyze } from './analysis.js';

/** Where the analysis reads exchange rates from: the server's shared table (market/fx/rates.ts). */
export type RateSource = { table(): ExchangeRates };

/** The rates shipped with the profit engine: for callers without the server's table (tests, tools). */
export const SHIPPED_RATES: RateSource = { table: () => ECB_REFERENCE_RATES };

/**
 * The profit engine on a snapshot with a product's inputs: overrides resolve product first,
 * then the supplier; the marketplace, VAT, fulfilment and currency context of
 * docs/marketplaces.md come from the product, its supplier, the company and the member.
 */
export function analyzerWith(rates: RateSource): Analyze {
  return (snapshot, inputs, settings, alert, at): ProductAnalysis =>
    analyze(
      marketOf(snapshot.fields, snapshot.offers),
      {
        cost: inputs.cost,
        preparationCost: inputs.preparationCost,
        quantityPack: inputs.quantityPack,
        overrides: [
          { value: inputs.override, customValue: inputs.overrideCustomValue },
          { value: inputs.supplierOverride, customValue: inputs.supplierOverrideCustomValue },
        ],
      },
      settings,
      alert,
      at,
      {
        marketplace: inputs.marketplace,
        vatRegistered: settings.vatRegistered,
        costsIncludeVat: inputs.costsIncludeVat,
        costCurrency: inputs.costCurrency,
        exchangeRates: rates.table(),
        fulfilment: inputs.fulfilment ?? settings.defaultFulfilment,
        fbmShipping: fbmShippingFromSettings(settings),
        monthsInStock: inputs.monthsInStock,
      },
    );
}

/** The analysis with the shipped exchange rates (the server uses `analyzerWith(services.rates)`). */
export const analyzeSnapshot: Analyze = analyzerWith(SHIPPED_RATES);
