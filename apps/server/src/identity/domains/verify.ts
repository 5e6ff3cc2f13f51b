import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { OrganizationRow } from '../wire.js';
import { applyClaim, claimantOf } from './claims.js';
import { getDomain } from './manage.js';
import { type TxtAnswer, txtResolver } from './resolver.js';
import { identityOrganizationDomains } from './schema.js';
import { type DomainRow, txtValue } from './wire.js';

/** The resolver the context carries, or the system's (a context built without register.ts). */
export function lookupOf(ctx: IdentityContext) {
  ctx.resolveTxt ??= txtResolver({
    servers: ctx.config.identity.domains.dnsServers,
    timeoutMs: ctx.config.identity.domains.dnsTimeoutMs,
  });
  return ctx.resolveTxt;
}

/** What a check found, in words for the admin (empty: the record is there). */
export function checkProblem(row: DomainRow, answer: TxtAnswer): string {
  if (answer.kind === 'failed') return `The DNS lookup failed (${answer.message}).`;
  if (answer.kind === 'absent') return `No TXT record was found at ${row.domain}.`;
  if (answer.values.includes(txtValue(row))) return '';
  return `${row.domain} has TXT records, but none is ${txtValue(row)}.`;
}

/**
 * Checks a domain's TXT record now. Found: the domain is verified and claimed (claims.ts). Not
 * found: the check is recorded and `domain_verification_failed` says what was seen. A domain
 * another organization verified first is refused with the claimed-domain error (the partial
 * unique index decides a race between two organizations).
 */
export async function verifyDomain(ctx: IdentityContext, organization: OrganizationRow, domainId: string): Promise<DomainRow> {
  const row = await getDomain(ctx, organization, domainId);
  if (await claimantOf(ctx, row.domain, organization.organizationId)) {
    throw identityError(
      'action_not_allowed_email_domain_is_claimed',
      `domain: ${row.domain} is claimed by another organization.`,
    );
  }
  const answer = await lookupOf(ctx)(row.domain);
  const problem = checkProblem(row, answer);
  const now = new Date();
  if (problem) {
    await ctx.db
      .update(identityOrganizationDomains)
      .set({ lastCheckedAt: now, lastCheckError: problem })
      .where(eq(identityOrganizationDomains.domainId, row.domainId));
    throw identityError('domain_verification_failed', `${problem} Publish a TXT record ${txtValue(row)} at ${row.domain}.`);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const [verified] = await tx
        .update(identityOrganizationDomains)
        .set({
          status: 'verified',
          verifiedAt: row.verifiedAt && row.status === 'verified' ? row.verifiedAt : now,
          lastCheckedAt: now,
          lastCheckError: '',
        })
        .where(and(eq(identityOrganizationDomains.domainId, row.domainId)))
        .returning();
      if (!verified) throw identityError('domain_not_found');
      await applyClaim(tx, ctx.project.projectId, organization.organizationId, row.domain);
      return verified;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw identityError(
        'action_not_allowed_email_domain_is_claimed',
        `domain: ${row.domain} is claimed by another organization.`,
      );
    }
    throw error;
  }
}
