import type { AdminUserDetail, AdminUserSearchQuery, AdminUserSummary, PlanType } from '@shelfscope/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { identityMembers, identityOrganizations } from '../../identity/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import { billingCustomers } from '../billing/schema.js';
import { customerIdOf } from '../billing/service.js';
import { companies } from '../company/schema.js';
import { planDetails } from '../plans/routes.js';

const m = identityMembers;
const o = identityOrganizations;

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const summaryColumns = {
  userId: m.memberId,
  email: m.emailAddress,
  name: m.name,
  status: m.status,
  organizationId: o.organizationId,
  organizationName: o.name,
  companyId: companies.id,
  planCode: companies.planCode,
  subscriptionStatus: companies.subscriptionStatus,
  customerId: billingCustomers.customerId,
};

/**
 * The admin's user lookup: members whose email, name, organization (name or slug) or provider
 * customer id contains the search text, case-insensitively; every member when it is empty.
 * Ordered by email, then member id, so pages are stable.
 */
export async function searchUsers(db: Db, query: AdminUserSearchQuery) {
  const text = `%${likeEscape(query.search)}%`;
  const where: SQL | undefined = query.search
    ? or(
        ilike(m.emailAddress, text),
        ilike(m.name, text),
        ilike(o.name, text),
        ilike(o.slug, text),
        ilike(billingCustomers.customerId, text),
      )
    : undefined;
  const base = () =>
    db
      .select(summaryColumns)
      .from(m)
      .innerJoin(o, eq(o.organizationId, m.organizationId))
      .leftJoin(companies, eq(companies.organizationId, m.organizationId))
      .leftJoin(billingCustomers, eq(billingCustomers.companyId, companies.id));
  const rows = await base()
    .where(and(where))
    .orderBy(asc(m.emailAddress), asc(m.memberId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(m)
    .innerJoin(o, eq(o.organizationId, m.organizationId))
    .leftJoin(companies, eq(companies.organizationId, m.organizationId))
    .leftJoin(billingCustomers, eq(billingCustomers.companyId, companies.id))
    .where(and(where));
  const items: AdminUserSummary[] = rows.map((r) => ({ ...r, planCode: r.planCode as PlanType | null }));
  return { items, totalItems: total?.value ?? 0 };
}

/** A member with their organization and company (null before the organization's first API call). */
export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select({ member: m, organization: o, company: companies })
    .from(m)
    .innerJoin(o, eq(o.organizationId, m.organizationId))
    .leftJoin(companies, eq(companies.organizationId, m.organizationId))
    .where(eq(m.memberId, userId));
  if (!row) throw new HttpError(404, 'not_found', 'No such user.');
  return row;
}

export async function userDetail(services: Services, userId: string): Promise<AdminUserDetail> {
  const db = services.database.db;
  const { member, organization, company } = await findUser(db, userId);
  return {
    member: {
      userId: member.memberId,
      email: member.emailAddress,
      name: member.name,
      status: member.status,
      roles: member.roles,
      created: member.createdAt.toISOString(),
    },
    organization: { organizationId: organization.organizationId, name: organization.name, slug: organization.slug },
    company: company ? { companyId: company.id, name: company.name, email: company.email } : null,
    plan: company ? await planDetails(services, company) : null,
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
