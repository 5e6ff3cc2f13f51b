import { AuditEntry, AuditLogQuery, listEnvelope } from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTable } from '../../platform/export/table.js';
import { paged } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { tenantDeps } from '../tenancy.js';
import { AUDIT_CSV_HEADER } from './service.js';
import { type AuditDeps, auditLogCsv, readAuditLog } from './verbs.js';

const tags = ['AuditLog'];
const AuditLogListQuery = AuditLogQuery.extend({ format: z.enum(['json', 'csv']).default('json') });

/** The organization audit log (docs/teams.md): owners and organization admins (audit:read). */
export const auditLogRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const depsOf = (request: FastifyRequest): AuditDeps => ({
      ...tenantDeps(services, request),
      identityDb: services.identity.db,
    });

    app.get(
      '/api/AuditLog',
      {
        config: { exportSlot: true },
        schema: {
          tags,
          summary:
            "The organization's audit log, newest first: filter by member, action, entity and date; format=csv downloads it",
          ...sessionOnly('audit', 'read'),
          querystring: AuditLogListQuery,
          response: { 200: listEnvelope(AuditEntry) },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const { caller } = sellerOf(request);
        if (format === 'csv') return sendCsv(caller.organizationId, query, request, reply);
        const { items, totalItems } = await readAuditLog(depsOf(request), { organizationId: caller.organizationId, query });
        return paged(items, { page: query.page, pageSize: query.pageSize, totalItems });
      },
    );

    app.get(
      '/api/AuditLog.csv',
      {
        config: { exportSlot: true },
        schema: {
          tags,
          summary: "The organization's audit log as CSV (the same filters), streamed",
          ...sessionOnly('audit', 'read'),
          querystring: AuditLogQuery,
        },
      },
      async (request, reply) => sendCsv(sellerOf(request).caller.organizationId, request.query, request, reply),
    );

    function sendCsv(
      organizationId: string,
      query: AuditLogQuery,
      request: FastifyRequest,
      reply: Parameters<typeof sendTable>[0],
    ) {
      return sendTable(reply, {
        fileName: `audit-log-${new Date().toISOString().slice(0, 10)}`,
        sheetName: 'Audit log',
        format: 'csv',
        header: AUDIT_CSV_HEADER,
        pages: auditLogCsv(depsOf(request), { organizationId, query }),
      });
    }
  };
