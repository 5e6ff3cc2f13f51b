import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { emailDomain, normalizeEmail } from '../email-address.js';
import { identityError } from '../errors.js';
import { enforceRateLimit } from '../rate-limit.js';
import { identityMembers, identityOrganizations, type SsoActiveConnection } from '../schema.js';

/** Connection discovery answers with the public token alone: per caller address, per window. */
export const SSO_DISCOVERY_PER_WINDOW = 30;
const SSO_DISCOVERY_WINDOW_SECONDS = 600;

/**
 * `sso.discoverConnections`: the active SSO connections of the organizations an address belongs
 * to, or may join or is claimed by through its domain (JIT or verified by DNS), each once, oldest
 * organization first. Rate-limited per caller address: the answer needs no session.
 */
export async function discoverSsoConnections(
  ctx: IdentityContext,
  options: { emailAddress: string; ip: string },
): Promise<{ connections: SsoActiveConnection[] }> {
  await enforceRateLimit(ctx.rateLimits, `sso-discovery:${options.ip}`, SSO_DISCOVERY_PER_WINDOW, SSO_DISCOVERY_WINDOW_SECONDS);
  const email = normalizeEmail(options.emailAddress);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw identityError('invalid_email');
  const domain = emailDomain(email);
  const memberOf = ctx.db
    .select({ id: identityMembers.organizationId })
    .from(identityMembers)
    .where(and(eq(identityMembers.emailAddress, email), ne(identityMembers.status, 'deleted')));
  const organizations = await ctx.db
    .select({ connections: identityOrganizations.ssoActiveConnections })
    .from(identityOrganizations)
    .where(
      and(
        eq(identityOrganizations.projectId, ctx.project.projectId),
        or(
          inArray(identityOrganizations.organizationId, memberOf),
          sql`${domain} = ANY(${identityOrganizations.emailAllowedDomains})`,
          // A domain verified by DNS finds its organization's connections even when it is not (or no longer) a JIT domain.
          sql`${domain} = ANY(${identityOrganizations.claimedEmailDomains})`,
        ),
      ),
    )
    .orderBy(identityOrganizations.createdAt);
  const seen = new Set<string>();
  const connections: SsoActiveConnection[] = [];
  for (const o of organizations) {
    for (const c of o.connections) {
      if (seen.has(c.connection_id)) continue;
      seen.add(c.connection_id);
      connections.push({ connection_id: c.connection_id, display_name: c.display_name, identity_provider: c.identity_provider });
    }
  }
  return { connections };
}
