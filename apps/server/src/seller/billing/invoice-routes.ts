import { envelope, Invoice } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../platform/http/content-disposition.js';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import { sellerOf } from '../auth/seller-auth.js';
import { companyInvoices, invoiceDocument } from './invoices.js';
import type { BillingDeps } from './service.js';

const tags = ['Billing'];

/**
 * The invoices on Plan & billing, and each as a PDF (invoices.ts). Ungated
 * (route-list.ts): a lapsed company still downloads what it paid.
 */
export const invoiceRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Billing/Invoices',
      {
        schema: {
          tags,
          summary: "The company's invoices, newest first (the last 100)",
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(z.array(Invoice)) },
        },
      },
      async (request) => ok(await companyInvoices({ deps, company: sellerOf(request).company })),
    );

    app.get(
      '/api/Billing/Invoices/:invoiceId/pdf',
      {
        schema: {
          tags,
          summary: 'One of the company’s invoices as a PDF: the company, the line billed, amount and currency, paid date',
          ...sessionOnly('billing', 'read'),
          params: z.object({ invoiceId: z.string().min(1).max(255) }),
        },
      },
      async (request, reply) => {
        const { fileName, body } = await invoiceDocument({
          deps,
          company: sellerOf(request).company,
          invoiceId: request.params.invoiceId,
        });
        return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(fileName)).send(body);
      },
    );
  };
