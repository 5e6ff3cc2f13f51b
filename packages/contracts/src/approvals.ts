import { z } from 'zod';
import { Id } from './base.js';
import { Text } from './fields.js';

/**
 * A shortlist item's place in the approval (docs/teams.md): `proposed` by a VA and waiting,
 * `approved` (a buyer added it, or approved the proposal) or `rejected`. Only approved items
 * count in the totals and go into a purchase order.
 */
export const ShortlistItemStatus = z.enum(['proposed', 'approved', 'rejected']);
export type ShortlistItemStatus = z.infer<typeof ShortlistItemStatus>;

/** What a shortlist item says about its proposal and the decision on it. */
export const ProposalFields = z.object({
  status: ShortlistItemStatus,
  /** The member who proposed it (null for items a buyer added); the web app names them from the members list. */
  proposedBy: z.string().nullable(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
});

export const Decision = z.enum(['approve', 'reject']);
export type Decision = z.infer<typeof Decision>;

/** `POST /api/Shortlist/{id}/item/{itemId}/decision`: approve or reject one proposal. */
export const ProposalDecisionInput = z.object({ decision: Decision, comment: Text(2000).nullish() });
export type ProposalDecisionInput = z.infer<typeof ProposalDecisionInput>;

/** `POST /api/Shortlist/{id}/decisions`: approve or reject every waiting proposal, or those named. */
export const ProposalsDecisionInput = ProposalDecisionInput.extend({ itemIds: z.array(Id).max(1000).optional() });
export type ProposalsDecisionInput = z.infer<typeof ProposalsDecisionInput>;
export const ProposalsDecided = z.object({ decided: z.number().int() });

/** `PUT /api/Company/approvals`: whether a VA's additions wait for a buyer. */
export const ApprovalsSettingInput = z.object({ approvalsRequired: z.boolean() });
