import { queryOptions } from '@tanstack/react-query';
import type { IdentityApi } from './identity-api';

/** Every SCIM query's key starts so: a change to the connection invalidates them all. */
export const SCIM_KEY = ['identity', 'scim'] as const;

/** While the log is on screen it is read again this often: the IdP's requests appear as they come. */
export const SCIM_LOG_REFRESH_MS = 3000;

/** The organization's SCIM connection (null before one is created). */
export const scimConnectionQueryOptions = (api: Pick<IdentityApi, 'scim'>) =>
  queryOptions({
    queryKey: [...SCIM_KEY, 'connection'],
    queryFn: async () => (await api.scim.getConnection()).connection,
  });

/** The groups the IdP pushed (the first 1000: the rules' choices). */
export const scimGroupsQueryOptions = (api: Pick<IdentityApi, 'scim'>) =>
  queryOptions({
    queryKey: [...SCIM_KEY, 'groups'],
    queryFn: async () => (await api.scim.getConnectionGroups({ limit: 1000 })).scim_groups,
  });

/** The connection's last requests from the IdP, newest first, read again while shown. */
export const scimRequestsQueryOptions = (api: Pick<IdentityApi, 'scim'>, connectionId: string) =>
  queryOptions({
    queryKey: [...SCIM_KEY, 'requests', connectionId],
    queryFn: async () => (await api.scim.getRequests({ connection_id: connectionId })).scim_requests,
    refetchInterval: SCIM_LOG_REFRESH_MS,
  });
