import type { Company, CompanyProfileInput } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import type { SellerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Caller } from '../auth/session-verifier.js';
import { companies } from './schema.js';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * The caller's company, created on its organization's first authenticated call with the free
 * trial. Looked up by organization id before any tenant is known, so this runs as the owner.
 */
export async function ensureCompany(
  db: Db,
  caller: Caller,
  config: SellerConfig,
  organizationName: () => Promise<string>,
): Promise<CompanyRow> {
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

export function companyDto(row: CompanyRow): Company {
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
  };
}

/** Sets the profile fields; absent optional fields are cleared only when sent as null. */
export async function updateCompanyProfile(
  tx: Db,
  input: { companyId: string; memberId: string; profile: CompanyProfileInput },
): Promise<CompanyRow> {
  const { profile } = input;
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
      modified: new Date(),
      modifiedBy: input.memberId,
    })
    .where(eq(companies.id, input.companyId))
    .returning();
  if (!row) throw new Error('company vanished during update');
  return row;
}
