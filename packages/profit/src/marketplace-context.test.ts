import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Market, type Settings } from './analyze.js';
import type { FbmShipping } from './fbm.js';
import type { ExchangeRates } from './fx.js';
import { contextOfAnalysis, type MarketplaceContext } from './marketplace-context.js';
import { TOY_MARKET, TOY_SETTINGS } from './toy-market.js';

const AT = new Date('2026-06-01T12:00:00Z');
const SETTINGS: Settings = { ...TOY_SETTINGS, defaultPreparationCost: 0.4, applyDefaultPreparationCostWhenZero: true };
/** The README's toy, selling 120 a month. */
const MARKET: Market = { ...TOY_MARKET, monthlySold: 120 };
const RATES: ExchangeRates = {
  source: 'test',
  days: [{ day: '2026-05-29', perEuro: { GBP: 0.85, USD: 1.16, JPY: 170, CAD: 1.61, MXN: 20.4 } }],
};
const FBM: FbmShipping = { perUnit: 3.2 };

/** What a client does: analyse again from the served analysis, with a new cost. */
const again = (served: ReturnType<typeof analyze>, marketplace: MarketplaceContext['marketplace'], cost: number) =>
  analyze(MARKET, { cost, preparationCost: null, quantityPack: 2, overrides: [] }, SETTINGS, null, AT, {
    ...contextOfAnalysis({ ...served, marketplace }, FBM),
  });

describe('contextOfAnalysis: a served analysis made again gives the same figures', () => {
  it('for every marketplace, VAT position, fulfilment, cost and settings currency and cost', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'CA', 'MX', 'UK', 'DE', 'FR', 'IT', 'ES', 'JP' as const),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('FBA', 'FBM' as const),
        fc.constantFrom('GBP', 'EUR', 'USD', 'JPY', null),
        fc.constantFrom('GBP', 'EUR', 'USD', 'JPY', null),
        fc.integer({ min: 1, max: 5000 }),
        (marketplace, vatRegistered, costsIncludeVat, fulfilment, costCurrency, settingsCurrency, costCents) => {
          const context: MarketplaceContext = {
            marketplace,
            vatRegistered,
            costsIncludeVat,
            fulfilment,
            fbmShipping: FBM,
            exchangeRates: RATES,
            ...(costCurrency ? { costCurrency } : {}),
            ...(settingsCurrency ? { settingsCurrency } : {}),
          };
          const cost = costCents / 100;
          const served = analyze(
            MARKET,
            { cost, preparationCost: null, quantityPack: 2, overrides: [] },
            SETTINGS,
            null,
            AT,
            context,
          );
          const made = again(served, marketplace, cost);
          for (const key of ['profitLoss', 'roi', 'margin', 'maxCost', 'breakEven', 'totalGoodsCost', 'storageFee'] as const)
            expect(made[key], key).toBe(served[key]);
          expect(made.vatOnCost).toBe(served.vatOnCost);
          expect(made.exchangeRate).toEqual(served.exchangeRate);
          expect(made.settingsExchangeRate).toEqual(served.settingsExchangeRate);
          expect(made.inboundFees).toBe(served.inboundFees);
          expect(made.fbm).toEqual(served.fbm);
        },
      ),
      { numRuns: 200 },
    );
    // 200 generated analyses: under a second idle, past the default 5 s on a loaded machine.
  }, 30_000);

  it('gives no context for an analysis from before marketplaces', () => {
    expect(contextOfAnalysis({}, FBM)).toBeUndefined();
  });
});
