import {
  CancelSubscriptionInput,
  CancelTrialInput,
  CheckoutQuery,
  CheckoutSession,
  CustomerIdQuery,
  CustomerPortal,
  envelope,
  PaymentMethod,
  PaymentsUpdateInput,
  ProviderCustomer,
  Subscription,
  SubscriptionRef,
  UpcomingInvoice,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import { sellerOf } from '../auth/seller-auth.js';
import { invoiceRoutes } from './invoice-routes.js';
import type { BillingDeps } from './service.js';
import {
  applyCheckout,
  cancelSubscription,
  cancelTrial,
  currentSubscription,
  customerPaymentMethods,
  customerPortal,
  customerSubscription,
  listSubscriptions,
  nextInvoice,
  paymentMethods,
  providerCustomer,
  resumeSubscription,
  startCheckout,
  upgradeTrial,
} from './verbs.js';

const tags = ['Billing'];

/** The seller's billing routes (spec section 7). Ungated (route-list.ts): a lapsed company can pay. */
export const billingRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The calling company and the billing dependencies: what every verb acts with. */
    const own = (request: FastifyRequest) => ({ deps, company: sellerOf(request).company });
    await app.register(invoiceRoutes(deps));

    app.get(
      '/api/Checkout/GetCheckoutSessionUrl',
      {
        schema: {
          tags,
          summary: 'A checkout at the provider for a plan and period',
          ...sessionOnly('billing', 'read'),
          querystring: CheckoutQuery,
          response: { 200: envelope(CheckoutSession) },
        },
      },
      async (request) => {
        const { company, caller } = sellerOf(request);
        return ok(await startCheckout({ deps, company, memberId: caller.memberId, query: request.query }));
      },
    );

    app.get(
      '/api/Customer/GetSubscriptions',
      {
        schema: {
          tags,
          summary: "The company's subscriptions, newest first",
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(z.array(Subscription)) },
        },
      },
      async (request) => ok(await listSubscriptions(own(request))),
    );

    app.get(
      '/api/Customer/GetCurrentSubscription',
      {
        schema: {
          tags,
          summary: 'The subscription that sets the plan (null: none yet)',
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(Subscription.nullable()) },
        },
      },
      async (request) => ok(await currentSubscription(own(request))),
    );

    app.get(
      '/api/Customer/GetPaymentMethods',
      {
        schema: {
          tags,
          summary: 'Saved cards (brand, last four, expiry)',
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(z.array(PaymentMethod)) },
        },
      },
      async (request) => ok(await paymentMethods(own(request))),
    );

    for (const url of ['/api/Customer/GetNextInvoice', '/api/AccountManagement/get-next-invoice']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: 'The next invoice (null: nothing will be charged)',
            ...sessionOnly('billing', 'read'),
            response: { 200: envelope(UpcomingInvoice.nullable()) },
          },
        },
        async (request) => ok(await nextInvoice(own(request))),
      );
    }

    app.post(
      '/api/Customer/CancelSubscription',
      {
        schema: {
          tags,
          summary: 'Cancel now or at the end of the paid period; data is kept',
          ...sessionOnly('billing', 'write'),
          body: CancelSubscriptionInput,
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) =>
        ok(
          await cancelSubscription({
            ...own(request),
            subscriptionId: request.body.subscriptionId,
            immediately: request.body.cancelImmediately ?? false,
          }),
        ),
    );

    app.post(
      '/api/Customer/CancelTrial',
      {
        schema: {
          tags,
          summary: 'End a trial: upgrade (pay now) or cancel it',
          ...sessionOnly('billing', 'write'),
          body: CancelTrialInput,
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) =>
        ok(
          await cancelTrial({
            ...own(request),
            subscriptionId: request.body.subscriptionId,
            upgrade: request.body.upgrade ?? false,
          }),
        ),
    );

    app.post(
      '/api/Customer/UpgradeTrial',
      {
        schema: {
          tags,
          summary: 'End the trial now and pay the first period',
          ...sessionOnly('billing', 'write'),
          body: SubscriptionRef.optional(),
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => ok(await upgradeTrial({ ...own(request), subscriptionId: request.body?.subscriptionId })),
    );
    app.put(
      '/api/AccountManagement/upgrade-trial-now',
      {
        schema: {
          tags,
          summary: 'End the trial now and pay the first period',
          ...sessionOnly('billing', 'write'),
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => ok(await upgradeTrial(own(request))),
    );

    app.post(
      '/api/Customer/ResumeSubscription',
      {
        schema: {
          tags,
          summary: 'Take back a cancellation at period end',
          ...sessionOnly('billing', 'write'),
          body: SubscriptionRef.optional(),
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => ok(await resumeSubscription({ ...own(request), subscriptionId: request.body?.subscriptionId })),
    );

    for (const url of ['/api/AccountManagement/customer-portal', '/api/Stripe/GetCustomerPortal']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "The provider's customer portal (null before the first checkout)",
            ...sessionOnly('billing', 'read'),
            response: { 200: envelope(CustomerPortal) },
          },
        },
        async (request) => ok(await customerPortal(own(request))),
      );
    }

    app.put(
      '/Payments',
      {
        schema: {
          tags,
          summary: 'Apply a finished checkout at once (the web app calls it on return)',
          ...sessionOnly('billing', 'write'),
          body: PaymentsUpdateInput,
          response: { 200: envelope(Subscription.nullable()) },
        },
      },
      async (request) => ok(await applyCheckout({ ...own(request), sessionId: request.body.sessionId })),
    );

    app.get(
      '/api/Stripe/GetCustomerId',
      {
        schema: {
          tags,
          summary: "The caller's customer id at the payment provider",
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(ProviderCustomer) },
        },
      },
      async (request) => ok(await providerCustomer(own(request))),
    );

    app.get(
      '/api/Stripe/GetPaymentMethods',
      {
        schema: {
          tags,
          summary: "The customer's cards (only the caller's own customer)",
          ...sessionOnly('billing', 'read'),
          querystring: CustomerIdQuery,
          response: { 200: envelope(z.array(PaymentMethod)) },
        },
      },
      async (request) => ok(await customerPaymentMethods({ ...own(request), customerId: request.query.customerId })),
    );
    app.get(
      '/api/Stripe/GetSubscription',
      {
        schema: {
          tags,
          summary: "The customer's current subscription (only the caller's own customer)",
          ...sessionOnly('billing', 'read'),
          querystring: CustomerIdQuery,
          response: { 200: envelope(Subscription.nullable()) },
        },
      },
      async (request) => ok(await customerSubscription({ ...own(request), customerId: request.query.customerId })),
    );
  };
