import { AuditEntry, type AuditLogQuery, listEnvelope } from '@shelfscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checked } from './checked';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const Entries = listEnvelope(AuditEntry);

/** The filters the audit log screen sends; empty ones are left out. */
export type AuditLogFilters = Pick<AuditLogQuery, 'memberId' | 'action' | 'entity' | 'from' | 'to'>;

/** The query string of the filters, for the list and the CSV download alike. */
export function auditLogSearch(filters: AuditLogFilters, page?: { page: number; pageSize: number }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...page })) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** `GET /api/AuditLog` (owners and organization admins): one page of the organization's audit log. */
export const auditLogQuery = (request: Requester, filters: AuditLogFilters, page: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['audit-log', filters, page] as const,
    queryFn: ({ signal }) =>
      request('GET', `/api/AuditLog?${auditLogSearch(filters, page)}`, {
        schema: checked(import.meta.env.DEV && Entries),
        signal,
      }).then((e) => ({ items: e.data as AuditEntry[], totalItems: e.totalItems ?? 0 })),
  });

/** One page of the audit log; `enabled` false asks nothing (a member without audit:read). */
export function useAuditLog(filters: AuditLogFilters, page: { page: number; pageSize: number }, enabled: boolean) {
  // Another page or filter keeps the rows shown until its own arrive.
  return useQuery({ ...auditLogQuery(useRequester(), filters, page), enabled, placeholderData: keepPreviousData });
}
