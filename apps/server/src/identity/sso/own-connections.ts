import type { IdentityContext } from '../context.js';
import {
  type ConnectionRow,
  type ConnectionType,
  externalConnectionWire,
  getOwnConnection,
  oidcConnectionWire,
  organizationConnections,
  samlConnectionWire,
} from './connections.js';
import {
  deleteCertificate,
  deleteConnection,
  deleteEncryptionKey,
  importSamlMetadata,
  type OidcUpdate,
  type SamlUpdate,
  updateExternal,
  updateOidc,
  updateSaml,
} from './manage.js';
import { rotateSpSigningKey } from './sp-signing.js';

/**
 * The verbs of an admin's own connections (sso/routes.ts parses and replies): each finds the
 * connection in the caller's organization (of the type the route names, else sso connection not
 * found), then changes it. The caller's permission is checked by the route's ssoCaller.
 */
type Own = { organizationId: string; connectionId: string };

function own(ctx: IdentityContext, options: Own, type?: ConnectionType): Promise<ConnectionRow> {
  return getOwnConnection(ctx, options.organizationId, options.connectionId, type);
}

/** GET /b2b/sso: the organization's connections, by kind, oldest first. */
export async function listOwnConnections(ctx: IdentityContext, options: { organizationId: string }) {
  const rows = await organizationConnections(ctx.db, options.organizationId);
  return {
    saml_connections: rows.filter((r) => r.type === 'saml').map((r) => samlConnectionWire(ctx, r)),
    oidc_connections: rows.filter((r) => r.type === 'oidc').map((r) => oidcConnectionWire(ctx, r)),
    external_connections: rows.filter((r) => r.type === 'external').map((r) => externalConnectionWire(r)),
  };
}

export async function updateOwnSaml(ctx: IdentityContext, options: Own & { changes: SamlUpdate }) {
  return updateSaml(ctx, await own(ctx, options, 'saml'), options.changes);
}

export async function rotateOwnSigningKey(ctx: IdentityContext, options: Own) {
  return rotateSpSigningKey(ctx, await own(ctx, options, 'saml'));
}

export async function importOwnSamlMetadata(ctx: IdentityContext, options: Own & { metadataUrl: string }) {
  return importSamlMetadata(ctx, await own(ctx, options, 'saml'), options.metadataUrl);
}

export async function updateOwnOidc(ctx: IdentityContext, options: Own & { changes: OidcUpdate }) {
  return updateOidc(ctx, await own(ctx, options, 'oidc'), options.changes);
}

export async function updateOwnExternal(ctx: IdentityContext, options: Own & { displayName: string | undefined }) {
  return updateExternal(ctx, await own(ctx, options, 'external'), { display_name: options.displayName });
}

/** Deletes a connection of any kind; answers its id. */
export async function deleteOwnConnection(ctx: IdentityContext, options: Own): Promise<string> {
  const current = await own(ctx, options);
  await deleteConnection(ctx, current);
  return current.connectionId;
}

export async function deleteOwnCertificate(ctx: IdentityContext, options: Own & { certificateId: string }) {
  await deleteCertificate(ctx, await own(ctx, options, 'saml'), options.certificateId);
}

export async function deleteOwnEncryptionKey(ctx: IdentityContext, options: Own & { privateKeyId: string }) {
  await deleteEncryptionKey(ctx, await own(ctx, options, 'saml'), options.privateKeyId);
}
