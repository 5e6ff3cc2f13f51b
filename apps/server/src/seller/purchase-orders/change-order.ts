import type { PurchaseOrder } from '@shelfscope/contracts';
import type { Tenant } from '../tenancy.js';
import { recordWebhookEvent } from '../webhooks/emit.js';
import { findOrder, orderDto, updateOrder } from './service.js';
import { statusName } from './status.js';

/**
 * `PUT /api/PurchaseOrder/{id}`: the change, and a `purchase_order.status_changed` webhook event
 * in the same transaction when the status moved. Queue the deliveries once it commits.
 */
export async function changeOrder(
  tenant: Tenant,
  options: { orderId: string; input: Parameters<typeof updateOrder>[2] },
): Promise<{ order: PurchaseOrder; deliveries: string[] }> {
  const before = await findOrder(tenant, options.orderId);
  const after = await updateOrder(tenant, before, options.input);
  const deliveries =
    after.status === before.status
      ? []
      : await recordWebhookEvent(tenant.db, {
          companyId: tenant.companyId,
          type: 'purchase_order.status_changed',
          data: {
            purchaseOrderId: after.id,
            orderNumber: after.orderNumber,
            supplierId: after.supplierId,
            from: statusName(before.status),
            to: statusName(after.status),
          },
        });
  return { order: await orderDto(tenant, after), deliveries };
}
