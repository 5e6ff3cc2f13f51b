import type { ProductColumn, ScoreThresholds } from '@shelfscope/contracts';

/**
 * A new member's settings. Sources: ../shared/domain-notes.md (US fees, formulas) and the usual
 * rules of thumb of online arbitrage; every value is the member's to change.
 */
export const DEFAULT_SETTINGS = {
  theme: 0 as const,
  measurementSystem: 0 as const,
  /**
   * USD per unit for getting a unit into the fulfillment centre: the inbound placement fee
   * ($0.16-0.30 small standard, 2026) plus a little partnered-carrier shipping.
   */
  inboundFees: 0.5,
  /** Target ROI in percent: 30% is the common floor for online arbitrage buys. */
  roiPercentage: 30,
  /** Percent: an offer priced within 2% of the lowest still competes for the buy box. */
  competitionMargin: 2,
  /** USD per unit: labelling and a poly bag at a prep centre. */
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: true,
};

/**
 * The value from which a product reaches each level; short of veryWeak it rates below very weak.
 * Ascending (higher is better) but for bsr and offers, which descend (lower is better).
 */
export const DEFAULT_SCORE_THRESHOLDS: ScoreThresholds = {
  /** Percent of the last 90 days Amazon itself was out of stock (Amazon selling hurts). */
  amazon: { veryWeak: 10, poor: 30, moderate: 60, good: 90 },
  /** Sales rank (lower is better); category-blind rules of thumb for the main categories. */
  bsr: { veryWeak: 500_000, poor: 250_000, moderate: 100_000, good: 25_000 },
  /** Competing FBA offers (lower is better). */
  offers: { veryWeak: 20, poor: 12, moderate: 6, good: 3 },
  /** Percent the buy-box price sits above the break-even price (the room for a price war). */
  breakEven: { veryWeak: 0, poor: 5, moderate: 15, good: 30 },
  /** Profit per unit, USD. */
  profit: { veryWeak: 0, poor: 1, moderate: 2.5, good: 5 },
  /** Estimated units sold a month (all sellers). */
  salesEstimate: { veryWeak: 10, poor: 30, moderate: 100, good: 300 },
  /** My estimated units a month: sales / (competing FBA offers + 1). */
  myShare30: { veryWeak: 2, poor: 5, moderate: 15, good: 40 },
  /** ROI, percent; moderate matches the default target (roiPercentage). */
  roi: { veryWeak: 10, poor: 20, moderate: 30, good: 50 },
  /** Margin (profit / price), percent. */
  margin: { veryWeak: 5, poor: 10, moderate: 20, good: 30 },
};

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
