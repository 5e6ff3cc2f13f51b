import { z } from 'zod';
import { PageQuery } from './paging.js';

/** A day (2026-11-29) or an instant (2026-11-29T14:00:00Z); a day as `to` includes the whole day (UTC). */
const AuditWhen = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** The entities the organization audit log records (docs/teams.md). */
export const AUDIT_ENTITIES = [
  'supplier',
  'category',
  'product',
  'shortlist',
  'shortlist_item',
  'purchase_order',
  'purchase_order_item',
  'upload',
  'settings',
  'company',
  'organization',
  'member',
  'sso_connection',
  'scim_connection',
] as const;
export const AuditEntity = z.enum(AUDIT_ENTITIES);

/** `GET /api/AuditLog` (and `.csv`): a page of the organization's audit log, newest first, filtered. */
export const AuditLogQuery = PageQuery.extend({
  /** The member who acted. */
  memberId: z.string().trim().min(1).max(128).optional(),
  /** The action, e.g. shortlist_item.approve (entity.verb), or a verb alone (approve). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]+)?$/, 'action is entity.verb (shortlist_item.approve) or a verb (approve)')
    .max(64)
    .optional(),
  entity: AuditEntity.optional(),
  /** The entity's id (a supplier's, a member's ...). */
  entityId: z.string().trim().min(1).max(128).optional(),
  from: AuditWhen.optional(),
  to: AuditWhen.optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** The member who acted: null for a change through the identity API's secret key or a provisioning (SCIM, SSO) connection. */
  memberId: z.string().nullable(),
  /** The member in words ("Ada Lovelace <ada@harbor.test>"), from the organization's members. */
  member: z.string().nullable(),
  /** The platform admin signed in as the member, when the session was an impersonation. */
  impersonatorId: z.string().nullable(),
  impersonatorEmail: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  address: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Updates: the changed fields' old values; deletes: the row. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** Updates: the changed fields' new values; creates: the row. */
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
