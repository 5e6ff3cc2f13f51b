import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../../config.js';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import { connectedAppAdminWire, findApp, hashClientSecret, newClientSecret, STANDARD_SCOPES } from './apps.js';
import { issueImpersonationToken } from './impersonation.js';
import { identityConnectedApps } from './schema.js';

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

function checkKeys(confidentiality: string, body: { jwks: unknown; jwks_uri: string | null }) {
  if (body.jwks && body.jwks_uri) throw identityError('bad_request', 'jwks and jwks_uri: give one of them, not both.');
  if ((body.jwks || body.jwks_uri) && confidentiality !== 'confidential') {
    throw identityError('bad_request', 'jwks and jwks_uri are for confidential apps (private_key_jwt).');
  }
}

function checkScopes(allowed: string[], custom: { scope: string }[]) {
  const standard = allowed.filter((s) => (STANDARD_SCOPES as readonly string[]).includes(s));
  if (standard.length)
    throw identityError('bad_request', `allowed_scopes lists custom scopes only; always allowed: ${standard.join(', ')}.`);
  const undescribed = custom.filter((c) => !allowed.includes(c.scope)).map((c) => c.scope);
  if (undescribed.length)
    throw identityError('bad_request', `access_policy names scopes not in allowed_scopes: ${undescribed.join(', ')}.`);
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
      { schema: { tags, ...sessionOnly('admin', 'read'), summary: 'Connected apps (OAuth clients) of the identity project' } },
      async () => {
        const rows = await ctx.db
          .select()
          .from(identityConnectedApps)
          .where(eq(identityConnectedApps.projectId, ctx.project.projectId))
          .orderBy(asc(identityConnectedApps.createdAt));
        return ok(rows.map(connectedAppAdminWire));
      },
    );

    app.post(
      '/api/admin/identity/connected-apps',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'Create a connected app; a confidential app gets its secret once',
          body: CreateApp,
        },
      },
      async (request) => {
        const body = request.body;
        checkScopes(body.allowed_scopes, body.access_policy.custom_scopes);
        checkKeys(body.confidentiality, body);
        // An app that signs its assertions (private_key_jwt) has no secret to leak.
        const secret = body.confidentiality === 'confidential' && !body.jwks && !body.jwks_uri ? newClientSecret() : null;
        const [row] = await ctx.db
          .insert(identityConnectedApps)
          .values({
            clientId: newId('connected-app', ctx.project.environment),
            projectId: ctx.project.projectId,
            clientType: body.client_type,
            confidentiality: body.confidentiality,
            clientName: body.client_name,
            clientDescription: body.client_description,
            logoUrl: body.logo_url,
            clientSecretHash: secret ? hashClientSecret(ctx, secret) : null,
            redirectUrls: body.redirect_urls,
            postLogoutRedirectUrls: body.post_logout_redirect_urls,
            allowedScopes: body.allowed_scopes,
            customScopes: body.access_policy.custom_scopes,
            jwks: body.jwks,
            jwksUri: body.jwks_uri,
            backchannelLogoutUri: body.backchannel_logout_uri,
          })
          .returning();
        if (!row) throw new Error('connected app insert returned no row');
        return ok({ ...connectedAppAdminWire(row), client_secret: secret });
      },
    );

    app.get(
      '/api/admin/identity/connected-apps/:clientId',
      { schema: { tags, ...sessionOnly('admin', 'read'), summary: 'One connected app', params: ClientIdParams } },
      async (request) => {
        const row = await findApp(ctx, request.params.clientId);
        if (!row) throw identityError('connected_app_not_found');
        return ok(connectedAppAdminWire(row));
      },
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
        },
      },
      async (request) => {
        const existing = await findApp(ctx, request.params.clientId);
        if (!existing) throw identityError('connected_app_not_found');
        const body = request.body;
        checkScopes(body.allowed_scopes, body.access_policy.custom_scopes);
        checkKeys(existing.confidentiality, body);
        const [row] = await ctx.db
          .update(identityConnectedApps)
          .set({
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
            updatedAt: new Date(),
          })
          .where(eq(identityConnectedApps.clientId, existing.clientId))
          .returning();
        if (!row) throw identityError('connected_app_not_found');
        return ok(connectedAppAdminWire(row));
      },
    );

    app.post(
      '/api/admin/identity/connected-apps/:clientId/rotate-secret',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: "Replace a confidential app's secret (shown once)",
          params: ClientIdParams,
        },
      },
      async (request) => {
        const existing = await findApp(ctx, request.params.clientId);
        if (!existing) throw identityError('connected_app_not_found');
        if (existing.confidentiality !== 'confidential') throw identityError('bad_request', 'Public apps have no secret.');
        const secret = newClientSecret();
        await ctx.db
          .update(identityConnectedApps)
          .set({ clientSecretHash: hashClientSecret(ctx, secret), updatedAt: new Date() })
          .where(eq(identityConnectedApps.clientId, existing.clientId));
        return ok({ client_id: existing.clientId, client_secret: secret });
      },
    );

    app.delete(
      '/api/admin/identity/connected-apps/:clientId',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'Delete a connected app, its grants and consents',
          params: ClientIdParams,
        },
      },
      async (request) => {
        const existing = await findApp(ctx, request.params.clientId);
        if (!existing) throw identityError('connected_app_not_found');
        await ctx.db.delete(identityConnectedApps).where(eq(identityConnectedApps.clientId, existing.clientId));
        return ok({ client_id: existing.clientId });
      },
    );

    app.post(
      '/api/admin/identity/impersonation',
      {
        schema: {
          tags,
          ...sessionOnly('admin', 'write'),
          summary: 'A single-use, 5-minute token to sign in as a member (POST /sdk/v1/b2b/impersonation/authenticate)',
          body: z.object({ organization_id: z.string().trim().min(1).max(200), member_id: z.string().trim().min(1).max(200) }),
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
