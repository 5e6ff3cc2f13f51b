import {
  AdminAccess,
  AdminAuditEntry,
  AdminAuditQuery,
  AdminCustomerPage,
  AdminCustomerQuery,
  AdminCustomersQuery,
  AdminUserDetail,
  AdminUserQuery,
  AdminUserSearchQuery,
  AdminUserSummary,
  envelope,
  listEnvelope,
  PaymentMethod,
  ProviderCustomer,
  Subscription,
  SubscriptionValidation,
  SubscriptionValidationQuery,
  UpcomingInvoice,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityAdminRoutes } from '../../identity/idp/admin-routes.js';
import { ok, paged } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import type { BillingProvider } from '../billing/provider.js';
import { adminIdentity, requirePlatformAdmin } from './access.js';
import { addAuditDetail, listAudit, recordAdminCall } from './audit.js';
import {
  customerNextInvoice,
  customerPaymentMethods,
  customerSubscriptions,
  providerCustomersPage,
  userCustomer,
} from './customers.js';
import { searchUsers, userDetail } from './users.js';
import { checkSubscriptions } from './validation.js';

const tags = ['Admin'];

/** Tells the web app whether to show the admin area (the server's guard is what protects it). */
export const adminAccessRoute =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/UserAccount/admin-access',
      {
        schema: {
          tags,
          summary: 'Whether the caller is a platform admin',
          ...sessionOnly('admin', 'read'),
          response: { 200: envelope(AdminAccess) },
        },
      },
      async (request) => {
        const { isAdmin } = await adminIdentity({
          db: services.database.db,
          config: services.config.admin,
          memberId: sellerOf(request).caller.memberId,
        });
        return ok({ isAdmin });
      },
    );
  };

/**
 * The admin area (spec section 7, docs/admin.md). Every route here is behind the platform admin
 * guard (403 admin_only otherwise, organization admins included) and every call is audited.
 */
export const adminRoutes =
  (services: Services, provider: BillingProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;
    app.decorateRequest('admin', null);
    // After the seller session hook (the parent's onRequest) and before validation, so a
    // non-admin learns nothing about the routes' inputs either.
    app.addHook('onRequest', (request) => requirePlatformAdmin({ db, config: services.config.admin, request }));
    app.addHook('onSend', async (request, reply, payload) => {
      await recordAdminCall(db, request, reply);
      return payload;
    });
    // Connected apps and impersonation (identity/idp): behind the same guard and audit log.
    await app.register(
      identityAdminRoutes(services.identity, {
        adminOf: (request) => {
          if (!request.admin) throw new Error('admin route without the admin guard');
          return request.admin;
        },
        audit: addAuditDetail,
      }),
    );

    app.get(
      '/api/admin/Users',
      {
        schema: {
          tags,
          summary: 'Find users by email, name, organization or customer id',
          ...sessionOnly('admin', 'read'),
          querystring: AdminUserSearchQuery,
          response: { 200: listEnvelope(AdminUserSummary) },
        },
      },
      async (request) => {
        const { items, totalItems } = await searchUsers({ db, query: request.query });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );

    app.get(
      '/api/admin/Users/stripe-customers',
      {
        schema: {
          tags,
          summary: "The billing provider's customers, cursor paged as Stripe's list",
          ...sessionOnly('admin', 'read'),
          querystring: AdminCustomersQuery,
          response: { 200: envelope(AdminCustomerPage) },
        },
      },
      async (request) => ok(await providerCustomersPage({ db, provider, query: request.query })),
    );

    const customerRoute = { tags, ...sessionOnly('admin', 'read'), querystring: AdminCustomerQuery };
    app.get(
      '/api/admin/Users/payment-methods',
      {
        schema: {
          ...customerRoute,
          summary: "A customer's cards: brand, last four, expiry",
          response: { 200: envelope(z.array(PaymentMethod)) },
        },
      },
      async (request) => ok(await customerPaymentMethods({ db, provider, query: request.query })),
    );
    app.get(
      '/api/admin/Users/subscriptions',
      {
        schema: {
          ...customerRoute,
          summary: "A customer's subscriptions, newest first",
          response: { 200: envelope(z.array(Subscription)) },
        },
      },
      async (request) => ok(await customerSubscriptions({ db, provider, query: request.query })),
    );
    app.get(
      '/api/admin/Users/next-invoice',
      {
        schema: {
          ...customerRoute,
          summary: "A customer's next invoice (null: nothing will be charged)",
          response: { 200: envelope(UpcomingInvoice.nullable()) },
        },
      },
      async (request) => ok(await customerNextInvoice({ db, provider, query: request.query })),
    );

    app.get(
      '/api/admin/Users/stripe-customerId',
      {
        schema: {
          tags,
          summary: "The user's company's customer id at the billing provider (null: none yet)",
          ...sessionOnly('admin', 'read'),
          querystring: AdminUserQuery,
          response: { 200: envelope(ProviderCustomer) },
        },
      },
      async (request) => ok(await userCustomer({ db, provider, userId: request.query.userId })),
    );

    app.get(
      '/api/admin/Users/:userId',
      {
        schema: {
          tags,
          summary: 'A user: member, organization, company, plan, subscription status and usage',
          ...sessionOnly('admin', 'read'),
          params: z.object({ userId: z.string().min(1).max(255) }),
          response: { 200: envelope(AdminUserDetail) },
        },
      },
      async (request) => ok(await userDetail({ services, userId: request.params.userId })),
    );

    app.get(
      '/api/admin/Utility/subscription-validation',
      {
        schema: {
          tags,
          summary: "Compare every company's plan and status with the billing provider; shouldSelfHeal repairs them",
          ...sessionOnly('admin', 'read'),
          querystring: SubscriptionValidationQuery,
          response: { 200: envelope(SubscriptionValidation) },
        },
      },
      async (request) =>
        ok(
          await checkSubscriptions({
            db,
            jobs: services.jobs,
            provider,
            selfHeal: request.query.shouldSelfHeal,
            audit: (detail) => addAuditDetail(request, detail),
          }),
        ),
    );

    app.get(
      '/api/admin/AuditLog',
      {
        schema: {
          tags,
          summary: 'The admin audit log, newest first',
          ...sessionOnly('admin', 'read'),
          querystring: AdminAuditQuery,
          response: { 200: listEnvelope(AdminAuditEntry) },
        },
      },
      async (request) => {
        const { items, totalItems } = await listAudit({ db, page: request.query });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );
  };
