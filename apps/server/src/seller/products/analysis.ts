import type {
  BrandAlert,
  Fulfilment,
  MarketFields,
  MarketplaceCode,
  MarketSnapshot,
  ProductAnalysis,
  ScoreThresholds,
} from '@shelfscope/contracts';
import type { MarketSignals } from './market-signals.js';
import type { ReadingEligibility } from './reading-eligibility.js';

/** The cost inputs of one product and the overrides that choose its buy-box price. */
export type CostInputs = {
  cost: number | null;
  preparationCost: number | null;
  quantityPack: number;
  /** The product's own override (-1 = not set) and custom value. */
  override: number;
  overrideCustomValue: number | null;
  /** The supplier-wide override, used when the product sets none. */
  supplierOverride: number;
  supplierOverrideCustomValue: number | null;
  /** Where it sells: the product's marketplace (its figures are in that marketplace's currency). */
  marketplace: MarketplaceCode;
  /** The currency `cost` is in: the supplier's (the marketplace's for the quick view). */
  costCurrency: string;
  /** Whether `cost` includes VAT (the supplier's setting). */
  costsIncludeVat: boolean;
  /** The product's own fulfilment; null: the member's default. */
  fulfilment: Fulfilment | null;
  /** Months a unit is expected to sit in stock (FBA storage); null: from the sales estimate. */
  monthsInStock: number | null;
};

/**
 * The member's settings the analysis uses (UserSettings). The money ones (inbound, default
 * preparation, FBM shipping, the profit thresholds) are in `currency`; the analysis converts
 * them into each product's marketplace currency (docs/marketplaces.md).
 */
export type AnalysisSettings = {
  /** The currency of the company's default marketplace: what the money settings are in. */
  currency: string;
  inboundFees: number;
  roiPercentage: number;
  competitionMargin: number;
  defaultPreparationCost: number;
  applyDefaultPreparationCostWhenZero: boolean;
  scoreThresholds: ScoreThresholds;
  /** The company's VAT registration (docs/marketplaces.md). */
  vatRegistered: boolean;
  defaultFulfilment: Fulfilment;
  fbmShippingPerUnit: number;
  fbmShippingTable: { upToGrams: number; cost: number }[];
};

/**
 * What a version stores and the list serves: the market's fields with the analysis and what the
 * offers say of the sellers (market-signals.ts); a version also records the product's
 * eligibility at the reading (reading-eligibility.ts), which the product row keeps itself.
 */
export type VersionPayload = MarketFields & ProductAnalysis & MarketSignals & Partial<ReadingEligibility>;

/** Runs the profit engine on a snapshot (see ./analyze.ts for the implementation). */
export type Analyze = {
  (
    snapshot: Omit<MarketSnapshot, 'history'>,
    inputs: CostInputs,
    settings: AnalysisSettings,
    alert: BrandAlert | null,
    at: Date,
  ): ProductAnalysis;
  /**
   * What a new product on `marketplace` takes as its own preparation cost: the member's default
   * (when the settings apply it) in the marketplace's currency at the analysis's rate of `at`;
   * null when the default does not apply.
   */
  defaultPreparation(settings: AnalysisSettings, marketplace: MarketplaceCode, at: Date): number | null;
};
