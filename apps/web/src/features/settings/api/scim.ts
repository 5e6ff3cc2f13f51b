import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityErrorMessage, useIdentityApi } from '../../../lib/identity-api';
import { SCIM_KEY, scimConnectionQueryOptions, scimGroupsQueryOptions, scimRequestsQueryOptions } from '../../../lib/scim';
import { toast } from './sso';

export const useScimConnection = () => useQuery(scimConnectionQueryOptions(useIdentityApi()));
export const useScimGroups = () => useQuery(scimGroupsQueryOptions(useIdentityApi()));
export const useScimRequests = (connectionId: string) => useQuery(scimRequestsQueryOptions(useIdentityApi(), connectionId));

const failed = (error: unknown) => toast(false, identityErrorMessage(error));

/** Creates the connection; the answer (with the bearer token, shown once) is the mutation's data. */
export function useCreateScim() {
  const api = useIdentityApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { display_name: string; identity_provider: string }) =>
      (await api.scim.createConnection(input)).connection,
    // The token stays in this mutation's data only: the connection query never holds it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SCIM_KEY, 'connection'] }),
    onError: failed,
  });
}

/** Saves the whole list of group-to-role rules. */
export function useSaveScimRules() {
  const api = useIdentityApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { connection_id: string; rules: { role_id: string; group_id: string }[] }) =>
      (
        await api.scim.updateConnection({
          connection_id: input.connection_id,
          scim_group_implicit_role_assignments: input.rules,
        })
      ).connection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCIM_KEY }),
    onError: failed,
  });
}
