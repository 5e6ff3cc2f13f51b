import { and, eq, isNull } from 'drizzle-orm';
import { DEMO_MEMBER, DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { findMember, findOrganizationBySlug } from '../../identity/organizations/repo.js';
import { asinOf, familyOf, hasNoCode, multipackOf, multipacksOf, specialOf, upcOf } from '../../market/simulated/catalog.js';
import { departmentOf } from '../../market/simulated/identity.js';
import type { SeedStep } from '../../seed/seed.js';
import type { Services } from '../../services.js';
import { createCategory, slimCategories } from '../categories/service.js';
import { companies } from '../company/schema.js';
import { ensureCompany } from '../company/service.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import { analyzerWith } from '../products/analyze.js';
import { updateProduct } from '../products/handlers.js';
import { MarketStore } from '../products/market-store.js';
import { addProduct, type ProductsDeps } from '../products/workflows.js';
import { createSupplier, slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';

const CATEGORIES = ['Grocery', 'Health & Household', 'Toys & Games', 'Home & Kitchen'];

/** The demo company's profile: what its purchase orders say about the buyer. */
const DEMO_PROFILE = {
  address: '400 Pier Avenue',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98101',
  phone: '+1 (206) 555-0100',
  email: 'buying@demo-wholesale.example',
  taxId: '91-1234567',
  shipTo: 'Demo Wholesale c/o Prep Partners\n8 Dock Road, Dock 4\nTacoma, WA 98421',
  defaultTerms: 'Net 30',
};

/**
 * Demo suppliers: wholesale distributors, each selling one kind of goods (the simulated
 * marketplace's department), with contact details, a street number and their category.
 */
const SUPPLIERS = [
  {
    name: 'Harbor Wholesale Foods',
    department: 'Grocery & Gourmet Food',
    itemPrefix: 'HWF',
    email: 'orders@harborfoods.example',
    phone: '+1 (503) 555-0142',
    number: '1200',
    address: 'NW Front Ave',
    city: 'Portland',
    state: 'OR',
    zipCode: '97209',
    categories: ['Grocery'],
  },
  {
    name: 'Midwest Toy Distributors',
    department: 'Toys & Games',
    itemPrefix: 'MTD',
    email: 'sales@midwesttoys.example',
    phone: '+1 (312) 555-0187',
    number: '455',
    address: 'W Lake St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60606',
    categories: ['Toys & Games'],
  },
  {
    name: 'Sunbelt Home Supply',
    department: 'Home & Kitchen',
    itemPrefix: 'SHS',
    email: 'accounts@sunbelthome.example',
    phone: '+1 (602) 555-0119',
    number: '88',
    address: 'E Jefferson St',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    categories: ['Home & Kitchen'],
  },
  {
    name: 'Atlantic Health Brands',
    department: 'Health & Household',
    itemPrefix: 'AHB',
    email: 'wholesale@atlantichealth.example',
    phone: '+1 (973) 555-0163',
    number: '20',
    address: 'Commerce Dr',
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
      for (const { categories, department: _, itemPrefix: __, ...supplier } of SUPPLIERS) {
        if (suppliers.has(supplier.name)) continue;
        const categoriesIds = categories.flatMap((name) => byName.get(name) ?? []);
        await createSupplier(scoped, {
          input: { ...supplier, categoriesIds },
          limit: PLAN_CATALOG.Enterprise.limits.suppliers,
        });
      }
      // The buyer block of its purchase orders; a profile someone has filled in is left alone.
      await db
        .update(companies)
        .set(DEMO_PROFILE)
        .where(and(eq(companies.id, tenant.companyId), isNull(companies.address)));
    });
  },
};

/** The demo member acting in the demo company (created on the spot, as a first sign-in would). */
export async function demoTenant(services: Services): Promise<Omit<Tenant, 'db'> | null> {
  const organization = await findOrganizationBySlug(services.identity, DEMO_ORGANIZATION.slug);
  if (!organization) return null;
  const member = await findMember(services.identity.db, organization.organizationId, DEMO_MEMBER.email);
  if (!member) return null;
  const company = await ensureCompany(services.database.db, {
    caller: {
      memberId: member.memberId,
      organizationId: organization.organizationId,
      organizationSlug: organization.slug,
      sessionId: '',
      roles: member.roles,
    },
    config: services.config.seller,
    organizationName: async () => organization.name,
  });
  return { companyId: company.id, memberId: member.memberId, isAppFilterOn: true };
}

/** Products a demo supplier lists, and the supplier packs they come in (units per case). */
const PRODUCTS_PER_SUPPLIER = 6;
const PACKS = [12, 6, 24, 4, 12, 1];

/**
 * The simulated marketplace's products of a department: single listings with a code (what a
 * distributor's price list names), the first `count` of the catalog, and one of its special goods
 * (hazmat or meltable: an alert to look at) when the department sells any.
 */
export function demoCatalog(department: string, count: number): number[] {
  const plain: number[] = [];
  let special: number | null = null;
  for (let index = 0; index < 4_000 && (plain.length < count || special === null); index++) {
    if (departmentOf(index).name !== department || familyOf(index).role !== 'single' || hasNoCode(index)) continue;
    if (multipackOf(index) || multipacksOf(index).length > 0) continue;
    if (specialOf(index) === 'hazmat' || specialOf(index) === 'meltable') special ??= index;
    else if (plain.length < count) plain.push(index);
  }
  return special === null ? plain.slice(0, count) : [...plain.slice(0, count - 1), special];
}

/**
 * What the supplier charges for a pack, from what one unit nets on the marketplace: a product
 * is added at no cost first, so its profit is what the sale leaves after fees and prep (the
 * most a unit may cost to break even). A good buy costs 45% to 75% of that, by catalog index
 * (ROI from about 33% to 122%: real price lists are not one margin, and one share for all made
 * every demo order's ROI the same 81.8%); the realistic loser of each list costs 20% more than it nets.
 */
function packCost(
  product: { profitLoss: number | null; selectedBuyBoxValue: number | null; packageQuantity: number },
  pack: number,
  isLoser: boolean,
  index: number,
) {
  const nets = product.profitLoss ?? 0;
  const share = 0.45 + ((index * 7919) % 31) / 100;
  const unit = nets > 0.5 ? nets * (isLoser ? 1.2 : share) : (product.selectedBuyBoxValue ?? 10) * 0.6;
  return Math.round(((unit * pack) / Math.max(1, product.packageQuantity)) * 100) / 100;
}

/**
 * Analysed products for the demo suppliers (after the suppliers step): each supplier lists
 * goods of its own department, in cases with the supplier's item numbers, mostly profitable with
 * one loser and one product with an alert. Idempotent by ASIN.
 */
export const sellerDemoProductsStep: SeedStep = {
  name: 'seller-demo-products',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    const deps = demoProductDeps(services, tenant);
    const suppliers = await deps.run(slimSuppliers);
    for (const plan of SUPPLIERS) {
      const supplier = suppliers.find((s) => s.name === plan.name);
      if (!supplier) continue;
      await addDemoProducts(deps, {
        supplierId: supplier.id,
        indexes: demoCatalog(plan.department, PRODUCTS_PER_SUPPLIER),
        packs: PACKS,
        itemNumber: (k) => `${plan.itemPrefix}-${1001 + k}`,
      });
    }
  },
};

/** What the demo's product steps add with: the demo member's company, the market, the server's analysis. */
export function demoProductDeps(services: Services, tenant: Omit<Tenant, 'db'>): ProductsDeps {
  const run = <T>(fn: (scoped: Tenant) => Promise<T>) =>
    withTenant(services.database.db, tenant.companyId, (db) => fn({ ...tenant, db }));
  return {
    store: new MarketStore(services.database.db, services.market),
    provider: services.market,
    analyze: analyzerWith(services.rates),
    freshForMs: 3_600_000,
    run,
  };
}

/**
 * Adds a supplier's demo products (catalog `indexes`, the k-th in packs of `packs[k]`) at no cost,
 * then prices each pack from what a unit nets (`packCost`: the second is the list's loser).
 * Products already listed, or missing from a smaller simulated catalog, are skipped.
 */
export async function addDemoProducts(
  deps: ProductsDeps,
  plan: { supplierId: string; indexes: number[]; packs: number[]; itemNumber: (k: number) => string },
): Promise<void> {
  for (const [k, index] of plan.indexes.entries()) {
    const pack = plan.packs[k] ?? 1;
    const added = await addProduct(
      deps,
      { supplierId: plan.supplierId },
      {
        identifier: asinOf(index),
        identifierType: 0,
        cost: 0,
        quantityPack: pack,
        itemNumber: plan.itemNumber(k),
        supplierUPC: upcOf(index),
      },
    ).catch((error: unknown) => {
      if (![404, 409].includes((error as { statusCode?: number }).statusCode ?? 0)) throw error;
      return null;
    });
    const product = added?.product;
    if (!product) continue;
    await updateProduct({ deps, id: product.id, input: { cost: packCost(product, pack, k === 1, index) } });
  }
}
