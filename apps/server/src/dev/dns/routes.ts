import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { deleteDevDnsRecords, listDevDnsRecords, putDevDnsRecord } from './records.js';

const Name = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.-]{1,253}$/, 'must be a DNS name such as example.com');
const Record = z.object({ name: Name, type: z.literal('TXT'), value: z.string().min(1).max(255) });

/**
 * The development DNS server's records (dev tools only): what a domain's owner would publish at
 * their DNS host. The admin portal's "publish in the development DNS" and the tests use it.
 */
export const devDnsRoutes =
  (deps: { db: Db; address: () => string | null }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/dns/records',
      {
        schema: {
          tags: ['dev'],
          summary: 'The development DNS server and its records',
          response: { 200: z.object({ server: z.string().nullable(), records: z.array(Record) }) },
        },
      },
      async () => ({ server: deps.address(), records: await listDevDnsRecords(deps.db) }),
    );
    app.put(
      '/dev/dns/records',
      {
        schema: {
          tags: ['dev'],
          summary: 'Publish a TXT record in the development DNS',
          body: Record,
          response: { 200: Record },
        },
      },
      async (request) => {
        await putDevDnsRecord(deps.db, request.body);
        return request.body;
      },
    );
    app.delete(
      '/dev/dns/records',
      {
        schema: {
          tags: ['dev'],
          summary: 'Remove TXT records of a name (one value, or all)',
          querystring: z.object({ name: Name, value: z.string().min(1).max(255).optional() }),
          response: { 200: z.object({ removed: z.number() }) },
        },
      },
      async (request) => ({ removed: await deleteDevDnsRecords(deps.db, request.query.name, request.query.value) }),
    );
  };
