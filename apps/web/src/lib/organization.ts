import type { IdentityAdminClient } from '@shelfscope/identity-client';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in member's identity organization (its name, slug and settings). Shared: Settings and the company profile. */
export const organizationQueryOptions = (client: IdentityAdminClient) =>
  queryOptions({
    queryKey: ['identity', 'organization'],
    queryFn: async () => (await client.organizations.get()).organization,
  });
