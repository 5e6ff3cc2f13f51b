import { doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/**
 * An order to a supplier; the supplier's and the buyer's (the company's) contact fields are
 * copied when it is made, so the order stays as it was sent.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...baseColumns(),
    supplierId: uuid('supplier_id').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierPhone: text('supplier_phone'),
    supplierEmail: text('supplier_email'),
    supplierAddress: text('supplier_address'),
    /** PREFIX-YYYY-NNNN, given once from the company's sequence (docs/purchase-orders.md). */
    orderNumber: text('order_number'),
    buyerName: text('buyer_name'),
    buyerAddress: text('buyer_address'),
    buyerPhone: text('buyer_phone'),
    buyerEmail: text('buyer_email'),
    buyerTaxId: text('buyer_tax_id'),
    shipTo: text('ship_to'),
    paymentTerms: text('payment_terms'),
    notes: text('notes'),
    invoiceNumber: text('invoice_number'),
    placementDate: timestamp('placement_date', { withTimezone: true }),
    status: smallint('status').notNull().default(0),
    shortlistId: uuid('shortlist_id'),
  },
  (t) => [
    index('purchase_orders_company_idx').on(t.companyId, t.created.desc()),
    uniqueIndex('purchase_orders_company_number_idx').on(t.companyId, t.orderNumber),
  ],
);

/** A line of an order, copied from the product so the order stays as it was sent. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    ...baseColumns(),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    productId: uuid('product_id'),
    asin: text('asin'),
    title: text('title'),
    image: text('image'),
    cost: doublePrecision('cost'),
    preparationCost: doublePrecision('preparation_cost'),
    upc: text('upc'),
    itemNumber: text('item_number'),
    supplierDescription: text('supplier_description'),
    supplierUrl: text('supplier_url'),
    supplierImageUrl: text('supplier_image_url'),
    comment: text('comment'),
    quantityPack: integer('quantity_pack').notNull().default(1),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('purchase_order_items_order_idx').on(t.purchaseOrderId)],
);
