import { z } from 'zod';

const Name = z.string().trim().min(1).max(100);

/** `POST /api/marketing/lead`: the public lead form (spec section 1; `compagain` is the spec's spelling). */
export const MarketingLeadInput = z.object({
  email: z.email().max(254),
  firstName: Name,
  lastName: Name,
  /** The campaign the visitor came from. */
  compagain: z.string().trim().max(200).nullish(),
  /** The Cloudflare Turnstile response token (at most 2048 characters, per Cloudflare). */
  turnstileToken: z.string().max(2048).nullish(),
});
export type MarketingLeadInput = z.infer<typeof MarketingLeadInput>;

/** The answer to an accepted lead. */
export const MarketingLeadReceived = z.object({ received: z.literal(true) });
export type MarketingLeadReceived = z.infer<typeof MarketingLeadReceived>;
