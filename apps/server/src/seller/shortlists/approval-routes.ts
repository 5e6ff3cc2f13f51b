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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes.js';
import { access, sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { tenantDeps } from '../tenancy.js';
import { type Decision, decideOnProposals, requireApprovals } from './approval-verbs.js';

const tags = ['Shortlist'];
const decided = { 200: envelope(ProposalsDecided) };

/** A buyer's decisions on a VA's proposals, and the company's switch for approvals (docs/teams.md). */
export const approvalRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    /** The decision a request makes on the shortlist it names (`input` says which proposals). */
    const decide = (request: FastifyRequest<{ Params: { shortlistId: string } }>, input: Decision) =>
      decideOnProposals({ deps: tenantDeps(services, request), services, shortlistId: request.params.shortlistId, input });

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
      async (request) => ok(await decide(request, { ...request.body, itemIds: [request.params.shortlistItemId] })),
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
      async (request) => ok(await decide(request, request.body)),
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
      async (request) =>
        ok(
          await requireApprovals({
            deps: tenantDeps(services, request),
            services,
            caller: sellerOf(request).caller,
            input: request.body,
          }),
        ),
    );
  };
