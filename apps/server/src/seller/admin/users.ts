import type { AdminUserDetail, AdminUserSearchQuery, AdminUserSummary, PlanType } from '@shelfscope/contracts';
import { eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { memberWithOrganization, searchMembers } from '../../identity/directory.js';
import { HttpError } from '../../platform/http/errors.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import type { Services } from '../../services.js';
import { billingCustomers } from '../billing/schema.js';
import { customerIdOf } from '../billing/service.js';
import { companies } from '../company/schema.js';
import { planDetails } from '../plans/details.js';

/**
 * The admin's user lookup: members whose email, name, organization (name or slug) or provider
 * customer id contains the search text, case-insensitively; every member when it is empty.
 * Ordered by email, then member id, so pages are stable. The identity module searches its
 * members; the customer ids are ours, so they arrive as the organizations they match.
 */
export async function searchUsers({ db, query }: { db: Db; query: AdminUserSearchQuery }) {
  const byCustomer = query.search
    ? await db
        .select({ organizationId: companies.organizationId })
        .from(billingCustomers)
        .innerJoin(companies, eq(companies.id, billingCustomers.companyId))
        .where(ilike(billingCustomers.customerId, containsPattern(query.search)))
    : [];
  const found = await searchMembers(db, {
    search: query.search,
    organizationIds: byCustomer.map((r) => r.organizationId),
    page: query.page,
    pageSize: query.pageSize,
  });
  const organizationIds = [...new Set(found.items.map((r) => r.organizationId))];
  const accounts =
    organizationIds.length === 0
      ? []
      : await db
          .select({
            organizationId: companies.organizationId,
            companyId: companies.id,
            planCode: companies.planCode,
            subscriptionStatus: companies.subscriptionStatus,
            customerId: billingCustomers.customerId,
          })
          .from(companies)
          .leftJoin(billingCustomers, eq(billingCustomers.companyId, companies.id))
          .where(inArray(companies.organizationId, organizationIds));
  const accountOf = new Map(accounts.map((a) => [a.organizationId, a]));
  const items: AdminUserSummary[] = found.items.map((r) => {
    const account = accountOf.get(r.organizationId);
    return {
      ...r,
      companyId: account?.companyId ?? null,
      planCode: (account?.planCode ?? null) as PlanType | null,
      subscriptionStatus: account?.subscriptionStatus ?? null,
      customerId: account?.customerId ?? null,
    };
  });
  return { items, totalItems: found.totalItems };
}

/** A member with their organization and company (null before the organization's first API call). */
export async function findUser(db: Db, userId: string) {
  const found = await memberWithOrganization(db, userId);
  if (!found) throw new HttpError(404, 'not_found', 'No such user.');
  const [company] = await db.select().from(companies).where(eq(companies.organizationId, found.organization.organizationId));
  return { ...found, company: company ?? null };
}

export async function userDetail({ services, userId }: { services: Services; userId: string }): Promise<AdminUserDetail> {
  const db = services.database.db;
  const { member, organization, company } = await findUser(db, userId);
  return {
    member: {
      userId: member.memberId,
      email: member.email,
      name: member.name,
      status: member.status,
      roles: member.roles,
      created: member.createdAt.toISOString(),
    },
    organization: { organizationId: organization.organizationId, name: organization.name, slug: organization.slug },
    company: company ? { companyId: company.id, name: company.name, email: company.email } : null,
    plan: company ? await planDetails({ services, company }) : null,
    customerId: company ? await customerIdOf(db, company.id) : null,
    provider: services.config.billing.provider,
  };
}

/** The provider customer of the user's company; 404 when the user or the customer is unknown. */
export async function customerOfUser(db: Db, userId: string): Promise<string | null> {
  const { company } = await findUser(db, userId);
  return company ? customerIdOf(db, company.id) : null;
}

/**
 * The customer an admin read is about: the given customer id, or the user's company's. Both
 * given must agree (a mismatch is a 404, never someone else's data under a user's name).
 */
export async function resolveCustomer(db: Db, query: { customerId?: string | undefined; userId?: string | undefined }) {
  if (!query.userId) return query.customerId as string;
  const own = await customerOfUser(db, query.userId);
  if (!own) throw new HttpError(404, 'not_found', "This user's company has no customer at the payment provider yet.");
  if (query.customerId && query.customerId !== own) {
    throw new HttpError(404, 'not_found', 'This customer is not the customer of that user.');
  }
  return own;
}
