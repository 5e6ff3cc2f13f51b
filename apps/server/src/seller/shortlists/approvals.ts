import { type Decision, Id } from '@shelfscope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { memberEmails } from '../../identity/directory.js';
import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import type { SellerMay } from '../auth/roles.js';
import type { CompanyRow } from '../company/service.js';
import { addNotification } from '../notifications/service.js';
import type { Tenant } from '../tenancy.js';
import { shortlistItems, type shortlists } from './schema.js';

type ShortlistRow = typeof shortlists.$inferSelect;
type ItemRow = typeof shortlistItems.$inferSelect;

/**
 * Whether an addition by this caller is a proposal: they may propose but not change the
 * shortlist (a VA), and the company asks for approvals. Otherwise the item is added approved.
 */
export function proposalOf(
  seller: { company: CompanyRow; may?: SellerMay | undefined },
  note: string | null | undefined,
): { note: string | null } | null {
  const buys = seller.may?.('shortlists', 'write') ?? true;
  return !buys && seller.company.approvalsRequired ? { note: note ?? null } : null;
}

/**
 * A buyer's decision on waiting proposals: the ones named (each must be waiting), or all of the
 * shortlist's. Returns the items decided. Approved items count in the totals from now on.
 */
export async function decideProposals(
  tenant: Tenant,
  shortlist: ShortlistRow,
  input: { decision: Decision; comment?: string | null | undefined; itemIds?: string[] | undefined },
): Promise<ItemRow[]> {
  const waiting = and(
    eq(shortlistItems.companyId, tenant.companyId),
    eq(shortlistItems.shortlistId, shortlist.id),
    eq(shortlistItems.deleted, false),
    eq(shortlistItems.status, 'proposed'),
  );
  if (input.itemIds) {
    const found = await tenant.db
      .select({ id: shortlistItems.id })
      .from(shortlistItems)
      // Only well-formed ids reach the uuid column (a malformed one is simply not a proposal).
      .where(
        and(
          waiting,
          inArray(
            shortlistItems.id,
            input.itemIds.filter((id) => Id.safeParse(id).success),
          ),
        ),
      );
    const missing = input.itemIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) {
      throw new HttpError(409, 'not_proposed', `Not a proposal waiting for a decision: ${missing.join(', ')}.`, [
        { type: 'not_proposed', field: 'itemIds', description: `Not a proposal waiting for a decision: ${missing.join(', ')}.` },
      ]);
    }
  }
  return tenant.db
    .update(shortlistItems)
    .set({
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: tenant.memberId,
      decidedAt: new Date(),
      decisionComment: input.comment ?? null,
      modified: new Date(),
      modifiedBy: tenant.memberId,
    })
    .where(input.itemIds ? and(waiting, inArray(shortlistItems.id, input.itemIds)) : waiting)
    .returning();
}

/**
 * Tells each proposer what became of their proposals: one in-app notification (in the
 * decision's transaction), and once it committed (`deliver`) the live event and one email
 * through the outbox. The proposers' addresses are read after the commit: the identity tables
 * are outside the tenant's transaction (and PGlite has one connection).
 */
export async function notifyProposers(
  services: Pick<Services, 'bus' | 'mailer' | 'identity' | 'config'>,
  tenant: Tenant,
  shortlist: ShortlistRow,
  decided: ItemRow[],
  decision: Decision,
  comment: string | null | undefined,
): Promise<() => Promise<void>> {
  const byProposer = new Map<string, number>();
  for (const item of decided) {
    if (item.proposedBy && item.proposedBy !== tenant.memberId) {
      byProposer.set(item.proposedBy, (byProposer.get(item.proposedBy) ?? 0) + 1);
    }
  }
  const verb = decision === 'approve' ? 'approved' : 'rejected';
  const publishes: (() => Promise<void>)[] = [];
  const messages = new Map<string, { title: string; message: string }>();
  for (const [memberId, count] of byProposer) {
    const what = `${count} ${count === 1 ? 'proposal' : 'proposals'}`;
    const title = `Your ${what} on ${shortlist.name} ${count === 1 ? 'was' : 'were'} ${verb}`;
    const message = comment ? `${title}: "${comment}"` : `${title}.`;
    messages.set(memberId, { title, message });
    publishes.push(
      await addNotification(tenant, services.bus, memberId, {
        kind: 'shortlist.decision',
        title,
        message,
        data: { shortlistId: shortlist.id, decision, count },
      }),
    );
  }
  return async () => {
    for (const publish of publishes) await publish();
    if (messages.size === 0) return;
    const members = await memberEmails(services.identity.db, [...messages.keys()]);
    for (const member of members) {
      const said = messages.get(member.memberId);
      if (!said) continue;
      await services.mailer.send({
        to: member.email,
        subject: said.title,
        text: [said.message, '', `Open the shortlist: ${services.config.publicUrl}/shortlists/${shortlist.id}`].join('\n'),
      });
    }
  };
}
