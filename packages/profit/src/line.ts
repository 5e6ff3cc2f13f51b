import type { MarketplaceCode } from '@shelfscope/contracts';
import type { FeeContext } from './fees.js';
import { type Fulfilment, type Sale, type SaleContext, saleAt } from './figures.js';
import type { ExchangeRateUsed } from './fx.js';
import { cents, percent } from './money.js';
import { returnOnInvestment } from './profit.js';
import type { PackageSize } from './size-tier.js';
import { feeTableAt } from './tables/index.js';
import { vatRatesAt } from './vat.js';

/**
 * N listing units of a product sold at one price, in the marketplace's currency: one unit's sale
 * (saleAt, so the product's own definition) times N, with the cost of the N units as bought.
 */
export type UnitsSale = {
  units: number;
  /** One unit's sale at the price, its cost being the units' cost / N. */
  unit: Sale;
  /** N x the unit's revenue: the price ex-VAT when VAT-registered, else the price. */
  revenue: number;
  /** N x Amazon's fees (ex-VAT): referral, closing, and for FBA fulfilment and storage. */
  amazonFees: number;
  /** N x the seller's own per-unit cost: inbound (FBA) or shipping (FBM). */
  ownCosts: number;
  /** N x the VAT on fees a seller who is not registered pays (0 when registered). */
  vatCost: number;
  /** N x the input VAT on the cost a registered seller reclaims (0 otherwise). */
  vatReclaimed: number;
  /** What the units pay out: revenue - amazonFees - vatCost - ownCosts. */
  netReturn: number;
  /** The units' goods and preparation as bought; null when unknown. */
  goodsAndPrep: number | null;
  /** goodsAndPrep - vatReclaimed: what ROI divides by. */
  costBasis: number | null;
  /** netReturn - costBasis. */
  profit: number | null;
  /** profit / costBasis (returnOnInvestment). */
  roi: number | null;
  /** profit / revenue, percent. */
  margin: number | null;
};

/** The cost of the units as bought: goods and preparation, and the goods alone (whose VAT `costsIncludeVat` speaks of). */
export type UnitsCost = { goodsAndPrep: number | null; supplierGoods?: number | null };

/**
 * Costs `units` listing units at `price` with the product's sale context (decision 017). Each
 * per-unit amount is saleAt's, whole cents, times the units; the cost is `cost` for all of them
 * (default: units x the context's goodsCost and supplierGoods), so one unit at the product's own
 * cost gives the product's profitLoss and ROI exactly, and N units give N times that when the cost
 * is N times.
 */
export function unitsSaleAt(input: {
  units: number;
  price: number;
  fulfilment: Fulfilment;
  context: SaleContext;
  cost?: UnitsCost;
}): UnitsSale {
  const { units, price, fulfilment, context } = input;
  const times = (amount: number) => cents(units * amount);
  const timesOrNull = (amount: number | null | undefined) => (amount === null || amount === undefined ? amount : times(amount));
  const cost = input.cost ?? {
    goodsAndPrep: timesOrNull(context.goodsCost) ?? null,
    supplierGoods: timesOrNull(context.supplierGoods),
  };
  const goodsAndPrep = cost.goodsAndPrep;
  const perUnit = (total: number | null | undefined) =>
    total === null || total === undefined ? total : units > 0 ? total / units : null;
  const unit = saleAt(price, fulfilment, {
    ...context,
    goodsCost: perUnit(goodsAndPrep) ?? null,
    supplierGoods: perUnit(cost.supplierGoods),
  });
  const revenue = times(unit.revenue);
  const amazonFees = times(unit.amazonFees);
  const ownCosts = times(cents(unit.feesTotal - unit.amazonFees));
  const vatCost = times(unit.vatCost);
  // As in saleAt: only a registered seller reclaims the VAT in the cost.
  const vatReclaimed = context.position.vatRegistered ? times(unit.vat.vatOnCost) : 0;
  const netReturn = cents(revenue - amazonFees - vatCost - ownCosts);
  const costBasis = goodsAndPrep === null ? null : cents(goodsAndPrep - vatReclaimed);
  const profit = costBasis === null ? null : cents(netReturn - costBasis);
  return {
    units,
    unit,
    revenue,
    amazonFees,
    ownCosts,
    vatCost,
    vatReclaimed,
    netReturn,
    goodsAndPrep,
    costBasis,
    profit,
    roi: profit !== null && costBasis !== null ? returnOnInvestment(profit, costBasis) : null,
    margin: profit !== null && revenue ? percent(profit / revenue) : null,
  };
}

/** What a product's stored analysis says about how it sells (the contracts' Product fields). */
export type StoredSaleInputs = {
  marketplace?: MarketplaceCode | undefined;
  category: string | null;
  size: PackageSize | null;
  providerReferralPercent: number | null;
  providerFulfillmentFee: number | null;
  inboundFees: number | null;
  fulfilment?: Fulfilment | undefined;
  /** FBA storage per unit as the analysis charged it (its `fba.storageFee`, else `storageFee`). */
  storagePerUnit: number | null;
  /** The FBM shipping per unit the analysis used (its `fbm.fulfillmentFee`); null when unknown. */
  fbmShipping: number | null;
  vatRegistered?: boolean | undefined;
  /** The supplier's: whether its costs include VAT. */
  costsIncludeVat: boolean;
  targetROI: number | null;
};

/**
 * The sale context of a product as its analysis was made, for costing lines at `at`: the
 * marketplace's fee table and VAT rates in force, the storage and FBM shipping per unit the
 * analysis charged, its VAT registration and the supplier's VAT-inclusive costs. An analysis
 * made before marketplaces (no keys) is amazon.com, FBA, no VAT, no storage.
 */
export function storedSaleContext(stored: StoredSaleInputs, at: Date): { context: SaleContext; fulfilment: Fulfilment } {
  const marketplace = stored.marketplace ?? 'US';
  const fees: FeeContext = {
    category: stored.category,
    size: stored.size,
    providerReferralPercent: stored.providerReferralPercent,
    providerFulfillmentFee: stored.providerFulfillmentFee,
    inboundFees: stored.inboundFees ?? 0,
    date: at,
    marketplace,
  };
  return {
    fulfilment: stored.fulfilment ?? 'FBA',
    context: {
      goodsCost: null,
      fees,
      table: feeTableAt(at, marketplace),
      vatRates: vatRatesAt(marketplace, at),
      position: { vatRegistered: stored.vatRegistered ?? false, costsIncludeVat: stored.costsIncludeVat },
      roiPercentage: stored.targetROI ?? 0,
      storagePerUnit: stored.storagePerUnit ?? 0,
      fbmShipping: stored.fbmShipping,
    },
  };
}

/**
 * An amount in the supplier's currency in the marketplace's, at the rate the product's analysis
 * used (unrounded, as the analysis converts the pack price); no rate: the same currency.
 */
export function inMarketplaceCurrency(amount: number, rate: Pick<ExchangeRateUsed, 'rate'> | null | undefined): number {
  return rate ? amount * rate.rate : amount;
}
