import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { identityDemoDomainStep } from '../dev/dns/demo-domain.js';
import { devIdpDemoSsoStep } from '../dev/idp/demo-sso.js';
import { devIdpDemoTenantsStep } from '../dev/idp/demo-tenants.js';
import { identityDemoStep } from '../identity/demo-seed.js';
import { adminDemoStep } from '../seller/admin/demo-seed.js';
import { sellerDemoAlertsStep } from '../seller/demo/demo-alerts.js';
import { sellerDemoBillingStep } from '../seller/demo/demo-billing.js';
import { sellerDemoDashboardStep } from '../seller/demo/demo-dashboard.js';
import { sellerDemoMarketplacesStep } from '../seller/demo/demo-marketplaces.js';
import { sellerDemoOrdersStep } from '../seller/demo/demo-orders.js';
import { sellerDemoPriceChangesStep } from '../seller/demo/demo-price-changes.js';
import { sellerDemoProductsStep, sellerDemoStep } from '../seller/demo/demo-seed.js';
import { sellerDemoSellerAccountStep } from '../seller/demo/demo-seller-account.js';
import { sellerDemoTeamStep } from '../seller/demo/demo-team.js';
import { sellerDemoUploadStep } from '../seller/demo/demo-upload.js';
import { sellerDemoWatchesStep } from '../seller/demo/demo-watches.js';
import { brandAlertsStep } from '../seller/products/brand-alerts-seed.js';
import type { Services } from '../services.js';
import { seedRuns } from './schema.js';

/** One idempotent piece of demo data; each area of the product adds its own step. */
export type SeedStep = { name: string; run(services: Services): Promise<void> };

export const DEMO_EMAIL = 'demo@shelfscope.local';

const STEPS: SeedStep[] = [
  identityDemoStep,
  devIdpDemoTenantsStep,
  devIdpDemoSsoStep,
  identityDemoDomainStep,
  sellerDemoStep,
  brandAlertsStep,
  sellerDemoProductsStep,
  sellerDemoOrdersStep,
  sellerDemoTeamStep,
  sellerDemoUploadStep,
  sellerDemoPriceChangesStep,
  sellerDemoDashboardStep,
  sellerDemoBillingStep,
  sellerDemoMarketplacesStep,
  sellerDemoAlertsStep,
  sellerDemoWatchesStep,
  sellerDemoSellerAccountStep,
  adminDemoStep,
  {
    // Shows a newcomer the dev mailbox working end to end (outbox -> job queue -> mailbox).
    name: 'welcome-email',
    async run({ mailer, config }) {
      await mailer.send({
        to: DEMO_EMAIL,
        subject: 'Welcome to ShelfScope',
        text: `ShelfScope is running at ${config.publicUrl}.\n\nThis message was queued at first start and delivered by the job queue into the dev mailbox (${config.publicUrl}/dev/mailbox), where every email lands while no SMTP server is configured.`,
        html: `<p>ShelfScope is running at <a href="${config.publicUrl}">${config.publicUrl}</a>.</p><p>This message was queued at first start and delivered by the job queue into the <a href="${config.publicUrl}/dev/mailbox">dev mailbox</a>, where every email lands while no SMTP server is configured.</p>`,
      });
    },
  },
];

/**
 * Runs every step that has not run on this database yet. A step is recorded only after it
 * succeeds, so a failed step is tried again at the next start.
 */
export async function seedDemoData(services: Services, log: FastifyBaseLogger, steps: SeedStep[] = STEPS): Promise<string[]> {
  const done = new Set((await services.database.db.select().from(seedRuns)).map((r) => r.step));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await step.run(services);
    await services.database.db.insert(seedRuns).values({ step: step.name }).onConflictDoNothing();
    ran.push(step.name);
    log.info({ step: step.name }, 'demo data seeded');
  }
  return ran;
}

/** For tests and operators: forget that demo data ran (it will run again at the next start). */
export async function resetSeedRuns(services: Services): Promise<void> {
  await services.database.db.execute(sql`delete from seed_runs`);
}
