import { api } from '../seller.js';
import type { IsolationResource } from './types.js';

/** Routes of the user-resources area, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'user resource',
    async create(ctx, jwt) {
      const res = await api(ctx, 'POST', '/api/UserResources', jwt, {
        value: 'Company A notes',
        resourceType: 1,
        name: 'Company A',
      });
      if (res.status !== 200) throw new Error(`resource not created: ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    },
    async probe(ctx, jwt, id) {
      const res = await api(ctx, 'GET', '/api/UserResources', jwt);
      return (res.body.data as { id: string }[]).find((resource) => resource.id === id) ?? null;
    },
    routes: [{ method: 'DELETE', url: (id) => `/api/UserResources/${id}` }],
    lists: [{ method: 'GET', url: '/api/UserResources' }],
  },
];
