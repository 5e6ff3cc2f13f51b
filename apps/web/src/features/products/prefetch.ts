import type { Prefetch } from '../../app/areas';
import { supplierOptionsQuery } from '../../lib/suppliers';
import { userSettingsQueryOptions } from '../../lib/user-settings';
import { defaultSupplierWindow, productsQuery } from './api/products';
import { productList, readGridUrl } from './grid-url';
import { windowQuery } from './row-windows';

/**
 * Starts the products grid's requests as the route is entered, beside the page's code rather than
 * after it (issue 40, item 29: the first row came 1.3 to 1.4 s after a cold load): the member's
 * settings (the columns), the suppliers, and the first window of products of the supplier in the
 * address or, as the page does, the first one. The page reads the same queries.
 */
export const prefetch: Prefetch = async ({ queryClient, request, search }) => {
  const url = readGridUrl(search);
  void queryClient.prefetchQuery(userSettingsQueryOptions(request));
  let supplierId = url.supplierId;
  if (!supplierId) {
    // The first supplier is known only once the suppliers have answered: the products of the one
    // it was last time go out beside them instead of after (a round trip in series). When the
    // first has changed meanwhile, its products are asked for as before.
    // A browser that has not been here asks the server for its default list (the first
    // supplier's) beside the suppliers, and files it under that supplier once they say who it is.
    const suppliers = queryClient.ensureQueryData(supplierOptionsQuery(request));
    const remembered = readFirstSupplier();
    const list = productList(url, remembered ?? '');
    const defaulted = remembered ? null : defaultSupplierWindow(request, windowQuery(list, 0)).catch(() => null);
    if (remembered) void queryClient.prefetchQuery(productsQuery(request, windowQuery(list, 0)));
    supplierId = (await suppliers)[0]?.id ?? null;
    rememberFirstSupplier(supplierId);
    const page = await defaulted;
    // Rows name their supplier; an empty page cannot say whose it is, so it is asked for again.
    if (supplierId && page?.data[0]?.supplierId === supplierId) {
      queryClient.setQueryData(productsQuery(request, windowQuery(productList(url, supplierId), 0)).queryKey, page);
    }
  }
  // The page asked for above (the remembered first supplier's) is not asked for again.
  if (supplierId) await queryClient.ensureQueryData(productsQuery(request, windowQuery(productList(url, supplierId), 0)));
};

const FIRST_SUPPLIER = 'shelfscope.products.first-supplier';

/** The first supplier's id as the last visit saw it (none in a browser that keeps no storage). */
function readFirstSupplier(): string | null {
  try {
    return localStorage.getItem(FIRST_SUPPLIER);
  } catch {
    return null;
  }
}

function rememberFirstSupplier(id: string | null): void {
  try {
    if (id) localStorage.setItem(FIRST_SUPPLIER, id);
    else localStorage.removeItem(FIRST_SUPPLIER);
  } catch {
    // No storage: the next visit waits for the suppliers, as before.
  }
}
