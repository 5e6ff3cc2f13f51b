import type { Product } from '@shelfscope/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ExtensionClient } from '../lib/client';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'error'; message: string; httpStatus: number | null };

/** The ASIN's analysis from `/api/BrowserExtension/{asin}`; `replace` takes a PATCH's answer. */
export function useProduct(client: ExtensionClient, asin: string) {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    client.product(asin).then(
      (product) => live && setState({ status: 'ready', product }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
          httpStatus: typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [client, asin]);
  const replace = useCallback((product: Product) => setState({ status: 'ready', product }), []);
  return { state, replace };
}
