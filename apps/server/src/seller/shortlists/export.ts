import type { ShortlistItem } from '@shelfscope/contracts';
import type { Cell } from '../../platform/export/table.js';

/** The columns of a shortlist's export: what the shortlist page shows per line (docs/shortlists.md). */
export const SHORTLIST_EXPORT_HEADER = [
  'ASIN',
  'Title',
  'Item number',
  'Supplier UPC',
  'Quantity (listing units)',
  'Units per pack',
  'Packs to order',
  'Listing units the packs make',
  'Cost per pack',
  'Goods cost',
  'Preparation',
  'Selected price',
  'Marketplace fees',
  'Revenue',
  'Profit',
  'Net return',
  'Comment',
];

/** One line of a shortlist's export, in the order of SHORTLIST_EXPORT_HEADER; money as numbers. */
export function shortlistExportRow(item: ShortlistItem): Cell[] {
  const p = item.product;
  return [
    p.asin,
    p.title,
    p.itemNumber,
    p.supplierUPC,
    item.quantity,
    p.quantityPack,
    item.quantityBuyingSupplierUnits,
    item.quantityBuyingListingUnits,
    p.cost,
    item.quantityBuyingGoods,
    item.quantityBuyingPrep,
    item.selectedBuyBoxValue,
    item.amazonFeesOnPurchase,
    item.revenueOnPurchase,
    item.profitOnPurchase,
    item.netReturn,
    item.comment,
  ];
}
