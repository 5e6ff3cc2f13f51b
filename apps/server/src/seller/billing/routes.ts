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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { sellerOf } from '../auth/seller-auth.js';
import type { CompanyRow } from '../company/service.js';
import { invoiceRoutes } from './invoice-routes.js';
import {
  applyNow,
  type BillingDeps,
  checkoutTrialEnd,
  customerIdOf,
  ensureCustomer,
  leadSubscription,
  nextInvoiceOf,
  ownSubscription,
  providerCall,
  subscriptionDto,
  subscriptionsOf,
} from './service.js';

const tags = ['Billing'];
const security = [{ bearer: [] }];

/** The seller's billing routes (spec section 7). Ungated (route-list.ts): a lapsed company can pay. */
export const billingRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const returnUrl = `${deps.publicUrl}/billing`;
    await app.register(invoiceRoutes(deps));

    app.get(
      '/api/Checkout/GetCheckoutSessionUrl',
      {
        schema: {
          tags,
          summary: 'A checkout at the provider for a plan and period',
          security,
          querystring: CheckoutQuery,
          response: { 200: envelope(CheckoutSession) },
        },
      },
      async (request) => {
        const { company, caller } = sellerOf(request);
        const { plan, period, trialEnabled, referralCode } = request.query;
        const live = leadSubscription(await subscriptionsOf(deps, company));
        if (live && live.status !== 'canceled') {
          throw new HttpError(
            409,
            'already_subscribed',
            'You already have a subscription: change or cancel it in the customer portal.',
          );
        }
        const trialEnd = trialEnabled ? await checkoutTrialEnd(deps, company) : null;
        const customerId = await ensureCustomer(deps, company, caller.memberId);
        const session = await providerCall(() =>
          deps.provider.createCheckoutSession({
            customerId,
            planCode: plan,
            period,
            trialEnd,
            referralCode,
            metadata: { companyId: company.id, plan, period },
            successUrl: `${returnUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${returnUrl}?checkout=canceled`,
          }),
        );
        return ok({ url: session.url, sessionId: session.id });
      },
    );

    app.get(
      '/api/Customer/GetSubscriptions',
      {
        schema: {
          tags,
          summary: "The company's subscriptions, newest first",
          security,
          response: { 200: envelope(z.array(Subscription)) },
        },
      },
      async (request) => ok((await subscriptionsOf(deps, sellerOf(request).company)).map(subscriptionDto)),
    );

    app.get(
      '/api/Customer/GetCurrentSubscription',
      {
        schema: {
          tags,
          summary: 'The subscription that sets the plan (null: none yet)',
          security,
          response: { 200: envelope(Subscription.nullable()) },
        },
      },
      async (request) => {
        const lead = leadSubscription(await subscriptionsOf(deps, sellerOf(request).company));
        return ok(lead ? subscriptionDto(lead) : null);
      },
    );

    app.get(
      '/api/Customer/GetPaymentMethods',
      {
        schema: {
          tags,
          summary: 'Saved cards (brand, last four, expiry)',
          security,
          response: { 200: envelope(z.array(PaymentMethod)) },
        },
      },
      async (request) => {
        const customerId = await customerIdOf(deps.db, sellerOf(request).company.id);
        return ok(customerId ? await deps.provider.listPaymentMethods(customerId) : []);
      },
    );

    const nextInvoice = async (company: CompanyRow) => {
      const customerId = await customerIdOf(deps.db, company.id);
      return customerId ? nextInvoiceOf(deps.provider, customerId) : null;
    };
    for (const url of ['/api/Customer/GetNextInvoice', '/api/AccountManagement/get-next-invoice']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: 'The next invoice (null: nothing will be charged)',
            security,
            response: { 200: envelope(UpcomingInvoice.nullable()) },
          },
        },
        async (request) => ok(await nextInvoice(sellerOf(request).company)),
      );
    }

    app.post(
      '/api/Customer/CancelSubscription',
      {
        schema: {
          tags,
          summary: 'Cancel now or at the end of the paid period; data is kept',
          security,
          body: CancelSubscriptionInput,
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => {
        const sub = await ownSubscription(deps, sellerOf(request).company, request.body.subscriptionId);
        const after = await providerCall(() =>
          deps.provider.cancelSubscription({ subscriptionId: sub.id, atPeriodEnd: !request.body.cancelImmediately }),
        );
        await applyNow(deps.db, after);
        return ok(subscriptionDto(after));
      },
    );

    app.post(
      '/api/Customer/CancelTrial',
      {
        schema: {
          tags,
          summary: 'End a trial: upgrade (pay now) or cancel it',
          security,
          body: CancelTrialInput,
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => {
        const sub = await ownSubscription(deps, sellerOf(request).company, request.body.subscriptionId);
        if (sub.status !== 'trialing') throw new HttpError(409, 'not_trialing', 'This subscription is not in a trial.');
        const after = await providerCall(() =>
          request.body.upgrade
            ? deps.provider.endTrialNow(sub.id)
            : deps.provider.cancelSubscription({ subscriptionId: sub.id, atPeriodEnd: false }),
        );
        await applyNow(deps.db, after);
        return ok(subscriptionDto(after));
      },
    );

    const upgrade = async (company: CompanyRow, subscriptionId?: string) => {
      const sub = await ownSubscription(deps, company, subscriptionId);
      const after = await providerCall(() => deps.provider.endTrialNow(sub.id));
      await applyNow(deps.db, after);
      return subscriptionDto(after);
    };
    app.post(
      '/api/Customer/UpgradeTrial',
      {
        schema: {
          tags,
          summary: 'End the trial now and pay the first period',
          security,
          body: SubscriptionRef.optional(),
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => ok(await upgrade(sellerOf(request).company, request.body?.subscriptionId)),
    );
    app.put(
      '/api/AccountManagement/upgrade-trial-now',
      {
        schema: {
          tags,
          summary: 'End the trial now and pay the first period',
          security,
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => ok(await upgrade(sellerOf(request).company)),
    );

    app.post(
      '/api/Customer/ResumeSubscription',
      {
        schema: {
          tags,
          summary: 'Take back a cancellation at period end',
          security,
          body: SubscriptionRef.optional(),
          response: { 200: envelope(Subscription) },
        },
      },
      async (request) => {
        const sub = await ownSubscription(deps, sellerOf(request).company, request.body?.subscriptionId);
        const after = await providerCall(() => deps.provider.resumeSubscription(sub.id));
        await applyNow(deps.db, after);
        return ok(subscriptionDto(after));
      },
    );

    const portal = async (company: CompanyRow) => {
      const customerId = await customerIdOf(deps.db, company.id);
      return { portalUrl: customerId ? await deps.provider.portalUrl({ customerId, returnUrl }) : null };
    };
    for (const url of ['/api/AccountManagement/customer-portal', '/api/Stripe/GetCustomerPortal']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "The provider's customer portal (null before the first checkout)",
            security,
            response: { 200: envelope(CustomerPortal) },
          },
        },
        async (request) => ok(await portal(sellerOf(request).company)),
      );
    }

    app.put(
      '/Payments',
      {
        schema: {
          tags,
          summary: 'Apply a finished checkout at once (the web app calls it on return)',
          security,
          body: PaymentsUpdateInput,
          response: { 200: envelope(Subscription.nullable()) },
        },
      },
      async (request) => {
        const customerId = await customerIdOf(deps.db, sellerOf(request).company.id);
        const session = await deps.provider.getCheckoutSession(request.body.sessionId);
        if (!session || session.customerId !== customerId) throw new HttpError(404, 'not_found', 'No such checkout session.');
        const sub = session.subscriptionId ? await deps.provider.getSubscription(session.subscriptionId) : null;
        if (sub) await applyNow(deps.db, sub);
        return ok(sub ? subscriptionDto(sub) : null);
      },
    );

    app.get(
      '/api/Stripe/GetCustomerId',
      {
        schema: {
          tags,
          summary: "The caller's customer id at the payment provider",
          security,
          response: { 200: envelope(ProviderCustomer) },
        },
      },
      async (request) =>
        ok({ customerId: await customerIdOf(deps.db, sellerOf(request).company.id), provider: deps.provider.name }),
    );

    /** The provider reads by customer id answer only the caller's own customer: any other is a 404. */
    const ownCustomer = async (company: CompanyRow, customerId: string) => {
      if ((await customerIdOf(deps.db, company.id)) !== customerId) throw new HttpError(404, 'not_found', 'No such customer.');
      return customerId;
    };
    app.get(
      '/api/Stripe/GetPaymentMethods',
      {
        schema: {
          tags,
          summary: "The customer's cards (only the caller's own customer)",
          security,
          querystring: CustomerIdQuery,
          response: { 200: envelope(z.array(PaymentMethod)) },
        },
      },
      async (request) =>
        ok(await deps.provider.listPaymentMethods(await ownCustomer(sellerOf(request).company, request.query.customerId))),
    );
    app.get(
      '/api/Stripe/GetSubscription',
      {
        schema: {
          tags,
          summary: "The customer's current subscription (only the caller's own customer)",
          security,
          querystring: CustomerIdQuery,
          response: { 200: envelope(Subscription.nullable()) },
        },
      },
      async (request) => {
        const customerId = await ownCustomer(sellerOf(request).company, request.query.customerId);
        const lead = leadSubscription(await deps.provider.listSubscriptions(customerId));
        return ok(lead ? subscriptionDto(lead) : null);
      },
    );
  };
