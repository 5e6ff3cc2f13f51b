import { envelope, MarketingLeadInput, MarketingLeadReceived } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../identity/rate-limit.js';
import { ok } from '../../platform/http/envelopes.js';
import type { Services } from '../../services.js';
import { createCaptchaCheck } from './captcha.js';
import { recordLead } from './service.js';

/** Leads one address may send per window: enough for a shared office, too few for a flood. */
export const LEADS_PER_IP = 10;
export const LEAD_WINDOW_SECONDS = 3600;

/** POST /api/marketing/lead: the public lead form (no token). Rate-limited per IP, bot-checked. */
export const marketingRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const checkCaptcha = createCaptchaCheck({
      ...services.config.seller.turnstile,
      isProduction: services.config.nodeEnv === 'production',
    });

    app.post(
      '/api/marketing/lead',
      {
        schema: {
          tags: ['Marketing'],
          summary: 'Leave a marketing lead (public; Turnstile-protected)',
          body: MarketingLeadInput,
          response: { 200: envelope(MarketingLeadReceived) },
        },
      },
      async (request) => {
        // The limit comes first: a flood must not cost a Cloudflare call or a row per request.
        await enforceRateLimit(
          services.identity.rateLimits,
          `marketing-lead:ip:${request.ip}`,
          LEADS_PER_IP,
          LEAD_WINDOW_SECONDS,
        );
        await checkCaptcha(request.body.turnstileToken, request.ip);
        await recordLead(services.database.db, { lead: request.body, ipAddress: request.ip });
        return ok({ received: true as const });
      },
    );
  };
