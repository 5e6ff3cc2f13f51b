export { createIdentityAdminClient, type IdentityAdminClient } from './admin-client.js';
export type { CreateOrganizationParams, DiscoveredOrganizationsResponse, DiscoveryApi } from './api/discovery.js';
export { type DomainsApi, domainsApi, type EmailDomain } from './api/domains.js';
export {
  type ConnectedAppPublic,
  type IdpApi,
  idpApi,
  idpFor,
  type OAuthAuthorizeStartParams,
  type OAuthAuthorizeStartResponse,
  type OAuthAuthorizeSubmitParams,
  type OAuthAuthorizeSubmitResponse,
  type OAuthLogoutStartParams,
  type OAuthLogoutStartResponse,
  type ScopeResult,
} from './api/idp.js';
export type { MagicLinkDiscoverySendParams, MagicLinkLoginOrSignupParams, MagicLinksApi } from './api/magic-links.js';
export { type ActiveMemberSession, type MemberSessionsApi, memberSessionsApi } from './api/member-sessions.js';
export type {
  InviteParams,
  MemberChangeParams,
  MemberResponse,
  MemberSearchOperand,
  MemberSearchParams,
  MemberSearchResponse,
  MembersApi,
  SelfManagementApi,
} from './api/members.js';
export type {
  MemberFactorsApi,
  MfaTarget,
  RecoverParams,
  RecoveryCodesApi,
  RecoveryCodesResponse,
  SmsAuthenticateParams,
  SmsOtpsApi,
  SmsSendParams,
  TotpApi,
  TotpAuthenticateParams,
  TotpCreateResponse,
} from './api/mfa.js';
export { memberFactorsApi, recoveryCodesApi, totpApi } from './api/mfa.js';
export {
  GOOGLE_ONE_TAP_SCRIPT_URL,
  type GoogleAccountsId,
  type GoogleOneTapApi,
  type GooglePromptNotification,
  type LoadGoogle,
  OAUTH_PROVIDERS,
  type OAuthApi,
  type OAuthDeps,
  type OAuthDiscoveryStartParams,
  type OAuthProvider,
  type OAuthProviderApi,
  type OAuthStartParams,
  ONE_TAP_GUIDANCE,
  ONE_TAP_PARENT_ID,
  type OneTapDiscoveryStartParams,
  type OneTapPosition,
  type OneTapResult,
  type OneTapStartParams,
  oauthApi,
  oauthFor,
} from './api/oauth.js';
export type { OrganizationManagementApi, OrganizationUpdateParams } from './api/organization-management.js';
export type { MemberSearchResult, OrganizationsApi, SelfApi } from './api/organizations.js';
export type {
  EmailOtpAuthenticateParams,
  EmailOtpDiscoverySendParams,
  EmailOtpLoginOrSignupParams,
  OtpsApi,
} from './api/otps.js';
export type {
  DiscoveryResetByEmailStartParams,
  PasswordsApi,
  ResetByEmailStartParams,
  ResetByExistingPasswordParams,
} from './api/passwords.js';
export {
  type CreatePortalLinkParams,
  createPortalClient,
  type PortalClient,
  type PortalClientOptions,
  type PortalLink,
  type PortalLinksApi,
  type PortalSession,
  portalLinksApi,
} from './api/portal.js';
export type { PermissionsMap, RbacApi, RbacPolicy } from './api/rbac.js';
export {
  type SCIMConnection,
  type SCIMGroup,
  type SCIMGroupImplicitRoleAssignment,
  type SCIMRequest,
  type ScimManagementApi,
  scimManagementApi,
} from './api/scim.js';
export type { SessionApi } from './api/session.js';
export { type SessionManagementApi, sessionManagementApi } from './api/session-management.js';
export {
  type ExternalConnection,
  type Navigate,
  type OIDCConnection,
  type SAMLConnection,
  type SSOConnection,
  type SSOConnectionTest,
  type SSOGetConnectionsResponse,
  type SSOStartParams,
  type SsoApi,
  type SsoManagementApi,
  ssoApi,
  ssoFor,
  ssoManagementApi,
} from './api/sso.js';
export {
  type WebAuthnApi,
  type WebAuthnAuthenticateResponse,
  type WebAuthnRegistration,
  webauthnApi,
} from './api/webauthn.js';
export { type BootstrapData, defaultBootstrap } from './bootstrap.js';
export {
  clientContext,
  createIdentityClient,
  type IdentityClient,
  type IdentityClientOptions,
  type LogEventParams,
  type Logger,
  type SessionCookieMode,
} from './client.js';
export { type CookieOptions, IST_COOKIE, SESSION_COOKIE, SESSION_JWT_COOKIE } from './cookies.js';
export {
  ApiError,
  IdentityClientError,
  isUnrecoverableError,
  NoCurrentSessionError,
  SchemaError,
  UNRECOVERABLE_ERROR_TYPES,
  UnreachableApiError,
  UsageError,
} from './errors.js';
export { submitForm } from './form-submit.js';
export { NetworkClient, SESSION_COOKIES_HEADER } from './network.js';
export { REFRESH_FAILED_MESSAGE, type SessionJwtHelper } from './session-jwt.js';
export type * from './types.js';
