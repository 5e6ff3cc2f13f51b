import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdentityContext } from '../context.js';

export const magicLinkRoutes =
  (_ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (_app) => {};
