import { BUYER_ROLE, OWNER_ROLE, VA_ROLE, VIEWER_ROLE } from '../src/identity/rbac/seller-policy.js';
import { logIn, seedMember, uniqueEmail } from './identity.js';
import { sellerSession } from './seller.js';
import type { TestContext } from './test-app.js';

export type TeamMember = { memberId: string; email: string; jwt: string; roles: string[] };

/**
 * A company whose organization has an admin (stytch_admin) and one member of each built-in
 * seller role, each signed in. The company exists once the admin's first call made it.
 */
export async function sellerTeam(ctx: TestContext, name = 'Teamwork Traders') {
  const session = await sellerSession(ctx, name);
  const member = async (roles: string[], prefix: string): Promise<TeamMember> => {
    const row = await seedMember(ctx, session.organization.organizationId, { roles, emailAddress: uniqueEmail(prefix) });
    const login = await logIn(ctx, row.emailAddress, session.organization.organizationId);
    return { memberId: row.memberId, email: row.emailAddress, jwt: login.sessionJwt, roles };
  };
  const admin: TeamMember = {
    memberId: session.admin.memberId,
    email: session.admin.emailAddress,
    jwt: session.jwt,
    roles: session.admin.roles,
  };
  return {
    organization: session.organization,
    admin,
    owner: await member([OWNER_ROLE], 'owner'),
    buyer: await member([BUYER_ROLE], 'buyer'),
    va: await member([VA_ROLE], 'va'),
    viewer: await member([VIEWER_ROLE], 'viewer'),
    /** A member with no seller role (joined before roles, or invited without one): a buyer. */
    plain: await member([], 'plain'),
  };
}
