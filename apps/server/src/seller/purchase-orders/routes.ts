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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../platform/http/content-disposition.js';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { DepsOf } from '../products/routes.js';
import {
  addOrderLine,
  editOrder,
  editOrderLine,
  newOrder,
  orderDocument,
  orderLine,
  orderLines,
  orderPage,
  orderWithItems,
  removeOrder,
  removeOrderLine,
} from './verbs.js';

const tags = ['PurchaseOrder'];
const one = { 200: envelope(PurchaseOrder) };
const oneItem = { 200: envelope(PurchaseOrderItem) };
const slim = (i: PurchaseOrderItem) => ({ id: i.id, asin: i.asin, title: i.title, quantity: i.quantity });

/** Purchase orders to suppliers (spec section 7, Purchase orders; statuses in status.ts). */
export const purchaseOrderRoutes =
  (depsOf: DepsOf, jobs: Jobs): FastifyPluginAsyncZod =>
  async (app) => {
    /** The order line a request names. */
    const lineOf = (request: FastifyRequest<{ Params: z.infer<typeof PurchaseOrderItemParams> }>) => ({
      deps: depsOf(request),
      orderId: request.params.orderId,
      itemId: request.params.id,
    });
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
        const { items, totalItems } = await orderPage({ deps: depsOf(request), page: request.query });
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
      async (request) => ok(await newOrder({ deps: depsOf(request), input: request.body })),
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
      async (request) => ok(await orderWithItems({ deps: depsOf(request), orderId: request.params.orderId })),
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
      async (request) =>
        ok(await editOrder({ deps: depsOf(request), jobs, orderId: request.params.orderId, input: request.body })),
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
      async (request) => ok(await removeOrder({ deps: depsOf(request), orderId: request.params.orderId })),
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
        const { type, body, fileName } = await orderDocument({
          deps: depsOf(request),
          orderId: request.params.orderId,
          format: request.query.format,
        });
        return reply.header('content-type', type).header('content-disposition', attachment(fileName)).send(body);
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
      async (request) => ok(await orderLines({ deps: depsOf(request), orderId: request.params.orderId })),
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
      async (request) => ok((await orderLines({ deps: depsOf(request), orderId: request.params.orderId })).map(slim)),
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
      async (request) => ok(await addOrderLine({ deps: depsOf(request), orderId: request.params.orderId, input: request.body })),
    );
    const url = '/api/PurchaseOrder/:orderId/items/:id';
    app.get(
      url,
      { schema: { tags, summary: 'One item', ...access('orders:read'), params: PurchaseOrderItemParams, response: oneItem } },
      async (request) => ok(await orderLine(lineOf(request))),
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
      async (request) => ok(slim(await orderLine(lineOf(request)))),
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
      async (request) => ok(await editOrderLine({ ...lineOf(request), input: request.body })),
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
      async (request) => ok(await removeOrderLine(lineOf(request))),
    );
  };
