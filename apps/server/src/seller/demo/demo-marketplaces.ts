import { and, eq, isNull } from 'drizzle-orm';
import { isListedIn } from '../../market/simulated/marketplaces.js';
import type { SeedStep } from '../../seed/seed.js';
import { companies } from '../company/schema.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import { createSupplier, slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { addDemoProducts, demoCatalog, demoProductDeps, demoTenant } from './demo-seed.js';

/**
 * The demo's suppliers beyond amazon.com (docs/marketplaces.md): a UK wholesaler quoting pounds
 * for amazon.co.uk and a German one quoting euros for amazon.de. The demo company is
 * VAT-registered, so their products show the VAT split with input VAT reclaimed.
 */
const SUPPLIERS = [
  {
    name: 'Pennine Wholesale Ltd',
    marketplace: 'UK' as const,
    department: 'Home & Kitchen',
    itemPrefix: 'PWL',
    email: 'trade@pennine-wholesale.example',
    phone: '+44 113 496 0123',
    number: '14',
    address: 'Kirkstall Road',
    city: 'Leeds',
    state: 'West Yorkshire',
    zipCode: 'LS4 2AZ',
  },
  {
    name: 'Rheinland Großhandel GmbH',
    marketplace: 'DE' as const,
    department: 'Toys & Games',
    itemPrefix: 'RGH',
    email: 'bestellung@rheinland-grosshandel.example',
    phone: '+49 221 4711 0815',
    number: '27',
    address: 'Hansaring',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    zipCode: '50670',
  },
];

const PRODUCTS_PER_SUPPLIER = 5;
const PACKS = [6, 12, 4, 24, 1];

/** The UK and German demo suppliers, the company's VAT registration and their analysed products. Idempotent by name and ASIN. */
export const sellerDemoMarketplacesStep: SeedStep = {
  name: 'seller-demo-marketplaces',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    const run = <T>(fn: (scoped: Tenant) => Promise<T>) =>
      withTenant(services.database.db, tenant.companyId, (db) => fn({ ...tenant, db }));
    await run(async (scoped) => {
      const existing = new Set((await slimSuppliers(scoped)).map((s) => s.name));
      for (const { department: _, itemPrefix: __, ...supplier } of SUPPLIERS) {
        if (!existing.has(supplier.name))
          await createSupplier(scoped, { input: supplier, limit: PLAN_CATALOG.Enterprise.limits.suppliers });
      }
      await scoped.db
        .update(companies)
        .set({ vatRegistered: true, vatNumber: 'GB 123 4567 89' })
        .where(and(eq(companies.id, tenant.companyId), isNull(companies.vatNumber)));
    });
    const deps = demoProductDeps(services, tenant);
    const suppliers = await run(slimSuppliers);
    for (const plan of SUPPLIERS) {
      const supplier = suppliers.find((s) => s.name === plan.name);
      if (!supplier) continue;
      await addDemoProducts(deps, {
        supplierId: supplier.id,
        indexes: demoCatalog(plan.department, PRODUCTS_PER_SUPPLIER * 3)
          .filter((index) => isListedIn(index, plan.marketplace, services.config.market.simulatedSize))
          .slice(0, PRODUCTS_PER_SUPPLIER),
        packs: PACKS,
        itemNumber: (k) => `${plan.itemPrefix}-${2001 + k}`,
      });
    }
  },
};
