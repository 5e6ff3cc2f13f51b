import { Dashboard, envelope, FirstSteps } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import { firstStepsOf } from './first-steps.js';
import { dashboardOf } from './service.js';

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
  };
