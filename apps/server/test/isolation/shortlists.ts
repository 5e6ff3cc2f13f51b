import { api } from '../seller.js';
import { shortlistWithItem as oneLine } from '../shortlists.js';
import type { IsolationResource } from './types.js';

/** Company A's shortlist with one item. */
const shortlistWithItem = (ctx: Parameters<IsolationResource['create']>[0], jwt: string) =>
  oneLine(ctx, jwt, { supplier: { name: 'Company A list supplier' }, name: 'Company A picks' });

const [sl, it] = [(id: string) => id.split(' ')[0], (id: string) => id.split(' ')[1]];

/** Routes of the shortlists area, for the tenant-isolation test. */
export const resources: IsolationResource[] = [
  {
    name: 'shortlist',
    async create(ctx, jwt) {
      const { shortlistId, itemId } = await shortlistWithItem(ctx, jwt);
      return `${shortlistId} ${itemId}`;
    },
    async probe(ctx, jwt, id) {
      return (await api(ctx, 'GET', `/api/Shortlist/${sl(id)}`, jwt)).body.data;
    },
    routes: [
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}` },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/summary` },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/slim` },
      { method: 'PUT', url: (id) => `/api/Shortlist/${sl(id)}`, body: () => ({ name: 'Taken over' }) },
      { method: 'PATCH', url: (id) => `/api/Shortlist/${sl(id)}/name?name=Taken` },
      { method: 'DELETE', url: (id) => `/api/Shortlist/${sl(id)}` },
      {
        method: 'PUT',
        url: (id) => `/api/Shortlist/${sl(id)}/override`,
        body: () => ({ buyBoxOverride: 0, buyBoxOverrideMode: 1 }),
      },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/refresh` },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/items` },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/items/slim` },
      {
        method: 'POST',
        url: (id) => `/api/Shortlist/${sl(id)}/item`,
        body: () => ({ productId: '00000000-0000-4000-8000-000000000000' }),
      },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}` },
      { method: 'GET', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}/slim` },
      { method: 'PUT', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}`, body: () => ({ quantity: 99 }) },
      { method: 'DELETE', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}` },
      { method: 'PUT', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}/override`, body: () => ({ override: 1 }) },
      { method: 'PATCH', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}/comments?comments=mine` },
      { method: 'PATCH', url: (id) => `/api/Shortlist/${sl(id)}/item/${it(id)}/quantity?quantity=9` },
    ],
    lists: [
      { method: 'GET', url: '/api/Shortlist' },
      { method: 'GET', url: '/api/Shortlist/slim' },
    ],
  },
];
