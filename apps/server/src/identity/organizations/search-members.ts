import { and, asc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern } from '../../platform/text/like-pattern.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { type Caller, requirePermission } from '../rbac/authorize.js';
import { identityMembers } from '../schema.js';
import { MEMBER_ROLE, type MemberRow } from '../wire.js';

const m = identityMembers;
const Strings = z.array(z.string().max(254)).min(1).max(1000);
const Fuzzy = z.string().trim().min(1).max(254);

/**
 * The search filters (the provider's names), each parsed and turned into one condition. An unknown
 * name or a value of the wrong shape is a 400 naming the filter.
 */
const FILTERS: Record<string, (value: unknown) => SQL | undefined> = {
  member_ids: (v) => inArray(m.memberId, Strings.parse(v)),
  member_emails: (v) =>
    inArray(
      m.emailAddress,
      Strings.parse(v).map((e) => e.trim().toLowerCase()),
    ),
  member_email_fuzzy: (v) => ilike(m.emailAddress, containsPattern(Fuzzy.parse(v))),
  statuses: (v) =>
    inArray(
      m.status,
      z
        .array(z.enum(['active', 'invited', 'pending', 'deleted']))
        .min(1)
        .parse(v),
    ),
  member_roles: (v) => {
    const roles = Strings.parse(v);
    // Everyone has stytch_member implicitly; other roles are the stored grants (direct or SCIM).
    if (roles.includes(MEMBER_ROLE)) return sql`true`;
    const wanted = sql`ARRAY[${sql.join(
      roles.map((r) => sql`${r}`),
      sql`, `,
    )}]::text[]`;
    return sql`(${m.roles} && ${wanted} or ${m.scimRoles} && ${wanted})`;
  },
  member_password_exists: (v) => (z.boolean().parse(v) ? isNotNull(m.passwordHash) : isNull(m.passwordHash)),
  member_mfa_phone_numbers: (v) => inArray(m.mfaPhoneNumber, Strings.parse(v)),
  member_mfa_phone_number_fuzzy: (v) => ilike(m.mfaPhoneNumber, containsPattern(Fuzzy.parse(v))),
  // Break-glass members do not exist here: false matches everyone, true no one.
  member_is_breakglass: (v) => (z.boolean().parse(v) ? sql`false` : sql`true`),
};

export const SearchQuery = z.object({
  operator: z.enum(['AND', 'OR']),
  operands: z.array(z.object({ filter_name: z.string().max(100), filter_value: z.unknown() })).max(10),
});

export type SearchInput = {
  query?: z.infer<typeof SearchQuery> | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
};

/** Default and largest page size of members/search. */
export const SEARCH_DEFAULT_LIMIT = 100;
export const SEARCH_MAX_LIMIT = 1000;

function queryCondition(query: SearchInput['query']): SQL | undefined {
  if (!query || query.operands.length === 0) return undefined;
  const conditions = query.operands.map(({ filter_name, filter_value }) => {
    const filter = FILTERS[filter_name];
    if (!filter)
      throw identityError('bad_request', `Unknown filter_name ${filter_name}; known: ${Object.keys(FILTERS).join(', ')}.`);
    const parsed = (() => {
      try {
        return filter(filter_value);
      } catch {
        throw identityError('bad_request', `filter_value of ${filter_name} has the wrong shape.`);
      }
    })();
    return parsed ?? sql`true`;
  });
  return query.operator === 'OR' ? or(...conditions) : and(...conditions);
}

/**
 * members/search in the caller's organization, every status (deleted members too, so an admin can
 * reactivate them), ordered by member_id; the cursor is the last member_id of the previous page.
 */
export async function searchMembers(
  ctx: IdentityContext,
  caller: Caller,
  input: SearchInput,
): Promise<{ members: MemberRow[]; total: number; nextCursor: string | null }> {
  requirePermission(ctx, caller, 'stytch.member', 'search');
  const limit = input.limit ?? SEARCH_DEFAULT_LIMIT;
  const matching = and(eq(m.organizationId, caller.member.organizationId), queryCondition(input.query));
  const [rows, counted] = await Promise.all([
    ctx.db
      .select()
      .from(m)
      .where(and(matching, input.cursor ? gt(m.memberId, input.cursor) : undefined))
      .orderBy(asc(m.memberId))
      .limit(limit + 1),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(m).where(matching),
  ]);
  const page = rows.slice(0, limit);
  return {
    members: page,
    total: counted[0]?.total ?? 0,
    nextCursor: rows.length > limit ? (page.at(-1)?.memberId ?? null) : null,
  };
}
