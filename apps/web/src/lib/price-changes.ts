import { listEnvelope, type PriceChangeKind, UploadChange } from '@shelfscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const Changes = listEnvelope(UploadChange);

export type ChangesQuery = { kind: PriceChangeKind | null; page: number; pageSize: number };

/**
 * `GET /api/Upload/{id}/changes`: one page of what changed in a price list since its supplier's
 * previous one, one kind or all. The changes of a finished upload never change, so the page is
 * kept for the session (staleTime Infinity) under the uploads' key.
 */
export const uploadChangesQuery = (request: Requester, uploadId: string, query: ChangesQuery) =>
  queryOptions({
    queryKey: ['uploads', 'changes', uploadId, query] as const,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      request('GET', `/api/Upload/${encodeURIComponent(uploadId)}/changes`, {
        schema: Changes,
        signal,
        query: { kind: query.kind, page: query.page, pageSize: query.pageSize },
      }).then((e) => ({ items: e.data, totalItems: e.totalItems })),
  });

/** One page of an upload's changes; `enabled` false waits (the upload is not compared yet). */
export function useUploadChanges(uploadId: string, query: ChangesQuery, enabled = true) {
  // Another kind or page keeps the rows shown until its own arrive.
  return useQuery({ ...uploadChangesQuery(useRequester(), uploadId, query), enabled, placeholderData: keepPreviousData });
}
