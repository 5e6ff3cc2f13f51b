import { describe, expect, it } from 'vitest';
import { analyze, type Settings } from './analyze.js';
import type { ExchangeRates } from './fx.js';
import type { MarketplaceContext } from './marketplace-context.js';
import { settingsAtRate } from './settings-currency.js';
import { TOY_MARKET, TOY_SETTINGS } from './toy-market.js';

const AT = new Date('2026-06-01T12:00:00Z');
/** One published day: 1 EUR = 0.85 GBP = 1.16 USD, so 1 USD = round(0.85 / 1.16, 6) = 0.732759 GBP. */
const RATES: ExchangeRates = { source: 'test', days: [{ day: '2026-05-29', perEuro: { GBP: 0.85, USD: 1.16 } }] };
const USD_TO_GBP = 0.732759;
const INPUTS = { cost: 8, preparationCost: null, quantityPack: 1, overrides: [] };
/** A US-default company (settings in dollars) selling the toy on amazon.co.uk, not VAT-registered, costs in pounds. */
const UK_FROM_US: MarketplaceContext = { marketplace: 'UK', settingsCurrency: 'USD', exchangeRates: RATES };

const run = (settings: Settings, context: MarketplaceContext) => analyze(TOY_MARKET, INPUTS, settings, null, AT, context);

describe('settings amounts are in the company currency, converted at the analysis rate', () => {
  it('0.50 USD inbound is 0.50 x 0.732759 = 0.37 GBP on a UK product, and profit moves by exactly that', () => {
    const withInbound = run({ ...TOY_SETTINGS, inboundFees: 0.5 }, UK_FROM_US);
    const without = run({ ...TOY_SETTINGS, inboundFees: 0 }, UK_FROM_US);
    expect(withInbound.inboundFees).toBe(0.37);
    expect(withInbound.settingsExchangeRate).toEqual({
      from: 'USD',
      to: 'GBP',
      rate: USD_TO_GBP,
      day: '2026-05-29',
      source: 'test',
    });
    expect(without.profitLoss).not.toBeNull();
    expect(Math.round(((without.profitLoss as number) - (withInbound.profitLoss as number)) * 100)).toBe(37);
  });

  it('takes the default preparation into the goods cost in pounds', () => {
    const prep = { ...TOY_SETTINGS, inboundFees: 0, defaultPreparationCost: 0.5, applyDefaultPreparationCostWhenZero: true };
    // 8.00 GBP of goods (the supplier quotes in the marketplace's currency) + 0.37 GBP of preparation.
    expect(run(prep, UK_FROM_US).totalGoodsCost).toBe(8.37);
  });

  it('converts FBM shipping per unit and each row of the weight table', () => {
    const fbm = (shipping: MarketplaceContext['fbmShipping']) =>
      run(TOY_SETTINGS, { ...UK_FROM_US, fulfilment: 'FBM', fbmShipping: shipping }).fbm?.fulfillmentFee;
    expect(fbm({ perUnit: 3 })).toBe(2.2); // 2.198277
    expect(
      fbm({
        byWeight: [
          { upToGrams: 500, cost: 2 },
          { upToGrams: 2000, cost: 4 },
        ],
      }),
    ).toBe(2.93); // 800 g: 4 x 0.732759
  });

  it('scales the profit score thresholds, not the percentages', () => {
    const rate = { from: 'USD', to: 'GBP', rate: 0.5, day: '2026-05-29', source: 'test' };
    const local = settingsAtRate({ ...TOY_SETTINGS, roiPercentage: 30, competitionMargin: 2 }, rate);
    expect(local.scoreThresholds.profit).toEqual({ veryWeak: 0, poor: 0.5, moderate: 1.25, good: 2.5 });
    expect(local.scoreThresholds.roi).toEqual(TOY_SETTINGS.scoreThresholds.roi);
    expect([local.roiPercentage, local.competitionMargin]).toEqual([30, 2]);
  });

  it('leaves them as they are where the company currency is the marketplace one', () => {
    const inPounds = run({ ...TOY_SETTINGS, inboundFees: 0.5 }, { ...UK_FROM_US, settingsCurrency: 'GBP' });
    expect(inPounds.inboundFees).toBe(0.5);
    expect(inPounds.settingsExchangeRate).toBeNull();
    expect(inPounds).toEqual(run({ ...TOY_SETTINGS, inboundFees: 0.5 }, { marketplace: 'UK', exchangeRates: RATES }));
  });
});
