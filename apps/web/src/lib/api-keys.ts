import { ApiKey, type ApiKeyInput, CreatedApiKey, envelope } from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import { useRequester } from './requester-context';

const KeyList = envelope(z.array(ApiKey));
const OneKey = envelope(ApiKey);
const NewKey = envelope(CreatedApiKey);

/** `GET /api/ApiKey` (organization admins): the organization's keys, revoked ones too. */
export const apiKeysQueryOptions = (request: ReturnType<typeof useRequester>) =>
  queryOptions({
    queryKey: ['api-keys'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/ApiKey', { schema: checked(import.meta.env.DEV && KeyList), signal }).then((e) => e.data),
  });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions(useRequester()));
}

/** `POST /api/ApiKey`: resolves with the new key, which the answer holds this once. */
export function useCreateApiKey() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) =>
      request('POST', '/api/ApiKey', {
        schema: checked(import.meta.env.DEV && NewKey),
        body: input,
        successMessage: 'API key created.',
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(request).queryKey }),
  });
}

/** `DELETE /api/ApiKey/{id}`: the key stops working with the next request. */
export function useRevokeApiKey() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request('DELETE', `/api/ApiKey/${id}`, {
        schema: checked(import.meta.env.DEV && OneKey),
        successMessage: 'API key revoked.',
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(request).queryKey }),
  });
}
