import { CatalogPlan, envelope, PlanDetails } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { catalogPlans, planDetails } from './details.js';

/** The plan, its features and limits with usage. Not gated: a lapsed company must see its plan. */
export const planRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Checkout/Plans',
      {
        schema: {
          tags: ['Billing'],
          summary: 'The plan catalog: prices (cents, monthly and yearly), features and limits',
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(z.array(CatalogPlan)) },
        },
      },
      async () => ok(catalogPlans()),
    );
    for (const url of ['/api/UserAccount/PlanDetails', '/api/UserAccount/plan']) {
      app.get(
        url,
        {
          schema: {
            tags: ['UserAccount'],
            summary: 'The plan with its features, limits and usage',
            ...sessionOnly('company', 'read'),
            response: { 200: envelope(PlanDetails) },
          },
        },
        async (request) => ok(await planDetails({ services, company: sellerOf(request).company })),
      );
    }
  };
