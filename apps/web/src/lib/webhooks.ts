import {
  envelope,
  listEnvelope,
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import { useRequester } from './requester-context';

const EndpointList = envelope(z.array(WebhookEndpoint));
const OneEndpoint = envelope(WebhookEndpoint);
const WithSecret = envelope(WebhookEndpointWithSecret);
const Deliveries = listEnvelope(WebhookDelivery);
const OneDelivery = envelope(WebhookDelivery);
const Attempts = envelope(z.array(WebhookDeliveryAttempt));
const TestSent = envelope(z.object({ deliveryIds: z.array(z.string()) }));

type Request = ReturnType<typeof useRequester>;

/** `GET /api/Webhook` (organization admins): the organization's endpoints. */
export const webhooksQueryOptions = (request: Request) =>
  queryOptions({
    queryKey: ['webhooks'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/Webhook', { schema: checked(import.meta.env.DEV && EndpointList), signal }).then((e) => e.data),
  });

/** `GET /api/Webhook/{id}/deliveries`: the endpoint's newest deliveries (first page). */
export const webhookDeliveriesQueryOptions = (request: Request, endpointId: string) =>
  queryOptions({
    queryKey: ['webhooks', endpointId, 'deliveries'] as const,
    queryFn: ({ signal }) =>
      request('GET', `/api/Webhook/${endpointId}/deliveries?pageSize=25`, {
        schema: checked(import.meta.env.DEV && Deliveries),
        signal,
      }).then((e) => e.data),
    // While a delivery is still being tried, the log follows it (attempts run in the background).
    refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.status === 'pending') ? 5_000 : false),
  });

/** `GET /api/Webhook/{id}/deliveries/{deliveryId}/attempts`: every attempt of one delivery. */
export const webhookAttemptsQueryOptions = (request: Request, endpointId: string, deliveryId: string) =>
  queryOptions({
    queryKey: ['webhooks', endpointId, 'deliveries', deliveryId, 'attempts'] as const,
    queryFn: ({ signal }) =>
      request('GET', `/api/Webhook/${endpointId}/deliveries/${deliveryId}/attempts`, {
        schema: checked(import.meta.env.DEV && Attempts),
        signal,
      }).then((e) => e.data),
  });

export function useWebhookAttempts(endpointId: string, deliveryId: string) {
  return useQuery(webhookAttemptsQueryOptions(useRequester(), endpointId, deliveryId));
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions(useRequester()));
}

export function useWebhookDeliveries(endpointId: string) {
  return useQuery(webhookDeliveriesQueryOptions(useRequester(), endpointId));
}

/** A change to the endpoints; every one reads the endpoints (and their logs) again. */
function useWebhookChange<I, O>(change: (request: Request, input: I) => Promise<O>) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => change(request, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(request).queryKey }),
  });
}

/** `POST /api/Webhook`: resolves with the endpoint and its signing secret, shown this once. */
export const useCreateWebhook = () =>
  useWebhookChange((request, input: WebhookEndpointInput) =>
    request('POST', '/api/Webhook', {
      schema: checked(import.meta.env.DEV && WithSecret),
      body: input,
      successMessage: 'Endpoint added.',
    }).then((e) => e.data),
  );

export const useUpdateWebhook = () =>
  useWebhookChange((request, { id, ...input }: WebhookEndpointUpdate & { id: string }) =>
    request('PUT', `/api/Webhook/${id}`, {
      schema: checked(import.meta.env.DEV && OneEndpoint),
      body: input,
      successMessage: 'Endpoint saved.',
    }).then((e) => e.data),
  );

export const useDeleteWebhook = () =>
  useWebhookChange((request, id: string) =>
    request('DELETE', `/api/Webhook/${id}`, {
      schema: checked(import.meta.env.DEV && OneEndpoint),
      successMessage: 'Endpoint deleted.',
    }).then((e) => e.data),
  );

/** `POST /api/Webhook/{id}/rotate-secret`: the new secret, shown once; the old one signs on for the overlap. */
export const useRotateWebhookSecret = () =>
  useWebhookChange((request, id: string) =>
    request('POST', `/api/Webhook/${id}/rotate-secret`, {
      schema: checked(import.meta.env.DEV && WithSecret),
      successMessage: 'New signing secret made.',
    }).then((e) => e.data),
  );

export const useSendTestEvent = () =>
  useWebhookChange((request, id: string) =>
    request('POST', `/api/Webhook/${id}/test`, {
      schema: checked(import.meta.env.DEV && TestSent),
      successMessage: 'Test event sent.',
    }).then((e) => e.data),
  );

export const useRedeliver = () =>
  useWebhookChange((request, { endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    request('POST', `/api/Webhook/${endpointId}/deliveries/${deliveryId}/redeliver`, {
      schema: checked(import.meta.env.DEV && OneDelivery),
      successMessage: 'Sent again.',
    }).then((e) => e.data),
  );
