import {
  envelope,
  listEnvelope,
  Notification,
  NotificationCount,
  NotificationIdParams,
  NotificationListQuery,
  StreamTicket,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { asTenant } from '../tenancy.js';
import { listNotifications, markAllRead, markRead } from './service.js';
import { mintTicket } from './tickets.js';

const tags = ['Notification'];

/** The member's notifications: list, mark read, and the ticket that opens the live stream. */
export const notificationRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Notification',
      {
        schema: {
          tags,
          summary: "The member's notifications, newest first (unread=true keeps the unread ones)",
          ...sessionOnly('notifications', 'read'),
          querystring: NotificationListQuery,
          response: { 200: listEnvelope(Notification) },
        },
      },
      async (request, reply) => {
        const { items, totalItems, unread } = await asTenant(services, request, (tenant) =>
          listNotifications(tenant, request.query),
        );
        reply.header('x-unread-count', String(unread));
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );

    app.get(
      '/api/Notification/unread-count',
      {
        schema: {
          tags,
          summary: 'How many notifications the member has not read',
          ...sessionOnly('notifications', 'read'),
          response: { 200: envelope(NotificationCount) },
        },
      },
      async (request) => {
        const { unread } = await asTenant(services, request, (tenant) =>
          listNotifications(tenant, { page: 1, pageSize: 1, unread: true }),
        );
        return ok({ count: unread });
      },
    );

    app.put(
      '/api/Notification/:notificationId/read',
      {
        schema: {
          tags,
          summary: 'Mark one notification read',
          ...sessionOnly('notifications', 'write'),
          params: NotificationIdParams,
          response: { 200: envelope(Notification) },
        },
      },
      async (request) => {
        const row = await asTenant(services, request, (tenant) => markRead(tenant, request.params.notificationId));
        if (!row) throw HttpError.notFound('Notification not found.');
        return ok(row);
      },
    );

    app.put(
      '/api/Notification/read-all',
      {
        schema: {
          tags,
          summary: "Mark all the member's notifications read",
          ...sessionOnly('notifications', 'write'),
          response: { 200: envelope(NotificationCount) },
        },
      },
      async (request) => ok({ count: await asTenant(services, request, markAllRead) }),
    );

    app.post(
      '/api/Notification/stream-ticket',
      {
        schema: {
          tags,
          summary: 'A short-lived ticket for GET /api/Notification/stream?ticket=… (EventSource sends no bearer header)',
          ...sessionOnly('notifications', 'write'),
          response: { 200: envelope(StreamTicket) },
        },
      },
      async (request) => {
        const { caller, company } = sellerOf(request);
        return ok(mintTicket(services, { companyId: company.id, memberId: caller.memberId }));
      },
    );
  };
