import { api } from '../seller.js';
import type { IsolationResource } from './types.js';

const [order, item] = [(id: string) => id.split(' ')[0], (id: string) => id.split(' ')[1]];

/** Routes of the purchase-orders area, for the tenant-isolation test ("orderId itemId"). */
export const resources: IsolationResource[] = [
  {
    name: 'purchase order',
    async create(ctx, jwt) {
      const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Company A order supplier' })).body.data.id;
      const created = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId, invoiceNumber: 'Company A invoice' })).body
        .data;
      const line = (
        await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, { title: 'Company A line', cost: 2, quantity: 3 })
      ).body.data;
      return `${created.id} ${line.id}`;
    },
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', `/api/PurchaseOrder/${order(id)}`, jwt)).body.data;
    },
    routes: [
      { method: 'GET', url: (id) => `/api/PurchaseOrder/${order(id)}` },
      { method: 'PUT', url: (id) => `/api/PurchaseOrder/${order(id)}`, body: () => ({ status: 5 }) },
      { method: 'DELETE', url: (id) => `/api/PurchaseOrder/${order(id)}` },
      { method: 'GET', url: (id) => `/api/PurchaseOrder/${order(id)}/items` },
      { method: 'GET', url: (id) => `/api/PurchaseOrder/${order(id)}/items/slim` },
      { method: 'POST', url: (id) => `/api/PurchaseOrder/${order(id)}/items`, body: () => ({ title: 'Intruder', quantity: 1 }) },
      { method: 'GET', url: (id) => `/api/PurchaseOrder/${order(id)}/items/${item(id)}` },
      { method: 'GET', url: (id) => `/api/PurchaseOrder/${order(id)}/items/${item(id)}/slim` },
      { method: 'PUT', url: (id) => `/api/PurchaseOrder/${order(id)}/items/${item(id)}`, body: () => ({ quantity: 99 }) },
      { method: 'DELETE', url: (id) => `/api/PurchaseOrder/${order(id)}/items/${item(id)}` },
    ],
    lists: [{ method: 'GET', url: '/api/PurchaseOrder' }],
  },
];
