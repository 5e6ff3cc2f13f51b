import { MARKETPLACE_CODES } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventfulMarket, type MarketEvent } from '../../market/events.js';
import type { MarketDataProvider } from '../../market/provider.js';
import { HttpError } from '../../platform/http/errors.js';

const Asin = z.string().regex(/^[A-Z0-9]{10}$/, 'must be a 10-character ASIN');
const where = { asin: Asin, marketplace: z.enum(MARKETPLACE_CODES).default('US') };

/** `POST /dev/market/events`: one event, or several in order. */
const MarketEventInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('buyBoxPrice'), ...where, price: z.number().positive().max(1_000_000) }),
  z.object({ kind: z.literal('removeAmazon'), ...where }),
  z.object({ kind: z.literal('emptyStock'), ...where, sellerId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('reset'), ...where }),
]);

/**
 * The dev control that moves the marketplace (dev tools only): set an ASIN's buy-box price,
 * remove Amazon from its listing, empty a seller's stock, or reset it. The next reading of the
 * ASIN (a refresh, a watch's schedule) sees it; alert rules fire on that reading.
 */
export const devMarketRoutes =
  (market: MarketDataProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/market/events',
      {
        schema: {
          tags: ['Dev'],
          summary: 'Push events onto the simulated marketplace (dev tools only)',
          body: z.union([MarketEventInput, z.array(MarketEventInput).min(1).max(100)]),
          response: { 200: z.object({ applied: z.number().int() }) },
        },
      },
      async (request) => {
        if (!(market instanceof EventfulMarket)) throw HttpError.notFound('This server does not take market events.');
        const events = Array.isArray(request.body) ? request.body : [request.body];
        for (const event of events) market.push(event as MarketEvent);
        return { applied: events.length };
      },
    );
  };
