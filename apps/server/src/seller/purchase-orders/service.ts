import {
  Id,
  PURCHASE_ORDER_BUYER_FIELDS,
  type PurchaseOrder,
  type PurchaseOrderBuyerField,
  type PurchaseOrderItem,
} from '@shelfscope/contracts';
import { cents } from '@shelfscope/profit';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { postalAddress } from '../address.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { companies } from '../company/schema.js';
import { nextOrderNumber } from '../company/service.js';
import { findProduct } from '../products/service.js';
import { findShortlist, itemDtos, loadItems } from '../shortlists/service.js';
import { findSupplier } from '../suppliers/service.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { type Buyer, resolveBuyer } from './buyer.js';
import { lineTotal } from './line-total.js';
import { purchaseOrderItems, purchaseOrders } from './schema.js';
import { assertDraft, assertTransition, statusName } from './status.js';

type OrderRow = typeof purchaseOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;

const NOT_FOUND = 'No such purchase order.';
const ITEM_NOT_FOUND = 'No such purchase order item.';

const live = (tenant: Tenant) => and(companyFilter(tenant, purchaseOrders.companyId), eq(purchaseOrders.deleted, false)) as SQL;
const liveItems = (tenant: Tenant, orderId: string) =>
  and(
    companyFilter(tenant, purchaseOrderItems.companyId),
    eq(purchaseOrderItems.deleted, false),
    eq(purchaseOrderItems.purchaseOrderId, orderId),
  ) as SQL;

export async function findOrder(tenant: Tenant, id: string): Promise<OrderRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(purchaseOrders)
    .where(and(live(tenant), eq(purchaseOrders.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

export async function findOrderItem(tenant: Tenant, order: OrderRow, id: string): Promise<ItemRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(ITEM_NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(purchaseOrderItems)
    .where(and(liveItems(tenant, order.id), eq(purchaseOrderItems.id, id)));
  if (!row) throw HttpError.notFound(ITEM_NOT_FOUND);
  return row;
}

const date = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/**
 * A new draft order for a supplier with the company's next order number and the supplier's contact
 * fields (its full address, street number included) copied. The buyer's (name, address, phone,
 * email, tax id, ship-to, terms) follow the company profile until the order is placed
 * (`buyer.ts`). With a shortlist (of the same
 * supplier), every line is copied: the packs to order (quantityBuyingSupplierUnits) at the
 * product's cost per pack.
 */
export async function createOrder(
  tenant: Tenant,
  input: { supplierId: string; invoiceNumber?: string | null; placementDate?: string | null; shortlistId?: string },
): Promise<OrderRow> {
  const supplier = await findSupplier(tenant, input.supplierId);
  const shortlist = input.shortlistId ? await findShortlist(tenant, input.shortlistId) : null;
  if (shortlist && shortlist.supplierId !== supplier.id) {
    const message = 'The shortlist is for another supplier.';
    throw new HttpError(400, 'other_supplier', message, [{ type: 'other_supplier', description: message, field: 'shortlistId' }]);
  }
  const [order] = await tenant.db
    .insert(purchaseOrders)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
      orderNumber: await nextOrderNumber(tenant.db, tenant.companyId),
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierPhone: supplier.phone,
      supplierEmail: supplier.email,
      supplierAddress: postalAddress(supplier),
      // The buyer's fields stay unset: the draft follows the company profile until it is placed.
      invoiceNumber: input.invoiceNumber ?? null,
      placementDate: date(input.placementDate) ?? null,
      shortlistId: shortlist?.id ?? null,
    })
    .returning();
  if (!order) throw new Error('purchase order not created');
  if (shortlist) {
    // Only what a buyer approved goes into the order: proposals and rejected items stay behind.
    const lines = itemDtos(shortlist, supplier, await loadItems(tenant, shortlist, { approvedOnly: true }));
    if (lines.length > 0) {
      await tenant.db.insert(purchaseOrderItems).values(
        lines.map(({ item, dto, figures }) => ({
          companyId: tenant.companyId,
          createdBy: tenant.memberId,
          purchaseOrderId: order.id,
          productId: dto.id,
          asin: dto.asin,
          title: dto.title,
          image: dto.image,
          cost: dto.cost,
          preparationCost: dto.preparationCost,
          upc: dto.supplierUPC ?? dto.upc,
          itemNumber: dto.itemNumber,
          supplierDescription: dto.supplierDescription,
          supplierUrl: dto.supplierUrl,
          supplierImageUrl: dto.supplierImageUrl,
          comment: item.comment,
          quantityPack: dto.quantityPack,
          quantity: figures.quantityBuyingSupplierUnits,
        })),
      );
    }
  }
  return order;
}

export async function updateOrder(
  tenant: Tenant,
  row: OrderRow,
  input: {
    invoiceNumber?: string | null | undefined;
    placementDate?: string | null | undefined;
    status?: number | undefined;
    notes?: string | null | undefined;
  } & Partial<Record<PurchaseOrderBuyerField, string | null | undefined>>,
): Promise<OrderRow> {
  if (input.status !== undefined) assertTransition(row.status, input.status);
  const placementDate = date(input.placementDate);
  const buyer: Partial<Buyer> = {};
  for (const field of PURCHASE_ORDER_BUYER_FIELDS) {
    const value = input[field];
    if (value !== undefined) buyer[field] = value;
  }
  // Leaving draft keeps the buyer block as it reads now: later profile edits no longer reach it.
  const kept =
    row.status === 0 && input.status !== undefined && input.status !== 0
      ? resolveBuyer({ ...row, ...buyer }, await companyRow(tenant)).buyer
      : {};
  const [updated] = await tenant.db
    .update(purchaseOrders)
    .set({
      ...(input.invoiceNumber !== undefined ? { invoiceNumber: input.invoiceNumber } : {}),
      ...buyer,
      ...kept,
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(placementDate !== undefined ? { placementDate } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      // Placing an order without a date dates it today.
      ...(input.status === 1 && !row.placementDate && placementDate === undefined ? { placementDate: new Date() } : {}),
      ...modifiedBy(tenant.memberId),
    })
    .where(and(live(tenant), eq(purchaseOrders.id, row.id)))
    .returning();
  if (!updated) throw HttpError.notFound(NOT_FOUND);
  return updated;
}

export async function deleteOrder(tenant: Tenant, row: OrderRow): Promise<OrderRow> {
  const [deleted] = await tenant.db
    .update(purchaseOrders)
    .set(softDeleted(tenant.memberId))
    .where(and(live(tenant), eq(purchaseOrders.id, row.id)))
    .returning();
  if (!deleted) throw HttpError.notFound(NOT_FOUND);
  await tenant.db.update(purchaseOrderItems).set(softDeleted(tenant.memberId)).where(liveItems(tenant, row.id));
  return deleted;
}

export async function listOrders(tenant: Tenant, page: { page: number; pageSize: number }) {
  // One query at a time: they share the tenant's transaction, and so its connection.
  const rows = await tenant.db
    .select()
    .from(purchaseOrders)
    .where(live(tenant))
    .orderBy(desc(purchaseOrders.created), desc(purchaseOrders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await tenant.db.select({ value: count() }).from(purchaseOrders).where(live(tenant));
  return { rows, totalItems: total?.value ?? 0 };
}

export async function orderItems(tenant: Tenant, order: OrderRow): Promise<ItemRow[]> {
  return tenant.db
    .select()
    .from(purchaseOrderItems)
    .where(liveItems(tenant, order.id))
    .orderBy(asc(purchaseOrderItems.created), asc(purchaseOrderItems.id));
}

/** Adds a line: a product of the order's supplier (its fields copied) or a free line. Drafts only. */
export async function addOrderItem(
  tenant: Tenant,
  order: OrderRow,
  input: {
    productId?: string | undefined;
    title?: string | null | undefined;
    asin?: string | null | undefined;
    cost?: number | null | undefined;
    preparationCost?: number | null | undefined;
    upc?: string | null | undefined;
    itemNumber?: string | null | undefined;
    comment?: string | null | undefined;
    quantityPack?: number | undefined;
    quantity: number;
  },
): Promise<ItemRow> {
  assertDraft(order.status);
  const product = input.productId ? await findProduct(tenant, input.productId, { supplierId: order.supplierId }) : null;
  const [row] = await tenant.db
    .insert(purchaseOrderItems)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
      purchaseOrderId: order.id,
      productId: product?.id ?? null,
      asin: input.asin ?? product?.asin ?? null,
      title: input.title ?? product?.title ?? null,
      image: product ? ((product.analysis as { image?: string | null } | null)?.image ?? null) : null,
      cost: input.cost ?? product?.cost ?? null,
      preparationCost: input.preparationCost ?? product?.preparationCost ?? null,
      upc: input.upc ?? product?.supplierUpc ?? product?.upc ?? null,
      itemNumber: input.itemNumber ?? product?.itemNumber ?? null,
      supplierDescription: product?.supplierDescription ?? null,
      supplierUrl: product?.supplierUrl ?? null,
      supplierImageUrl: product?.supplierImageUrl ?? null,
      comment: input.comment ?? null,
      quantityPack: input.quantityPack ?? product?.quantityPack ?? 1,
      quantity: input.quantity,
    })
    .returning();
  if (!row) throw new Error('purchase order item not created');
  return row;
}

export async function setOrderItem(
  tenant: Tenant,
  order: OrderRow,
  row: ItemRow,
  fields: Partial<typeof purchaseOrderItems.$inferInsert>,
): Promise<ItemRow> {
  assertDraft(order.status);
  const [updated] = await tenant.db
    .update(purchaseOrderItems)
    .set({ ...fields, ...modifiedBy(tenant.memberId) })
    .where(and(liveItems(tenant, order.id), eq(purchaseOrderItems.id, row.id)))
    .returning();
  if (!updated) throw HttpError.notFound(ITEM_NOT_FOUND);
  return updated;
}

export function orderItemDto(row: ItemRow): PurchaseOrderItem {
  return {
    ...baseFieldsDto(row),
    purchaseOrderId: row.purchaseOrderId,
    productId: row.productId,
    asin: row.asin,
    title: row.title,
    image: row.image,
    cost: row.cost,
    preparationCost: row.preparationCost,
    upc: row.upc,
    itemNumber: row.itemNumber,
    supplierDescription: row.supplierDescription,
    supplierUrl: row.supplierUrl,
    supplierImageUrl: row.supplierImageUrl,
    comment: row.comment,
    quantityPack: row.quantityPack,
    quantity: row.quantity,
    unitCost: row.cost === null ? null : row.cost / Math.max(1, row.quantityPack),
    lineTotal: lineTotal(row),
  };
}

async function companyRow(tenant: Tenant) {
  const [company] = await tenant.db.select().from(companies).where(eq(companies.id, tenant.companyId));
  return company;
}

/** Orders with their item counts and totals (one grouped query for a page); drafts read the profile. */
export async function orderDtos(tenant: Tenant, rows: OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const company = rows.some((r) => r.status === 0) ? await companyRow(tenant) : undefined;
  const items = await tenant.db
    .select()
    .from(purchaseOrderItems)
    .where(
      and(
        companyFilter(tenant, purchaseOrderItems.companyId),
        eq(purchaseOrderItems.deleted, false),
        inArray(
          purchaseOrderItems.purchaseOrderId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.map((row) => {
    const mine = items.filter((i) => i.purchaseOrderId === row.id);
    const { buyer, followsProfile } = resolveBuyer(row, company);
    return {
      ...baseFieldsDto(row),
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      supplierPhone: row.supplierPhone,
      supplierEmail: row.supplierEmail,
      supplierAddress: row.supplierAddress,
      orderNumber: row.orderNumber,
      ...buyer,
      notes: row.notes,
      invoiceNumber: row.invoiceNumber,
      placementDate: row.placementDate?.toISOString() ?? null,
      status: row.status,
      statusName: statusName(row.status),
      shortlistId: row.shortlistId,
      itemsCount: mine.length,
      totalUnits: mine.reduce((n, i) => n + i.quantity, 0),
      totalCost: cents(mine.reduce((sum, i) => sum + lineTotal(i), 0)),
      followsProfile,
    };
  });
}

export async function orderDto(tenant: Tenant, row: OrderRow): Promise<PurchaseOrder> {
  const [dto] = await orderDtos(tenant, [row]);
  if (!dto) throw new Error('purchase order vanished');
  return dto;
}
