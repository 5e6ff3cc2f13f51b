import type { AnalysisEndpoints } from '../../../components/product-analysis/api';

const base = (id: string) => `/api/QuickView/${encodeURIComponent(id)}`;

/** A quick-view item in the API (spec section 7, Quick view): its history is `/chart`. */
export function quickViewEndpoints(id: string): AnalysisEndpoints {
  return {
    key: ['product-analysis', 'quick-view', id],
    detail: base(id),
    graph: `${base(id)}/chart`,
    variations: `${base(id)}/variations`,
    refresh: `${base(id)}/refresh`,
    field: (name) => `${base(id)}/${name}`,
    override: `${base(id)}/buybox-override`,
    refreshedMessage: (withStock) => (withStock ? 'ASIN data refreshed successfully' : 'Asin refreshed'),
  };
}
