import { z } from 'zod';

/** Plan types of the spec (section 1). */
export const PLAN_TYPES = ['Undefined', 'AstroExtension', 'OAPro', 'WSUltimate', 'Enterprise'] as const;
export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;

/** `GET /api/UserAccount/PlanDetails` and `/plan`: the plan with its features and usage. */
export const PlanDetails = z.object({
  planCode: PlanType,
  planName: z.string(),
  planFeatures: z.array(z.object({ code: z.string(), name: z.string() })),
  planLimits: z.array(z.object({ limitName: z.string(), maxValue: z.number().int(), currentValue: z.number().int() })),
  subscriptionStatus: z.enum(['trialing', 'active', 'past_due', 'canceled', 'none']),
  isActive: z.boolean(),
  trialEnd: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
});
export type PlanDetails = z.infer<typeof PlanDetails>;
