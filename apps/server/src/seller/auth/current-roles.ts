import { memberOf } from '../../identity/directory.js';
import { memberRoles } from '../../identity/wire.js';
import type { Services } from '../../services.js';
import type { Caller } from './session-verifier.js';

/**
 * The caller with the roles their membership holds now, read on every request as the identity
 * API reads them: a role taken away holds at once, not when the five-minute JWT expires. With a
 * provider's hosted identity service (SELLER_JWKS_URL) the members are not here: the JWT's roles stand.
 */
export async function withCurrentRoles(services: Services, caller: Caller): Promise<Caller> {
  if (services.config.seller.jwksUrl) return caller;
  const member = await memberOf(services.identity.db, caller.organizationId, caller.memberId);
  if (!member) return caller;
  return Object.freeze({ ...caller, roles: Object.freeze(memberRoles(member)) as string[] });
}
