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
  {
    name: 'quick-view item',
    async create(ctx, jwt) {
      const res = await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: SIMULATED_EXAMPLES.meltable, cost: 3 });
      if (res.status !== 200) throw new Error(`quick-view item not created: ${JSON.stringify(res.body)}`);
      await api(ctx, 'PATCH', `/api/QuickView/${res.body.data.product.id}/buybox-override`, jwt, {
        override: 5,
        buyBoxOverrideCustomValue: 77,
      });
      return res.body.data.product.id as string;
    },
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', `/api/QuickView/${id}`, jwt)).body.data;
    },
    routes: [
      { method: 'GET', url: (id) => `/api/QuickView/${id}` },
      { method: 'PUT', url: (id) => `/api/QuickView/${id}`, body: () => ({ cost: 1 }) },
      { method: 'DELETE', url: (id) => `/api/QuickView/${id}` },
      { method: 'GET', url: (id) => `/api/QuickView/${id}/chart` },
      { method: 'GET', url: (id) => `/api/QuickView/${id}/offers` },
      { method: 'GET', url: (id) => `/api/QuickView/${id}/variations` },
      { method: 'GET', url: (id) => `/api/QuickView/${id}/refresh` },
      { method: 'PATCH', url: (id) => `/api/QuickView/${id}/buybox-override`, body: () => ({ override: 1 }) },
      { method: 'PATCH', url: (id) => `/api/QuickView/${id}/cost?cost=1` },
      { method: 'PATCH', url: (id) => `/api/QuickView/${id}/quantityPack?quantityPack=2` },
      // The product routes do not reach quick-view items of another company either.
      { method: 'GET', url: (id) => `/api/Product/${id}` },
    ],
    lists: [{ method: 'GET', url: '/api/QuickView' }],
  },
];
