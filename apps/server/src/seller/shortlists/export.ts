import type { ShortlistItem } from '@shelfscope/contracts';
import type { Cell } from '../../platform/export/table.js';

/**
 * The columns of a shortlist's export: what the shortlist page shows per line (docs/shortlists.md).
 * Money comes in two kinds, each after the column that names its currency: what is paid to the
 * supplier, in the supplier's currency ("Supplier currency"), and every other figure, in the
 * product's marketplace's ("Currency"); each money header says which. The amounts are numbers in
 * a CSV and carry their currency's number format in an XLSX.
 */
export const SHORTLIST_EXPORT_HEADER = [
  'ASIN',
  'Title',
  'Item number',
  'Supplier UPC',
  'Quantity (listing units)',
  'Units per pack',
  'Packs to order',
  'Listing units the packs make',
  'Supplier currency',
  'Cost per pack (supplier currency)',
  'Goods paid (supplier currency)',
  'Currency',
  'Goods cost (currency)',
  'Preparation (currency)',
  'Selected price (currency)',
  'Marketplace fees (currency)',
  'VAT on fees (currency)',
  'VAT reclaimed (currency)',
  'Revenue (currency)',
  'Profit (currency)',
  'Net return (currency)',
  'Comment',
];

const inCurrency = (amount: number | null | undefined, currency: string): Cell =>
  amount === null || amount === undefined ? null : { amount, currency };

/** One line of a shortlist's export, in the order of SHORTLIST_EXPORT_HEADER; money with its currency. */
export function shortlistExportRow(item: ShortlistItem): Cell[] {
  const p = item.product;
  // A line from before marketplaces names no currency: amazon.com, US dollars (decision 017).
  const currency = item.currency ?? p.currency ?? 'USD';
  // The server names the supplier's currency with its goods figure; both absent: the same currency.
  const supplier = item.supplierCurrency ?? currency;
  const figure = (amount: number | null | undefined) => inCurrency(amount, currency);
  return [
    p.asin,
    p.title,
    p.itemNumber,
    p.supplierUPC,
    item.quantity,
    p.quantityPack,
    item.quantityBuyingSupplierUnits,
    item.quantityBuyingListingUnits,
    supplier,
    inCurrency(p.cost, supplier),
    inCurrency(item.quantityBuyingGoodsSupplierCurrency ?? item.quantityBuyingGoods, supplier),
    currency,
    figure(item.quantityBuyingGoods),
    figure(item.quantityBuyingPrep),
    figure(item.selectedBuyBoxValue),
    figure(item.amazonFeesOnPurchase),
    figure(item.vatOnFeesOnPurchase ?? 0),
    figure(item.vatReclaimedOnPurchase ?? 0),
    figure(item.revenueOnPurchase),
    figure(item.profitOnPurchase),
    figure(item.netReturn),
    item.comment,
  ];
}
