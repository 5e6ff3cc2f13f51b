import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useCallback } from 'react';

/**
 * Follows links to pages of the app (`<a href="/products/…" data-internal>`) inside a container
 * with the router, without a reload; modified and other-button clicks, and links without
 * `data-internal`, go to the browser as usual. One handler on the container rather than a
 * component with its own handler in every link: the grid has one such link a row, and rows are
 * made and thrown away as it scrolls.
 */
export function useFollowInternalLinks(): (event: MouseEvent<Element>) => void {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<Element>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest?.('a[data-internal]');
      const href = link?.getAttribute('href');
      if (!link || !href || !event.currentTarget.contains(link)) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
}
