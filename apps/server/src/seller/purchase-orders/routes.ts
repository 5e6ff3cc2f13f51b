import {
  envelope,
  listEnvelope,
  PurchaseOrder,
  PurchaseOrderCreateInput,
  PurchaseOrderItem,
  PurchaseOrderItemInput,
  PurchaseOrderItemParams,
  PurchaseOrderItemSlim,
  PurchaseOrderItemUpdateInput,
  PurchaseOrderListQuery,
  PurchaseOrderParams,
  PurchaseOrderUpdateInput,
  PurchaseOrderWithItems,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../platform/http/content-disposition.js';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { softDeleted } from '../base-columns.js';
import type { DepsOf } from '../products/routes.js';
import { recordOrderUsage } from '../usage/service.js';
import { queueDeliveries } from '../webhooks/emit.js';
import { changeOrder } from './change-order.js';
import { orderCsv, orderFileName, orderPdf, orderXlsx } from './documents.js';
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

const tags = ['PurchaseOrder'];
const one = { 200: envelope(PurchaseOrder) };
const oneItem = { 200: envelope(PurchaseOrderItem) };
const slim = (i: PurchaseOrderItem) => ({ id: i.id, asin: i.asin, title: i.title, quantity: i.quantity });

/** Purchase orders to suppliers (spec section 7, Purchase orders; statuses in status.ts). */
export const purchaseOrderRoutes =
  (depsOf: DepsOf, jobs: Jobs): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/PurchaseOrder',
      {
        schema: {
          tags,
          summary: 'Orders, newest first, a page at a time',
          ...access('orders:read'),
          querystring: PurchaseOrderListQuery,
          response: { 200: listEnvelope(PurchaseOrder) },
        },
      },
      async (request) => {
        const { items, totalItems } = await depsOf(request).run(async (tenant) => {
          const { rows, totalItems } = await listOrders(tenant, request.query);
          return { items: await orderDtos(tenant, rows), totalItems };
        });
        return paged(items, { ...request.query, totalItems });
      },
    );
    app.post(
      '/api/PurchaseOrder',
      {
        schema: {
          tags,
          summary: 'Create a draft order for a supplier; with shortlistId, its lines come from the shortlist',
          ...access('orders:write'),
          body: PurchaseOrderCreateInput,
          response: one,
        },
      },
      async (request) =>
        ok(await depsOf(request).run(async (tenant) => orderDto(tenant, await createOrder(tenant, request.body)))),
    );
    app.get(
      '/api/PurchaseOrder/:orderId',
      {
        schema: {
          tags,
          summary: 'An order with its items',
          ...access('orders:read'),
          params: PurchaseOrderParams,
          response: { 200: envelope(PurchaseOrderWithItems) },
        },
      },
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const order = await findOrder(tenant, request.params.orderId);
            return {
              ...(await orderDto(tenant, order)),
              purchaseOrderItems: (await orderItems(tenant, order)).map(orderItemDto),
            };
          }),
        ),
    );
    app.put(
      '/api/PurchaseOrder/:orderId',
      {
        schema: {
          tags,
          summary:
            'Set the invoice number and placement date, or move the status (draft > placed > confirmed > shipped > received; cancelled)',
          ...access('orders:write'),
          params: PurchaseOrderParams,
          body: PurchaseOrderUpdateInput,
          response: one,
        },
      },
      async (request) => {
        const { order, deliveries } = await depsOf(request).run((tenant) =>
          changeOrder(tenant, { orderId: request.params.orderId, input: request.body }),
        );
        await queueDeliveries(jobs, deliveries);
        return ok(order);
      },
    );
    app.delete(
      '/api/PurchaseOrder/:orderId',
      {
        schema: {
          tags,
          summary: 'Delete an order and its items (soft)',
          ...access('orders:write', 'delete'),
          params: PurchaseOrderParams,
          response: one,
        },
      },
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const order = await findOrder(tenant, request.params.orderId);
            const before = await orderDto(tenant, order);
            const deleted = await deleteOrder(tenant, order);
            return { ...before, deleted: true, deletedBy: deleted.deletedBy };
          }),
        ),
    );

    app.get(
      '/api/PurchaseOrder/:orderId/download',
      {
        schema: {
          tags,
          summary: 'The order as a file to send: CSV, XLSX or PDF (records the download for the dashboard)',
          ...access('orders:read'),
          params: PurchaseOrderParams,
          querystring: z.object({ format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'must be csv, xlsx or pdf' }).default('pdf') }),
        },
      },
      async (request, reply) => {
        const { order, items, money } = await depsOf(request).run(async (tenant) => {
          const row = await findOrder(tenant, request.params.orderId);
          const dto = await orderDto(tenant, row);
          const rows = await orderItems(tenant, row);
          const projection = await orderProjection(tenant, row, rows);
          await recordOrderUsage(tenant, row.id, projection);
          return { order: dto, items: rows.map(orderItemDto), money: await orderMoney(tenant, row) };
        });
        const format = request.query.format;
        const [type, body] =
          format === 'csv'
            ? ['text/csv; charset=utf-8', orderCsv(order, items, money)]
            : format === 'xlsx'
              ? ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await orderXlsx(order, items, money)]
              : ['application/pdf', await orderPdf(order, items, money)];
        return reply
          .header('content-type', type)
          .header('content-disposition', attachment(orderFileName(order, format)))
          .send(body);
      },
    );

    app.get(
      '/api/PurchaseOrder/:orderId/items',
      {
        schema: {
          tags,
          summary: 'Its items',
          ...access('orders:read'),
          params: PurchaseOrderParams,
          response: { 200: envelope(z.array(PurchaseOrderItem)) },
        },
      },
      async (request) =>
        ok(
          (await depsOf(request).run(async (tenant) => orderItems(tenant, await findOrder(tenant, request.params.orderId)))).map(
            orderItemDto,
          ),
        ),
    );
    app.get(
      '/api/PurchaseOrder/:orderId/items/slim',
      {
        schema: {
          tags,
          summary: 'Its items, slim',
          ...access('orders:read'),
          params: PurchaseOrderParams,
          response: { 200: envelope(z.array(PurchaseOrderItemSlim)) },
        },
      },
      async (request) =>
        ok(
          (await depsOf(request).run(async (tenant) => orderItems(tenant, await findOrder(tenant, request.params.orderId))))
            .map(orderItemDto)
            .map(slim),
        ),
    );
    app.post(
      '/api/PurchaseOrder/:orderId/items',
      {
        schema: {
          tags,
          summary: "Add a line (a product of the order's supplier, or a free line); drafts only",
          ...access('orders:write'),
          params: PurchaseOrderParams,
          body: PurchaseOrderItemInput,
          response: oneItem,
        },
      },
      async (request) =>
        ok(
          orderItemDto(
            await depsOf(request).run(async (tenant) =>
              addOrderItem(tenant, await findOrder(tenant, request.params.orderId), request.body),
            ),
          ),
        ),
    );
    const url = '/api/PurchaseOrder/:orderId/items/:id';
    app.get(
      url,
      { schema: { tags, summary: 'One item', ...access('orders:read'), params: PurchaseOrderItemParams, response: oneItem } },
      async (request) =>
        ok(
          orderItemDto(
            await depsOf(request).run(async (tenant) =>
              findOrderItem(tenant, await findOrder(tenant, request.params.orderId), request.params.id),
            ),
          ),
        ),
    );
    app.get(
      `${url}/slim`,
      {
        schema: {
          tags,
          summary: 'One item, slim',
          ...access('orders:read'),
          params: PurchaseOrderItemParams,
          response: { 200: envelope(PurchaseOrderItemSlim) },
        },
      },
      async (request) =>
        ok(
          slim(
            orderItemDto(
              await depsOf(request).run(async (tenant) =>
                findOrderItem(tenant, await findOrder(tenant, request.params.orderId), request.params.id),
              ),
            ),
          ),
        ),
    );
    app.put(
      url,
      {
        schema: {
          tags,
          summary: 'Update its quantity, comment or cost; drafts only',
          ...access('orders:write'),
          params: PurchaseOrderItemParams,
          body: PurchaseOrderItemUpdateInput,
          response: oneItem,
        },
      },
      async (request) =>
        ok(
          orderItemDto(
            await depsOf(request).run(async (tenant) => {
              const order = await findOrder(tenant, request.params.orderId);
              const row = await findOrderItem(tenant, order, request.params.id);
              const { quantity, comment, cost } = request.body;
              return setOrderItem(tenant, order, row, {
                ...(quantity !== undefined ? { quantity } : {}),
                ...(comment !== undefined ? { comment } : {}),
                ...(cost !== undefined ? { cost } : {}),
              });
            }),
          ),
        ),
    );
    app.delete(
      url,
      {
        schema: {
          tags,
          summary: 'Remove it (soft); drafts only',
          ...access('orders:write'),
          params: PurchaseOrderItemParams,
          response: oneItem,
        },
      },
      async (request) =>
        ok(
          orderItemDto(
            await depsOf(request).run(async (tenant) => {
              const order = await findOrder(tenant, request.params.orderId);
              return setOrderItem(
                tenant,
                order,
                await findOrderItem(tenant, order, request.params.id),
                softDeleted(tenant.memberId),
              );
            }),
          ),
        ),
    );
  };
