import type { IdentityAdminClient, PortalLink } from '@shelfscope/identity-client';
import { queryOptions } from '@tanstack/react-query';

/** The organization's IT-admin portal links (admins; the server checks). */
export const portalLinksQueryOptions = (client: IdentityAdminClient) =>
  queryOptions({
    queryKey: ['identity', 'portal-links'],
    queryFn: async (): Promise<PortalLink[]> => (await client.portalLinks.list()).links,
  });
