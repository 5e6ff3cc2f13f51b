import type { PurchaseOrder, PurchaseOrderItem, PurchaseOrderItemUpdateInput } from '@shelfscope/contracts';
import type { z } from 'zod';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { softDeleted } from '../base-columns.js';
import type { ProductsDeps } from '../products/workflows.js';
import type { Tenant } from '../tenancy.js';
import { recordOrderUsage } from '../usage/service.js';
import { queueDeliveries } from '../webhooks/emit.js';
import { changeOrder } from './change-order.js';
import { orderMoney } from './money.js';
import { orderProjection } from './projection.js';
import {
  addOrderItem,
  createOrder,
  deleteOrder,
  findOrder,
  findOrderItem,
  listOrders,
  orderDto,
  orderDtos,
  orderItemDto,
  orderItems,
  setOrderItem,
} from './service.js';

/**
 * What the purchase-order routes do, one verb each (docs/architecture.md): each takes one options
 * object and runs as the calling company; the lookups (an order of this company, an item of that
 * order) and their 404s are here, not in the handlers.
 */

type Deps = Pick<ProductsDeps, 'run'>;
/** One order of the calling company. */
type OrderTarget = { deps: Deps; orderId: string };
/** One line of one order of the calling company. */
type ItemTarget = OrderTarget & { itemId: string };

/** An order's page of the company's orders, newest first, with the total. */
export function orderPage({ deps, page }: { deps: Deps; page: { page: number; pageSize: number } }) {
  return deps.run(async (tenant) => {
    const { rows, totalItems } = await listOrders(tenant, page);
    return { items: await orderDtos(tenant, rows), totalItems };
  });
}

/** A new draft order (its lines from a shortlist when one is named). */
export function newOrder({ deps, input }: { deps: Deps; input: Parameters<typeof createOrder>[1] }): Promise<PurchaseOrder> {
  return deps.run(async (tenant) => orderDto(tenant, await createOrder(tenant, input)));
}

/** An order with its lines. */
export function orderWithItems({ deps, orderId }: OrderTarget) {
  return deps.run(async (tenant) => {
    const order = await findOrder(tenant, orderId);
    return { ...(await orderDto(tenant, order)), purchaseOrderItems: (await orderItems(tenant, order)).map(orderItemDto) };
  });
}

/** The order changed; its webhook deliveries queued once the change is committed. */
export async function editOrder({
  deps,
  jobs,
  orderId,
  input,
}: OrderTarget & { jobs: Jobs; input: Parameters<typeof changeOrder>[1]['input'] }): Promise<PurchaseOrder> {
  const { order, deliveries } = await deps.run((tenant) => changeOrder(tenant, { orderId, input }));
  await queueDeliveries(jobs, deliveries);
  return order;
}

/** The order deleted (soft), as it was, marked deleted. */
export function removeOrder({ deps, orderId }: OrderTarget): Promise<PurchaseOrder> {
  return deps.run(async (tenant) => {
    const order = await findOrder(tenant, orderId);
    const before = await orderDto(tenant, order);
    const deleted = await deleteOrder(tenant, order);
    return { ...before, deleted: true, deletedBy: deleted.deletedBy };
  });
}

export type OrderFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * The order as a file to send, its type and name; the download is recorded for the dashboard
 * (once per order however often and in whatever format: usage/service.ts).
 */
export async function orderDocument({ deps, orderId, format }: OrderTarget & { format: OrderFormat }) {
  const { order, items, money } = await deps.run(async (tenant) => {
    const row = await findOrder(tenant, orderId);
    const dto = await orderDto(tenant, row);
    const rows = await orderItems(tenant, row);
    await recordOrderUsage(tenant, row.id, await orderProjection(tenant, row, rows));
    return { order: dto, items: rows.map(orderItemDto), money: await orderMoney(tenant, row) };
  });
  // The document writers (pdf-lib and fontkit: some 6.5 MB of heap) load with the first download.
  const { orderCsv, orderFileName, orderPdf, orderXlsx } = await import('./documents.js');
  const [type, body] =
    format === 'csv'
      ? (['text/csv; charset=utf-8', orderCsv(order, items, money)] as const)
      : format === 'xlsx'
        ? (['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await orderXlsx(order, items, money)] as const)
        : (['application/pdf', await orderPdf(order, items, money)] as const);
  return { type, body, fileName: orderFileName(order, format) };
}

/** An order's lines. */
export function orderLines({ deps, orderId }: OrderTarget): Promise<PurchaseOrderItem[]> {
  return deps.run(async (tenant) => (await orderItems(tenant, await findOrder(tenant, orderId))).map(orderItemDto));
}

/** A new line on a draft order. */
export function addOrderLine({
  deps,
  orderId,
  input,
}: OrderTarget & { input: Parameters<typeof addOrderItem>[2] }): Promise<PurchaseOrderItem> {
  return deps.run(async (tenant) => orderItemDto(await addOrderItem(tenant, await findOrder(tenant, orderId), input)));
}

/** Runs `fn` on one line of one order, both found (404 when either is not the company's). */
function atLine<T>({ deps, orderId, itemId }: ItemTarget, fn: (tenant: Tenant, ...found: OrderAndItem) => Promise<T>) {
  return deps.run(async (tenant) => {
    const order = await findOrder(tenant, orderId);
    return fn(tenant, order, await findOrderItem(tenant, order, itemId));
  });
}
type OrderAndItem = [order: Awaited<ReturnType<typeof findOrder>>, item: Awaited<ReturnType<typeof findOrderItem>>];

/** One line. */
export function orderLine(target: ItemTarget): Promise<PurchaseOrderItem> {
  return atLine(target, async (_tenant, _order, item) => orderItemDto(item));
}

/** A line's quantity, comment or cost changed (the fields given); drafts only. */
export function editOrderLine({ input, ...target }: ItemTarget & { input: z.infer<typeof PurchaseOrderItemUpdateInput> }) {
  const { quantity, comment, cost } = input;
  return atLine(target, async (tenant, order, item) =>
    orderItemDto(
      await setOrderItem(tenant, order, item, {
        ...(quantity !== undefined ? { quantity } : {}),
        ...(comment !== undefined ? { comment } : {}),
        ...(cost !== undefined ? { cost } : {}),
      }),
    ),
  );
}

/** A line removed (soft); drafts only. */
export function removeOrderLine(target: ItemTarget): Promise<PurchaseOrderItem> {
  return atLine(target, async (tenant, order, item) =>
    orderItemDto(await setOrderItem(tenant, order, item, softDeleted(tenant.memberId))),
  );
}
