import type { ProductDetail, UserSettings } from '@shelfscope/contracts';
import { type Analysis, analyze, contextOfAnalysis, fbmShippingFromSettings, marketOf, type Override } from '@shelfscope/profit';

/** The cost inputs and override a user edits in the profit panel. */
export type EditableInputs = {
  cost: number | null;
  preparationCost: number | null;
  quantityPack: number;
  override: number;
  overrideCustomValue: number | null;
};

export const inputsOf = (p: ProductDetail): EditableInputs => ({
  cost: p.cost,
  preparationCost: p.preparationCost,
  quantityPack: p.quantityPack,
  override: p.override,
  overrideCustomValue: p.overrideCustomValue,
});

/**
 * The analysis the server would store for these inputs: the product's own override first, then
 * the supplier's (null for the quick view), with the member's settings, at `at`, in the
 * product's marketplace context (contextOfAnalysis).
 */
export function recompute(
  product: ProductDetail,
  inputs: EditableInputs,
  settings: UserSettings,
  supplierOverride: Override | null,
  at: Date = new Date(),
): Analysis {
  return analyze(
    // The server's own mapping of a listing (`marketOf`), on the product as served. Its
    // referralFeePercentage is the rate the rule charged (packages/profit referralFee: 15, not the
    // 14.99 a rounded fee makes of a price), so every price, and the break-even, matches the
    // server's to the cent; only where the $0.30 minimum decided is it fee / price.
    marketOf(product, product.offers),
    {
      cost: inputs.cost,
      preparationCost: inputs.preparationCost,
      quantityPack: inputs.quantityPack,
      overrides: [{ value: inputs.override, customValue: inputs.overrideCustomValue }, supplierOverride],
    },
    {
      inboundFees: settings.inboundFees,
      roiPercentage: settings.roiPercentage,
      competitionMargin: settings.competitionMargin,
      defaultPreparationCost: settings.defaultPreparationCost,
      applyDefaultPreparationCostWhenZero: settings.applyDefaultPreparationCostWhenZero,
      scoreThresholds: settings.scoreThresholds,
    },
    product.alert,
    at,
    // Where and how the server analysed it (marketplace, VAT, exchange rate, fulfilment, months
    // in stock): the live figures are the ones the server will store after the save.
    contextOfAnalysis(product, fbmShippingFromSettings(settings)),
  );
}
