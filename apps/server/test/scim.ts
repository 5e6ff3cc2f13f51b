import { sdk } from './identity.js';
import { adminOrganization } from './sso.js';
import type { TestContext } from './test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: SCIM JSON in tests
type Json = Record<string, any>;

/** An organization with an admin signed in and a SCIM connection (its one-time bearer token). */
export async function scimOrganization(ctx: TestContext, identityProvider = 'okta') {
  const admin = await adminOrganization(ctx);
  const created = await sdk(
    ctx,
    'POST',
    '/b2b/scim',
    { identity_provider: identityProvider },
    { sessionToken: admin.sessionToken },
  );
  if (created.status !== 200) throw new Error(`scim connection: ${JSON.stringify(created.body)}`);
  const connection = created.data.connection as Json;
  return { ...admin, connectionId: connection.connection_id as string, token: connection.bearer_token as string };
}

/** Calls the SCIM service as an IdP does: bearer token, application/scim+json. */
export async function scim(
  ctx: TestContext,
  auth: { connectionId: string; token: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json; headers: Record<string, unknown> }> {
  const res = await ctx.app.inject({
    method,
    url: `/v1/scim/${auth.connectionId}${path}`,
    headers: {
      authorization: `Bearer ${auth.token}`,
      ...(body !== undefined ? { 'content-type': 'application/scim+json; charset=utf-8' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : {}, headers: res.headers };
}
