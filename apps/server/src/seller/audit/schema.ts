import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The organization audit log (issue 44): every change a member makes to the company's seller
 * data and every change to its identity administration (members, roles, SSO and SCIM connections,
 * the MFA policy). Rows are written by database triggers in the transaction of the change itself
 * (drizzle/0046_audit_log.sql), so an entry exists exactly when its change committed. Not the
 * operators' admin_audit_log (platform side).
 */
export const organizationAuditLog = pgTable(
  'organization_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: text('organization_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** The member who acted; null for a change through the identity API's secret key or a provisioning connection. */
    memberId: text('member_id'),
    /** The platform admin signed in as the member (an impersonated session), with their email. */
    impersonatorId: text('impersonator_id'),
    impersonatorEmail: text('impersonator_email'),
    /** The API key the member's change came through, when one did. */
    apiKeyId: text('api_key_id'),
    /** The caller's IP address. */
    address: text('address'),
    /** entity.verb: supplier.create, shortlist_item.approve, member.update ... */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The changed fields' old values (updates: only the fields that changed; deletes: the row). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The changed fields' new values (updates: only the fields that changed; creates: the row). */
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('organization_audit_log_org_at_idx').on(t.organizationId, t.at), index('organization_audit_log_at_idx').on(t.at)],
);
