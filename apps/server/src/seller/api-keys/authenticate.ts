import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { activeMemberOf } from '../../identity/directory.js';
import { memberRoles } from '../../identity/wire.js';
import type { Caller } from '../auth/session-verifier.js';
import { companies } from '../company/schema.js';
import type { CompanyRow } from '../company/service.js';
import { hashApiKey } from './key.js';
import { apiKeys } from './schema.js';

/** Last use is written at most this often per key: a busy key would otherwise write on every request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The company and caller of a live key (not revoked, not expired, its creator still an active
 * member), or null. Read from the
 * database on every request, with no cache, so a revocation holds at once on every instance.
 * Runs as the owner: the company is not known until the key is found. The caller is the key's
 * creator with no roles (a key never has an admin's powers), the key's scopes and its creator's
 * roles as they are now, which the seller policy also checks (seller/auth/roles.ts).
 */
export async function authenticateApiKey(
  db: Db,
  options: { key: string; address: string; now?: Date },
): Promise<{ caller: Caller; company: CompanyRow } | null> {
  const now = options.now ?? new Date();
  const [found] = await db
    .select({ key: apiKeys, company: companies })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(options.key)), isNull(apiKeys.revokedAt)));
  if (!found) return null;
  const { key, company } = found;
  // A key never has more than its creator: once they have left the organization, it stops.
  const creator = await activeMemberOf(db, company.organizationId, key.createdBy);
  if (!creator) return null;
  if (key.expiresAt && key.expiresAt <= now) return null;
  if (
    !key.lastUsedAt ||
    now.getTime() - key.lastUsedAt.getTime() > LAST_USED_EVERY_MS ||
    key.lastUsedAddress !== options.address
  ) {
    // Conditional, so instances racing on one key write once.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now, lastUsedAddress: options.address })
      .where(
        and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 1_000)))),
      );
  }
  const caller: Caller = {
    memberId: key.createdBy,
    organizationId: company.organizationId,
    organizationSlug: '',
    sessionId: `api_key:${key.id}`,
    roles: [],
    apiKey: { id: key.id, scopes: key.scopes, creatorRoles: memberRoles(creator) },
  };
  return { caller, company };
}
