import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerComponents, withoutUnusedSchemas } from './openapi-components.js';

/**
 * OpenAPI 3.1 generated from the route schemas (the same zod schemas that validate requests),
 * served as JSON at /api/openapi.json and rendered at /api/docs (assets bundled, works offline).
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string; version: string }) {
  registerComponents();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ShelfScope API',
        version: options.version,
        description:
          'Seller API under /api (envelope: errors, details, hasErrors, data) and identity API under /sdk/v1 ' +
          '(wire format of the B2B client SDK 5.35.1).',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Same header, another credential: an organization's API key. A route's requirement lists
          // the scope a key needs (its `x-access` says the same, with routes keys may not call).
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'ss_live_…',
            description: 'An API key (docs/integrating.md), sent as `Authorization: Bearer ss_live_…`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles, and the page must also work over plain http (localhost);
    // like every page of ours it may not be framed.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(' upgrade-insecure-requests;', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
