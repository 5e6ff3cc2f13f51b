import type { Product, ShortlistCurrencyTotals, ShortlistTotals } from '@shelfscope/contracts';
import {
  cents,
  inMarketplaceCurrency,
  type Override,
  percent,
  resolveOverride,
  returnOnInvestment,
  selectPrice,
  storedSaleContext,
  unitsSaleAt,
} from '@shelfscope/profit';

/** The product fields (of its stored analysis) a line's figures read (a summary loads only these). */
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
  // The marketplace context the analysis was made with (docs/marketplaces.md).
  'fulfilment',
  'storageFee',
  'fba',
  'fbm',
  'vatRegistered',
  'exchangeRate',
  'targetROI',
] as const;
export type LineProduct = Pick<Product, (typeof LINE_FIELDS)[number] | 'quantityPack' | 'cost' | 'marketplace' | 'currency'>;

/**
 * What a purchase order's line buys when not the product's own cost: its pack cost and size, and
 * the packs themselves (then the line's quantity is what they make).
 */
export type LinePurchase = { cost: number | null; quantityPack: number; packs?: number };

/**
 * A shortlist line's inputs: the product (its latest version), the quantity, the overrides that
 * apply, whether the supplier's costs include VAT, and what the packs cost when not the product's.
 */
export type Line = {
  product: LineProduct;
  quantity: number;
  overrides: (Override | null)[];
  costsIncludeVat: boolean;
  purchase?: LinePurchase;
};

export type LineFigures = {
  selectedBuyBoxValue: number | null;
  /** The marketplace's currency, every figure's but quantityBuyingGoodsSupplierCurrency. */
  currency: string;
  quantityBuyingSupplierUnits: number;
  /** Listing units the packs make (at least the quantity): what the revenue, fees, prep and inbound count. */
  quantityBuyingListingUnits: number;
  /** The packs' cost in the marketplace's currency (at the analysis's exchange rate). */
  quantityBuyingGoods: number;
  /** What is paid to the supplier: packs x cost, in the supplier's currency. */
  quantityBuyingGoodsSupplierCurrency: number;
  supplierCurrency: string;
  quantityBuyingPrep: number;
  quantityBuyingGoodsPrep: number;
  amazonFeesOnPurchase: number;
  /** VAT on the fees a seller who is not registered pays. */
  vatOnFeesOnPurchase: number;
  /** Input VAT in the goods a registered seller reclaims. */
  vatReclaimedOnPurchase: number;
  revenueOnPurchase: number;
  profitOnPurchase: number;
  netReturn: number;
  /** Inbound fees on the units (FBA), or the seller's shipping (FBM): the shortlist's "extras". */
  extras: number;
  /** Revenue at today's buy box. */
  buyBoxCurrentRevenue: number;
  singleItems: number;
};

/**
 * One line, Q listing (ASIN) units of a product whose listing holds `packageQuantity` items, bought
 * in supplier packs of `quantityPack` items at `cost` a pack. A line is N units of the product's
 * own analysis at the line's price (unitsSaleAt in packages/profit): the same fee table, VAT,
 * storage, fulfilment and exchange rate, so a line of one unit at the product's price and cost
 * is the product's profitLoss and ROI. The supplier sells whole packs only, so the figures count
 * what the packs make, never one pack's cost against one unit's revenue:
 * - supplier packs = ceil(Q x packageQuantity / quantityPack); goods = packs x cost, in the
 *   supplier's currency, and at the analysis's exchange rate in the marketplace's;
 * - listing units U = floor(packs x quantityPack / packageQuantity) (>= Q: a quantity of 1 of a
 *   pack of 6 buys, and sells, 6);
 * - goods + prep = goods + U x the preparation per listing unit (the analysis's totalGoodsCost
 *   less its goods), rounded once; prep = that less goods;
 * - P = the price the overrides select (item, then shortlist or product by the shortlist's mode,
 *   then supplier); revenue, Amazon fees, extras (inbound or FBM shipping) and VAT on fees are U x
 *   the product's per-unit amounts at P (saleAt);
 * - netReturn = revenue - Amazon fees - VAT on fees - extras; profit = netReturn - (goods + prep -
 *   reclaimed VAT). Without a price: no revenue or fees, profit = -(goods + prep).
 */
export function lineFigures(line: Line, at: Date): LineFigures {
  const p = line.product;
  const q = line.quantity;
  const packageQuantity = Math.max(1, p.packageQuantity);
  const rate = p.exchangeRate ?? null;
  // Preparation per listing unit, in the marketplace's currency: what the analysis added to its goods.
  const ownGoodsPerUnit = inMarketplaceCurrency(((p.cost ?? 0) / Math.max(1, p.quantityPack)) * packageQuantity, rate);
  const prepPerUnit = Math.max(0, (p.totalGoodsCost ?? ownGoodsPerUnit) - ownGoodsPerUnit);
  const bought: LinePurchase = line.purchase ?? { cost: p.cost, quantityPack: p.quantityPack };
  const quantityPack = Math.max(1, bought.quantityPack);
  const cost = bought.cost ?? 0;
  const packs = bought.packs ?? Math.ceil((q * packageQuantity) / quantityPack);
  const units = Math.floor((packs * quantityPack) / packageQuantity);
  const goodsRaw = inMarketplaceCurrency(packs * cost, rate);
  const goods = cents(goodsRaw);
  const goodsAndPrep = cents(goodsRaw + units * prepPerUnit);
  const price = selectPrice(resolveOverride(...line.overrides), p);
  const { context, fulfilment } = storedSaleContext(
    {
      marketplace: p.marketplace,
      category: p.category,
      size: sizeOf(p),
      providerReferralPercent: p.referralFeePercentage,
      providerFulfillmentFee: p.providerFbaFee,
      inboundFees: p.inboundFees,
      fulfilment: p.fulfilment,
      storagePerUnit: p.fba?.storageFee ?? p.storageFee ?? null,
      fbmShipping: p.fbm?.fulfillmentFee ?? null,
      vatRegistered: p.vatRegistered,
      costsIncludeVat: line.costsIncludeVat,
      targetROI: p.targetROI,
    },
    at,
  );
  // Preparation is the seller's own: only the goods carry the supplier's VAT.
  const unitsCost = { goodsAndPrep, supplierGoods: goods };
  const sale = price === null ? null : unitsSaleAt({ units, price, fulfilment, context, cost: unitsCost });
  const current =
    p.buyBoxCurrent === null ? null : unitsSaleAt({ units, price: p.buyBoxCurrent, fulfilment, context, cost: unitsCost });
  const netReturn = sale?.netReturn ?? 0;
  const currency = p.currency ?? 'USD';
  return {
    selectedBuyBoxValue: price,
    currency,
    quantityBuyingSupplierUnits: packs,
    quantityBuyingListingUnits: units,
    quantityBuyingGoods: goods,
    quantityBuyingGoodsSupplierCurrency: cents(packs * cost),
    supplierCurrency: rate?.from ?? currency,
    quantityBuyingPrep: cents(goodsAndPrep - goods),
    quantityBuyingGoodsPrep: goodsAndPrep,
    amazonFeesOnPurchase: sale?.amazonFees ?? 0,
    vatOnFeesOnPurchase: sale?.vatCost ?? 0,
    vatReclaimedOnPurchase: sale?.vatReclaimed ?? 0,
    revenueOnPurchase: sale?.revenue ?? 0,
    profitOnPurchase: sale?.profit ?? cents(netReturn - goodsAndPrep),
    netReturn,
    extras: sale?.ownCosts ?? 0,
    buyBoxCurrentRevenue: current?.revenue ?? 0,
    singleItems: packs * quantityPack,
  };
}

/** The package in inches and pounds, as the analysis read it; null when a side or the weight is unknown. */
function sizeOf(p: LineProduct) {
  const [length, width, height, weightPounds] = [
    p.packageLengthPrecise,
    p.packageWidthPrecise,
    p.packageHeightPrecise,
    p.packageWeightPrecise,
  ];
  return length && width && height && weightPounds ? { length, width, height, weightPounds } : null;
}

type TotalsLine = { asin: string; quantity: number; figures: LineFigures };

/**
 * One currency's money totals: sums of its lines; margin = profit / revenue; ROI = profit /
 * (goods + prep - reclaimed VAT), as a product's (returnOnInvestment over its cost basis).
 */
function moneyTotals(lines: TotalsLine[]): Omit<ShortlistCurrencyTotals, 'currency'> {
  const sum = (pick: (f: LineFigures) => number) => cents(lines.reduce((total, line) => total + pick(line.figures), 0));
  const goods = sum((f) => f.quantityBuyingGoods);
  const prep = sum((f) => f.quantityBuyingPrep);
  const extras = sum((f) => f.extras);
  const revenue = sum((f) => f.revenueOnPurchase);
  const profit = sum((f) => f.profitOnPurchase);
  const reclaimed = sum((f) => f.vatReclaimedOnPurchase);
  return {
    prep,
    totalGoodsCost: goods,
    extras,
    goodsExtrasSum: cents(goods + prep + extras),
    revenue,
    buyBoxCurrent: sum((f) => f.buyBoxCurrentRevenue),
    amazonFees: sum((f) => f.amazonFeesOnPurchase),
    vatOnFees: sum((f) => f.vatOnFeesOnPurchase),
    vatReclaimed: reclaimed,
    profit,
    margin: revenue > 0 ? percent(profit / revenue) : null,
    roi: returnOnInvestment(profit, cents(goods + prep - reclaimed)),
    netReturn: sum((f) => f.netReturn),
  };
}

/**
 * The shortlist's totals. Counts add over every line; money never adds two currencies: the money
 * fields are the totals of the first line's currency (`currency`), and when the lines are in
 * several currencies `byCurrency` gives each one's totals.
 */
export function shortlistTotals(lines: TotalsLine[]): ShortlistTotals {
  const groups = new Map<string, TotalsLine[]>();
  for (const line of lines) groups.set(line.figures.currency, [...(groups.get(line.figures.currency) ?? []), line]);
  const [first] = groups.entries();
  const byCurrency = [...groups.entries()].map(([currency, group]) => ({ currency, ...moneyTotals(group) }));
  return {
    shortlistItemsCount: lines.length,
    asins: new Set(lines.map((l) => l.asin)).size,
    asinUnits: lines.reduce((n, l) => n + l.figures.quantityBuyingListingUnits, 0),
    supplierUnits: lines.reduce((n, l) => n + l.figures.quantityBuyingSupplierUnits, 0),
    totalQuantity: lines.reduce((n, l) => n + l.figures.singleItems, 0),
    ...moneyTotals(first?.[1] ?? []),
    ...(first ? { currency: first[0] } : {}),
    ...(byCurrency.length > 1 ? { byCurrency } : {}),
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
