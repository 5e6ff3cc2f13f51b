import { api } from '../seller.js';
import type { IsolationResource } from './types.js';

/** API keys and webhook endpoints, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'API key',
    async create(ctx, jwt) {
      const res = await api(ctx, 'POST', '/api/ApiKey', jwt, { name: 'Company A key', scopes: ['products:read'] });
      if (res.status !== 200) throw new Error(`key not created: ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    },
    async probe(ctx, jwt, id) {
      const res = await api(ctx, 'GET', '/api/ApiKey', jwt);
      return (res.body.data as { id: string }[]).find((key) => key.id === id) ?? null;
    },
    routes: [{ method: 'DELETE', url: (id) => `/api/ApiKey/${id}` }],
    lists: [{ method: 'GET', url: '/api/ApiKey' }],
  },
  {
    name: 'webhook endpoint',
    async create(ctx, jwt) {
      const res = await api(ctx, 'POST', '/api/Webhook', jwt, {
        url: 'https://company-a.example.com/hooks',
        description: 'Company A',
        eventTypes: ['upload.finished'],
      });
      if (res.status !== 200) throw new Error(`endpoint not created: ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    },
    async probe(ctx, jwt, id) {
      const res = await api(ctx, 'GET', '/api/Webhook', jwt);
      return (res.body.data as { id: string }[]).find((endpoint) => endpoint.id === id) ?? null;
    },
    routes: [
      { method: 'PUT', url: (id) => `/api/Webhook/${id}`, body: () => ({ url: 'https://taken.example.com/' }) },
      { method: 'DELETE', url: (id) => `/api/Webhook/${id}` },
      { method: 'POST', url: (id) => `/api/Webhook/${id}/rotate-secret` },
      { method: 'POST', url: (id) => `/api/Webhook/${id}/test` },
      { method: 'GET', url: (id) => `/api/Webhook/${id}/deliveries` },
    ],
    lists: [{ method: 'GET', url: '/api/Webhook' }],
  },
];
