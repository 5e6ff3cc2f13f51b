import { and, eq } from 'drizzle-orm';
import { DEMO_MEMBER, DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { findOrganizationBySlug } from '../../identity/organizations/repo.js';
import { identityMembers } from '../../identity/schema.js';
import { asinOf } from '../../market/simulated/catalog.js';
import type { SeedStep } from '../../seed/seed.js';
import type { Services } from '../../services.js';
import { createCategory, slimCategories } from '../categories/service.js';
import { ensureCompany } from '../company/service.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import { analyzeSnapshot } from '../products/analyze.js';
import { MarketStore } from '../products/market-store.js';
import { addProduct } from '../products/workflows.js';
import { createSupplier, slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';

const CATEGORIES = ['Grocery', 'Health & Household', 'Toys & Games', 'Home & Kitchen'];

/** Demo suppliers: wholesale distributors with their contact details and categories. */
const SUPPLIERS = [
  {
    name: 'Harbor Wholesale Foods',
    email: 'orders@harborfoods.example',
    phone: '+1 (503) 555-0142',
    address: '1200 NW Front Ave',
    city: 'Portland',
    state: 'OR',
    zipCode: '97209',
    categories: ['Grocery', 'Health & Household'],
  },
  {
    name: 'Midwest Toy Distributors',
    email: 'sales@midwesttoys.example',
    phone: '+1 (312) 555-0187',
    address: '455 W Lake St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60606',
    categories: ['Toys & Games'],
  },
  {
    name: 'Sunbelt Home Supply',
    email: 'accounts@sunbelthome.example',
    phone: '+1 (602) 555-0119',
    address: '88 E Jefferson St',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    categories: ['Home & Kitchen'],
  },
  {
    name: 'Atlantic Health Brands',
    email: 'wholesale@atlantichealth.example',
    phone: '+1 (973) 555-0163',
    address: '20 Commerce Dr',
    city: 'Newark',
    state: 'NJ',
    zipCode: '07102',
    categories: ['Health & Household'],
  },
];

/**
 * The demo company of the demo organization, with categories and suppliers. Runs after the
 * identity step (it needs the demo member); idempotent by name.
 */
export const sellerDemoStep: SeedStep = {
  name: 'seller-demo-suppliers',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    await withTenant(services.database.db, tenant.companyId, async (db) => {
      const scoped: Tenant = { ...tenant, db };
      const existing = new Set((await slimCategories(scoped)).map((c) => c.name));
      for (const name of CATEGORIES) if (!existing.has(name)) await createCategory(scoped, { name });
      const byName = new Map((await slimCategories(scoped)).map((c) => [c.name, c.id]));
      const suppliers = new Set((await slimSuppliers(scoped)).map((s) => s.name));
      for (const { categories, ...supplier } of SUPPLIERS) {
        if (suppliers.has(supplier.name)) continue;
        const categoriesIds = categories.flatMap((name) => byName.get(name) ?? []);
        await createSupplier(scoped, { ...supplier, categoriesIds }, PLAN_CATALOG.Enterprise.limits.suppliers);
      }
    });
  },
};

/** The demo member acting in the demo company (created on the spot, as a first sign-in would). */
export async function demoTenant(services: Services): Promise<Omit<Tenant, 'db'> | null> {
  const organization = await findOrganizationBySlug(services.identity, DEMO_ORGANIZATION.slug);
  if (!organization) return null;
  const [member] = await services.identity.db
    .select()
    .from(identityMembers)
    .where(
      and(eq(identityMembers.organizationId, organization.organizationId), eq(identityMembers.emailAddress, DEMO_MEMBER.email)),
    );
  if (!member) return null;
  const company = await ensureCompany(
    services.database.db,
    {
      memberId: member.memberId,
      organizationId: organization.organizationId,
      organizationSlug: organization.slug,
      sessionId: '',
      roles: member.roles,
    },
    services.config.seller,
    async () => organization.name,
  );
  return { companyId: company.id, memberId: member.memberId, isAppFilterOn: true };
}

/** Catalog indexes of the simulated marketplace each demo supplier lists, with the supplier's cost. */
const DEMO_PRODUCTS: Record<string, { index: number; cost: number; quantityPack: number }[]> = {
  'Harbor Wholesale Foods': [
    { index: 7, cost: 18, quantityPack: 12 },
    { index: 64, cost: 30, quantityPack: 6 },
    { index: 132, cost: 9.5, quantityPack: 1 },
    { index: 201, cost: 42, quantityPack: 24 },
  ],
  'Midwest Toy Distributors': [
    { index: 2, cost: 36, quantityPack: 6 },
    { index: 11, cost: 8, quantityPack: 1 },
    { index: 25, cost: 5, quantityPack: 1 },
    { index: 26, cost: 15, quantityPack: 3 },
    { index: 77, cost: 60, quantityPack: 12 },
  ],
  'Sunbelt Home Supply': [
    { index: 3, cost: 40, quantityPack: 2 },
    { index: 5, cost: 12, quantityPack: 1 },
    { index: 99, cost: 22, quantityPack: 4 },
  ],
  'Atlantic Health Brands': [
    { index: 150, cost: 48, quantityPack: 12 },
    { index: 177, cost: 7, quantityPack: 1 },
  ],
};

/** Analysed products for the demo suppliers (after the suppliers step). Idempotent by ASIN. */
export const sellerDemoProductsStep: SeedStep = {
  name: 'seller-demo-products',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    const store = new MarketStore(services.database.db, services.market);
    const run = <T>(fn: (scoped: Tenant) => Promise<T>) =>
      withTenant(services.database.db, tenant.companyId, (db) => fn({ ...tenant, db }));
    const deps = { store, provider: services.market, analyze: analyzeSnapshot, freshForMs: 3_600_000, run };
    const suppliers = await run(slimSuppliers);
    for (const [name, items] of Object.entries(DEMO_PRODUCTS)) {
      const supplier = suppliers.find((s) => s.name === name);
      if (!supplier) continue;
      for (const item of items) {
        await addProduct(
          deps,
          { supplierId: supplier.id },
          {
            identifier: asinOf(item.index),
            identifierType: 0,
            cost: item.cost,
            quantityPack: item.quantityPack,
          },
        ).catch((error: unknown) => {
          // Already listed (an earlier, partly finished run) or not in a smaller simulated catalog.
          if (![404, 409].includes((error as { statusCode?: number }).statusCode ?? 0)) throw error;
        });
      }
    }
  },
};
