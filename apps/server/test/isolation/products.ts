import { SIMULATED_EXAMPLES } from '../../src/market/index.js';
import { api } from '../seller.js';
import type { IsolationResource } from './types.js';

/** Routes of the products area, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'product',
    async create(ctx, jwt) {
      const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Company A products' });
      const res = await api(ctx, 'POST', '/api/Product', jwt, {
        supplierId: supplier.body.data.id,
        identifier: SIMULATED_EXAMPLES.standard,
        identifierType: 0,
        cost: 7,
        comment: 'Company A secret',
      });
      if (res.status !== 200) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
      return res.body.data.product.id as string;
    },
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', `/api/Product/${id}`, jwt)).body.data;
    },
    routes: [
      { method: 'GET', url: (id) => `/api/Product/${id}` },
      { method: 'GET', url: (id) => `/api/Product/${id}/offers` },
      { method: 'GET', url: (id) => `/api/Product/${id}/variations` },
      { method: 'GET', url: (id) => `/api/Product/${id}/graph` },
      { method: 'GET', url: (id) => `/api/Product/${id}/refresh` },
      { method: 'PUT', url: (id) => `/api/product/${id}`, body: () => ({ cost: 1 }) },
      { method: 'DELETE', url: (id) => `/api/product/${id}` },
      { method: 'PATCH', url: (id) => `/api/product/${id}/buybox-override`, body: () => ({ override: 1 }) },
      { method: 'PATCH', url: (id) => `/api/product/${id}/cost?cost=1` },
      { method: 'PATCH', url: (id) => `/api/product/${id}/comment?comment=mine` },
    ],
    lists: [],
  },
];
