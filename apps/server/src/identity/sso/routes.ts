import { SsoResponses } from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { IntermediateSessionToken, Locale, PkceVerifier, SessionDuration } from '../magic-links/schemas.js';
import { requirePermission } from '../rbac/authorize.js';
import type { Action } from '../rbac/policy.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { authenticateSso } from './authenticate.js';
import {
  externalConnectionWire,
  IDENTITY_PROVIDERS,
  oidcConnectionWire,
  SIGNATURE_REQUIREMENTS,
  samlConnectionWire,
} from './connections.js';
import { discoverSsoConnections } from './discovery.js';
import { createConnection, createExternalConnection } from './manage.js';
import {
  deleteOwnCertificate,
  deleteOwnConnection,
  deleteOwnEncryptionKey,
  importOwnSamlMetadata,
  listOwnConnections,
  rotateOwnSigningKey,
  updateOwnExternal,
  updateOwnOidc,
  updateOwnSaml,
} from './own-connections.js';
import { startSpLogout } from './slo.js';

const DisplayName = z.string().trim().max(200).optional();
/**
 * The provider's list is longer than the four we detect (onelogin, jumpcloud, ...): any such
 * name is kept as given; an unnamed or `generic` one is detected (connections.ts).
 */
const IdentityProvider = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, `must be a provider name such as ${IDENTITY_PROVIDERS.join(', ')}`)
  .optional();
const ConnectionId = z.object({ connection_id: z.string().trim().min(1).max(200) });
const Url = z.string().trim().max(2048).optional();
const RoleId = z.string().trim().min(1).max(200);
const ConnectionRoles = z
  .array(z.object({ role_id: RoleId }))
  .max(100)
  .optional();
const GroupRoles = z
  .array(z.object({ role_id: RoleId, group: z.string().trim().min(1).max(1024) }))
  .max(100)
  .optional();

/** The caller's session, with a stytch.sso permission. */
async function ssoCaller(ctx: IdentityContext, request: FastifyRequest, action: Action<'stytch.sso'>) {
  const live = await requireSession(ctx, request);
  requirePermission(ctx, live, 'stytch.sso', action);
  return live;
}

export const ssoRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/sso/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Exchange an sso token (from the SSO redirect) for a session, or the next step',
          body: z.object({
            sso_token: z.string().min(1).max(200),
            session_duration_minutes: SessionDuration,
            pkce_code_verifier: PkceVerifier,
            intermediate_session_token: IntermediateSessionToken,
            locale: Locale,
          }),
          response: { 200: SsoResponses.authenticate },
        },
      },
      async (request) => {
        const body = request.body;
        // Checked before the token is redeemed: a bad duration must not use it up.
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const data = await authenticateSso(ctx, {
          token: body.sso_token,
          pkceCodeVerifier: body.pkce_code_verifier,
          durationMinutes,
          intermediateSessionToken: body.intermediate_session_token,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/sso/saml/logout',
      {
        schema: {
          tags: ['identity'],
          summary:
            "Single logout: end this member's sessions from the session's SAML connection, and where to send the browser so the IdP ends its own",
          body: z.object({ logout_redirect_url: Url }).optional(),
          response: { 200: SsoResponses.logout },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const data = await startSpLogout(ctx, live, { logoutRedirectUrl: request.body?.logout_redirect_url });
        return identityOk(request, data);
      },
    );

    app.get(
      '/sdk/v1/b2b/sso/discovery/connections',
      {
        schema: {
          tags: ['identity'],
          summary: 'Active SSO connections of the organizations an email address belongs to or may join by domain',
          querystring: z.object({ email_address: z.string().trim().min(3).max(320) }),
          response: { 200: SsoResponses.discovery },
        },
      },
      async (request) => {
        const data = await discoverSsoConnections(ctx, { emailAddress: request.query.email_address, ip: request.ip });
        return identityOk(request, data);
      },
    );

    app.get(
      '/sdk/v1/b2b/sso',
      {
        schema: {
          tags: ['identity'],
          summary: "The session organization's SSO connections (admins)",
          response: { 200: SsoResponses.list },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'get');
        return identityOk(request, await listOwnConnections(ctx, { organizationId: organization.organizationId }));
      },
    );

    const CreateBody = z.object({ display_name: DisplayName, identity_provider: IdentityProvider });
    for (const type of ['saml', 'oidc'] as const) {
      app.post(
        `/sdk/v1/b2b/sso/${type}`,
        {
          schema: {
            tags: ['identity'],
            summary: `Create a ${type.toUpperCase()} connection (admins)`,
            body: CreateBody,
            response: { 200: SsoResponses.created },
          },
        },
        async (request) => {
          const { organization } = await ssoCaller(ctx, request, 'create');
          const connection = await createConnection(ctx, organization, type, {
            displayName: request.body.display_name,
            identityProvider: request.body.identity_provider,
          });
          const wire = type === 'saml' ? samlConnectionWire(ctx, connection) : oidcConnectionWire(ctx, connection);
          return identityOk(request, { connection: wire });
        },
      );
    }

    app.post(
      '/sdk/v1/b2b/sso/external',
      {
        schema: {
          tags: ['identity'],
          summary: "Create an external connection: another organization's connection offered here (admins of both)",
          body: z.object({
            external_organization_id: z.string().trim().min(1).max(200),
            external_connection_id: z.string().trim().min(1).max(200),
            display_name: DisplayName,
          }),
          response: { 200: SsoResponses.external },
        },
      },
      async (request) => {
        const { member, organization } = await ssoCaller(ctx, request, 'create');
        const connection = await createExternalConnection(ctx, member, organization, {
          externalOrganizationId: request.body.external_organization_id,
          externalConnectionId: request.body.external_connection_id,
          displayName: request.body.display_name,
        });
        return identityOk(request, { connection: externalConnectionWire(connection) });
      },
    );

    app.put(
      '/sdk/v1/b2b/sso/saml/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Update a SAML connection (admins)',
          params: ConnectionId,
          body: z.object({
            idp_entity_id: z.string().trim().max(1024).optional(),
            display_name: DisplayName,
            attribute_mapping: z.record(z.string().max(100), z.string().max(1024)).optional(),
            x509_certificate: z.string().max(20_000).optional(),
            idp_sso_url: Url,
            saml_encryption_private_key: z.string().max(20_000).optional(),
            signature_requirement: z.enum(SIGNATURE_REQUIREMENTS).optional(),
            identity_provider: IdentityProvider,
            saml_connection_implicit_role_assignments: ConnectionRoles,
            saml_group_implicit_role_assignments: GroupRoles,
            idp_initiated_auth_disabled: z.boolean().optional(),
            idp_slo_url: Url,
            idp_slo_binding: z.enum(['redirect', 'post']).optional(),
            default_relay_state: z.string().trim().max(2048).optional(),
          }),
          response: { 200: SsoResponses.saml },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        const connection = await updateOwnSaml(ctx, { ...own, changes: request.body });
        return identityOk(request, { connection: samlConnectionWire(ctx, connection) });
      },
    );

    app.post(
      '/sdk/v1/b2b/sso/saml/:connection_id/signing_keys/rotate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Create (or rotate) the SP key that signs AuthnRequests; the certificate goes to the IdP (admins)',
          params: ConnectionId,
          response: { 200: SsoResponses.saml },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        const connection = await rotateOwnSigningKey(ctx, own);
        return identityOk(request, { connection: samlConnectionWire(ctx, connection) });
      },
    );

    app.put(
      '/sdk/v1/b2b/sso/saml/:connection_id/url',
      {
        schema: {
          tags: ['identity'],
          summary: "Import a SAML connection's IdP settings from its metadata URL (admins)",
          params: ConnectionId,
          body: z.object({ metadata_url: z.string().trim().min(1).max(2048) }),
          response: { 200: SsoResponses.saml },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        const connection = await importOwnSamlMetadata(ctx, { ...own, metadataUrl: request.body.metadata_url });
        return identityOk(request, { connection: samlConnectionWire(ctx, connection) });
      },
    );

    app.put(
      '/sdk/v1/b2b/sso/oidc/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Update an OIDC connection (admins); the client secret is stored sealed and never served back',
          params: ConnectionId,
          body: z.object({
            display_name: DisplayName,
            client_id: z.string().trim().max(512).optional(),
            client_secret: z.string().max(2048).optional(),
            issuer: Url,
            authorization_url: Url,
            token_url: Url,
            userinfo_url: Url,
            jwks_url: Url,
            custom_scopes: z.string().max(1024).optional(),
            identity_provider: IdentityProvider,
            attribute_mapping: z.record(z.string().max(100), z.string().max(1024)).optional(),
            oidc_connection_implicit_role_assignments: ConnectionRoles,
            oidc_group_implicit_role_assignments: GroupRoles,
          }),
          response: { 200: SsoResponses.oidc },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        const { connection, warning } = await updateOwnOidc(ctx, { ...own, changes: request.body });
        return identityOk(request, { connection: oidcConnectionWire(ctx, connection), ...(warning ? { warning } : {}) });
      },
    );

    app.put(
      '/sdk/v1/b2b/sso/external/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Update an external connection (admins)',
          params: ConnectionId,
          body: z.object({ display_name: DisplayName }),
          response: { 200: SsoResponses.external },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        const connection = await updateOwnExternal(ctx, { ...own, displayName: request.body.display_name });
        return identityOk(request, { connection: externalConnectionWire(connection) });
      },
    );

    app.delete(
      '/sdk/v1/b2b/sso/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Delete an SSO connection (admins)',
          params: ConnectionId,
          response: { 200: SsoResponses.deleted },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'delete');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        return identityOk(request, { connection_id: await deleteOwnConnection(ctx, own) });
      },
    );

    app.delete(
      '/sdk/v1/b2b/sso/saml/:connection_id/verification_certificates/:certificate_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Delete a verification certificate of a SAML connection (admins)',
          params: ConnectionId.extend({ certificate_id: z.string().trim().min(1).max(200) }),
          response: { 200: SsoResponses.certificateDeleted },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        await deleteOwnCertificate(ctx, { ...own, certificateId: request.params.certificate_id });
        return identityOk(request, { certificate_id: request.params.certificate_id });
      },
    );

    app.delete(
      '/sdk/v1/b2b/sso/saml/:connection_id/encryption_private_key/:private_key_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Delete the encryption private key of a SAML connection (admins)',
          params: ConnectionId.extend({ private_key_id: z.string().trim().min(1).max(200) }),
          response: { 200: SsoResponses.privateKeyDeleted },
        },
      },
      async (request) => {
        const { organization } = await ssoCaller(ctx, request, 'update');
        const own = { organizationId: organization.organizationId, connectionId: request.params.connection_id };
        await deleteOwnEncryptionKey(ctx, { ...own, privateKeyId: request.params.private_key_id });
        return identityOk(request, { private_key_id: request.params.private_key_id });
      },
    );
  };
