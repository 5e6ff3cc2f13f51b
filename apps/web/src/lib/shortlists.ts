import { envelope, Shortlist, ShortlistItem } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const ShortlistList = envelope(z.array(Shortlist));
const OneShortlist = envelope(Shortlist);
const OneItem = envelope(ShortlistItem);

/**
 * `GET /api/Shortlist`: every shortlist of the company with its totals, for the shortlists page
 * and the "add to shortlist" pickers of products, the product page and the scanner. One factory,
 * so they share one cache entry; a change invalidates `['shortlists']`, which covers this key.
 */
export const shortlistsQuery = (request: Requester) =>
  queryOptions({
    queryKey: ['shortlists', 'list'] as const,
    queryFn: ({ signal }) => request('GET', '/api/Shortlist', { schema: ShortlistList, signal }).then((e) => e.data),
  });

/** Every shortlist; `enabled` false waits (a dialog not yet open). */
export function useShortlists(enabled = true) {
  return useQuery({ ...shortlistsQuery(useRequester()), enabled });
}

/** POST /api/Shortlist: a new shortlist for a supplier's products (silent: the caller reports). */
export const createShortlist = (request: Requester, input: { name: string; supplierId: string }) =>
  request('POST', '/api/Shortlist', { schema: OneShortlist, body: input, silent: true }).then((e) => e.data);

/**
 * POST /api/Shortlist/{id}/item: a product of the shortlist's supplier, `quantity` units (the
 * server's default without one); adding one already there adds to its quantity. Silent per
 * spec section 9: the caller says what happened.
 */
export const addShortlistItem = (request: Requester, shortlistId: string, item: { productId: string; quantity?: number }) =>
  request('POST', `/api/Shortlist/${encodeURIComponent(shortlistId)}/item`, { schema: OneItem, body: item, silent: true }).then(
    (e) => e.data,
  );
