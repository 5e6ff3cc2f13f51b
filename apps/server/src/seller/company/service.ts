import { type Company, type CompanyProfileInput, marketplaceOfLocale } from '@shelfscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { SellerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { RbacPolicy } from '../../identity/rbac/policy.js';
import { requireSellerPermission } from '../auth/roles.js';
import type { Caller } from '../auth/session-verifier.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { companies } from './schema.js';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * The caller's company, created on its organization's first authenticated call with the free
 * trial. Looked up by organization id before any tenant is known, so this runs as the owner.
 * Its default marketplace comes from the first caller's locale (an en-GB browser sells on
 * amazon.co.uk); the company profile changes it.
 */
export async function ensureCompany(
  db: Db,
  options: { caller: Caller; config: SellerConfig; organizationName: () => Promise<string>; locale?: string | null },
): Promise<CompanyRow> {
  const { caller, config, organizationName } = options;
  const [existing] = await db.select().from(companies).where(eq(companies.organizationId, caller.organizationId));
  if (existing) return existing;
  const trialEndsAt = new Date(Date.now() + config.trialDays * 86_400_000);
  await db
    .insert(companies)
    .values({
      organizationId: caller.organizationId,
      name: await organizationName(),
      planCode: config.trialDays > 0 ? config.trialPlan : 'Undefined',
      subscriptionStatus: config.trialDays > 0 ? 'trialing' : 'none',
      trialEndsAt: config.trialDays > 0 ? trialEndsAt : null,
      createdBy: caller.memberId,
      defaultMarketplace: marketplaceOfLocale(options.locale),
    })
    .onConflictDoNothing({ target: companies.organizationId });
  // Two first calls at once: whichever insert landed is the company.
  const [created] = await db.select().from(companies).where(eq(companies.organizationId, caller.organizationId));
  if (!created) throw new Error('company could not be created');
  return created;
}

/**
 * How long an active subscription keeps access past its period end while the renewal is on its
 * way: Stripe finalizes and charges a renewal invoice up to about an hour after the period ends,
 * and only then sends the new period. A renewal that fails arrives as past_due, a cancellation
 * as canceled, so the grace never outlives a subscription that ended.
 */
export const RENEWAL_GRACE_MS = 2 * 86_400_000;

/** Whether the company may use gated routes: a live trial or an active subscription. */
export function hasActiveAccess(company: CompanyRow, now = new Date()): boolean {
  if (company.subscriptionStatus === 'trialing') return company.trialEndsAt !== null && company.trialEndsAt > now;
  if (company.subscriptionStatus === 'active') {
    return company.currentPeriodEnd === null || company.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS > now.getTime();
  }
  return false;
}

/** The name sign-up gives a new organization ("ana's organization"), or the fallback above. */
export const hasDefaultName = (name: string) => /'s organization$/i.test(name.trim()) || name.trim() === 'My company';

/** The caller's seller permissions and roles, as the company profile carries them to the web app. */
export type CallerAccess = { permissions: string[]; roles: string[] };

export function companyDto(row: CompanyRow, access: CallerAccess): Company {
  return {
    id: row.id,
    companyId: row.id,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
    modified: row.modified?.toISOString() ?? null,
    modifiedBy: row.modifiedBy,
    deleted: row.deleted,
    deletedBy: row.deletedBy,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    taxId: row.taxId,
    shipTo: row.shipTo,
    defaultTerms: row.defaultTerms,
    orderNumberPrefix: row.orderNumberPrefix,
    nextOrderNumber: orderNumberAfter(row),
    defaultMarketplace: marketplaceCode(row.defaultMarketplace),
    vatRegistered: row.vatRegistered,
    vatNumber: row.vatNumber,
    hasDefaultName: hasDefaultName(row.name),
    canEdit: access.permissions.includes('company:write'),
    permissions: access.permissions,
    roles: access.roles,
    approvalsRequired: row.approvalsRequired,
  };
}

/**
 * Sets the profile fields (company:write: owners and the organization's admins; its name is the
 * organization's); absent optional fields are cleared only when sent as null.
 */
export async function updateCompanyProfile(
  tx: Db,
  input: { companyId: string; caller: Caller; policy: RbacPolicy; profile: CompanyProfileInput },
): Promise<CompanyRow> {
  const { profile, caller } = input;
  requireSellerPermission(input.policy, caller, 'company', 'write');
  const [row] = await tx
    .update(companies)
    .set({
      name: profile.name,
      ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
      ...(profile.email !== undefined ? { email: profile.email } : {}),
      ...(profile.address !== undefined ? { address: profile.address } : {}),
      ...(profile.city !== undefined ? { city: profile.city } : {}),
      ...(profile.state !== undefined ? { state: profile.state } : {}),
      ...(profile.zipCode !== undefined ? { zipCode: profile.zipCode } : {}),
      ...(profile.taxId !== undefined ? { taxId: profile.taxId } : {}),
      ...(profile.shipTo !== undefined ? { shipTo: profile.shipTo } : {}),
      ...(profile.defaultTerms !== undefined ? { defaultTerms: profile.defaultTerms } : {}),
      ...(profile.orderNumberPrefix !== undefined ? { orderNumberPrefix: profile.orderNumberPrefix } : {}),
      ...(profile.defaultMarketplace !== undefined ? { defaultMarketplace: profile.defaultMarketplace } : {}),
      ...(profile.vatRegistered !== undefined ? { vatRegistered: profile.vatRegistered } : {}),
      ...(profile.vatNumber !== undefined ? { vatNumber: profile.vatNumber } : {}),
      modified: new Date(),
      modifiedBy: caller.memberId,
    })
    .where(eq(companies.id, input.companyId))
    .returning();
  if (!row) throw new Error('company vanished during update');
  return row;
}

const formatOrderNumber = (prefix: string, year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

/** The number the company's next order will get (a preview: nextOrderNumber gives it). */
export function orderNumberAfter(row: CompanyRow, now = new Date()): string {
  const year = now.getUTCFullYear();
  return formatOrderNumber(row.orderNumberPrefix, year, row.orderSequenceYear === year ? row.orderSequence + 1 : 1);
}

/**
 * The next purchase order number of the company: PREFIX-YYYY-NNNN, NNNN counting from 0001 each
 * calendar year (UTC). One UPDATE takes the company's row lock, so two orders made at once wait
 * for each other and never share a number (the unique index on the orders is the second wall).
 * Runs in the order's transaction: a rolled-back order gives its number back.
 */
export async function nextOrderNumber(tx: Db, companyId: string, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .update(companies)
    .set({
      orderSequence: sql`case when ${companies.orderSequenceYear} = ${year} then ${companies.orderSequence} + 1 else 1 end`,
      orderSequenceYear: year,
    })
    .where(eq(companies.id, companyId))
    .returning({ prefix: companies.orderNumberPrefix, sequence: companies.orderSequence });
  if (!row) throw new Error('company not found for the order number');
  return formatOrderNumber(row.prefix, year, row.sequence);
}

/** Turns the approval of a VA's shortlist additions on or off (the route holds company:write). */
export async function setApprovalsRequired(
  tx: Db,
  input: { companyId: string; memberId: string; approvalsRequired: boolean },
): Promise<CompanyRow> {
  const [row] = await tx
    .update(companies)
    .set({ approvalsRequired: input.approvalsRequired, modified: new Date(), modifiedBy: input.memberId })
    .where(eq(companies.id, input.companyId))
    .returning();
  if (!row) throw new Error('company not found');
  return row;
}
