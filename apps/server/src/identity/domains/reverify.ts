import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { renderEmail } from '../mail/layout.js';
import { identityMembers, identityOrganizations } from '../schema.js';
import { ADMIN_ROLE, memberRoles } from '../wire.js';
import { releaseClaim } from './claims.js';
import { identityOrganizationDomains } from './schema.js';
import { checkProblem, lookupOf } from './verify.js';
import { type DomainRow, txtValue } from './wire.js';

export type ReverifyOutcome = { checked: number; kept: number; lost: string[]; failed: number };

/** Domains checked per run: the cron's next tick takes the rest. */
const BATCH = 200;

/**
 * Re-checks the verified domains last checked more than `reverifyHours` ago (the pg-boss cron
 * runs this). Found: kept. Gone (no record, or no longer ours): unverified, its claim released,
 * and every active admin of the organization emailed. A lookup that fails (timeout, SERVFAIL) is
 * no proof of anything: the domain stays verified and the error is recorded for the next tick.
 */
export async function reverifyDueDomains(ctx: IdentityContext, now = new Date()): Promise<ReverifyOutcome> {
  const dueBefore = new Date(now.getTime() - ctx.config.identity.domains.reverifyHours * 3_600_000);
  const due = await ctx.db
    .select()
    .from(identityOrganizationDomains)
    .where(
      and(
        eq(identityOrganizationDomains.projectId, ctx.project.projectId),
        eq(identityOrganizationDomains.status, 'verified'),
        or(isNull(identityOrganizationDomains.lastCheckedAt), lt(identityOrganizationDomains.lastCheckedAt, dueBefore)),
      ),
    )
    .limit(BATCH);
  const outcome: ReverifyOutcome = { checked: due.length, kept: 0, lost: [], failed: 0 };
  for (const row of due) {
    const answer = await lookupOf(ctx)(row.domain);
    const problem = checkProblem(row, answer);
    if (!problem || answer.kind === 'failed') {
      await ctx.db
        .update(identityOrganizationDomains)
        .set({ lastCheckedAt: now, lastCheckError: problem })
        .where(eq(identityOrganizationDomains.domainId, row.domainId));
      if (problem) outcome.failed++;
      else outcome.kept++;
      continue;
    }
    if (await unverify(ctx, row, problem, now)) outcome.lost.push(row.domain);
  }
  return outcome;
}

/** Unverifies a domain whose record is gone and emails the organization's admins (one transaction). */
async function unverify(ctx: IdentityContext, row: DomainRow, problem: string, now: Date): Promise<boolean> {
  const outboxIds = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(identityOrganizationDomains)
      .set({ status: 'pending', lastCheckedAt: now, lastCheckError: problem, lostAt: now })
      // Only if still verified: a run racing an admin's own check or removal changes nothing.
      .where(and(eq(identityOrganizationDomains.domainId, row.domainId), eq(identityOrganizationDomains.status, 'verified')))
      .returning();
    if (!changed) return null;
    await releaseClaim(tx, row.organizationId, row.domain);
    const [organization] = await tx
      .select()
      .from(identityOrganizations)
      .where(eq(identityOrganizations.organizationId, row.organizationId));
    const members = await tx
      .select()
      .from(identityMembers)
      .where(and(eq(identityMembers.organizationId, row.organizationId), eq(identityMembers.status, 'active')));
    const content = domainLostEmail({
      projectName: ctx.project.name,
      organizationName: organization?.name ?? '',
      domain: row.domain,
      record: txtValue(row),
      problem,
      settingsUrl: `${ctx.config.publicUrl}/settings/identity/domains`,
    });
    const ids: string[] = [];
    for (const admin of members.filter((m) => memberRoles(m).includes(ADMIN_ROLE))) {
      ids.push(await ctx.mailer.record(tx, { to: admin.emailAddress, ...content }));
    }
    return ids;
  });
  if (outboxIds === null) return false;
  for (const id of outboxIds) await ctx.mailer.queue(id);
  return true;
}

function domainLostEmail(input: {
  projectName: string;
  organizationName: string;
  domain: string;
  record: string;
  problem: string;
  settingsUrl: string;
}) {
  const organization = input.organizationName.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return renderEmail({
    projectName: input.projectName,
    subject: `${input.domain} is no longer verified for ${organization}`,
    heading: `${input.domain} is no longer verified`,
    paragraphs: [
      `We checked the DNS of ${input.domain} for ${organization} and the verification record is gone: ${input.problem}`,
      `Until it is verified again, people with ${input.domain} addresses no longer join ${organization} by their email domain, and another organization may claim it.`,
      `To verify it again, publish the TXT record ${input.record} at ${input.domain} and press Verify in the admin portal.`,
    ],
    action: { label: 'Open verified domains', url: input.settingsUrl },
  });
}
