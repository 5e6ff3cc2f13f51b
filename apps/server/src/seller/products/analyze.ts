import type { ProductAnalysis } from '@shelfscope/contracts';
import {
  analyze,
  ECB_REFERENCE_RATES,
  type ExchangeRates,
  fbmShippingFromSettings,
  marketOf,
  resolveContext,
  settingsAtRate,
} from '@shelfscope/profit';
import type { Analyze } from './analysis.js';

/** Where the analysis reads exchange rates from: the server's shared table (market/fx/rates.ts). */
export type RateSource = { table(): ExchangeRates };

/** The rates shipped with the profit engine: for callers without the server's table (tests, tools). */
export const SHIPPED_RATES: RateSource = { table: () => ECB_REFERENCE_RATES };

/**
 * The profit engine on a snapshot with a product's inputs: overrides resolve product first,
 * then the supplier; the marketplace, VAT, fulfilment and currency context of
 * docs/marketplaces.md come from the product, its supplier, the company and the member. The
 * member's money settings are in the company's currency (`settings.currency`): the engine
 * converts them at the same table and day as the supplier's cost (settings-currency.ts).
 */
export function analyzerWith(rates: RateSource): Analyze {
  const run = (...[snapshot, inputs, settings, alert, at]: Parameters<Analyze>): ProductAnalysis =>
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
        settingsCurrency: settings.currency,
        exchangeRates: rates.table(),
        fulfilment: inputs.fulfilment ?? settings.defaultFulfilment,
        fbmShipping: fbmShippingFromSettings(settings),
        monthsInStock: inputs.monthsInStock,
      },
    );
  return Object.assign(run, {
    defaultPreparation: (...[settings, marketplace, at]: Parameters<Analyze['defaultPreparation']>) => {
      if (!settings.applyDefaultPreparationCostWhenZero) return null;
      const where = resolveContext({ marketplace, settingsCurrency: settings.currency, exchangeRates: rates.table() }, null, at);
      return settingsAtRate(settings, where.settingsRate).defaultPreparationCost;
    },
  });
}

/** The analysis with the shipped exchange rates (the server uses `analyzerWith(services.rates)`). */
export const analyzeSnapshot: Analyze = analyzerWith(SHIPPED_RATES);
