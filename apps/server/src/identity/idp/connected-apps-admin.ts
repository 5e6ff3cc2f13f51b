import { asc, eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import {
  type ConnectedAppRow,
  connectedAppAdminWire,
  findApp,
  hashClientSecret,
  newClientSecret,
  STANDARD_SCOPES,
} from './apps.js';
import { identityConnectedApps } from './schema.js';

/**
 * The operator admin area's verbs on connected apps (OAuth clients) of the identity project:
 * admin-routes.ts parses and replies, these check and write.
 */

type CustomScope = { scope: string; description: string; permissions: { resource_id: string; actions: string[] }[] };

/** What the management form sends on create and update (snake case, as on the wire). */
export type ConnectedAppFields = {
  clientName: string;
  clientDescription: string;
  logoUrl: string;
  redirectUrls: string[];
  postLogoutRedirectUrls: string[];
  allowedScopes: string[];
  customScopes: CustomScope[];
  jwks: { keys: Record<string, unknown>[] } | null;
  jwksUri: string | null;
  backchannelLogoutUri: string | null;
};

function checkKeys(confidentiality: string, fields: Pick<ConnectedAppFields, 'jwks' | 'jwksUri'>) {
  if (fields.jwks && fields.jwksUri) throw identityError('bad_request', 'jwks and jwks_uri: give one of them, not both.');
  if ((fields.jwks || fields.jwksUri) && confidentiality !== 'confidential') {
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

async function existingApp(ctx: IdentityContext, clientId: string): Promise<ConnectedAppRow> {
  const row = await findApp(ctx, clientId);
  if (!row) throw identityError('connected_app_not_found');
  return row;
}

export async function listConnectedApps(ctx: IdentityContext) {
  const rows = await ctx.db
    .select()
    .from(identityConnectedApps)
    .where(eq(identityConnectedApps.projectId, ctx.project.projectId))
    .orderBy(asc(identityConnectedApps.createdAt));
  return rows.map(connectedAppAdminWire);
}

export async function getConnectedApp(ctx: IdentityContext, options: { clientId: string }) {
  return connectedAppAdminWire(await existingApp(ctx, options.clientId));
}

/** A confidential app that does not sign its assertions gets a secret, answered once. */
export async function createConnectedApp(
  ctx: IdentityContext,
  options: ConnectedAppFields & { clientType: 'first_party' | 'third_party'; confidentiality: 'confidential' | 'public' },
) {
  checkScopes(options.allowedScopes, options.customScopes);
  checkKeys(options.confidentiality, options);
  // An app that signs its assertions (private_key_jwt) has no secret to leak.
  const secret = options.confidentiality === 'confidential' && !options.jwks && !options.jwksUri ? newClientSecret() : null;
  const [row] = await ctx.db
    .insert(identityConnectedApps)
    .values({
      clientId: newId('connected-app', ctx.project.environment),
      projectId: ctx.project.projectId,
      clientType: options.clientType,
      confidentiality: options.confidentiality,
      clientSecretHash: secret ? hashClientSecret(ctx, secret) : null,
      ...columns(options),
    })
    .returning();
  if (!row) throw new Error('connected app insert returned no row');
  return { ...connectedAppAdminWire(row), client_secret: secret };
}

/** Type and confidentiality stay as created. */
export async function updateConnectedApp(ctx: IdentityContext, options: ConnectedAppFields & { clientId: string }) {
  const existing = await existingApp(ctx, options.clientId);
  checkScopes(options.allowedScopes, options.customScopes);
  checkKeys(existing.confidentiality, options);
  const [row] = await ctx.db
    .update(identityConnectedApps)
    .set({ ...columns(options), updatedAt: new Date() })
    .where(eq(identityConnectedApps.clientId, existing.clientId))
    .returning();
  if (!row) throw identityError('connected_app_not_found');
  return connectedAppAdminWire(row);
}

export async function rotateConnectedAppSecret(ctx: IdentityContext, options: { clientId: string }) {
  const existing = await existingApp(ctx, options.clientId);
  if (existing.confidentiality !== 'confidential') throw identityError('bad_request', 'Public apps have no secret.');
  const secret = newClientSecret();
  await ctx.db
    .update(identityConnectedApps)
    .set({ clientSecretHash: hashClientSecret(ctx, secret), updatedAt: new Date() })
    .where(eq(identityConnectedApps.clientId, existing.clientId));
  return { client_id: existing.clientId, client_secret: secret };
}

/** Its grants and consents go with it (foreign keys). */
export async function deleteConnectedApp(ctx: IdentityContext, options: { clientId: string }) {
  const existing = await existingApp(ctx, options.clientId);
  await ctx.db.delete(identityConnectedApps).where(eq(identityConnectedApps.clientId, existing.clientId));
  return { client_id: existing.clientId };
}

function columns(fields: ConnectedAppFields) {
  return {
    clientName: fields.clientName,
    clientDescription: fields.clientDescription,
    logoUrl: fields.logoUrl,
    redirectUrls: fields.redirectUrls,
    postLogoutRedirectUrls: fields.postLogoutRedirectUrls,
    allowedScopes: fields.allowedScopes,
    customScopes: fields.customScopes,
    jwks: fields.jwks,
    jwksUri: fields.jwksUri,
    backchannelLogoutUri: fields.backchannelLogoutUri,
  };
}
