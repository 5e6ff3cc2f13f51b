import { type DomainsApi, domainsApi } from './api/domains.js';
import { type IdpApi, idpApi } from './api/idp.js';
import type { MagicLinksApi } from './api/magic-links.js';
import { type MemberSessionsApi, memberSessionsApi } from './api/member-sessions.js';
import { type InviteParams, inviteApi, type MemberResponse, type SelfManagementApi, selfManagementApi } from './api/members.js';
import {
  type MemberFactorsApi,
  memberFactorsApi,
  type RecoveryCodesApi,
  recoveryCodesApi,
  type TotpApi,
  totpApi,
} from './api/mfa.js';
import { type OAuthApi, oauthApi } from './api/oauth.js';
import { type OrganizationManagementApi, organizationManagementApi } from './api/organization-management.js';
import type { OrganizationsApi } from './api/organizations.js';
import { type PortalLinksApi, portalLinksApi } from './api/portal.js';
import { type RbacApi, rbacApi } from './api/rbac.js';
import { type ScimManagementApi, scimManagementApi } from './api/scim.js';
import type { SessionApi } from './api/session.js';
import { type SessionManagementApi, sessionManagementApi } from './api/session-management.js';
import { type SsoApi, type SsoManagementApi, ssoApi, ssoManagementApi } from './api/sso.js';
import { type WebAuthnApi, webauthnApi } from './api/webauthn.js';
import { buildClient, type IdentityClient, type IdentityClientOptions, rememberContext } from './client.js';

/**
 * The client of a signed-in app (not the login widget): everything of IdentityClient, plus
 * organization and member management, self-service and permission checks.
 */
export interface IdentityAdminClient extends Omit<IdentityClient, 'organizations' | 'self' | 'magicLinks' | 'session'> {
  session: SessionApi & SessionManagementApi;
  magicLinks: MagicLinksApi & {
    email: MagicLinksApi['email'] & { invite(params: InviteParams): Promise<MemberResponse> };
  };
  organizations: OrganizationsApi & OrganizationManagementApi;
  self: SelfManagementApi;
  /** Permission checks against the bootstrap's role policy (for the UI; the server checks too). */
  rbac: RbacApi;
  /** Authenticator apps (second factor). */
  totp: TotpApi;
  /** Backup codes of the authenticator app. */
  recoveryCodes: RecoveryCodesApi;
  /** Removing a member's second factors (themself or an admin). */
  memberFactors: MemberFactorsApi;
  /** SSO: start, authenticate, discovery, and connection management (organization admins). */
  sso: SsoApi & SsoManagementApi;
  /** OAuth redirects, authenticate, and Google One Tap. */
  oauth: OAuthApi;
  /** ShelfScope as the OAuth provider of connected apps: consent and logout. */
  idp: IdpApi;
  /** The organization's email domains, verified by DNS (admins). */
  domains: DomainsApi;
  /** Passkeys: register, list, remove (Settings), and sign in. */
  webauthn: WebAuthnApi;
  /** The member's own active sessions: list, sign out one, sign out everywhere else. */
  memberSessions: MemberSessionsApi;
  /** One-time IT-admin portal links (admins): list, create, revoke. */
  portalLinks: PortalLinksApi;
  /** The organization's SCIM connection, its group-to-role rules and request log (admins). */
  scim: ScimManagementApi;
}

/** Creates the full client for one project. Needs a browser-like window (document, localStorage). */
export function createIdentityAdminClient(options: IdentityClientOptions): IdentityAdminClient {
  const { client, ctx, logger } = buildClient(options);
  return rememberContext<IdentityAdminClient>(
    {
      ...client,
      session: { ...client.session, ...sessionManagementApi(ctx) },
      magicLinks: { ...client.magicLinks, email: { ...client.magicLinks.email, invite: inviteApi(ctx) } },
      organizations: { ...client.organizations, ...organizationManagementApi(ctx) },
      self: selfManagementApi(ctx),
      rbac: rbacApi({ bootstrap: ctx.bootstrap, store: ctx.store, logger }),
      totp: totpApi(ctx),
      recoveryCodes: recoveryCodesApi(ctx),
      webauthn: webauthnApi(ctx),
      memberSessions: memberSessionsApi(ctx),
      memberFactors: memberFactorsApi(ctx),
      sso: { ...ssoApi(ctx), ...ssoManagementApi(ctx) },
      oauth: oauthApi(ctx, { warn: (m) => logger.warn(m) }),
      idp: idpApi(ctx),
      domains: domainsApi(ctx),
      portalLinks: portalLinksApi(ctx),
      scim: scimManagementApi(ctx),
    },
    ctx,
  );
}
