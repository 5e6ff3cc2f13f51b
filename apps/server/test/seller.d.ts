import type { TestContext } from './test-app.js';
/** A company of its own: an organization with an admin, signed in; `jwt` is the bearer token. */
export declare function sellerSession(
  ctx: TestContext,
  name?: string,
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
  jwt: string;
  sessionToken: string;
}>;
/** Calls the seller API with a bearer token; `body` is the parsed envelope. */
export declare function api(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  jwt: string | null,
  payload?: unknown,
): Promise<{
  status: number;
  body: any;
}>;
/** The stored market snapshots of an ASIN (shared by every company), with their price history or null. */
export declare function storedSnapshots(
  ctx: TestContext,
  asin: string,
): Promise<
  {
    id: string;
    history: unknown;
  }[]
>;
