import {
  AlertList,
  AlertRule,
  type AlertRuleInput,
  AlertRulePreview,
  type AlertRulePreviewInput,
  type AlertRuleUpdate,
  Alert as AlertSchema,
  envelope,
} from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const Rules = envelope(z.array(AlertRule));
const OneRule = envelope(AlertRule);
const Alerts = envelope(AlertList);
const OneAlert = envelope(AlertSchema);
const Preview = envelope(AlertRulePreview);

/** `GET /api/AlertRule`: the member's rules and the company's shared ones. */
export const alertRulesQueryOptions = (request: Requester) =>
  queryOptions({
    queryKey: ['alerts', 'rules'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/AlertRule', { schema: checked(import.meta.env.DEV && Rules), signal }).then((e) => e.data),
  });

/** `GET /api/Alert`: the alerts of the last 90 days (first page, newest first). */
export const alertsQueryOptions = (request: Requester) =>
  queryOptions({
    queryKey: ['alerts', 'list'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/Alert', {
        schema: checked(import.meta.env.DEV && Alerts),
        signal,
        query: { page: 1, pageSize: 100 },
      }).then((e) => e.data),
  });

export const useAlertRules = () => useQuery(alertRulesQueryOptions(useRequester()));
export const useAlerts = () => useQuery(alertsQueryOptions(useRequester()));

/** Changes to rules and alerts; each reads both lists again. */
export function useAlertMutations() {
  const request = useRequester();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['alerts'] });
  return {
    create: useMutation({
      mutationFn: (input: AlertRuleInput) =>
        request('POST', '/api/AlertRule', { schema: OneRule, body: input, successMessage: 'Alert rule saved.' }).then(
          (e) => e.data,
        ),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: AlertRuleUpdate & { id: string }) =>
        request('PUT', `/api/AlertRule/${encodeURIComponent(id)}`, {
          schema: OneRule,
          body: input,
          successMessage: 'Alert rule saved.',
        }).then((e) => e.data),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        request('DELETE', `/api/AlertRule/${encodeURIComponent(id)}`, { schema: OneRule, successMessage: 'Alert rule deleted.' }),
      onSuccess: done,
    }),
    read: useMutation({
      mutationFn: (id: string) =>
        request('POST', `/api/Alert/${encodeURIComponent(id)}/read`, { schema: OneAlert, silent: true }),
      onSuccess: done,
    }),
    snooze: useMutation({
      mutationFn: ({ id, hours }: { id: string; hours: number }) =>
        request('POST', `/api/Alert/${encodeURIComponent(id)}/snooze`, {
          schema: OneAlert,
          body: { hours },
          successMessage: `Rule snoozed for ${hours} hours.`,
        }),
      onSuccess: done,
    }),
    mute: useMutation({
      mutationFn: (id: string) =>
        request('POST', `/api/Alert/${encodeURIComponent(id)}/mute`, { schema: OneAlert, successMessage: 'Product muted.' }),
      onSuccess: done,
    }),
  };
}

/** `POST /api/AlertRule/preview`: what the rule would have fired in the last 30 days. */
export function useAlertPreview() {
  const request = useRequester();
  return useMutation({
    mutationFn: (input: AlertRulePreviewInput) =>
      request('POST', '/api/AlertRule/preview', { schema: Preview, body: input, silent: true }).then((e) => e.data),
  });
}
