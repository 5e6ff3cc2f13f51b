import { api } from '../seller.js';
import type { IsolationResource } from './types.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function created(res: { status: number; body: { data: { id: string } } }, what: string): Promise<string> {
  if (res.status !== 200) throw new Error(`${what} not created: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** Routes of the categories and suppliers areas, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'category',
    create: async (ctx, jwt) => created(await api(ctx, 'POST', '/api/Category', jwt, { name: 'Company A picks' }), 'category'),
    async probe(ctx, jwt, id) {
      const res = await api(ctx, 'GET', '/api/Category', jwt);
      return (res.body.data as { id: string }[]).find((category) => category.id === id) ?? null;
    },
    routes: [
      { method: 'PUT', url: (id) => `/api/Category/${id}`, body: () => ({ name: 'Taken over' }) },
      { method: 'DELETE', url: (id) => `/api/Category/${id}` },
      { method: 'PUT', url: (id) => `/api/Category/${id}/assign/${UNKNOWN}` },
      { method: 'PUT', url: (id) => `/api/Category/${id}/unassign/${UNKNOWN}` },
      // Naming another company's category when creating a supplier.
      { method: 'POST', url: () => '/api/Supplier', body: (id) => ({ name: 'Intruder', categoriesIds: [id] }) },
    ],
    lists: [
      { method: 'GET', url: '/api/Category' },
      { method: 'GET', url: '/api/Category/slim' },
    ],
  },
  {
    name: 'supplier',
    create: async (ctx, jwt) =>
      created(
        await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Company A source', city: 'Springfield', state: 'IL' }),
        'supplier',
      ),
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', `/api/Supplier/${id}`, jwt)).body.data;
    },
    routes: [
      { method: 'GET', url: (id) => `/api/Supplier/${id}` },
      { method: 'GET', url: (id) => `/api/Supplier/${id}/slim` },
      { method: 'GET', url: (id) => `/api/Supplier/${id}/refresh` },
      { method: 'DELETE', url: (id) => `/api/Supplier/${id}` },
      { method: 'PUT', url: () => '/api/Supplier', body: (id) => ({ id, name: 'Taken over' }) },
      {
        method: 'PUT',
        url: () => '/api/Supplier/override',
        body: (id) => ({ supplierId: id, override: 5, overrideCustomValue: 1 }),
      },
      { method: 'PATCH', url: (id) => `/api/Supplier/${id}/name?name=Taken%20over` },
      { method: 'PATCH', url: (id) => `/api/Supplier/${id}/email?email=x%40example.com` },
      { method: 'PATCH', url: (id) => `/api/Supplier/${id}/phone?phone=5550100` },
      { method: 'PATCH', url: (id) => `/api/Supplier/${id}/address?address=Elsewhere` },
      { method: 'PUT', url: (id) => `/api/Category/${UNKNOWN}/assign/${id}` },
    ],
    lists: [
      { method: 'GET', url: '/api/Supplier' },
      { method: 'GET', url: '/api/Supplier/slim' },
      { method: 'POST', url: '/api/SupplierSearch', body: { name: 'Company A' } },
      { method: 'POST', url: '/api/SupplierSearch', body: { city: 'Springfield' } },
    ],
  },
];
