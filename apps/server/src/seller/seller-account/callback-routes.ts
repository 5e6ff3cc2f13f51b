import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.js';
import { finishConsent } from './callback.js';

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
    app.get('/api/SellerAccount/callback', { schema: { hide: true, querystring: CallbackQuery } }, async (request, reply) =>
      reply.redirect(`${SELLER_ACCOUNT_PAGE}?${await finishConsent({ services, answer: request.query })}`, 303),
    );
  };
