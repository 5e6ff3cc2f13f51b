import { createPrivateKey, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import { findMember, findOrganization } from '../organizations/repo.js';
import { requirePermission } from '../rbac/authorize.js';
import type { identityOrganizations } from '../schema.js';
import type { MemberRow, OrganizationRow } from '../wire.js';
import { parseCertificate } from './certificates.js';
import {
  announceSsoConnection,
  type ConnectionRow,
  type ConnectionType,
  checkOwnConnectionIds,
  findConnection,
  refreshActiveConnections,
  saveConnection,
} from './connections.js';
import { checkRelayState } from './idp-initiated.js';
import { checkConnectionRoles, checkGroupRoles } from './implicit-roles.js';
import { fetchMetadata, parseIdpMetadata } from './metadata-import.js';
import { checkIdpUrl, discoverIssuer } from './oidc.js';
import {
  type ConnectionRoleAssignment,
  type GroupRoleAssignment,
  identitySsoConnections,
  type StoredCertificate,
} from './schema.js';

/** Verification certificates one SAML connection may hold (rotation needs two or three). */
export const MAX_CERTIFICATES = 5;

export async function createConnection(
  ctx: IdentityContext,
  organization: OrganizationRow,
  type: ConnectionType,
  input: { displayName?: string | undefined; identityProvider?: string | undefined },
  extra: Partial<typeof identitySsoConnections.$inferInsert> = {},
): Promise<ConnectionRow> {
  const [row] = await auditedWrite(ctx.db, (db) =>
    db
      .insert(identitySsoConnections)
      .values({
        connectionId: newId(`${type}-connection`, ctx.project.environment),
        projectId: ctx.project.projectId,
        organizationId: organization.organizationId,
        type,
        displayName: input.displayName ?? '',
        identityProvider: input.identityProvider ?? 'generic',
        ...extra,
      })
      .returning(),
  );
  if (!row) throw new Error('connection insert returned no row');
  return saveConnection(
    ctx,
    row,
    input.identityProvider ? { identityProvider: input.identityProvider } : {},
    'sso_connection.created',
  );
}

/**
 * An external connection: this organization offers another organization's SAML or OIDC
 * connection. The caller must be an admin (stytch.sso create) of that organization too, with the
 * same email address, so nobody borrows an IdP they do not administer.
 */
export async function createExternalConnection(
  ctx: IdentityContext,
  caller: MemberRow,
  organization: OrganizationRow,
  input: { externalOrganizationId: string; externalConnectionId: string; displayName?: string | undefined },
): Promise<ConnectionRow> {
  const external = await findOrganization(ctx.db, input.externalOrganizationId);
  if (!external || external.projectId !== ctx.project.projectId || external.organizationId === organization.organizationId) {
    throw identityError('bad_request', 'external_organization_id must name another organization of this project.');
  }
  const target = await findConnection(ctx.db, input.externalConnectionId);
  if (!target || target.organizationId !== external.organizationId || target.type === 'external') {
    throw identityError(
      'bad_request',
      'external_connection_id must name a SAML or OIDC connection of the organization external_organization_id names.',
    );
  }
  const callerThere = await findMember(ctx.db, external.organizationId, caller.emailAddress);
  if (callerThere?.status !== 'active') throw identityError('unauthorized_action');
  requirePermission(ctx, { member: callerThere }, 'stytch.sso', 'create');
  return createConnection(
    ctx,
    organization,
    'external',
    { displayName: input.displayName ?? target.displayName },
    { externalOrganizationId: external.organizationId, externalConnectionId: target.connectionId },
  );
}

export type SamlUpdate = {
  idp_entity_id?: string | undefined;
  display_name?: string | undefined;
  attribute_mapping?: Record<string, string> | undefined;
  x509_certificate?: string | undefined;
  idp_sso_url?: string | undefined;
  saml_encryption_private_key?: string | undefined;
  signature_requirement?: 'EITHER' | 'RESPONSE' | 'ASSERTION' | 'BOTH' | undefined;
  identity_provider?: string | undefined;
  saml_connection_implicit_role_assignments?: ConnectionRoleAssignment[] | undefined;
  saml_group_implicit_role_assignments?: GroupRoleAssignment[] | undefined;
  idp_initiated_auth_disabled?: boolean | undefined;
  default_relay_state?: string | undefined;
  idp_slo_url?: string | undefined;
  idp_slo_binding?: 'redirect' | 'post' | undefined;
};

function addCertificate(ctx: IdentityContext, c: ConnectionRow, text: string, field: string): StoredCertificate[] {
  const parsed = parseCertificate(text, field);
  if (c.verificationCertificates.some((v) => v.certificate.trim() === parsed.pem.trim())) return c.verificationCertificates;
  if (c.verificationCertificates.length >= MAX_CERTIFICATES) {
    throw identityError(
      'bad_request',
      `${field}: a connection holds at most ${MAX_CERTIFICATES} verification certificates; delete one first.`,
    );
  }
  return [
    ...c.verificationCertificates,
    {
      certificate_id: newId('saml-verification-certificate', ctx.project.environment),
      certificate: parsed.pem,
      issuer: parsed.issuer,
      created_at: new Date().toISOString(),
      expires_at: parsed.expiresAt,
    },
  ];
}

function checkUrl(value: string, field: string): string {
  if (value === '') return '';
  return checkIdpUrl(value, field).toString();
}

export async function updateSaml(ctx: IdentityContext, c: ConnectionRow, body: SamlUpdate): Promise<ConnectionRow> {
  const changes: Partial<typeof identitySsoConnections.$inferInsert> = {};
  if (body.display_name !== undefined) changes.displayName = body.display_name;
  if (body.idp_entity_id !== undefined) changes.idpEntityId = body.idp_entity_id;
  if (body.idp_sso_url !== undefined) changes.idpSsoUrl = checkUrl(body.idp_sso_url, 'idp_sso_url');
  if (body.attribute_mapping !== undefined) changes.attributeMapping = body.attribute_mapping;
  if (body.signature_requirement !== undefined) changes.signatureRequirement = body.signature_requirement;
  if (body.identity_provider !== undefined) changes.identityProvider = body.identity_provider;
  if (body.x509_certificate) changes.verificationCertificates = addCertificate(ctx, c, body.x509_certificate, 'x509_certificate');
  if (body.saml_connection_implicit_role_assignments !== undefined) {
    const field = 'saml_connection_implicit_role_assignments';
    changes.connectionRoleAssignments = checkConnectionRoles(ctx, field, body.saml_connection_implicit_role_assignments);
  }
  if (body.saml_group_implicit_role_assignments !== undefined) {
    const field = 'saml_group_implicit_role_assignments';
    changes.groupRoleAssignments = checkGroupRoles(ctx, field, body.saml_group_implicit_role_assignments);
  }
  if (body.idp_initiated_auth_disabled !== undefined) changes.idpInitiatedAuthEnabled = !body.idp_initiated_auth_disabled;
  if (body.idp_slo_url !== undefined) changes.idpSloUrl = checkUrl(body.idp_slo_url, 'idp_slo_url');
  if (body.idp_slo_binding !== undefined) changes.idpSloBinding = body.idp_slo_binding;
  if (body.default_relay_state !== undefined) {
    changes.defaultRelayState = body.default_relay_state ? checkRelayState(ctx, body.default_relay_state) : '';
  }
  if (body.saml_encryption_private_key) {
    try {
      createPrivateKey(body.saml_encryption_private_key);
    } catch {
      throw identityError('bad_request', 'saml_encryption_private_key is not a valid PEM private key.');
    }
    changes.encryptionPrivateKeys = [
      {
        private_key_id: `saml-encryption-private-key-${randomUUID()}`,
        private_key_sealed: ctx.box.seal(body.saml_encryption_private_key),
        created_at: new Date().toISOString(),
      },
    ];
  }
  return saveConnection(ctx, c, changes);
}

/** PUT .../url: the IdP's entity id, SSO URL and certificates from its metadata URL. */
export async function importSamlMetadata(ctx: IdentityContext, c: ConnectionRow, metadataUrl: string): Promise<ConnectionRow> {
  const metadata = parseIdpMetadata(await fetchMetadata(ctx, metadataUrl));
  let certificates = c.verificationCertificates;
  for (const cert of metadata.certificates) {
    certificates = addCertificate(ctx, { ...c, verificationCertificates: certificates }, cert, 'metadata_url certificate');
  }
  return saveConnection(ctx, c, {
    idpEntityId: metadata.entityId,
    idpSsoUrl: checkUrl(metadata.ssoUrl, 'metadata SingleSignOnService Location'),
    verificationCertificates: certificates,
  });
}

export type OidcUpdate = {
  display_name?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
  issuer?: string | undefined;
  authorization_url?: string | undefined;
  token_url?: string | undefined;
  userinfo_url?: string | undefined;
  jwks_url?: string | undefined;
  custom_scopes?: string | undefined;
  identity_provider?: string | undefined;
  attribute_mapping?: Record<string, string> | undefined;
  oidc_connection_implicit_role_assignments?: ConnectionRoleAssignment[] | undefined;
  oidc_group_implicit_role_assignments?: GroupRoleAssignment[] | undefined;
};

/**
 * Updates an OIDC connection. When the issuer is set and an endpoint is not given, discovery
 * fills it (a discovery failure leaves the connection pending and says so in `warning`).
 */
export async function updateOidc(
  ctx: IdentityContext,
  c: ConnectionRow,
  body: OidcUpdate,
): Promise<{ connection: ConnectionRow; warning: string }> {
  const changes: Partial<typeof identitySsoConnections.$inferInsert> = {};
  if (body.display_name !== undefined) changes.displayName = body.display_name;
  if (body.client_id !== undefined) changes.clientId = body.client_id;
  if (body.client_secret !== undefined) changes.clientSecretSealed = body.client_secret ? ctx.box.seal(body.client_secret) : '';
  if (body.issuer !== undefined) {
    if (body.issuer) checkIdpUrl(body.issuer, 'issuer');
    changes.issuer = body.issuer;
  }
  if (body.authorization_url !== undefined) changes.authorizationUrl = checkUrl(body.authorization_url, 'authorization_url');
  if (body.token_url !== undefined) changes.tokenUrl = checkUrl(body.token_url, 'token_url');
  if (body.userinfo_url !== undefined) changes.userinfoUrl = checkUrl(body.userinfo_url, 'userinfo_url');
  if (body.jwks_url !== undefined) changes.jwksUrl = checkUrl(body.jwks_url, 'jwks_url');
  if (body.custom_scopes !== undefined) changes.customScopes = body.custom_scopes;
  if (body.attribute_mapping !== undefined) changes.attributeMapping = body.attribute_mapping;
  if (body.oidc_connection_implicit_role_assignments !== undefined) {
    const field = 'oidc_connection_implicit_role_assignments';
    changes.connectionRoleAssignments = checkConnectionRoles(ctx, field, body.oidc_connection_implicit_role_assignments);
  }
  if (body.oidc_group_implicit_role_assignments !== undefined) {
    const field = 'oidc_group_implicit_role_assignments';
    changes.groupRoleAssignments = checkGroupRoles(ctx, field, body.oidc_group_implicit_role_assignments);
  }
  if (body.identity_provider !== undefined) changes.identityProvider = body.identity_provider;
  let warning = '';
  const issuer = changes.issuer ?? c.issuer;
  if (body.issuer && issuer) {
    try {
      const discovered = await discoverIssuer(ctx, body.issuer, true);
      // The IdP's own spelling: ID tokens are checked against it exactly.
      changes.issuer = String(discovered.issuer);
      if (body.authorization_url === undefined) changes.authorizationUrl = String(discovered.authorization_endpoint ?? '');
      if (body.token_url === undefined) changes.tokenUrl = String(discovered.token_endpoint ?? '');
      if (body.userinfo_url === undefined) changes.userinfoUrl = String(discovered.userinfo_endpoint ?? '');
      if (body.jwks_url === undefined) changes.jwksUrl = String(discovered.jwks_uri ?? '');
    } catch (error) {
      warning = (error as Error).message;
    }
  }
  return { connection: await saveConnection(ctx, c, changes), warning };
}

export async function updateExternal(
  ctx: IdentityContext,
  c: ConnectionRow,
  body: { display_name?: string | undefined },
): Promise<ConnectionRow> {
  return saveConnection(ctx, c, body.display_name !== undefined ? { displayName: body.display_name } : {});
}

/**
 * Deletes a connection, and the external connections of other organizations that link it. The
 * organization's default and JIT-allowed connections drop it (refreshActiveConnections).
 */
export async function deleteConnection(ctx: IdentityContext, c: ConnectionRow): Promise<void> {
  const linked = await ctx.db
    .delete(identitySsoConnections)
    .where(
      and(
        eq(identitySsoConnections.externalConnectionId, c.connectionId),
        ne(identitySsoConnections.connectionId, c.connectionId),
      ),
    )
    .returning();
  const [deleted] = await auditedWrite(ctx.db, (db) =>
    db.delete(identitySsoConnections).where(eq(identitySsoConnections.connectionId, c.connectionId)).returning(),
  );
  for (const organizationId of new Set([c.organizationId, ...linked.map((l) => l.organizationId)])) {
    await refreshActiveConnections(ctx.db, organizationId);
  }
  for (const gone of [...(deleted ? [deleted] : []), ...linked]) await announceSsoConnection(ctx, 'sso_connection.deleted', gone);
}

/**
 * Before an organization is deleted (its connections go by cascade): the external connections of
 * other organizations that link one of them go too, and those organizations' lists are refreshed.
 */
export async function unlinkOrganizationConnections(ctx: IdentityContext, organizationId: string): Promise<void> {
  const linked = await ctx.db
    .delete(identitySsoConnections)
    .where(
      and(
        eq(identitySsoConnections.externalOrganizationId, organizationId),
        ne(identitySsoConnections.organizationId, organizationId),
      ),
    )
    .returning({ organizationId: identitySsoConnections.organizationId });
  for (const other of new Set(linked.map((l) => l.organizationId))) {
    await refreshActiveConnections(ctx.db, other);
  }
}

export async function deleteCertificate(ctx: IdentityContext, c: ConnectionRow, certificateId: string): Promise<void> {
  if (!c.verificationCertificates.some((v) => v.certificate_id === certificateId)) {
    throw identityError('sso_verification_certificate_not_found');
  }
  await saveConnection(ctx, c, {
    verificationCertificates: c.verificationCertificates.filter((v) => v.certificate_id !== certificateId),
  });
}

export async function deleteEncryptionKey(ctx: IdentityContext, c: ConnectionRow, privateKeyId: string): Promise<void> {
  if (!c.encryptionPrivateKeys.some((k) => k.private_key_id === privateKeyId)) {
    throw identityError('sso_encryption_private_key_not_found');
  }
  await saveConnection(ctx, c, {
    encryptionPrivateKeys: c.encryptionPrivateKeys.filter((k) => k.private_key_id !== privateKeyId),
  });
}

/** The SSO settings of an organization (wire names), accepted by PUT /b2b/organizations/me. */
export const SsoOrganizationSettings = z.object({
  sso_jit_provisioning: z.enum(['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED']).optional(),
  sso_jit_provisioning_allowed_connections: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  sso_default_connection_id: z.string().trim().max(200).nullable().optional(),
});

/** The organization settings of SSO, checked against its connections (organizations update). */
export async function ssoSettingsColumns(
  ctx: IdentityContext,
  organization: OrganizationRow,
  s: {
    sso_jit_provisioning?: 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED' | undefined;
    sso_jit_provisioning_allowed_connections?: string[] | undefined;
    sso_default_connection_id?: string | null | undefined;
  },
): Promise<Partial<typeof identityOrganizations.$inferInsert>> {
  const changes: Partial<typeof identityOrganizations.$inferInsert> = {};
  if (s.sso_jit_provisioning !== undefined) changes.ssoJitProvisioning = s.sso_jit_provisioning;
  if (s.sso_jit_provisioning_allowed_connections !== undefined) {
    const ids = [...new Set(s.sso_jit_provisioning_allowed_connections)];
    await checkOwnConnectionIds(ctx.db, organization.organizationId, ids, 'sso_jit_provisioning_allowed_connections');
    changes.ssoJitProvisioningAllowedConnections = ids;
  }
  if (s.sso_default_connection_id !== undefined) {
    const id = s.sso_default_connection_id || null;
    if (id) await checkOwnConnectionIds(ctx.db, organization.organizationId, [id], 'sso_default_connection_id');
    changes.ssoDefaultConnectionId = id;
  }
  return changes;
}
