import type { IdentityAdminClient, WebAuthnRegistration } from '@shelfscope/identity-client';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in member's passkeys (GET /sdk/v1/b2b/webauthn/registrations), oldest first. */
export const passkeysQueryOptions = (client: IdentityAdminClient) =>
  queryOptions({
    queryKey: ['identity', 'passkeys'] as const,
    queryFn: async (): Promise<WebAuthnRegistration[]> => (await client.webauthn.list()).webauthn_registrations,
  });
