import { type ScimRequest, ScimResponses } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { listScimRequests, type ScimRequestRow } from './request-log.js';

export const ScimRequestLogSchemas = {
  list: {
    params: z.object({ connection_id: z.string().trim().min(1).max(200) }),
    response: { 200: ScimResponses.requests },
  },
};

function requestWire(row: ScimRequestRow): ScimRequest {
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
