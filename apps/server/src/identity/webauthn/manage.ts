import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { MemberRow } from '../wire.js';
import { credentialsOf, deleteCredential, registrationWire } from './credentials.js';

/** The passkeys of the member's email address (they sign in to each of its memberships). */
export async function listPasskeys(ctx: IdentityContext, member: MemberRow) {
  const rows = await credentialsOf(ctx.db, ctx.project.projectId, member.emailAddress);
  return { webauthn_registrations: rows.map(registrationWire) };
}

export async function removePasskey(ctx: IdentityContext, member: MemberRow, registrationId: string) {
  const removed = await deleteCredential(ctx.db, ctx.project.projectId, member.emailAddress, registrationId);
  if (!removed) throw identityError('webauthn_registration_not_found');
  return { member_id: member.memberId, webauthn_registration_id: registrationId };
}
