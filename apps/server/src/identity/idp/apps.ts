import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { randomToken, safeEqual } from '../crypto.js';
import { isAuthorized } from '../rbac/policy.js';
import { type MemberRow, memberRoles } from '../wire.js';
import { identityConnectedApps } from './schema.js';

export type ConnectedAppRow = typeof identityConnectedApps.$inferSelect;

/** The OpenID Connect scopes every app may ask for and every member may grant. */
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;
/** Session-equivalent access: only when the app's allowed scopes list it. */
export const FULL_ACCESS = 'full_access';

/** Spec section 6: the consent texts of the standard scopes. */
const STANDARD_DESCRIPTIONS: Record<string, string> = {
  openid: 'Verify your identity',
  profile: 'View your personal profile information',
  email: 'View your personal profile information',
  phone: 'View your personal profile information',
  offline_access: "Maintain access to your data even when you're not actively using the app",
  full_access: 'Have full access to your account',
};

const SECRET_PURPOSE = 'connected-app-secret';

export async function findApp(ctx: IdentityContext, clientId: string): Promise<ConnectedAppRow | null> {
  const [row] = await ctx.db.select().from(identityConnectedApps).where(eq(identityConnectedApps.clientId, clientId));
  return row && row.projectId === ctx.project.projectId ? row : null;
}

export function hashClientSecret(ctx: IdentityContext, secret: string): string {
  return ctx.box.hash(SECRET_PURPOSE, secret);
}

export function newClientSecret(): string {
  return `secret-${randomToken()}`;
}

/** Checks a confidential app's secret in constant time. */
export function clientSecretMatches(ctx: IdentityContext, app: ConnectedAppRow, secret: string): boolean {
  return Boolean(app.clientSecretHash) && safeEqual(hashClientSecret(ctx, secret), app.clientSecretHash ?? '');
}

/** Whether the app may ask for this scope at all. */
export function scopeAllowed(app: ConnectedAppRow, scope: string): boolean {
  return (STANDARD_SCOPES as readonly string[]).includes(scope) || app.allowedScopes.includes(scope);
}

export function scopeDescription(app: ConnectedAppRow, scope: string): string {
  const custom = app.customScopes.find((s) => s.scope === scope);
  if (custom?.description) return custom.description;
  return STANDARD_DESCRIPTIONS[scope] ?? `Use the ${scope} scope`;
}

/**
 * Whether this member may grant the scope: the standard scopes always; a custom scope when the
 * member's roles (as stored now) hold every permission the app's access policy lists for it.
 */
export function isGrantable(ctx: IdentityContext, app: ConnectedAppRow, member: MemberRow, scope: string): boolean {
  if ((STANDARD_SCOPES as readonly string[]).includes(scope)) return true;
  if (!app.allowedScopes.includes(scope)) return false;
  const custom = app.customScopes.find((s) => s.scope === scope);
  const roles = memberRoles(member);
  return (custom?.permissions ?? []).every((p) =>
    p.actions.every((action) => isAuthorized(ctx.config.identity.rbacPolicy, roles, p.resource_id, action)),
  );
}

/** The wire form of an app for the consent screen and the organization listings (never the secret). */
export function connectedAppWire(app: ConnectedAppRow) {
  return {
    client_id: app.clientId,
    client_name: app.clientName,
    client_description: app.clientDescription,
    logo_url: app.logoUrl,
    client_type: app.clientType,
    confidentiality: app.confidentiality,
  };
}

/** How the app authenticates at the token endpoint (RFC 8414's names). */
function tokenEndpointAuthMethod(app: ConnectedAppRow): 'none' | 'private_key_jwt' | 'client_secret_basic' {
  if (app.confidentiality === 'public') return 'none';
  return app.jwks || app.jwksUri ? 'private_key_jwt' : 'client_secret_basic';
}

/** The management form (operator admin area): everything but the secret. */
export function connectedAppAdminWire(app: ConnectedAppRow) {
  return {
    ...connectedAppWire(app),
    redirect_urls: app.redirectUrls,
    post_logout_redirect_urls: app.postLogoutRedirectUrls,
    allowed_scopes: app.allowedScopes,
    access_policy: { custom_scopes: app.customScopes },
    has_client_secret: Boolean(app.clientSecretHash),
    token_endpoint_auth_method: tokenEndpointAuthMethod(app),
    jwks: app.jwks,
    jwks_uri: app.jwksUri,
    backchannel_logout_uri: app.backchannelLogoutUri,
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}

/** Scope strings: names separated by spaces, deduplicated, order kept. */
export function parseScopes(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(' ');
  return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
}
