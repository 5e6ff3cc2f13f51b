import type { FastifyRequest } from 'fastify';
import type { AdminConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { memberWithOrganization } from '../../identity/directory.js';
import { HttpError } from '../../platform/http/errors.js';
import { sellerOf } from '../auth/seller-auth.js';

/** The role, held in the operator organization, that makes a member a platform admin. */
export const PLATFORM_ADMIN_ROLE = 'shelfscope_admin';

export const ADMIN_ONLY = 'Only ShelfScope platform admins may use the admin area.';

export type AdminIdentity = { memberId: string; email: string; isAdmin: boolean };

/**
 * Whether the member is a platform admin (docs/decisions/003-platform-admins.md): an active
 * member with a verified address that is either in ADMIN_EMAILS, or a member of the operator
 * organization holding shelfscope_admin. Read from the database on every call, not from the
 * session token, so taking the role away takes effect at once. Organization roles
 * (stytch_admin) count for nothing here.
 */
export async function adminIdentity({
  db,
  config,
  memberId,
}: {
  db: Db;
  config: AdminConfig;
  memberId: string;
}): Promise<AdminIdentity> {
  const found = await memberWithOrganization(db, memberId);
  if (!found) return { memberId, email: '', isAdmin: false };
  const { member: row, organization } = found;
  const eligible = row.status === 'active' && row.emailVerified;
  const byEmail = config.emails.includes(row.email.toLowerCase());
  const byRole = organization.slug === config.organizationSlug && row.roles.includes(PLATFORM_ADMIN_ROLE);
  return { memberId, email: row.email, isAdmin: eligible && (byEmail || byRole) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard on every /api/admin request that carried a valid session. */
    admin: AdminIdentity | null;
  }
}

/** The guard of every admin route: 403 admin_only for anyone who is not a platform admin. */
export async function requirePlatformAdmin({
  db,
  config,
  request,
}: {
  db: Db;
  config: AdminConfig;
  request: FastifyRequest;
}): Promise<void> {
  request.admin = await adminIdentity({ db, config, memberId: sellerOf(request).caller.memberId });
  if (!request.admin.isAdmin) throw new HttpError(403, 'admin_only', ADMIN_ONLY);
}
