/**
 * Spec section 2: on the list's address, a price list or shortlist name in the query means the
 * page was opened from that workflow, and success toasts stay quiet there.
 */
export function isQuietAddress(search: Record<string, unknown>): boolean {
  return ['priceList', 'priceListName', 'shortlist', 'shortlistName'].some(
    (key) => typeof search[key] === 'string' && (search[key] as string).trim() !== '',
  );
}
