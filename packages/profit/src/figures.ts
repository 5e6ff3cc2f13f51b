import { lowestSafePrice, priceEdges } from './break-even.js';
import { type FeeContext, type Fees, feesAt } from './fees.js';
import { cents, percent } from './money.js';
import { maxCostFor, returnOnInvestment } from './profit.js';
import type { FeeTable } from './tables/types.js';
import { type VatPosition, type VatRates, type VatSplit, vatSplit } from './vat.js';

export type Fulfilment = 'FBA' | 'FBM';

/** One fulfilment's figures side by side with the other's (the contracts' FulfilmentFigures). */
export type FulfilmentFigures = {
  fulfilment: Fulfilment;
  /** FBA: Amazon's fulfilment fee; FBM: the seller's own shipping per unit. */
  fulfillmentFee: number | null;
  /** FBA storage per unit over the months in stock; FBM: 0. */
  storageFee: number | null;
  /** Everything taken from the price but the goods and VAT: referral, closing, fulfilment (or shipping), storage, inbound (FBA). */
  feesTotal: number | null;
  profitLoss: number | null;
  roi: number | null;
  margin: number | null;
  maxCost: number | null;
  breakEven: number | null;
};

/** What a sale on one marketplace depends on besides its price. */
export type SaleContext = {
  goodsCost: number | null;
  /**
   * The part of goodsCost bought from the supplier (goodsCost without preparation): the part whose
   * VAT `costsIncludeVat` speaks of. Default: all of goodsCost.
   */
  supplierGoods?: number | null;
  /** The fee context (category, size, provider fees, inbound, date, marketplace, fulfilledFrom). */
  fees: FeeContext;
  table: FeeTable;
  vatRates: VatRates;
  position: VatPosition;
  roiPercentage: number;
  /** FBA storage per unit over the months in stock. */
  storagePerUnit: number;
  /** The seller's shipping per unit for FBM; null when unknown. */
  fbmShipping: number | null;
};

/** One sale at one price, every amount to the cent. */
export type Sale = {
  fees: Fees;
  /** Amazon's own fees, ex-VAT: referral, closing, and for FBA fulfilment and storage. */
  amazonFees: number;
  feesTotal: number;
  vat: VatSplit;
  /** Registered: the price ex-VAT; not registered: the price. */
  revenue: number;
  /** Registered: VAT on fees nets to 0; not registered: VAT on fees is a cost. */
  vatCost: number;
  /** Registered: the cost ex-VAT (input VAT reclaimed); not registered: the cost as charged. */
  costBasis: number | null;
  profit: number | null;
};

/**
 * A sale at `price` (decision 017): registered, profit = P ex-VAT - fees - (C - vatOnCost);
 * not registered, profit = P - fees - vatOnFees - C. So registered - unregistered =
 * vatOnCost + vatOnFees - vatOnSale exactly, every term being whole cents.
 */
export function saleAt(price: number, fulfilment: Fulfilment, context: SaleContext): Sale {
  const fba = fulfilment === 'FBA';
  const fees = feesAt(
    price,
    fba ? context.fees : { ...context.fees, size: null, providerFulfillmentFee: null, inboundFees: 0 },
    context.table,
  );
  const own = fba ? fees.inboundFees : (context.fbmShipping ?? 0);
  const amazonFees = cents(fees.referralFee + fees.closingFee + (fba ? fees.fulfillmentFee + context.storagePerUnit : 0));
  const feesTotal = cents(amazonFees + own);
  const { goodsCost, position } = context;
  const vat = vatSplit({
    price,
    goodsCost: context.supplierGoods === undefined ? goodsCost : context.supplierGoods,
    amazonFees,
    rates: context.vatRates,
    category: context.fees.category,
    position,
  });
  const revenue = position.vatRegistered ? vat.priceExVat : price;
  const vatCost = position.vatRegistered ? 0 : vat.vatOnFees;
  const costBasis = goodsCost === null ? null : position.vatRegistered ? cents(goodsCost - vat.vatOnCost) : goodsCost;
  const profit = costBasis === null ? null : cents(revenue - feesTotal - vatCost - costBasis);
  return { fees, amazonFees, feesTotal, vat, revenue, vatCost, costBasis, profit };
}

/**
 * The figures of one fulfilment at the selected price: profit (saleAt), ROI = profit / the cost
 * basis (ex-VAT when registered), margin = profit / revenue, maxCost = the most the unit may cost
 * as entered (VAT included when costs include it and the seller reclaims it) for the target ROI,
 * breakEven = the lowest price from which no price loses money. FBM without a shipping cost:
 * every figure unknown.
 */
export function fulfilmentFigures(
  price: number | null,
  fulfilment: Fulfilment,
  context: SaleContext,
): { figures: FulfilmentFigures; sale: Sale | null } {
  const unknownFbm = fulfilment === 'FBM' && context.fbmShipping === null;
  if (price === null || unknownFbm) {
    const empty = {
      fulfillmentFee: null,
      storageFee: null,
      feesTotal: null,
      profitLoss: null,
      roi: null,
      margin: null,
      maxCost: null,
    };
    return { figures: { fulfilment, ...empty, breakEven: unknownFbm ? null : breakEvenFor(fulfilment, context) }, sale: null };
  }
  const sale = saleAt(price, fulfilment, context);
  const { profit, costBasis, revenue } = sale;
  return {
    sale,
    figures: {
      fulfilment,
      fulfillmentFee: fulfilment === 'FBA' ? sale.fees.fulfillmentFee : context.fbmShipping,
      storageFee: fulfilment === 'FBA' ? context.storagePerUnit : 0,
      feesTotal: sale.feesTotal,
      profitLoss: profit,
      roi: profit !== null && costBasis !== null ? returnOnInvestment(profit, costBasis) : null,
      margin: profit !== null && revenue ? percent(profit / revenue) : null,
      maxCost: maxCostAsEntered(sale, context),
      breakEven: breakEvenFor(fulfilment, context),
    },
  };
}

/** (revenue - vatCost - fees) / (1 + R), at least 0; grossed up by the VAT rate when a registered seller's costs include VAT. */
function maxCostAsEntered(sale: Sale, context: SaleContext): number {
  const basis = maxCostFor(cents(sale.revenue - sale.vatCost), sale.feesTotal, context.roiPercentage);
  const rate = sale.vat.vatRate;
  return context.position.vatRegistered && context.position.costsIncludeVat && rate ? cents(basis * (1 + rate / 100)) : basis;
}

/** The break-even price for a fulfilment: the lowest price, to the cent, from which no price loses (see lowestSafePrice). */
function breakEvenFor(fulfilment: Fulfilment, context: SaleContext): number | null {
  if (context.goodsCost === null) return null;
  const profitCents = (priceCents: number) => Math.round((saleAt(priceCents / 100, fulfilment, context).profit ?? 0) * 100);
  return lowestSafePrice(profitCents, priceEdges(context.fees, context.table));
}
