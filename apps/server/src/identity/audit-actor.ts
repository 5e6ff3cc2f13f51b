import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** Who an identity admin change is recorded as in the organization audit log. */
export type IdentityAuditActor = {
  memberId: string;
  impersonator?: { id: string; email: string } | undefined;
  address?: string | undefined;
};

type Scope = { actor?: IdentityAuditActor };
const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs one request's work in a scope where the member acting can be noted once known (the
 * identity API's session check notes it; the seller API's member routes pass it in).
 */
export function auditScope<T>(run: () => T, actor?: IdentityAuditActor): T {
  return scopes.run(actor ? { actor } : {}, run);
}

/** Notes the member acting in the current scope (no scope: nothing to note). */
export function noteAuditActor(actor: IdentityAuditActor): void {
  const scope = scopes.getStore();
  if (scope) scope.actor = actor;
}

/** The admin an impersonated session's factor names (idp/impersonation.ts), if any. */
export function impersonatorOfFactors(factors: unknown): IdentityAuditActor['impersonator'] {
  if (!Array.isArray(factors)) return undefined;
  for (const factor of factors as { impersonated_factor?: Record<string, unknown> }[]) {
    const by = factor?.impersonated_factor;
    if (by && typeof by.impersonator_id === 'string') {
      return {
        id: by.impersonator_id,
        email: typeof by.impersonator_email_address === 'string' ? by.impersonator_email_address : '',
      };
    }
  }
  return undefined;
}

/**
 * Runs an identity admin write with the acting member set for the audit log's triggers
 * (drizzle/0046_audit_log.sql): in a transaction of its own, so the entry and the change commit
 * together. Without a known actor the write runs as is (the triggers still record it, with no member).
 */
export async function auditedWrite<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  const actor = scopes.getStore()?.actor;
  if (!actor) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.audit_member_id', ${actor.memberId}, true),
        set_config('app.audit_impersonator_id', ${actor.impersonator?.id ?? ''}, true),
        set_config('app.audit_impersonator_email', ${actor.impersonator?.email ?? ''}, true),
        set_config('app.audit_address', ${actor.address ?? ''}, true)`,
    );
    return run(tx as unknown as Db);
  });
}
