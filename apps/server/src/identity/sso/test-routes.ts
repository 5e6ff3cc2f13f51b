import { type SsoConnectionTest, SsoResponses } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { latestSsoTest, type SsoTestRow, startSsoTest } from './test-connection.js';

const Params = z.object({ connection_id: z.string().trim().min(1).max(200) });

export const SsoTestSchemas = {
  start: { params: Params, response: { 200: SsoResponses.testStarted } },
  latest: { params: Params, response: { 200: SsoResponses.test } },
};

function testWire(row: SsoTestRow): SsoConnectionTest {
  return {
    test_id: row.testId,
    connection_id: row.connectionId,
    status: row.status,
    error: row.error,
    result: row.result ?? null,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

const TEST = '/sdk/v1/b2b/sso/:connection_id/test';
const tags = ['identity'];

/**
 * "Test connection" (docs/identity.md): an admin, or the IT admin in the portal, runs a real
 * sign-in at the connection's IdP in a popup (redirect_url) and reads what it answered here. No
 * session and no member come of it.
 */
export const ssoTestRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      TEST,
      { schema: { tags, summary: 'Start a connection test: the IdP address to open in a popup', ...SsoTestSchemas.start } },
      async (request) => {
        const live = await requireSession(ctx, request);
        const { test, redirectUrl } = await startSsoTest(ctx, { ...live, connectionId: request.params.connection_id });
        return identityOk(request, { test: testWire(test), redirect_url: redirectUrl });
      },
    );

    app.get(
      TEST,
      { schema: { tags, summary: "The connection's latest test and what the IdP answered", ...SsoTestSchemas.latest } },
      async (request) => {
        const live = await requireSession(ctx, request);
        const row = await latestSsoTest(ctx, { ...live, connectionId: request.params.connection_id });
        return identityOk(request, { test: row ? testWire(row) : null });
      },
    );
  };
