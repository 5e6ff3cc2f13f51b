import type { DomainsApi, EmailDomain } from '@shelfscope/identity-client';
import { queryOptions } from '@tanstack/react-query';

/** The organization's email domains and their DNS verification (admins; the server checks). */
export const domainsQueryOptions = (client: { domains: DomainsApi }) =>
  queryOptions({
    queryKey: ['identity', 'domains'],
    queryFn: async (): Promise<EmailDomain[]> => (await client.domains.list()).domains,
  });
