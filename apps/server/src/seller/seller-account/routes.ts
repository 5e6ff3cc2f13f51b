import {
  EligibilityAnswer,
  EligibilityCounts,
  EligibilityQuery,
  envelope,
  FeeEstimatesAnswer,
  FeeEstimatesInput,
  SellerAccountAuthorization,
  SellerAccountAuthorizeInput,
  SellerAccountRegionParams,
  SellerAccountStatus,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access, sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { asTenant } from '../tenancy.js';
import { productEligibility } from './check.js';
import { type AccountContext, disconnect, sellerAccountStatus, startAuthorization } from './connect.js';
import { feeComparisons } from './fees.js';
import { uploadEligibilityCounts } from './queue.js';

const tags = ['SellerAccount'];

/** The company's Amazon seller accounts (connecting: organization admins) and per-product eligibility. */
export const sellerAccountRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const runtime = services.sellerAccounts;
    const asMember = <T>(request: FastifyRequest, run: (context: AccountContext) => Promise<T>) =>
      asTenant(services, request, (tenant) =>
        run({ tenant, caller: sellerOf(request).caller, box: services.identity.box, runtime }),
      );

    app.get(
      '/api/SellerAccount',
      {
        schema: {
          tags,
          summary: 'Whether the company is connected to its Amazon seller account (seller id, region, marketplaces, when)',
          ...access('company:read'),
          response: { 200: envelope(SellerAccountStatus) },
        },
      },
      async (request) => ok(await asMember(request, sellerAccountStatus)),
    );

    app.post(
      '/api/SellerAccount/authorize',
      {
        schema: {
          tags,
          summary: "Start connecting a region's seller account: the consent page to open (organization admins)",
          ...sessionOnly('integrations', 'write'),
          body: SellerAccountAuthorizeInput,
          response: { 200: envelope(SellerAccountAuthorization) },
        },
      },
      async (request) =>
        ok(
          await asMember(request, (context) =>
            startAuthorization({ ...context, region: request.body.region, publicUrl: services.config.publicUrl }),
          ),
        ),
    );

    app.delete(
      '/api/SellerAccount/:region',
      {
        schema: {
          tags,
          summary: "Disconnect a region's seller account (organization admins)",
          ...sessionOnly('integrations', 'write'),
          params: SellerAccountRegionParams,
          response: { 200: envelope(z.object({ disconnected: z.boolean() })) },
        },
      },
      async (request) => ok(await asMember(request, (context) => disconnect({ ...context, region: request.params.region }))),
    );

    app.get(
      '/api/SellerAccount/Eligibility',
      {
        schema: {
          tags,
          summary: 'Whether the seller may list a product (marketplace, condition): Amazon reasons and approval link',
          ...access('products:read'),
          querystring: EligibilityQuery,
          response: { 200: envelope(EligibilityAnswer) },
        },
      },
      async (request) =>
        ok(
          await asMember(request, (context) =>
            productEligibility({
              ...context,
              asin: request.query.asin,
              marketplace: request.query.marketplace,
              condition: request.query.condition,
              refresh: request.query.refresh === 'true',
            }),
          ),
        ),
    );

    app.post(
      '/api/SellerAccount/FeeEstimates',
      {
        schema: {
          tags,
          summary: "Amazon's fee estimate (getMyFeesEstimates) beside ShelfScope's fees, at each product's selected price",
          ...access('products:read'),
          body: FeeEstimatesInput,
          response: { 200: envelope(FeeEstimatesAnswer) },
        },
      },
      async (request) =>
        ok(await asMember(request, (context) => feeComparisons({ ...context, productIds: request.body.productIds }))),
    );

    app.get(
      '/api/Upload/:uploadId/eligibility',
      {
        schema: {
          tags,
          summary: "An upload's eligibility checks: how many wait, are allowed, need approval, are restricted",
          ...access('uploads:read'),
          params: z.object({ uploadId: z.uuid() }),
          response: { 200: envelope(EligibilityCounts) },
        },
      },
      async (request) => ok(await asMember(request, ({ tenant }) => uploadEligibilityCounts(tenant, request.params.uploadId))),
    );
  };
