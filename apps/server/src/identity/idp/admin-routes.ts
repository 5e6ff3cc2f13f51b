import { envelope } from '@shelfscope/contracts';
import { ConnectedAppAdminSchema as ConnectedAppAdmin } from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../../config.js';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { IdentityContext } from '../context.js';
import {
  type ConnectedAppFields,
  createConnectedApp,
  deleteConnectedApp,
  getConnectedApp,
  listConnectedApps,
  rotateConnectedAppSecret,
  updateConnectedApp,
} from './connected-apps-admin.js';
import { issueImpersonationToken } from './impersonation.js';

const tags = ['Admin'];

/** An absolute https URL without a fragment (http only for loopback hosts: local development). */
const RedirectUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.hash) return false;
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
    } catch {
      return false;
    }
  }, 'must be an absolute https URL without a fragment (http only for localhost)');
const ScopeName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:/-]{1,100}$/, 'scope names are letters, digits and . _ : / -');
const CustomScope = z.object({
  scope: ScopeName,
  description: z.string().trim().max(300).default(''),
  permissions: z
    .array(
      z.object({
        resource_id: z.string().trim().min(1).max(128),
        actions: z.array(z.string().trim().min(1).max(128)).min(1).max(50),
      }),
    )
    .max(20)
    .default([]),
});
/** Public keys only: a JWK with a private member (d, p, q, k...) is a leaked key, refused. */
const PublicJwk = z
  .object({ kty: z.enum(['RSA', 'EC', 'OKP']) })
  .passthrough()
  .refine((jwk) => !['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'].some((m) => m in jwk), 'must be a public key (no private members)');
const Jwks = z.object({ keys: z.array(PublicJwk).min(1).max(10) });
const AppFields = z.object({
  client_name: z.string().trim().min(1).max(200),
  client_description: z.string().trim().max(1000).default(''),
  logo_url: z.union([z.literal(''), RedirectUrl]).default(''),
  redirect_urls: z.array(RedirectUrl).max(20).default([]),
  post_logout_redirect_urls: z.array(RedirectUrl).max(20).default([]),
  allowed_scopes: z.array(ScopeName).max(50).default([]),
  access_policy: z.object({ custom_scopes: z.array(CustomScope).max(50).default([]) }).default({ custom_scopes: [] }),
  /** private_key_jwt: the app's public keys, inline or at an https URL (confidential apps; not both). */
  jwks: Jwks.nullable().default(null),
  jwks_uri: RedirectUrl.nullable().default(null),
  /** OIDC Back-Channel Logout: where logout tokens are POSTed. */
  backchannel_logout_uri: RedirectUrl.nullable().default(null),
});
const CreateApp = AppFields.extend({
  client_type: z.enum(['first_party', 'third_party']),
  confidentiality: z.enum(['confidential', 'public']),
});
const ClientIdParams = z.object({ clientId: z.string().trim().min(1).max(200) });

/** The form's fields as the verbs take them. */
function fieldsOf(body: z.infer<typeof AppFields>): ConnectedAppFields {
  return {
    clientName: body.client_name,
    clientDescription: body.client_description,
    logoUrl: body.logo_url,
    redirectUrls: body.redirect_urls,
    postLogoutRedirectUrls: body.post_logout_redirect_urls,
    allowedScopes: body.allowed_scopes,
    customScopes: body.access_policy.custom_scopes,
    jwks: body.jwks,
    jwksUri: body.jwks_uri,
    backchannelLogoutUri: body.backchannel_logout_uri,
  };
}

export type AdminHooks = {
  /** The platform admin making the call (set by the admin area's guard). */
  adminOf: (request: FastifyRequest) => { memberId: string; email: string };
  /** Adds facts to the call's admin audit log entry. */
  audit: (request: FastifyRequest, detail: Record<string, unknown>) => void;
};

/**
 * The operator admin area's identity routes (registered inside /api/admin, behind the platform
 * admin guard and its audit log): connected apps of the project, and impersonation tokens.
 */
export const identityAdminRoutes =
  (ctx: IdentityContext, hooks: AdminHooks): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/identity/connected-apps',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'read'),
          summary: 'Connected apps (OAuth clients) of the identity project',
          response: { 200: envelope(z.array(ConnectedAppAdmin)) },
        },
      },
      async () => ok(await listConnectedApps(ctx)),
    );

    app.post(
      '/api/admin/identity/connected-apps',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'Create a connected app; a confidential app gets its secret once',
          body: CreateApp,
          response: { 200: envelope(ConnectedAppAdmin.extend({ client_secret: z.string().nullable() })) },
        },
      },
      async (request) => {
        const { client_type, confidentiality } = request.body;
        return ok(await createConnectedApp(ctx, { ...fieldsOf(request.body), clientType: client_type, confidentiality }));
      },
    );

    app.get(
      '/api/admin/identity/connected-apps/:clientId',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'read'),
          summary: 'One connected app',
          params: ClientIdParams,
          response: { 200: envelope(ConnectedAppAdmin) },
        },
      },
      async (request) => ok(await getConnectedApp(ctx, { clientId: request.params.clientId })),
    );

    app.put(
      '/api/admin/identity/connected-apps/:clientId',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'Update a connected app (type and confidentiality stay)',
          params: ClientIdParams,
          body: AppFields,
          response: { 200: envelope(ConnectedAppAdmin) },
        },
      },
      async (request) => ok(await updateConnectedApp(ctx, { ...fieldsOf(request.body), clientId: request.params.clientId })),
    );

    app.post(
      '/api/admin/identity/connected-apps/:clientId/rotate-secret',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: "Replace a confidential app's secret (shown once)",
          params: ClientIdParams,
          response: { 200: envelope(z.object({ client_id: z.string(), client_secret: z.string() })) },
        },
      },
      async (request) => ok(await rotateConnectedAppSecret(ctx, { clientId: request.params.clientId })),
    );

    app.delete(
      '/api/admin/identity/connected-apps/:clientId',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'Delete a connected app, its grants and consents',
          params: ClientIdParams,
          response: { 200: envelope(z.object({ client_id: z.string() })) },
        },
      },
      async (request) => ok(await deleteConnectedApp(ctx, { clientId: request.params.clientId })),
    );

    app.post(
      '/api/admin/identity/impersonation',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'A single-use, 5-minute token to sign in as a member (POST /sdk/v1/b2b/impersonation/authenticate)',
          body: z.object({ organization_id: z.string().trim().min(1).max(200), member_id: z.string().trim().min(1).max(200) }),
          response: { 200: envelope(z.object({ impersonation_token: z.string(), expires_at: z.string() })) },
        },
      },
      async (request) => {
        const admin = hooks.adminOf(request);
        hooks.audit(request, {
          impersonation: { organization_id: request.body.organization_id, member_id: request.body.member_id },
        });
        const issued = await issueImpersonationToken(ctx, {
          organizationId: request.body.organization_id,
          memberId: request.body.member_id,
          impersonatorId: admin.memberId,
          impersonatorEmail: admin.email,
        });
        return ok(issued);
      },
    );
  };
