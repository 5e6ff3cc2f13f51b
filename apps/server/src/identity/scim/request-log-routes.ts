import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { identityEnvelope as envelope } from '../http/envelope-schema.js';
import { requireSession } from '../http/identity-http.js';
import { listScimRequests, type ScimRequestRow } from './request-log.js';

const ScimRequestWire = z.object({
  request_id: z.string(),
  method: z.string(),
  /** Under the connection's base URL, without the query. */
  path: z.string(),
  status: z.number(),
  /** succeeded (2xx) or failed. */
  result: z.enum(['succeeded', 'failed']),
  outcome: z.string(),
  duration_ms: z.number(),
  created_at: z.string(),
});

export const ScimRequestLogSchemas = {
  list: {
    params: z.object({ connection_id: z.string().trim().min(1).max(200) }),
    response: {
      200: envelope({ scim_requests: z.array(ScimRequestWire) }),
    },
  },
};

function requestWire(row: ScimRequestRow): z.infer<typeof ScimRequestWire> {
  return {
    request_id: row.requestId,
    method: row.method,
    path: row.path,
    status: row.status,
    result: row.status >= 200 && row.status < 300 ? 'succeeded' : 'failed',
    outcome: row.outcome,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
  };
}

/** The live log of a SCIM connection (docs/identity.md): its last requests from the IdP and how they ended. */
export const scimRequestLogRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sdk/v1/b2b/scim/:connection_id/requests',
      {
        schema: {
          tags: ['identity'],
          summary: "The SCIM connection's last requests (at most 100, newest first), without bodies",
          ...ScimRequestLogSchemas.list,
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const rows = await listScimRequests(ctx, { ...live, connectionId: request.params.connection_id });
        return identityOk(request, { scim_requests: rows.map(requestWire) });
      },
    );
  };
