import type { DomainsApi, ScimManagementApi, SsoManagementApi } from '@shelfscope/identity-client';
import { createContext, type ReactNode, useContext } from 'react';
import { useSession } from './session';

/**
 * The identity calls the SSO, SCIM and domain screens make. In the app they are the signed-in member's
 * client; in the IT-admin portal (/portal) the portal session's client, which the portal page
 * provides here, so the same screens serve both. `member` says whether a member session is behind
 * them (the portal cannot start a member's sign-in, so it has no "Test sign-in").
 */
export type IdentityApi = { sso: SsoManagementApi; domains: DomainsApi; scim: ScimManagementApi; member: boolean };

const IdentityApiContext = createContext<IdentityApi | null>(null);

export function IdentityApiProvider({ value, children }: { value: IdentityApi; children: ReactNode }) {
  return <IdentityApiContext.Provider value={value}>{children}</IdentityApiContext.Provider>;
}

export function useIdentityApi(): IdentityApi {
  const provided = useContext(IdentityApiContext);
  const { client } = useSession();
  return provided ?? { sso: client.sso, domains: client.domains, scim: client.scim, member: true };
}

/** What the identity API said was wrong (its error_message), else the error's own message. */
export const identityErrorMessage = (error: unknown) =>
  (error as { error_message?: string }).error_message ?? (error instanceof Error ? error.message : String(error));
