import type { ApprovalsSettingInput, Company, ProposalsDecided } from '@shelfscope/contracts';
import type { z } from 'zod';
import type { Services } from '../../services.js';
import { callerAccess } from '../auth/roles.js';
import type { Caller } from '../auth/session-verifier.js';
import { companyDto, setApprovalsRequired } from '../company/service.js';
import type { TenantDeps } from '../tenancy.js';
import { decideProposals, notifyProposers } from './approvals.js';
import { findShortlist } from './service.js';

/**
 * What the approval routes do, one verb each (docs/architecture.md): each takes one options
 * object and runs as the calling company.
 */

/** Approve or reject, with a comment, the proposals named (or every waiting one). */
export type Decision = Parameters<typeof decideProposals>[2];

/**
 * A buyer's decision on a shortlist's waiting proposals (those named, or all): each proposer is
 * notified in the same transaction and emailed once it has committed.
 */
export async function decideOnProposals({
  deps,
  services,
  shortlistId,
  input,
}: {
  deps: TenantDeps;
  services: Parameters<typeof notifyProposers>[0];
  shortlistId: string;
  input: Decision;
}): Promise<z.infer<typeof ProposalsDecided>> {
  const { count, deliver } = await deps.run(async (tenant) => {
    const shortlist = await findShortlist(tenant, shortlistId);
    const items = await decideProposals(tenant, shortlist, input);
    const notify = await notifyProposers(services, tenant, shortlist, items, input.decision, input.comment);
    return { count: items.length, deliver: notify };
  });
  await deliver();
  return { decided: count };
}

/** Whether a VA's shortlist additions wait for a buyer's approval; answers the company as its caller sees it. */
export async function requireApprovals({
  deps,
  services,
  caller,
  input,
}: {
  deps: TenantDeps;
  services: Pick<Services, 'config'>;
  caller: Caller;
  input: z.infer<typeof ApprovalsSettingInput>;
}): Promise<Company> {
  const updated = await deps.run((tenant) =>
    setApprovalsRequired(tenant.db, { companyId: tenant.companyId, memberId: tenant.memberId, ...input }),
  );
  return companyDto(updated, callerAccess(services, caller));
}
