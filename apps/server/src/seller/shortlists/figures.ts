import type { Product, ShortlistTotals } from '@shelfscope/contracts';
import { cents, feesAt, type Override, percent, resolveOverride, returnOnInvestment, selectPrice } from '@shelfscope/profit';

/** The product fields a line's figures read (a summary loads only these). */
export const LINE_FIELDS = [
  'packageQuantity',
  'totalGoodsCost',
  'packageLengthPrecise',
  'packageWidthPrecise',
  'packageHeightPrecise',
  'packageWeightPrecise',
  'category',
  'referralFeePercentage',
  'providerFbaFee',
  'inboundFees',
  'buyBoxCurrent',
  'buyBoxAvg30',
  'buyBoxAvg90',
  'buyBoxAvg180',
  'newFbaLowest',
  'newCurrent',
] as const;
export type LineProduct = Pick<Product, (typeof LINE_FIELDS)[number] | 'quantityPack' | 'cost'>;

/** A shortlist line's inputs: the product (its latest version), the quantity and the overrides that apply. */
export type Line = { product: LineProduct; quantity: number; overrides: (Override | null)[] };

export type LineFigures = {
  selectedBuyBoxValue: number | null;
  quantityBuyingSupplierUnits: number;
  /** Listing units the packs make (at least the quantity): what the revenue, fees, prep and inbound count. */
  quantityBuyingListingUnits: number;
  quantityBuyingGoods: number;
  quantityBuyingPrep: number;
  quantityBuyingGoodsPrep: number;
  amazonFeesOnPurchase: number;
  revenueOnPurchase: number;
  profitOnPurchase: number;
  netReturn: number;
  /** Inbound fees on the quantity (the shortlist's "extras"). */
  extras: number;
  /** Revenue at today's buy box. */
  buyBoxCurrentRevenue: number;
  singleItems: number;
};

/**
 * One line, Q listing (ASIN) units of a product whose listing holds `packageQuantity` items, bought
 * in supplier packs of `quantityPack` items at `cost` a pack. The supplier sells whole packs only,
 * so the figures count what the packs make, never one pack's cost against one unit's revenue:
 * - supplier packs = ceil(Q x packageQuantity / quantityPack); goods = packs x cost;
 * - listing units U = floor(packs x quantityPack / packageQuantity) (>= Q: a quantity of 1 of a
 *   pack of 6 buys, and sells, 6);
 * - prep = U x the preparation cost per listing unit (the analysis's totalGoodsCost less the goods);
 * - P = the price the overrides select (item, then shortlist or product by the shortlist's mode,
 *   then supplier); the marketplace fees (referral and fulfillment) and inbound are the fee
 *   tables' at P, per unit, times U;
 * - revenue = U x P; netReturn = revenue - marketplace fees - inbound; profit = netReturn - goods - prep.
 */
export function lineFigures(line: Line, at: Date): LineFigures {
  const p = line.product;
  const q = line.quantity;
  const packageQuantity = Math.max(1, p.packageQuantity);
  const quantityPack = Math.max(1, p.quantityPack);
  const cost = p.cost ?? 0;
  const goodsPerUnit = (cost / quantityPack) * packageQuantity;
  const prepPerUnit = Math.max(0, (p.totalGoodsCost ?? goodsPerUnit) - goodsPerUnit);
  const packs = Math.ceil((q * packageQuantity) / quantityPack);
  const units = Math.floor((packs * quantityPack) / packageQuantity);
  const goods = cents(packs * cost);
  const prep = cents(units * prepPerUnit);
  const price = selectPrice(resolveOverride(...line.overrides), p);
  const size =
    p.packageLengthPrecise && p.packageWidthPrecise && p.packageHeightPrecise && p.packageWeightPrecise
      ? {
          length: p.packageLengthPrecise,
          width: p.packageWidthPrecise,
          height: p.packageHeightPrecise,
          weightPounds: p.packageWeightPrecise,
        }
      : null;
  const fees =
    price === null
      ? null
      : feesAt(price, {
          category: p.category,
          size,
          providerReferralPercent: p.referralFeePercentage,
          providerFulfillmentFee: p.providerFbaFee,
          inboundFees: p.inboundFees ?? 0,
          date: at,
        });
  const revenue = price === null ? 0 : cents(units * price);
  const marketplaceFees = fees ? cents(units * fees.fbaFeesTotal) : 0;
  const extras = fees ? cents(units * fees.inboundFees) : 0;
  const netReturn = cents(revenue - marketplaceFees - extras);
  return {
    selectedBuyBoxValue: price,
    quantityBuyingSupplierUnits: packs,
    quantityBuyingListingUnits: units,
    quantityBuyingGoods: goods,
    quantityBuyingPrep: prep,
    quantityBuyingGoodsPrep: cents(goods + prep),
    amazonFeesOnPurchase: marketplaceFees,
    revenueOnPurchase: revenue,
    profitOnPurchase: cents(netReturn - goods - prep),
    netReturn,
    extras,
    buyBoxCurrentRevenue: cents(units * (p.buyBoxCurrent ?? 0)),
    singleItems: packs * quantityPack,
  };
}

/**
 * The shortlist's totals: sums of its lines; asinUnits = the listing units the packs make; margin =
 * profit / revenue; ROI = profit / (goods + prep), as everywhere (returnOnInvestment).
 */
export function shortlistTotals(lines: { asin: string; quantity: number; figures: LineFigures }[]): ShortlistTotals {
  const sum = (pick: (f: LineFigures) => number) => cents(lines.reduce((total, line) => total + pick(line.figures), 0));
  const goods = sum((f) => f.quantityBuyingGoods);
  const prep = sum((f) => f.quantityBuyingPrep);
  const extras = sum((f) => f.extras);
  const revenue = sum((f) => f.revenueOnPurchase);
  const profit = sum((f) => f.profitOnPurchase);
  const spent = cents(goods + prep + extras);
  return {
    shortlistItemsCount: lines.length,
    asins: new Set(lines.map((l) => l.asin)).size,
    asinUnits: lines.reduce((n, l) => n + l.figures.quantityBuyingListingUnits, 0),
    supplierUnits: lines.reduce((n, l) => n + l.figures.quantityBuyingSupplierUnits, 0),
    totalQuantity: lines.reduce((n, l) => n + l.figures.singleItems, 0),
    prep,
    totalGoodsCost: goods,
    extras,
    goodsExtrasSum: spent,
    revenue,
    buyBoxCurrent: sum((f) => f.buyBoxCurrentRevenue),
    amazonFees: sum((f) => f.amazonFeesOnPurchase),
    profit,
    margin: revenue > 0 ? percent(profit / revenue) : null,
    roi: returnOnInvestment(profit, cents(goods + prep)),
    netReturn: sum((f) => f.netReturn),
  };
}

/**
 * The overrides of an item, most specific first: the item's own; then by the shortlist's mode
 * (1: the shortlist's over the product's; 0: the product's, then the shortlist's; -1: the
 * shortlist's is off); the supplier's last.
 */
export function itemOverrides(
  item: Override,
  shortlist: Override & { mode: number },
  product: Override,
  supplier: Override,
): Override[] {
  const list: Override[] = [item];
  if (shortlist.mode === 1) list.push(shortlist, product);
  else if (shortlist.mode === 0) list.push(product, shortlist);
  else list.push(product);
  list.push(supplier);
  return list;
}
