import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { announceConnection } from '../organizations/member-events.js';
import { identityOrganizations, type SsoActiveConnection } from '../schema.js';
import { identitySsoConnections } from './schema.js';

export type ConnectionRow = typeof identitySsoConnections.$inferSelect;
export type ConnectionType = ConnectionRow['type'];

export const IDENTITY_PROVIDERS = ['google-workspace', 'microsoft-entra', 'okta', 'generic'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** The four signature policies of a SAML connection (see schema.ts). */
export const SIGNATURE_REQUIREMENTS = ['EITHER', 'RESPONSE', 'ASSERTION', 'BOTH'] as const;

const hostOf = (value: string): string => {
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * The identity provider behind a connection, from its issuer, entity id or URLs: Google
 * Workspace (accounts.google.com), Microsoft Entra (login.microsoftonline.com, sts.windows.net),
 * Okta (*.okta.com, *.oktapreview.com, *.okta-emea.com); anything else is generic.
 */
export function detectIdentityProvider(values: string[]): IdentityProvider {
  for (const value of values) {
    if (!value) continue;
    const host = hostOf(value);
    if (host === 'accounts.google.com' || host.endsWith('.google.com') || host === 'google.com') return 'google-workspace';
    if (
      host === 'login.microsoftonline.com' ||
      host === 'sts.windows.net' ||
      host === 'login.microsoft.com' ||
      host.endsWith('.microsoftonline.com')
    )
      return 'microsoft-entra';
    if (host.endsWith('.okta.com') || host.endsWith('.oktapreview.com') || host.endsWith('.okta-emea.com')) return 'okta';
  }
  return 'generic';
}

export function connectionProvider(c: ConnectionRow): IdentityProvider {
  return detectIdentityProvider([c.issuer, c.authorizationUrl, c.tokenUrl, c.jwksUrl, c.idpEntityId, c.idpSsoUrl]);
}

/** Whether a SAML or OIDC connection has what a sign-in needs (then it is `active`). */
export function isComplete(c: ConnectionRow): boolean {
  if (c.type === 'oidc') {
    return Boolean(c.issuer && c.clientId && c.clientSecretSealed && c.authorizationUrl && c.tokenUrl && c.jwksUrl);
  }
  if (c.type === 'saml') return Boolean(c.idpEntityId && c.idpSsoUrl && c.verificationCertificates.length > 0);
  return false;
}

/** Our URLs for a connection (the admin enters them at the IdP). */
export function spUrls(ctx: IdentityContext, connectionId: string) {
  const base = ctx.config.publicUrl;
  const id = encodeURIComponent(connectionId);
  return {
    entityId: `${base}/v1/public/sso/saml/metadata/${id}`,
    acsUrl: `${base}/v1/public/sso/saml/acs/${id}`,
    sloUrl: `${base}/v1/public/sso/saml/slo/${id}`,
    oidcRedirectUrl: `${base}/v1/public/sso/oidc/callback`,
  };
}

/** A client secret is never served back: only its last four characters, when it is long enough. */
function maskSecret(ctx: IdentityContext, sealed: string): string {
  if (!sealed) return '';
  const secret = ctx.box.open(sealed);
  return secret.length >= 16 ? `••••••••${secret.slice(-4)}` : '••••••••';
}

export function samlConnectionWire(ctx: IdentityContext, c: ConnectionRow) {
  const urls = spUrls(ctx, c.connectionId);
  return {
    organization_id: c.organizationId,
    connection_id: c.connectionId,
    status: c.status,
    display_name: c.displayName,
    identity_provider: c.identityProvider,
    idp_entity_id: c.idpEntityId,
    idp_sso_url: c.idpSsoUrl,
    /** Ours: single logout (sso/slo.ts). */
    idp_slo_url: c.idpSloUrl,
    idp_slo_binding: c.idpSloBinding,
    slo_url: urls.sloUrl,
    acs_url: urls.acsUrl,
    audience_uri: urls.entityId,
    alternative_audience_uri: '',
    nameid_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    attribute_mapping: c.attributeMapping,
    signing_certificates: c.spSigningKeys.map(({ certificate_id, certificate, created_at, expires_at }) => ({
      certificate_id,
      certificate,
      issuer: '',
      created_at,
      expires_at,
    })),
    verification_certificates: c.verificationCertificates.map(
      ({ certificate_id, certificate, issuer, created_at, expires_at }) => ({
        certificate_id,
        certificate,
        issuer,
        created_at,
        expires_at,
      }),
    ),
    encryption_private_keys: c.encryptionPrivateKeys.map((k) => ({
      private_key_id: k.private_key_id,
      private_key: '',
      created_at: k.created_at,
    })),
    signature_requirement: c.signatureRequirement,
    idp_initiated_auth_disabled: !c.idpInitiatedAuthEnabled,
    /** Ours: where an IdP-initiated sign-in lands when the IdP sends no RelayState. */
    default_relay_state: c.defaultRelayState,
    saml_connection_implicit_role_assignments: c.connectionRoleAssignments,
    saml_group_implicit_role_assignments: c.groupRoleAssignments,
  };
}

export function oidcConnectionWire(ctx: IdentityContext, c: ConnectionRow) {
  return {
    organization_id: c.organizationId,
    connection_id: c.connectionId,
    status: c.status,
    display_name: c.displayName,
    identity_provider: c.identityProvider,
    redirect_url: spUrls(ctx, c.connectionId).oidcRedirectUrl,
    issuer: c.issuer,
    client_id: c.clientId,
    client_secret: maskSecret(ctx, c.clientSecretSealed),
    authorization_url: c.authorizationUrl,
    token_url: c.tokenUrl,
    userinfo_url: c.userinfoUrl,
    jwks_url: c.jwksUrl,
    custom_scopes: c.customScopes,
    attribute_mapping: c.attributeMapping,
    oidc_connection_implicit_role_assignments: c.connectionRoleAssignments,
    oidc_group_implicit_role_assignments: c.groupRoleAssignments,
  };
}

export function externalConnectionWire(c: ConnectionRow) {
  return {
    organization_id: c.organizationId,
    connection_id: c.connectionId,
    status: c.status,
    display_name: c.displayName,
    external_organization_id: c.externalOrganizationId ?? '',
    external_connection_id: c.externalConnectionId ?? '',
    external_connection_implicit_role_assignments: [] as unknown[],
    external_group_implicit_role_assignments: [] as unknown[],
  };
}

export function connectionWire(ctx: IdentityContext, c: ConnectionRow) {
  if (c.type === 'saml') return samlConnectionWire(ctx, c);
  if (c.type === 'oidc') return oidcConnectionWire(ctx, c);
  return externalConnectionWire(c);
}

export async function findConnection(db: Db, connectionId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(identitySsoConnections).where(eq(identitySsoConnections.connectionId, connectionId));
  return row ?? null;
}

/** A connection of this organization (of this type, when given), or sso connection not found. */
export async function getOwnConnection(
  ctx: IdentityContext,
  organizationId: string,
  connectionId: string,
  type?: ConnectionType,
): Promise<ConnectionRow> {
  const row = await findConnection(ctx.db, connectionId);
  if (!row || row.organizationId !== organizationId || (type && row.type !== type)) {
    throw identityError('sso_connection_not_found');
  }
  return row;
}

export async function organizationConnections(db: Db, organizationId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(identitySsoConnections)
    .where(eq(identitySsoConnections.organizationId, organizationId))
    .orderBy(identitySsoConnections.createdAt);
}

/**
 * The connection whose IdP settings a sign-in uses: the connection itself, or for an external
 * connection the other organization's connection it links (which must be SAML or OIDC).
 */
export async function idpConnectionOf(db: Db, c: ConnectionRow): Promise<ConnectionRow | null> {
  if (c.type !== 'external') return c;
  if (!c.externalConnectionId) return null;
  const target = await findConnection(db, c.externalConnectionId);
  if (!target || target.type === 'external' || target.organizationId !== c.externalOrganizationId) return null;
  return target;
}

/**
 * A named provider wins (the request's, then one detected from the URLs); when neither names one
 * the connection keeps a name an admin gave (not lost to a later update), but not one detected
 * from URLs that have changed since.
 */
function providerOf(current: ConnectionRow, changes: Partial<typeof identitySsoConnections.$inferInsert>): string {
  if (changes.identityProvider && changes.identityProvider !== 'generic') return changes.identityProvider;
  const detected = connectionProvider({ ...current, ...changes } as ConnectionRow);
  if (detected !== 'generic' || changes.identityProvider === 'generic') return detected;
  // What it had was itself detected from the old URLs: it goes with them.
  if (connectionProvider(current) === current.identityProvider) return detected;
  return current.identityProvider;
}

/**
 * Saves a connection after a change: status from completeness (external: from the connection it
 * links), the detected identity provider, then the organization's active-connection list (and
 * the external connections that link this one). The caller's changes arrive as `changes`.
 */
export async function saveConnection(
  ctx: IdentityContext,
  current: ConnectionRow,
  changes: Partial<typeof identitySsoConnections.$inferInsert>,
  event: 'sso_connection.created' | 'sso_connection.updated' = 'sso_connection.updated',
): Promise<ConnectionRow> {
  const next = { ...current, ...changes } as ConnectionRow;
  let status: string;
  if (next.type === 'external') {
    const target = await idpConnectionOf(ctx.db, next);
    status = target?.status === 'active' ? 'active' : 'pending';
  } else {
    status = isComplete(next) ? 'active' : 'pending';
  }
  const identityProvider =
    next.type === 'external'
      ? ((await idpConnectionOf(ctx.db, next))?.identityProvider ?? 'generic')
      : providerOf(current, changes);
  const [saved] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identitySsoConnections)
      .set({ ...changes, status, identityProvider, updatedAt: new Date() })
      .where(eq(identitySsoConnections.connectionId, current.connectionId))
      .returning(),
  );
  if (!saved) throw identityError('sso_connection_not_found');
  await refreshLinkedExternals(ctx, saved);
  await refreshActiveConnections(ctx.db, saved.organizationId);
  await announceSsoConnection(ctx, event, saved);
  return saved;
}

/** An SSO connection created, changed or deleted, for its organization's webhooks. */
export async function announceSsoConnection(
  ctx: IdentityContext,
  type: 'sso_connection.created' | 'sso_connection.updated' | 'sso_connection.deleted',
  c: ConnectionRow,
): Promise<void> {
  await announceConnection(ctx, type, c, { connectionType: c.type });
}

/** External connections follow the status and provider of the connection they link. */
export async function refreshLinkedExternals(ctx: IdentityContext, target: ConnectionRow): Promise<void> {
  if (target.type === 'external') return;
  const linked = await ctx.db
    .update(identitySsoConnections)
    .set({ status: target.status, identityProvider: target.identityProvider, updatedAt: new Date() })
    .where(and(eq(identitySsoConnections.type, 'external'), eq(identitySsoConnections.externalConnectionId, target.connectionId)))
    .returning({ organizationId: identitySsoConnections.organizationId });
  for (const organizationId of new Set(linked.map((l) => l.organizationId))) {
    await refreshActiveConnections(ctx.db, organizationId);
  }
}

/**
 * Recomputes the organization's sso_active_connections (served with every organization), and
 * drops a default connection or JIT-allowed connections that are no longer there.
 */
export async function refreshActiveConnections(db: Db, organizationId: string): Promise<void> {
  const rows = await organizationConnections(db, organizationId);
  const active: SsoActiveConnection[] = rows
    .filter((r) => r.status === 'active')
    .map((r) => ({ connection_id: r.connectionId, display_name: r.displayName, identity_provider: r.identityProvider }));
  const ids = new Set(rows.map((r) => r.connectionId));
  const [organization] = await db
    .select()
    .from(identityOrganizations)
    .where(eq(identityOrganizations.organizationId, organizationId));
  if (!organization) return;
  await db
    .update(identityOrganizations)
    .set({
      ssoActiveConnections: active,
      ssoDefaultConnectionId:
        organization.ssoDefaultConnectionId && ids.has(organization.ssoDefaultConnectionId)
          ? organization.ssoDefaultConnectionId
          : null,
      ssoJitProvisioningAllowedConnections: organization.ssoJitProvisioningAllowedConnections.filter((id) => ids.has(id)),
    })
    .where(eq(identityOrganizations.organizationId, organizationId));
}

/** Checks that every id names a connection of the organization (organization settings). */
export async function checkOwnConnectionIds(db: Db, organizationId: string, ids: string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: identitySsoConnections.connectionId })
    .from(identitySsoConnections)
    .where(and(eq(identitySsoConnections.organizationId, organizationId), inArray(identitySsoConnections.connectionId, ids)));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw identityError('bad_request', `${field}: ${missing.join(', ')} is not an SSO connection of this organization.`);
  }
}
