import { envelope, MARKETPLACE_CODES, Marketplace, marketplaceRow } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';

const ROWS = MARKETPLACE_CODES.map(marketplaceRow);

/** `GET /api/Marketplace`: the marketplaces figures can be shown for (static: no database). */
export const marketplaceRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/api/Marketplace',
    {
      schema: {
        tags: ['Marketplace'],
        summary: 'The marketplaces ShelfScope analyses for: code, name, domain, currency, locale, VAT',
        ...access('company:read'),
        response: { 200: envelope(z.array(Marketplace)) },
      },
    },
    async () => ok(ROWS),
  );
};
