import { z } from 'zod';

/** Plan types of the spec (section 1). */
export const PLAN_TYPES = ['Undefined', 'AstroExtension', 'OAPro', 'WSUltimate', 'Enterprise'] as const;
export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;

/** Each plan's name, as every screen shows it (the server's catalog names its plans from here). */
export const PLAN_NAMES: Record<PlanType, string> = {
  Undefined: 'No plan',
  AstroExtension: 'Extension',
  OAPro: 'Online Arbitrage Pro',
  WSUltimate: 'Wholesale Ultimate',
  Enterprise: 'Enterprise',
};

/** A plan code's name ("WSUltimate" is "Wholesale Ultimate"); a code no plan has is shown as it is. */
export const planName = (code: string | null | undefined): string => (code ? (PLAN_NAMES[code as PlanType] ?? code) : '—');

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
