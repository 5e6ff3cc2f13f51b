import {
  Dashboard,
  envelope,
  FirstSteps,
  LookupEntry,
  LookupHistoryQuery,
  listEnvelope,
  TeamActivity,
  TeamActivityQuery,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access, sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import { firstStepsOf } from './first-steps.js';
import { dashboardOf } from './service.js';
import { lookupHistory, teamActivity } from './team.js';

/** GET /Dashboard (spec section 7): the company's usage and projections, from the daily rollup. */
export const dashboardRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Dashboard',
      {
        schema: {
          tags: ['Dashboard'],
          summary: "The company's usage this month against last month and last year, and 12 months of orders",
          ...access('dashboard:read'),
          response: { 200: envelope(Dashboard) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => dashboardOf(tenant, services.config.dashboard))),
    );

    app.get(
      '/api/Dashboard/first-steps',
      {
        schema: {
          tags: ['Dashboard'],
          summary: "Which of a new company's first steps it has taken (supplier, price list, shortlist, purchase order)",
          ...access('dashboard:read'),
          response: { 200: envelope(FirstSteps) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => firstStepsOf(tenant))),
    );

    app.get(
      '/api/Dashboard/team',
      {
        schema: {
          tags: ['Dashboard'],
          summary: "Each member's lookups, uploads, proposals and approvals per day (owners and buyers)",
          ...sessionOnly('dashboard', 'team'),
          querystring: TeamActivityQuery,
          response: { 200: envelope(TeamActivity) },
        },
      },
      async (request) => ok(await teamActivity({ services, request, query: request.query })),
    );

    app.get(
      '/api/Dashboard/team/lookups',
      {
        schema: {
          tags: ['Dashboard'],
          summary: "A member's lookup history, newest first, with the figures each analysis gave (owners and buyers)",
          ...sessionOnly('dashboard', 'team'),
          querystring: LookupHistoryQuery,
          response: { 200: listEnvelope(LookupEntry) },
        },
      },
      async (request) => {
        const { items, totalItems } = await lookupHistory({ services, request, query: request.query });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );
  };
