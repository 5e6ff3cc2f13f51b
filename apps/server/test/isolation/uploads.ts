import { asinOf } from '../../src/market/index.js';
import { api } from '../seller.js';
import { eventually } from '../test-app.js';
import type { IsolationResource } from './types.js';
import { csvOf, postUpload } from './upload-files.js';

/** Routes of uploads and notifications, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'upload',
    async create(ctx, jwt) {
      const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, {
        name: `Company A uploads ${Math.random().toString(36).slice(2, 8)}`,
      });
      const res = await postUpload(
        ctx,
        jwt,
        {
          name: 'company-a-secret.csv',
          content: csvOf([
            ['ASIN', 'Cost'],
            [asinOf(60), '1'],
          ]),
        },
        {
          supplierId: supplier.body.data.id,
        },
      );
      if (res.status !== 200) throw new Error(`upload not created: ${JSON.stringify(res.body)}`);
      const id = res.body.data.id as string;
      await eventually(async () => (await api(ctx, 'GET', `/api/Upload/${id}`, jwt)).body.data.status === 'done');
      return id;
    },
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', `/api/Upload/${id}`, jwt)).body.data;
    },
    routes: [
      { method: 'GET', url: (id) => `/api/Upload/${id}` },
      { method: 'GET', url: (id) => `/api/Upload/${id}/report.csv` },
      { method: 'GET', url: (id) => `/api/Upload/${id}/changes` },
      { method: 'GET', url: (id) => `/api/Upload/${id}/rows/2/candidates` },
      { method: 'POST', url: (id) => `/api/Upload/${id}/rows/2/choice`, body: () => ({ asin: 'B000000000' }) },
    ],
    lists: [{ method: 'GET', url: '/api/Upload' }],
  },
  {
    name: 'notification',
    async create(ctx, jwt) {
      const id = await resources[0]?.create(ctx, jwt);
      const list = await api(ctx, 'GET', '/api/Notification', jwt);
      const note = list.body.data.find((n: { data: { uploadId?: string } }) => n.data.uploadId === id);
      if (!note) throw new Error('no notification for the upload');
      return note.id as string;
    },
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', '/api/Notification', jwt)).body.data.find((n: { id: string }) => n.id === id);
    },
    routes: [{ method: 'PUT', url: (id) => `/api/Notification/${id}/read` }],
    lists: [{ method: 'GET', url: '/api/Notification' }],
  },
];
