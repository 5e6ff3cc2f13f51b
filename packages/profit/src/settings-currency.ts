import type { Settings } from './analyze.js';
import type { FbmShipping } from './fbm.js';
import type { ExchangeRateUsed } from './fx.js';
import { cents } from './money.js';

/**
 * The member's money settings are amounts in the currency of the company's default marketplace
 * (docs/marketplaces.md). A product on a marketplace with another currency uses them converted
 * at the analysis's dated rate `rate` (settings currency to the marketplace's): each amount
 * times the rate, to the cent, as the marketplace would charge it; the profit score's
 * thresholds times the rate (bands, not charges: not rounded). No rate: the same currency, as is.
 */
export function settingsAtRate<S extends Settings>(settings: S, rate: ExchangeRateUsed | null): S {
  if (!rate) return settings;
  const at = (amount: number) => cents(amount * rate.rate);
  const profit = settings.scoreThresholds.profit;
  return {
    ...settings,
    inboundFees: at(settings.inboundFees),
    defaultPreparationCost: at(settings.defaultPreparationCost),
    scoreThresholds: {
      ...settings.scoreThresholds,
      profit: {
        veryWeak: profit.veryWeak * rate.rate,
        poor: profit.poor * rate.rate,
        moderate: profit.moderate * rate.rate,
        good: profit.good * rate.rate,
      },
    },
  };
}

/** The seller's FBM shipping (a settings amount) at the same rate: the flat cost or each row's cost, to the cent. */
export function fbmShippingAtRate(shipping: FbmShipping | null, rate: ExchangeRateUsed | null): FbmShipping | null {
  if (!shipping || !rate) return shipping;
  const at = (amount: number) => cents(amount * rate.rate);
  if ('perUnit' in shipping) return { perUnit: at(shipping.perUnit) };
  return { byWeight: shipping.byWeight.map((row) => ({ upToGrams: row.upToGrams, cost: at(row.cost) })) };
}
