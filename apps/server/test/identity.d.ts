import { identityMembers, identityOrganizations } from '../src/identity/schema.js';
import type { TestContext } from './test-app.js';

type Json = Record<string, any>;
type SdkResult = {
  status: number;
  body: Json;
  headers: Record<string, unknown>;
};
/** The Authorization header of the official client: Basic base64(public_token:(session_token || public_token)). */
export declare function basicAuth(ctx: TestContext, sessionToken?: string): string;
/** Calls /sdk/v1 as the official client does. `data` is the client's view (the envelope's data). */
export declare function sdk(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options?: {
    sessionToken?: string;
    headers?: Record<string, string>;
  },
): Promise<
  SdkResult & {
    data: Json;
  }
>;
/** The failed authentications counted against a member from one source (inject's default 127.0.0.1). */
export declare const failedAttempts: (ctx: TestContext, memberId: string, source?: string) => Promise<number>;
/** Sets a member's failure counter for one source, as if `count` failures ended at `lastFailureAt`. */
export declare function setFailedAttempts(
  ctx: TestContext,
  memberId: string,
  counter: {
    count: number;
    lastFailureAt: Date;
  },
  source?: string,
): Promise<void>;
export declare const uniqueEmail: (prefix?: string, domain?: string) => string;
/** An organization with one active, verified admin member, written straight to the database. */
export declare function seedOrganization(
  ctx: TestContext,
  options?: Partial<typeof identityOrganizations.$inferInsert> & {
    adminEmail?: string;
  },
): Promise<{
  organization: {
    projectId: string;
    name: string;
    createdAt: Date;
    organizationId: string;
    slug: string;
    logoUrl: string;
    emailAllowedDomains: string[];
    emailJitProvisioning: string;
    emailInvites: string;
    authMethods: string;
    allowedAuthMethods: string[];
    mfaPolicy: string;
    mfaMethods: string;
    allowedMfaMethods: string[];
    ssoDefaultConnectionId: string | null;
    oauthTenantJitProvisioning: string;
    allowedOauthTenants: Record<string, string[]>;
    ssoJitProvisioning: string;
    ssoJitProvisioningAllowedConnections: string[];
    ssoActiveConnections: import('../src/identity/schema.js').SsoActiveConnection[];
    scimActiveConnection: import('../src/identity/schema.js').ScimActiveConnection | null;
    trustedMetadata: unknown;
    updatedAt: Date;
  };
  admin: {
    name: string;
    createdAt: Date;
    organizationId: string;
    trustedMetadata: unknown;
    updatedAt: Date;
    memberId: string;
    emailAddress: string;
    emailAddressVerified: boolean;
    status: string;
    roles: string[];
    passwordHash: string | null;
    memberPasswordId: string | null;
    passwordResetRequired: boolean;
    mfaEnrolled: boolean;
    mfaPhoneNumber: string;
    mfaPhoneNumberVerified: boolean;
    totpRegistrationId: string;
    defaultMfaMethod: string;
    untrustedMetadata: unknown;
    retiredEmailAddresses: import('../src/identity/schema.js').RetiredEmail[];
    oauthRegistrations: import('../src/identity/schema.js').OAuthRegistration[];
    ssoRegistrations: import('../src/identity/schema.js').SsoRegistration[];
    scimRegistration: import('../src/identity/schema.js').ScimRegistration | null;
    scimRoles: string[];
    failedAuthCount: number;
    failedAuthWindowStart: Date | null;
    lockedUntil: Date | null;
  };
}>;
export declare function seedMember(
  ctx: TestContext,
  organizationId: string,
  values?: Partial<typeof identityMembers.$inferInsert>,
): Promise<{
  name: string;
  createdAt: Date;
  organizationId: string;
  trustedMetadata: unknown;
  updatedAt: Date;
  memberId: string;
  emailAddress: string;
  emailAddressVerified: boolean;
  status: string;
  roles: string[];
  passwordHash: string | null;
  memberPasswordId: string | null;
  passwordResetRequired: boolean;
  mfaEnrolled: boolean;
  mfaPhoneNumber: string;
  mfaPhoneNumberVerified: boolean;
  totpRegistrationId: string;
  defaultMfaMethod: string;
  untrustedMetadata: unknown;
  retiredEmailAddresses: import('../src/identity/schema.js').RetiredEmail[];
  oauthRegistrations: import('../src/identity/schema.js').OAuthRegistration[];
  ssoRegistrations: import('../src/identity/schema.js').SsoRegistration[];
  scimRegistration: import('../src/identity/schema.js').ScimRegistration | null;
  scimRoles: string[];
  failedAuthCount: number;
  failedAuthWindowStart: Date | null;
  lockedUntil: Date | null;
}>;
/** An IST as an email factor (magic link or passcode) would leave it, for discovery tests. */
export declare function discoveryIst(ctx: TestContext, emailAddress: string, type?: 'magic_link' | 'email_otp'): Promise<string>;
/** Logs a member in through discovery (IST exchange) and returns the session token and JWT. */
export declare function logIn(
  ctx: TestContext,
  emailAddress: string,
  organizationId: string,
): Promise<{
  sessionToken: string;
  sessionJwt: string;
  data: Json;
}>;
/**
 * Primary authentication into an organization (discovery IST exchanged for it), for MFA tests:
 * the response, and the IST it carries when a second factor is still needed.
 */
export declare function primaryLogin(
  ctx: TestContext,
  emailAddress: string,
  organizationId: string,
): Promise<{
  data: Json;
  ist: string;
}>;
/**
 * A member of a new organization with `password`, and `login(password, from)`: a password sign-in
 * from the address `from` (the lockout tests vary it), answering status, error type and Retry-After.
 */
export declare function passwordMember(
  ctx: TestContext,
  password: string,
): Promise<{
  member: {
    name: string;
    createdAt: Date;
    organizationId: string;
    trustedMetadata: unknown;
    updatedAt: Date;
    memberId: string;
    emailAddress: string;
    emailAddressVerified: boolean;
    status: string;
    roles: string[];
    passwordHash: string | null;
    memberPasswordId: string | null;
    passwordResetRequired: boolean;
    mfaEnrolled: boolean;
    mfaPhoneNumber: string;
    mfaPhoneNumberVerified: boolean;
    totpRegistrationId: string;
    defaultMfaMethod: string;
    untrustedMetadata: unknown;
    retiredEmailAddresses: import('../src/identity/schema.js').RetiredEmail[];
    oauthRegistrations: import('../src/identity/schema.js').OAuthRegistration[];
    ssoRegistrations: import('../src/identity/schema.js').SsoRegistration[];
    scimRegistration: import('../src/identity/schema.js').ScimRegistration | null;
    scimRoles: string[];
    failedAuthCount: number;
    failedAuthWindowStart: Date | null;
    lockedUntil: Date | null;
  };
  login: (
    password: string,
    from: string,
  ) => Promise<{
    status: number;
    type: string | undefined;
    retryAfter: string | undefined;
  }>;
}>;
