import type { AnalysisEndpoints } from '../../../components/product-analysis/api';

const base = (id: string) => encodeURIComponent(id);

/** A supplier's product in the API (spec section 7, Product; docs/products.md). */
export function productEndpoints(id: string): AnalysisEndpoints {
  return {
    key: ['product-analysis', 'product', id],
    detail: `/api/Product/${base(id)}`,
    graph: `/api/Product/${base(id)}/graph`,
    variations: `/api/Product/${base(id)}/variations`,
    refresh: `/api/Product/${base(id)}/refresh`,
    field: (name) => `/api/product/${base(id)}/${name}`,
    override: `/api/product/${base(id)}/buybox-override`,
    // Spec section 9's texts: the product page reads the ASIN's data again, stock levels or not.
    refreshedMessage: (withStock) => (withStock ? 'ASIN data refreshed successfully' : 'Asin refreshed'),
  };
}
