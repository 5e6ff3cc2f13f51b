import {
  ApprovalsSettingInput,
  Company,
  envelope,
  ProposalDecisionInput,
  ProposalsDecided,
  ProposalsDecisionInput,
  ShortlistItemParams,
  ShortlistParams,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes.js';
import { access, sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { callerAccess } from '../auth/roles.js';
import { sellerOf } from '../auth/seller-auth.js';
import { companyDto, setApprovalsRequired } from '../company/service.js';
import { asTenant } from '../tenancy.js';
import { decideProposals, notifyProposers } from './approvals.js';
import { findShortlist } from './service.js';

const tags = ['Shortlist'];
const decided = { 200: envelope(ProposalsDecided) };

/** A buyer's decisions on a VA's proposals, and the company's switch for approvals (docs/teams.md). */
export const approvalRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    /** Decides, notifies each proposer in the same transaction, and emails them once it committed. */
    const decide = async (
      request: Parameters<typeof sellerOf>[0],
      shortlistId: string,
      input: { decision: 'approve' | 'reject'; comment?: string | null | undefined; itemIds?: string[] | undefined },
    ) => {
      const { count, deliver } = await asTenant(services, request, async (tenant) => {
        const shortlist = await findShortlist(tenant, shortlistId);
        const items = await decideProposals(tenant, shortlist, input);
        const notify = await notifyProposers(services, tenant, shortlist, items, input.decision, input.comment);
        return { count: items.length, deliver: notify };
      });
      await deliver();
      return ok({ decided: count });
    };

    app.post(
      '/api/Shortlist/:shortlistId/item/:shortlistItemId/decision',
      {
        schema: {
          tags,
          summary: 'Approve or reject one proposal, with a comment (buyers); the proposer is notified',
          ...access('shortlists:write', 'approve'),
          params: ShortlistItemParams,
          body: ProposalDecisionInput,
          response: decided,
        },
      },
      async (request) =>
        decide(request, request.params.shortlistId, { ...request.body, itemIds: [request.params.shortlistItemId] }),
    );

    app.post(
      '/api/Shortlist/:shortlistId/decisions',
      {
        schema: {
          tags,
          summary: 'Approve or reject every waiting proposal of the shortlist, or those named (buyers)',
          ...access('shortlists:write', 'approve'),
          params: ShortlistParams,
          body: ProposalsDecisionInput,
          response: decided,
        },
      },
      async (request) => decide(request, request.params.shortlistId, request.body),
    );

    app.put(
      '/api/Company/approvals',
      {
        schema: {
          tags: ['Company'],
          summary: "Whether a VA's shortlist additions wait for a buyer's approval (owners)",
          ...sessionOnly('company', 'write'),
          body: ApprovalsSettingInput,
          response: { 200: envelope(Company) },
        },
      },
      async (request) => {
        const updated = await asTenant(services, request, (tenant) =>
          setApprovalsRequired(tenant.db, { companyId: tenant.companyId, memberId: tenant.memberId, ...request.body }),
        );
        return ok(companyDto(updated, callerAccess(services, sellerOf(request).caller)));
      },
    );
  };
