import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { identityEnvelope as envelope } from '../http/envelope-schema.js';
import { requireSession } from '../http/identity-http.js';
import { latestSsoTest, type SsoTestRow, startSsoTest } from './test-connection.js';

const SsoTestWire = z.object({
  test_id: z.string(),
  connection_id: z.string(),
  /** pending until the IdP answers; succeeded: the answer was verified (see mapping); failed: see error. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  error: z.string(),
  result: z
    .object({
      protocol: z.enum(['saml', 'oidc']),
      subject: z.string(),
      email: z.string(),
      name: z.string(),
      groups: z.array(z.string()),
      attributes: z.record(z.string(), z.unknown()),
      mapping: z.object({
        ok: z.boolean(),
        error: z.string(),
        member: z.enum(['existing', 'new', 'none']),
        roles: z.array(z.string()),
      }),
    })
    .nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
});
const Params = z.object({ connection_id: z.string().trim().min(1).max(200) });

export const SsoTestSchemas = {
  start: { params: Params, response: { 200: envelope({ test: SsoTestWire, redirect_url: z.string() }) } },
  latest: { params: Params, response: { 200: envelope({ test: SsoTestWire.nullable() }) } },
};

function testWire(row: SsoTestRow): z.infer<typeof SsoTestWire> {
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
