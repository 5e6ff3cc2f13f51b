import type { IdentityMember, IdentityMemberChanges, IdentityMemberInput } from '@shelfscope/contracts';
import type { IdentityContext } from '../../identity/context.js';
import { identityError } from '../../identity/errors.js';
import { createMember, deleteMember, updateMember } from '../../identity/organizations/manage-members.js';
import { findMemberById } from '../../identity/organizations/repo.js';
import { searchMembers } from '../../identity/organizations/search-members.js';
import type { Caller as IdentityCaller } from '../../identity/rbac/authorize.js';
import { type MemberRow, memberRoles } from '../../identity/wire.js';
import type { Caller } from '../auth/session-verifier.js';

type Options = { identity: IdentityContext; caller: Caller };

/**
 * The identity caller behind a seller caller: the member (an API key's creator, an app token's
 * member) as stored now, so the identity RBAC checks their current roles: a key never has more
 * than the member who made it.
 */
async function identityCaller({ identity, caller }: Options): Promise<IdentityCaller> {
  const member = await findMemberById(identity.db, caller.memberId);
  const current = member?.status === 'active' && member.organizationId === caller.organizationId;
  if (!member || !current) {
    throw identityError('unauthorized_action', 'The calling member is no longer active in this organization.');
  }
  return { member };
}

function wire(member: MemberRow): IdentityMember {
  return {
    memberId: member.memberId,
    emailAddress: member.emailAddress,
    name: member.name,
    status: member.status,
    roles: memberRoles(member),
    created: member.createdAt.toISOString(),
  };
}

export async function listIdentityMembers(options: Options & { cursor?: string | undefined; limit: number }) {
  const page = await searchMembers(options.identity, await identityCaller(options), {
    cursor: options.cursor,
    limit: options.limit,
  });
  return { members: page.members.map(wire), total: page.total, nextCursor: page.nextCursor };
}

export async function createIdentityMember(options: Options & { input: IdentityMemberInput }) {
  const { input } = options;
  const member = await createMember(options.identity, await identityCaller(options), {
    email_address: input.emailAddress,
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.roles !== undefined ? { roles: input.roles } : {}),
  });
  return wire(member);
}

export async function updateIdentityMember(options: Options & { memberId: string; changes: IdentityMemberChanges }) {
  const { changes } = options;
  const member = await updateMember(options.identity, await identityCaller(options), options.memberId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.roles !== undefined ? { roles: changes.roles } : {}),
  });
  return wire(member);
}

export async function deleteIdentityMember(options: Options & { memberId: string }) {
  return wire(await deleteMember(options.identity, await identityCaller(options), options.memberId));
}
