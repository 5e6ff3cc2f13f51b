import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import { withTenant } from '../tenancy.js';
import { callbackUrl, completeConnection, openState } from './connect.js';

/** Where the web app shows the seller account (and the outcome of connecting). */
export const SELLER_ACCOUNT_PAGE = '/settings/seller-account';

const CallbackQuery = z.object({
  state: z.string().min(1).max(4000),
  spapi_oauth_code: z.string().min(1).max(2000).optional(),
  selling_partner_id: z.string().min(1).max(40).optional(),
  /** Amazon's refusal, when the seller declined. */
  error: z.string().max(200).optional(),
});

/**
 * The consent page's redirect (`redirect_uri`): a browser navigation without our bearer token,
 * so it stands outside the seller API's authentication; the sealed `state` says which company,
 * member and region it is for (connect.ts). It ends on the web app's seller-account page with
 * the outcome in the query string.
 */
export const sellerAccountCallbackRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/SellerAccount/callback', { schema: { hide: true, querystring: CallbackQuery } }, async (request, reply) => {
      const { query } = request;
      const state = openState(services.identity.box, query.state);
      const back = (outcome: string) => reply.redirect(`${SELLER_ACCOUNT_PAGE}?${outcome}`, 303);
      if (query.error || !query.spapi_oauth_code || !query.selling_partner_id) {
        return back(`error=${encodeURIComponent(query.error ?? 'declined')}`);
      }
      try {
        await withTenant(services.database.db, state.companyId, (db) =>
          completeConnection({
            tenant: { db, companyId: state.companyId, memberId: state.memberId, isAppFilterOn: true },
            box: services.identity.box,
            runtime: services.sellerAccounts,
            region: state.region,
            code: query.spapi_oauth_code as string,
            sellerId: query.selling_partner_id as string,
            redirectUri: callbackUrl(services.config.publicUrl),
          }),
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return back(`error=${encodeURIComponent(error.code)}`);
        throw error;
      }
      return back(`connected=${state.region}`);
    });
  };
