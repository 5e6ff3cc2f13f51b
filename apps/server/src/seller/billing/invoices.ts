import type { Invoice } from '@shelfscope/contracts';
import { HttpError } from '../../platform/http/errors.js';
import type { CompanyRow } from '../company/service.js';
import type { ProviderInvoice } from './provider.js';
import { type BillingDeps, customerIdOf } from './service.js';

/**
 * What the invoice routes do, one verb each (invoice-routes.ts parses and replies). An invoice is
 * looked up among the calling company's own customer's: another company's invoice id is a 404,
 * as an unknown one.
 */

type Caller = { deps: BillingDeps; company: CompanyRow };

/** The company's invoices at the provider (none before its first checkout). */
async function invoicesOf({ deps, company }: Caller): Promise<ProviderInvoice[]> {
  const customerId = await customerIdOf(deps.db, company.id);
  return customerId ? deps.provider.listInvoices(customerId) : [];
}

const invoiceDto = (invoice: ProviderInvoice): Invoice => ({
  ...invoice,
  created: invoice.created.toISOString(),
  paidAt: invoice.paidAt?.toISOString() ?? null,
});

/** The company's invoices, newest first. */
export async function companyInvoices(options: Caller): Promise<Invoice[]> {
  return (await invoicesOf(options)).map(invoiceDto);
}

/** One of the company's invoices as a PDF, with the file name to send it under. */
export async function invoiceDocument(options: Caller & { invoiceId: string }): Promise<{ fileName: string; body: Buffer }> {
  const invoice = (await invoicesOf(options)).find((i) => i.id === options.invoiceId);
  if (!invoice) throw HttpError.notFound('No invoice of yours has this id.');
  // The PDF library (pdf-lib, fontkit: some 6.5 MB of heap) loads with the first document.
  const { invoiceFileName, invoicePdf } = await import('./invoice-pdf.js');
  return { fileName: invoiceFileName(invoice), body: await invoicePdf(invoice, options.company) };
}
