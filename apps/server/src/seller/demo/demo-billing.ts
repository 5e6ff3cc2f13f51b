import { eq } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed.js';
import { providerNow } from '../billing/local/clock.js';
import { LocalBillingProvider } from '../billing/local/provider.js';
import { seedPaidHistory } from '../billing/local/seed-history.js';
import { billingCustomers } from '../billing/schema.js';
import { applyNow } from '../billing/service.js';
import { companies } from '../company/schema.js';
import { demoTenant } from './demo-seed.js';

/**
 * The demo company pays for WSUltimate monthly on the local provider: a Visa ending 4242 and
 * two paid invoices, the second for the period running now. Only with the local provider (a
 * Stripe account gets its customers from real checkouts).
 */
export const sellerDemoBillingStep: SeedStep = {
  name: 'seller-demo-billing',
  async run(services) {
    if (services.config.billing.provider !== 'local') return;
    const tenant = await demoTenant(services);
    if (!tenant) return;
    const db = services.database.db;
    const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.companyId, tenant.companyId));
    if (existing) return;
    const [company] = await db.select().from(companies).where(eq(companies.id, tenant.companyId));
    if (!company) return;
    const provider = new LocalBillingProvider({
      db,
      jobs: services.jobs,
      mailer: services.mailer,
      webhookSecret: services.config.billing.localWebhookSecret,
      publicUrl: services.config.publicUrl,
    });
    const customerId = await provider.createCustomer({ email: company.email, name: company.name, companyId: company.id });
    await db.insert(billingCustomers).values({ companyId: company.id, provider: 'local', customerId });
    const now = await providerNow(db);
    const started = new Date(now);
    started.setUTCMonth(started.getUTCMonth() - 1);
    started.setUTCDate(started.getUTCDate() - 10);
    const subscription = await seedPaidHistory(provider, db, {
      customerId,
      planCode: 'WSUltimate',
      period: 'Month',
      started,
      periods: 2,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: now.getUTCFullYear() + 3, behaviour: 'succeeds' },
    });
    await applyNow({ db, jobs: services.jobs }, subscription);
  },
};
