import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

export const categoryRoutes =
  (_services: Services): FastifyPluginAsyncZod =>
  async (_app) => {};
