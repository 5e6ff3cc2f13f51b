import { api } from '../seller.js';
import type { IsolationResource } from './types.js';

/** Routes of the filters area, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'user filter',
    async create(ctx, jwt) {
      const res = await api(ctx, 'POST', '/api/UserFilters', jwt, { name: 'Isolated', filter: "brand = 'Company A'" });
      if (res.status !== 200) throw new Error(`filter not created: ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    },
    async probe(ctx, jwt, id) {
      const res = await api(ctx, 'GET', '/api/UserFilters', jwt);
      return (res.body.data as { id: string }[]).find((filter) => filter.id === id) ?? null;
    },
    routes: [
      { method: 'PUT', url: (id) => `/api/UserFilters/${id}`, body: () => ({ name: 'Taken over', filter: 'roi > 0' }) },
      { method: 'DELETE', url: (id) => `/api/UserFilters/${id}` },
    ],
    lists: [{ method: 'GET', url: '/api/UserFilters' }],
  },
];
