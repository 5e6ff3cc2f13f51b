import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { defineWebhookQueue, requeueUndelivered } from './local/events.js';
import { localBillingPages } from './local/pages.js';
import { LocalBillingProvider } from './local/provider.js';
import type { BillingProvider } from './provider.js';
import { billingRoutes } from './routes.js';
import { type BillingDeps, guarded } from './service.js';
import { webhookRoutes } from './webhooks.js';

/**
 * Billing: the configured provider, its webhook endpoint (outside the session-authenticated
 * API) and, for the local provider, its hosted pages and webhook delivery queue. Answers the
 * seller routes' plugin, to be registered inside the authenticated scope.
 */
export const LOCAL_SWEEP_QUEUE = 'billing.local-sweep';

export async function registerBilling(app: FastifyInstance, services: Services) {
  const { config, database, jobs } = services;
  const local = new LocalBillingProvider({
    db: database.db,
    jobs,
    mailer: services.mailer,
    webhookSecret: config.billing.localWebhookSecret,
    publicUrl: config.publicUrl,
  });
  // Stripe's SDK is loaded only where it is configured (decision 048).
  const provider: BillingProvider =
    config.billing.provider === 'stripe' ? new (await import('./stripe.js')).StripeBillingProvider(config.billing.stripe) : local;
  await app.register(webhookRoutes({ db: database.db, jobs, provider: () => provider }));
  const deps: BillingDeps = {
    db: database.db,
    jobs,
    provider: guarded(provider),
    publicUrl: config.publicUrl,
    trialDays: config.seller.trialDays,
  };
  if (provider !== local) return { provider, routes: billingRoutes(deps) };
  // The local provider posts its events to our own webhook route (through HTTP handling, in process).
  defineWebhookQueue({
    db: database.db,
    jobs,
    secret: config.billing.localWebhookSecret,
    retry: config.billing.webhookRetry,
    expireInSeconds: config.billing.webhookJobExpireSeconds,
    deliver: () => async (body, signature) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/payments-hook',
          payload: body,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        })
      ).statusCode,
  });
  // Time passes for the local provider too: trial ends, renewals and retries that fell due run
  // every minute (and whenever a customer's subscriptions are read or the dev clock moves).
  // The same sweep sends events whose delivery job was never queued (a stop right after the change).
  jobs.define(
    LOCAL_SWEEP_QUEUE,
    async () => {
      await local.runDue();
      await requeueUndelivered(database.db, jobs);
    },
    { retryLimit: 0, batchSize: 1, cron: '* * * * *' },
  );
  await app.register(localBillingPages({ db: database.db, provider: local, devTools: config.devTools }));
  return { provider, routes: billingRoutes(deps) };
}
