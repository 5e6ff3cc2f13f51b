import { z } from 'zod';

/**
 * The identity management API on /api (issue 45): the organization's members, for scripts with
 * an API key (`members:read`, `members:write`) as much as for signed-in members. The caller's
 * identity roles decide as they do in the identity API (a key acts with its creator's roles).
 */
export const IdentityMember = z.object({
  memberId: z.string(),
  emailAddress: z.string(),
  name: z.string(),
  /** active | pending | invited | deleted. */
  status: z.string(),
  roles: z.array(z.string()),
  created: z.iso.datetime(),
});
export type IdentityMember = z.infer<typeof IdentityMember>;

const RoleIds = z.array(z.string().trim().min(1).max(128)).max(50);

/** `POST /api/Identity/Members`: a new active member (no invitation email is sent). */
export const IdentityMemberInput = z.object({
  emailAddress: z.email().max(254),
  name: z.string().trim().max(200).optional(),
  roles: RoleIds.optional(),
});
export type IdentityMemberInput = z.infer<typeof IdentityMemberInput>;

/** `PATCH /api/Identity/Members/{memberId}`: only the fields given change. */
export const IdentityMemberChanges = z
  .object({ name: z.string().trim().max(200).optional(), roles: RoleIds.optional() })
  .refine((v) => v.name !== undefined || v.roles !== undefined, 'give name or roles');
export type IdentityMemberChanges = z.infer<typeof IdentityMemberChanges>;

export const IdentityMemberParams = z.object({ memberId: z.string().trim().min(1).max(200) });

/** `GET /api/Identity/Members`: a page of members by id; `cursor` is the last id of the previous page. */
export const IdentityMemberListQuery = z.object({
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const IdentityMemberPage = z.object({
  members: z.array(IdentityMember),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
