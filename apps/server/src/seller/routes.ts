import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { registerSellerAuth } from './auth/seller-auth.js';
import { companyRoutes } from './company/routes.js';
import { planRoutes } from './plans/routes.js';

/** The seller API: every route here needs a verified session JWT (Bearer). */
export async function registerSeller(app: FastifyInstance, services: Services) {
  await app.register(async (seller) => {
    registerSellerAuth(seller, services);
    await seller.register(companyRoutes({ db: services.database.db }));
    await seller.register(planRoutes({ identity: services.identity }));
  });
}
