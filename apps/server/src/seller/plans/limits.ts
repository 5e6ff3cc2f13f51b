import type { FastifyRequest } from 'fastify';
import { sellerOf } from '../auth/seller-auth.js';
import { PLAN_CATALOG, type PlanLimits } from './catalog.js';

/** The limits of the calling company's plan (no plan: the Undefined plan's, which allow nothing). */
export function planLimitsOf(request: FastifyRequest): PlanLimits {
  const { company } = sellerOf(request);
  return (PLAN_CATALOG[company.planCode as keyof typeof PLAN_CATALOG] ?? PLAN_CATALOG.Undefined).limits;
}
