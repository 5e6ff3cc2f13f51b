import { z } from 'zod';
import { BaseFields, Id } from './base.js';
import { Text } from './fields.js';
import { bounded } from './limits.js';
import { PageQuery } from './paging.js';

/**
 * Purchase order status (spec section 4: 0..5; meanings ours, docs/purchase-orders.md):
 * 0 draft, 1 placed, 2 confirmed, 3 shipped, 4 received, 5 cancelled.
 */
export const PURCHASE_ORDER_STATUSES = ['draft', 'placed', 'confirmed', 'shipped', 'received', 'cancelled'] as const;
export const PurchaseOrderStatus = z.number().int().min(0, 'must be from 0 to 5').max(5, 'must be from 0 to 5');

/** A line of an order: what to buy from the supplier, in supplier units (packs). */
export const PurchaseOrderItem = BaseFields.extend({
  purchaseOrderId: Id,
  productId: Id.nullable(),
  asin: z.string().nullable(),
  title: z.string().nullable(),
  image: z.string().nullable(),
  cost: z.number().nullable(),
  preparationCost: z.number().nullable(),
  upc: z.string().nullable(),
  itemNumber: z.string().nullable(),
  supplierDescription: z.string().nullable(),
  supplierUrl: z.string().nullable(),
  supplierImageUrl: z.string().nullable(),
  comment: z.string().nullable(),
  quantityPack: z.number().int(),
  /** Supplier units (packs) ordered. */
  quantity: z.number().int(),
  /** Cost of one unit: cost / quantityPack (unrounded; shown beside the pack cost, never instead). */
  unitCost: z.number().nullable(),
  /** The pack cost as shown (to the cent) x packs: rounded per line (docs/purchase-orders.md). */
  lineTotal: z.number(),
});
export type PurchaseOrderItem = z.infer<typeof PurchaseOrderItem>;

/**
 * The buyer's fields of an order. While an order is a draft, each one that the order has not set
 * itself follows the company profile; placing (or cancelling) the draft keeps what it had then.
 */
export const PURCHASE_ORDER_BUYER_FIELDS = [
  'buyerName',
  'buyerAddress',
  'buyerPhone',
  'buyerEmail',
  'buyerTaxId',
  'shipTo',
  'paymentTerms',
] as const;
export const PurchaseOrderBuyerField = z.enum(PURCHASE_ORDER_BUYER_FIELDS);
export type PurchaseOrderBuyerField = z.infer<typeof PurchaseOrderBuyerField>;

export const PurchaseOrder = BaseFields.extend({
  supplierId: Id,
  supplierName: z.string(),
  supplierPhone: z.string().nullable(),
  supplierEmail: z.string().nullable(),
  supplierAddress: z.string().nullable(),
  /** PREFIX-YYYY-NNNN from the company's sequence: how the order is named everywhere. */
  orderNumber: z.string().nullable(),
  buyerName: z.string().nullable(),
  buyerAddress: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  buyerTaxId: z.string().nullable(),
  shipTo: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  placementDate: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  shortlistId: Id.nullable(),
  itemsCount: z.number().int(),
  totalUnits: z.number().int(),
  totalCost: z.number(),
  /** The buyer's fields that follow the company profile (a draft's unset ones; none once placed). */
  followsProfile: z.array(PurchaseOrderBuyerField),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

export const PurchaseOrderWithItems = PurchaseOrder.extend({ purchaseOrderItems: z.array(PurchaseOrderItem) });

const PlacementDate = z.iso.date('must be a date (YYYY-MM-DD)').or(z.iso.datetime('must be a date (YYYY-MM-DD)'));

/** `POST /api/PurchaseOrder` (spec section 5: supplierId; invoiceNumber, placementDate optional); from a shortlist with `shortlistId`. */
export const PurchaseOrderCreateInput = z.object({
  supplierId: z.string().max(200),
  invoiceNumber: Text(100).nullish(),
  placementDate: PlacementDate.nullish(),
  shortlistId: z.string().max(200).optional(),
});
/**
 * `PUT /api/PurchaseOrder/{id}` (spec: placementDate, invoiceNumber optional); `status` moves it on.
 * The buyer's fields set the order's own; on a draft, null gives the field back to the profile.
 */
export const PurchaseOrderUpdateInput = z.object({
  invoiceNumber: Text(100).nullish(),
  placementDate: PlacementDate.nullish(),
  buyerName: Text(200).nullish(),
  buyerAddress: Text(500).nullish(),
  buyerPhone: Text(40).nullish(),
  buyerEmail: Text(254).nullish(),
  buyerTaxId: Text(50).nullish(),
  shipTo: Text(500).nullish(),
  paymentTerms: Text(200).nullish(),
  notes: Text(2000).nullish(),
  status: PurchaseOrderStatus.optional(),
});

const Quantity = bounded('quantity');

/** `POST .../items`: a product of the order's supplier (copied), or a free line. */
export const PurchaseOrderItemInput = z
  .object({
    productId: z.string().max(200).optional(),
    title: Text(500).nullish(),
    asin: Text(10).nullish(),
    cost: bounded('cost').nullish(),
    preparationCost: bounded('preparationCost').nullish(),
    upc: Text(32).nullish(),
    itemNumber: Text(100).nullish(),
    comment: Text(2000).nullish(),
    quantityPack: bounded('quantityPack').optional(),
    quantity: Quantity,
  })
  .refine((v) => v.productId !== undefined || (v.title ?? '').length > 0, {
    message: 'give a productId or a title',
    path: ['title'],
  });
/** `PUT .../items/{id}` (spec: quantity and comment optional; cost too). */
export const PurchaseOrderItemUpdateInput = z.object({
  quantity: Quantity.optional(),
  comment: Text(2000).nullish(),
  cost: bounded('cost').nullish(),
});

export const PurchaseOrderListQuery = PageQuery;
export const PurchaseOrderParams = z.object({ orderId: z.string().max(200) });
export const PurchaseOrderItemParams = z.object({ orderId: z.string().max(200), id: z.string().max(200) });
export const PurchaseOrderItemSlim = z.object({
  id: Id,
  asin: z.string().nullable(),
  title: z.string().nullable(),
  quantity: z.number().int(),
});
