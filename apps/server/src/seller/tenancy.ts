import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import type { SellerMay } from './auth/roles.js';
import { sellerOf } from './auth/seller-auth.js';

/**
 * Runs seller queries for one company: in a transaction, as the role shelfscope_app, with
 * app.company_id set, so row-level security admits only that company's rows even if a query
 * forgets its company filter. Queries still filter by company themselves (the first wall).
 */
export async function withTenant<T>(db: Db, companyId: string, run: (tx: Db) => Promise<T>, actor?: AuditActor): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      actor
        ? sql`select set_config('app.company_id', ${companyId}, true), set_config('role', 'shelfscope_app', true),
            set_config('app.audit_organization_id', ${actor.organizationId}, true),
            set_config('app.audit_member_id', ${actor.memberId}, true),
            set_config('app.audit_impersonator_id', ${actor.impersonator?.id ?? ''}, true),
            set_config('app.audit_impersonator_email', ${actor.impersonator?.email ?? ''}, true),
            set_config('app.audit_api_key_id', ${actor.apiKeyId ?? ''}, true),
            set_config('app.audit_address', ${actor.address ?? ''}, true)`
        : sql`select set_config('app.company_id', ${companyId}, true), set_config('role', 'shelfscope_app', true)`,
    );
    return run(tx as unknown as Db);
  });
}

/**
 * Who a member's change is recorded as in the organization audit log. Set in the tenant
 * transaction, the log's triggers (drizzle/0046_audit_log.sql) read it: background work runs
 * without one and is not recorded row by row.
 */
export type AuditActor = {
  organizationId: string;
  memberId: string;
  impersonator?: { id: string; email: string } | undefined;
  apiKeyId?: string | undefined;
  address?: string | undefined;
};

/** The audit actor of an authenticated seller request. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { caller } = sellerOf(request);
  return {
    organizationId: caller.organizationId,
    memberId: caller.memberId,
    impersonator: caller.impersonator,
    apiKeyId: caller.apiKey?.id,
    address: request.ip,
  };
}

/** What a seller domain function receives: the tenant's transaction and who is acting. */
export type Tenant = {
  /** The transaction, under row-level security for this company. */
  db: Db;
  companyId: string;
  /** The member acting: recorded in createdBy / modifiedBy / deletedBy. */
  memberId: string;
  /** False only in the test build that proves row-level security alone (see companyFilter). */
  isAppFilterOn: boolean;
  /** What the acting member's roles allow, in a member's request; background work has none. */
  may?: SellerMay;
};

/** Runs `run` as the calling company (the request must be authenticated), its changes recorded in the audit log. */
export function asTenant<T>(services: Services, request: FastifyRequest, run: (tenant: Tenant) => Promise<T>): Promise<T> {
  const { caller, company, may } = sellerOf(request);
  const isAppFilterOn = services.config.seller.appTenantFilter;
  return withTenant(
    services.database.db,
    company.id,
    (db) => run({ db, companyId: company.id, memberId: caller.memberId, isAppFilterOn, ...(may ? { may } : {}) }),
    auditActorOf(request),
  );
}

/** Runs a function as the calling company: one transaction under row-level security. */
export type RunAsTenant = <T>(fn: (tenant: Tenant) => Promise<T>) => Promise<T>;

/** What a seller verb receives to act as the request's company (`deps.run`), so its route need not open the transaction. */
export type TenantDeps = { run: RunAsTenant };

/** The request's TenantDeps. */
export function tenantDeps(services: Services, request: FastifyRequest): TenantDeps {
  return { run: (fn) => asTenant(services, request, fn) };
}

/**
 * The first wall: `company_id = <tenant>` for a query's where clause. Every seller query adds it;
 * a test build switches it off to show that row-level security alone still isolates companies.
 */
export function companyFilter(tenant: Tenant, column: AnyPgColumn): SQL {
  return tenant.isAppFilterOn ? sql`${column} = ${tenant.companyId}` : sql`true`;
}
