import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineBackchannelLogout } from '../identity/idp/backchannel-logout.js';
import type { Services } from '../services.js';
import { auditFromIdentity } from './admin/audit.js';
import { adminAccessRoute, adminRoutes } from './admin/routes.js';
import { registerAlerts } from './alerts/register.js';
import { apiKeyRoutes } from './api-keys/routes.js';
import { defineAuditRetention } from './audit/retention.js';
import { auditLogRoutes } from './audit/routes.js';
import { registerSellerAuth } from './auth/seller-auth.js';
import { registerBilling } from './billing/index.js';
import { guarded } from './billing/service.js';
import { categoryRoutes } from './categories/routes.js';
import { clientConfigRoutes } from './client-config/routes.js';
import { companyRoutes } from './company/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { registerExportSlots } from './exports/hook.js';
import { extensionSessionRoutes } from './extension/routes.js';
import { filterRoutes } from './filters/routes.js';
import { identityMemberRoutes } from './identity-members/routes.js';
import { marketingRoutes } from './marketing/routes.js';
import { defineExchangeRateQueue } from './marketplaces/fx-job.js';
import { marketplaceRoutes } from './marketplaces/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { notificationStreamRoutes } from './notifications/stream.js';
import { planRoutes } from './plans/routes.js';
import { admitMemberUnderPlan } from './plans/team-limit.js';
import { priceChangeRoutes } from './price-changes/routes.js';
import { analyzerWith } from './products/analyze.js';
import { productCounts } from './products/count-cache.js';
import { extensionRoutes } from './products/extension-routes.js';
import { MarketStore } from './products/market-store.js';
import { quickViewRoutes } from './products/quick-view-routes.js';
import { productRoutes } from './products/routes.js';
import type { ProductsDeps } from './products/workflows.js';
import { purchaseOrderRoutes } from './purchase-orders/routes.js';
import { defineRefreshQueue } from './refresh/job.js';
import { refreshRoutes } from './refresh/routes.js';
import { resourceRoutes } from './resources/routes.js';
import { sellerAccountCallbackRoutes } from './seller-account/callback-routes.js';
import { simulatedConnectRoutes, simulatedConsentRoutes } from './seller-account/dev-routes.js';
import { defineInventoryRefresh } from './seller-account/inventory-job.js';
import { defineEligibilityQueue } from './seller-account/queue.js';
import { sellerAccountRoutes } from './seller-account/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { approvalRoutes } from './shortlists/approval-routes.js';
import { shortlistItemRoutes } from './shortlists/item-routes.js';
import { shortlistRoutes } from './shortlists/routes.js';
import { supplierRoutes } from './suppliers/routes.js';
import { tenantDeps } from './tenancy.js';
import { defineUploadQueue } from './uploads/job.js';
import { uploadRoutes } from './uploads/routes.js';
import type { UploadStage } from './uploads/stages.js';
import { alignUsageCalendar } from './usage/calendar.js';
import { defineWatchQueues } from './watch/job.js';
import { watchRoutes } from './watch/routes.js';
import { defineWebhookQueue } from './webhooks/deliver.js';
import { identityWebhookEvents } from './webhooks/identity-events.js';
import { webhookRoutes } from './webhooks/routes.js';

/** The seller API. The marketing lead form is public; everything else needs a session JWT (Bearer). */
export async function registerSeller(app: FastifyInstance, services: Services) {
  await alignUsageCalendar(services.database.db, services.config.dashboard.timeZone);
  await app.register(marketingRoutes(services));
  await app.register(clientConfigRoutes(services));
  await app.register(notificationStreamRoutes(services, services.bus));
  // The seller-account consent redirect is a browser navigation: its sealed state authenticates it.
  await app.register(sellerAccountCallbackRoutes(services));
  if (services.config.devTools) await app.register(simulatedConsentRoutes(services));
  const billing = await registerBilling(app, services);
  const alerts = await registerAlerts(app, services);
  // Invitations (identity API) count against the plan's team members.
  services.identity.admitMember = admitMemberUnderPlan(services);
  // Impersonated sign-ins (identity/idp) are written to the admin audit log.
  services.identity.adminAudit = auditFromIdentity(services.database.db);
  // Identity changes (members, sessions, the organization, SSO, SCIM) reach the organization's
  // webhooks; deliveries go through the queue.
  services.identity.organizationEvent = identityWebhookEvents(services);
  // Ended sessions reach the connected apps they signed in (OIDC back-channel logout).
  defineBackchannelLogout(services.identity, services.jobs);
  // The organization audit log keeps AUDIT_LOG_RETENTION_DAYS.
  defineAuditRetention({ db: services.database.db, jobs: services.jobs, retentionDays: services.config.auditLog.retentionDays });
  defineWebhookQueue({
    db: services.database.db,
    jobs: services.jobs,
    box: services.identity.box,
    mailer: services.mailer,
    config: services.config.integrations.webhooks,
  });
  await app.register(async (seller) => {
    registerSellerAuth(seller, services);
    registerExportSlots(seller, services.exportSlots, services.config.exports);
    await seller.register(companyRoutes(services));
    await seller.register(apiKeyRoutes(services));
    await seller.register(identityMemberRoutes(services));
    await seller.register(auditLogRoutes(services));
    await seller.register(webhookRoutes(services));
    await seller.register(dashboardRoutes(services));
    await seller.register(billing.routes);
    await seller.register(adminAccessRoute(services));
    await seller.register(adminRoutes(services, guarded(billing.provider)));
    await seller.register(planRoutes(services));
    await seller.register(marketplaceRoutes());
    await seller.register(extensionSessionRoutes(services));
    await seller.register(settingsRoutes(services));
    await seller.register(filterRoutes(services));
    await seller.register(resourceRoutes(services));
    await seller.register(categoryRoutes(services));
    await seller.register(supplierRoutes(services));
    productCounts.configure(services.config.market.listCountCacheSeconds * 1000);
    const store = new MarketStore(services.database.db, services.market);
    const analyze = analyzerWith(services.rates);
    defineExchangeRateQueue(services);
    const depsOf = (request: FastifyRequest): ProductsDeps => ({
      store,
      provider: services.market,
      analyze,
      freshForMs: services.config.market.freshMinutes * 60_000,
      ...tenantDeps(services, request),
    });
    await seller.register(productRoutes(depsOf));
    await seller.register(quickViewRoutes(depsOf));
    await seller.register(extensionRoutes(depsOf));
    await seller.register(shortlistRoutes(depsOf));
    await seller.register(shortlistItemRoutes(depsOf));
    await seller.register(approvalRoutes(services));
    await seller.register(purchaseOrderRoutes(depsOf, services.jobs));
    const uploadDeps = {
      db: services.database.db,
      jobs: services.jobs,
      bus: services.bus,
      store,
      provider: services.market,
      analyze,
      config: services.config.uploads,
      freshForMs: services.config.market.freshMinutes * 60_000,
      databaseKind: services.database.kind,
      requestsWaiting: () => services.answering.waiting(),
      rowsStaged: () => services.maintenance?.nudge(),
      observeStage: (stage: UploadStage, seconds: number) => services.metrics.uploadStages.observe({ stage }, seconds),
    };
    defineUploadQueue(uploadDeps);
    await seller.register(uploadRoutes(services, uploadDeps, depsOf));
    await seller.register(priceChangeRoutes(services));
    const refreshDeps = { ...uploadDeps, config: services.config.refresh };
    defineRefreshQueue(refreshDeps);
    defineWatchQueues({
      ...uploadDeps,
      budget: services.config.alerts.watchBudget,
      refreshJob: services.config.alerts.watchRefreshJob,
      log: app.log,
    });
    await seller.register(refreshRoutes(services, refreshDeps));
    await seller.register(notificationRoutes(services));
    await seller.register(alerts.routes);
    await seller.register(watchRoutes(services));
    defineEligibilityQueue({
      db: services.database.db,
      jobs: services.jobs,
      bus: services.bus,
      box: services.identity.box,
      runtime: services.sellerAccounts,
    });
    defineInventoryRefresh({
      db: services.database.db,
      jobs: services.jobs,
      box: services.identity.box,
      runtime: services.sellerAccounts,
      log: app.log,
      cron: services.config.sellerAccount.inventoryCron,
    });
    await seller.register(sellerAccountRoutes(services));
    if (services.config.devTools) await seller.register(simulatedConnectRoutes(services));
  });
}
