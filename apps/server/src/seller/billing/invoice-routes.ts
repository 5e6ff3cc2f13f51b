import { envelope, Invoice } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../platform/http/content-disposition.js';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import { sellerOf } from '../auth/seller-auth.js';
import type { CompanyRow } from '../company/service.js';
import { invoiceFileName, invoicePdf } from './invoice-pdf.js';
import type { ProviderInvoice } from './provider.js';
import { type BillingDeps, customerIdOf } from './service.js';

const tags = ['Billing'];

/** The company's invoices at the provider (none before its first checkout). */
async function invoicesOf(deps: BillingDeps, company: CompanyRow): Promise<ProviderInvoice[]> {
  const customerId = await customerIdOf(deps.db, company.id);
  return customerId ? deps.provider.listInvoices(customerId) : [];
}

const invoiceDto = (invoice: ProviderInvoice): Invoice => ({
  ...invoice,
  created: invoice.created.toISOString(),
  paidAt: invoice.paidAt?.toISOString() ?? null,
});

/**
 * The invoices on Plan & billing, and each as a PDF. An invoice is looked up among the caller's
 * own customer's: another company's invoice id is a 404, as an unknown one. Ungated
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
      async (request) => ok((await invoicesOf(deps, sellerOf(request).company)).map(invoiceDto)),
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
        const company = sellerOf(request).company;
        const invoice = (await invoicesOf(deps, company)).find((i) => i.id === request.params.invoiceId);
        if (!invoice) throw HttpError.notFound('No invoice of yours has this id.');
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(invoiceFileName(invoice)))
          .send(await invoicePdf(invoice, company));
      },
    );
  };
