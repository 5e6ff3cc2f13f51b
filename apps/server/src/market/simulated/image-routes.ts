import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import { simulatedProductImage } from './image.js';

/**
 * GET /api/market/images/{file}: public (an <img> sends no bearer token), the simulated
 * marketplace's product pictures (SVG made from the catalog), so products have images offline;
 * with the image host's size suffix (`sim-B0....._SL64_.svg`) a PNG of that size (image.ts).
 */
export const marketImageRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/market/images/:file',
      {
        schema: {
          tags: ['Client'],
          summary: "A simulated marketplace product's picture (SVG, or PNG with a size suffix; public)",
          params: z.object({ file: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const picture = simulatedProductImage(request.params.file, services.config.market.simulatedSize);
        if (picture === null) throw HttpError.notFound('No such image.');
        // The picture is a pure function of the file name: cache it for a day.
        reply.header('Cache-Control', 'public, max-age=86400').type(picture.type);
        return picture.body;
      },
    );
  };
