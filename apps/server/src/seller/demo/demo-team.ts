import { and, asc, desc, eq, gt, notInArray } from 'drizzle-orm';
import { newId } from '../../identity/crypto.js';
import { DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { findMember, findOrganizationBySlug } from '../../identity/organizations/repo.js';
import { hashPassword } from '../../identity/passwords/hashing.js';
import { storePassword } from '../../identity/passwords/store.js';
import { BUYER_ROLE, VA_ROLE } from '../../identity/rbac/seller-policy.js';
import { identityMembers } from '../../identity/schema.js';
import type { SeedStep } from '../../seed/seed.js';
import { products } from '../products/schema.js';
import { type ProductsDeps, reanalyse } from '../products/workflows.js';
import { shortlistItems } from '../shortlists/schema.js';
import { addItem, listShortlists } from '../shortlists/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { demoProductDeps, demoTenant } from './demo-seed.js';

/** The demo company's team beside its admin (README, docs/teams.md): a VA and a buyer who sign in with passwords. */
export const DEMO_VA = { email: 'va@shelfscope.local', password: 'Harbor-scout-2026', name: 'Val Scout', roles: [VA_ROLE] };
export const DEMO_BUYER = {
  email: 'purchasing@shelfscope.local',
  password: 'Ledger-dock-2026',
  name: 'Parker Purchasing',
  roles: [BUYER_ROLE],
};

/** The VA's finds waiting on the demo shortlists, each with the note a VA would leave. */
const NOTES = ['Sells fast, only 3 FBA offers', 'Buy box steady for 90 days', 'Good ROI at the case price'];

/**
 * The VA and the buyer of the demo organization, and the proposals the VA made on the
 * demo shortlists, waiting for the buyer (after the orders step, which made the shortlists).
 */
export const sellerDemoTeamStep: SeedStep = {
  name: 'seller-demo-team',
  async run(services) {
    const organization = await findOrganizationBySlug(services.identity, DEMO_ORGANIZATION.slug);
    if (!organization) return;
    const ids: Record<string, string> = {};
    for (const person of [DEMO_VA, DEMO_BUYER]) {
      const found = await findMember(services.identity.db, organization.organizationId, person.email);
      if (found) {
        ids[person.email] = found.memberId;
        continue;
      }
      const memberId = newId('member', services.identity.project.environment);
      await services.identity.db.insert(identityMembers).values({
        memberId,
        organizationId: organization.organizationId,
        emailAddress: person.email,
        emailAddressVerified: true,
        status: 'active',
        name: person.name,
        roles: person.roles,
      });
      await storePassword(services.identity, {
        memberIds: [memberId],
        passwordHash: await hashPassword(person.password),
        verifyEmail: true,
      });
      ids[person.email] = memberId;
    }
    const vaId = ids[DEMO_VA.email];
    const tenant = await demoTenant(services);
    if (!tenant || !vaId) return;
    const deps = demoProductDeps(services, { ...tenant, memberId: vaId });
    // Made as the VA: the proposals are in the audit log under the VA's name, as in use.
    await withTenant(
      services.database.db,
      tenant.companyId,
      async (db) => {
        const asVa: Tenant = { ...tenant, db, memberId: vaId };
        for (const name of ['Harbor restock', 'Holiday toys']) {
          const shortlist = (await listShortlists(asVa)).find((s) => s.name === name);
          if (shortlist) await proposeFinds(deps, asVa, tenant.companyId, shortlist);
        }
      },
      { organizationId: organization.organizationId, memberId: vaId },
    );
  },
};

/**
 * The VA's best finds of the shortlist's supplier not on it yet, looked up again (the VA's
 * lookups on the dashboard's team view, with their history) and proposed with a note (once).
 */
async function proposeFinds(
  deps: ProductsDeps,
  asVa: Tenant,
  companyId: string,
  shortlist: Awaited<ReturnType<typeof listShortlists>>[number],
) {
  const { db } = asVa;
  const onList = await db
    .select({ productId: shortlistItems.productId, status: shortlistItems.status })
    .from(shortlistItems)
    .where(and(eq(shortlistItems.shortlistId, shortlist.id), eq(shortlistItems.deleted, false)));
  if (onList.length === 0 || onList.some((l) => l.status === 'proposed')) return; // none to start from, or seeded already
  const finds = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.supplierId, shortlist.supplierId),
        eq(products.deleted, false),
        gt(products.profitLoss, 0),
        notInArray(
          products.id,
          onList.map((l) => l.productId),
        ),
      ),
    )
    .orderBy(desc(products.roi), asc(products.asin))
    .limit(NOTES.length);
  for (const [k, product] of finds.entries()) {
    await reanalyse(deps, asVa, product);
    await addItem(asVa, shortlist, {
      productId: product.id,
      quantity: 2 * product.quantityPack,
      proposal: { note: NOTES[k] ?? null },
    });
  }
}
