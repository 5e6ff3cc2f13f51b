import { PDFDocument } from '@cantoo/pdf-lib';
import { embedFaces, type Face, fit, INK, RULE } from '../../platform/export/pdf-text.js';
import type { CompanyRow } from '../company/service.js';
import type { ProviderInvoice } from './provider.js';

const longDay = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An amount in cents of a currency: "$129.00" for dollars, "129.00 EUR" for another. */
export function invoiceAmount(cents: number, currency: string): string {
  const value = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency.toLowerCase() === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

export const invoiceFileName = (invoice: ProviderInvoice) =>
  `shelfscope-invoice-${invoice.id.replace(/[^A-Za-z0-9_-]+/g, '')}.pdf`;

/**
 * An invoice as a PDF (US Letter), drawn with the purchase orders' PDF code: who it bills (the
 * company's name, address, email and tax id as the profile has them now), its number and dates,
 * the line it bills with its amount and currency, the total, and when it was paid (or that it is
 * still due).
 */
export async function invoicePdf(invoice: ProviderInvoice, company: CompanyRow): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.id}`);
  pdf.setProducer('ShelfScope');
  const { font, bold } = await embedFaces(pdf);
  const [width, height] = [612, 792];
  const margin = 40;
  const page = pdf.addPage([width, height]);
  let y = height - margin;
  const text = (value: string, x: number, size = 10, face: Face = font, room = width - margin - x) =>
    face.draw(page, fit(value, face, size, room), { x, y, size, color: INK });
  const right = (value: string, size = 10, face: Face = font) => {
    const fitted = fit(value, face, size, 200);
    face.draw(page, fitted, { x: width - margin - face.widthOfTextAtSize(fitted, size), y, size, color: INK });
  };
  const rule = () => page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5, color: RULE });

  text('INVOICE', margin, 20, bold);
  right(invoice.id, 11, bold);
  y -= 34;
  const cityLine = [company.city, [company.state, company.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const billTo = [
    company.name,
    ...(company.address ? company.address.split('\n') : []),
    cityLine,
    company.email ?? '',
    company.taxId ? `Tax ID: ${company.taxId}` : '',
  ].filter(Boolean);
  const from = ['ShelfScope', 'Wholesale sourcing software'];
  const half = (width - 2 * margin) / 2;
  text('Bill to', margin, 9, bold, half - 8);
  text('From', margin + half, 9, bold, half - 8);
  y -= 14;
  for (let k = 0; k < Math.max(billTo.length, from.length); k++) {
    const left = billTo[k];
    const other = from[k];
    if (left) text(left, margin, 10, k === 0 ? bold : font, half - 8);
    if (other) text(other, margin + half, 10, k === 0 ? bold : font, half - 8);
    y -= 13;
  }
  y -= 10;
  const details: [string, string][] = [
    ['Invoice', invoice.id],
    ['Date', longDay(invoice.created)],
    ['Status', invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Due' : invoice.status],
    ['Paid on', invoice.paidAt ? longDay(invoice.paidAt) : 'not paid'],
    ['Currency', invoice.currency.toUpperCase()],
  ];
  for (const [label, value] of details) {
    text(`${label}:`, margin, 10, bold);
    text(value, margin + 80, 10);
    y -= 14;
  }
  y -= 14;
  text('Description', margin, 9, bold);
  right('Amount', 9, bold);
  y -= 6;
  rule();
  y -= 16;
  text(invoice.line, margin, 10, font, width - 2 * margin - 110);
  right(invoiceAmount(invoice.amount, invoice.currency));
  y -= 10;
  rule();
  y -= 18;
  text('Total', margin + half, 11, bold);
  right(invoiceAmount(invoice.amount, invoice.currency), 11, bold);
  y -= 16;
  if (invoice.status === 'paid' && invoice.paidAt) {
    text(`Paid in full on ${longDay(invoice.paidAt)}.`, margin + half, 10, font, half);
  }
  const footer = `${invoice.id} · Page 1 of 1`;
  font.draw(page, footer, { x: width - margin - font.widthOfTextAtSize(footer, 8), y: margin - 10, size: 8, color: RULE });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
