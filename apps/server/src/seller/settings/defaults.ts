import type { ProductColumn } from '@shelfscope/contracts';

/**
 * A new member's settings. Sources: ../shared/domain-notes.md (US fees, formulas) and the usual
 * rules of thumb of online arbitrage; every value is the member's to change.
 */
export const DEFAULT_SETTINGS = {
  theme: 0 as const,
  measurementSystem: 0 as const,
  /**
   * Per unit, in the company's currency (docs/marketplaces.md), for getting a unit into the fulfillment centre: the inbound placement fee
   * ($0.16-0.30 small standard, 2026) plus a little partnered-carrier shipping.
   */
  inboundFees: 0.5,
  /** Target ROI in percent: 30% is the common floor for online arbitrage buys. */
  roiPercentage: 30,
  /** Percent: an offer priced within 2% of the lowest still competes for the buy box. */
  competitionMargin: 2,
  /** Per unit, in the company's currency: labelling and a poly bag at a prep centre. */
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: true,
};

/** A new member's score thresholds live with the scores that rate by them (packages/profit). */
export { DEFAULT_SCORE_THRESHOLDS } from '@shelfscope/profit';

/** What a sourcing decision needs at a glance: the product, its cost, profit, demand and competition. */
export const DEFAULT_COLUMNS: ProductColumn[] = [
  'image',
  'asin',
  'title',
  'brand',
  'cost',
  'selectedBuyBoxValue',
  'profitLoss',
  'roi',
  'margin',
  'salesEstimate',
  'bsrCurrent',
  'fbaOffersCount',
  'astroScore',
  'hasAlert',
];
