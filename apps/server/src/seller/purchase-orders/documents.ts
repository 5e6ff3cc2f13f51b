import type { PurchaseOrder, PurchaseOrderItem } from '@shelfscope/contracts';
import ExcelJS from 'exceljs';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** The columns of every download, in order. */
const COLUMNS: { header: string; value: (item: PurchaseOrderItem) => string | number | null }[] = [
  { header: 'Item number', value: (i) => i.itemNumber },
  { header: 'UPC', value: (i) => i.upc },
  { header: 'ASIN', value: (i) => i.asin },
  { header: 'Description', value: (i) => i.title ?? i.supplierDescription },
  { header: 'Units per pack', value: (i) => i.quantityPack },
  { header: 'Quantity (packs)', value: (i) => i.quantity },
  { header: 'Unit cost', value: (i) => i.cost },
  { header: 'Line total', value: (i) => i.lineTotal },
  { header: 'Comment', value: (i) => i.comment },
];

const money = (value: number) => `$${value.toFixed(2)}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function orderFileName(order: PurchaseOrder, extension: string): string {
  const safe = order.supplierName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'supplier';
  return `purchase-order-${safe}-${order.invoiceNumber?.replace(/[^A-Za-z0-9-]+/g, '') || order.id.slice(0, 8)}.${extension}`;
}

/** CSV (RFC 4180): a header row, one row per line, quotes doubled; a total row. */
export function orderCsv(order: PurchaseOrder, items: PurchaseOrderItem[]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    // Spreadsheet formula injection: a leading = + - @ is prefixed with a quote.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const rows = [COLUMNS.map((c) => c.header), ...items.map((item) => COLUMNS.map((c) => c.value(item)))];
  rows.push(['', '', '', 'Total', '', order.totalUnits, '', order.totalCost, '']);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** XLSX: the supplier block, then the lines as a table with the total. */
export async function orderXlsx(order: PurchaseOrder, items: PurchaseOrderItem[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'ShelfScope';
  const sheet = book.addWorksheet('Purchase order');
  sheet.addRow(['Purchase order', order.invoiceNumber ?? '']).font = { bold: true, size: 14 };
  sheet.addRow(['Supplier', order.supplierName]);
  for (const [label, value] of [
    ['Phone', order.supplierPhone],
    ['Email', order.supplierEmail],
    ['Address', order.supplierAddress],
    ['Placement date', day(order.placementDate)],
    ['Status', order.statusName],
  ] as const) {
    if (value) sheet.addRow([label, value]);
  }
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  for (const item of items) sheet.addRow(COLUMNS.map((c) => c.value(item)));
  const total = sheet.addRow(['', '', '', 'Total', '', order.totalUnits, '', order.totalCost, '']);
  total.font = { bold: true };
  for (const column of [7, 8]) sheet.getColumn(column).numFmt = '$#,##0.00';
  sheet.columns.forEach((column, i) => {
    column.width = i === 3 ? 48 : 16;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A one-or-more-page PDF ready to send: supplier block, order details, lines, totals. */
export async function orderPdf(order: PurchaseOrder, items: PurchaseOrderItem[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Purchase order ${order.invoiceNumber ?? ''}`.trim());
  pdf.setProducer('ShelfScope');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [612, 792]; // US Letter
  const margin = 48;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const text = (value: string, x: number, size = 9, face: PDFFont = font) => {
    page.drawText(fit(value, face, size, width - margin - x), { x, y, size, font: face, color: rgb(0.1, 0.12, 0.14) });
  };

  text('PURCHASE ORDER', margin, 18, bold);
  text(order.invoiceNumber ? `No. ${order.invoiceNumber}` : `Ref. ${order.id.slice(0, 8)}`, width - margin - 160, 11, bold);
  y -= 28;
  text('Supplier', margin, 9, bold);
  text('Order', width / 2, 9, bold);
  y -= 14;
  const left = [order.supplierName, order.supplierAddress, order.supplierPhone, order.supplierEmail].filter(Boolean) as string[];
  const right = [
    `Date: ${day(order.placementDate) || 'not placed yet'}`,
    `Status: ${order.statusName}`,
    `Lines: ${order.itemsCount}`,
  ];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i]) text(left[i] as string, margin, 10);
    if (right[i]) text(right[i] as string, width / 2, 10);
    y -= 14;
  }
  y -= 10;

  const columns = [
    { label: 'Item / UPC', x: margin, get: (i: PurchaseOrderItem) => i.itemNumber ?? i.upc ?? i.asin ?? '' },
    { label: 'Description', x: margin + 90, get: (i: PurchaseOrderItem) => i.title ?? i.supplierDescription ?? '' },
    { label: 'Packs', x: width - margin - 190, get: (i: PurchaseOrderItem) => String(i.quantity) },
    { label: 'Per pack', x: width - margin - 150, get: (i: PurchaseOrderItem) => String(i.quantityPack) },
    { label: 'Unit cost', x: width - margin - 110, get: (i: PurchaseOrderItem) => (i.cost === null ? '' : money(i.cost)) },
    { label: 'Total', x: width - margin - 55, get: (i: PurchaseOrderItem) => money(i.lineTotal) },
  ];
  const headerRow = () => {
    for (const c of columns) text(c.label, c.x, 9, bold);
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    y -= 12;
  };
  headerRow();
  for (const item of items) {
    if (y < margin + 40) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      headerRow();
    }
    columns.forEach((c, k) => {
      const room = (columns[k + 1]?.x ?? width - margin) - c.x - 6;
      page.drawText(fit(c.get(item), font, 9, room), { x: c.x, y, size: 9, font, color: rgb(0.1, 0.12, 0.14) });
    });
    y -= 14;
  }
  y -= 4;
  page.drawLine({
    start: { x: margin, y: y + 10 },
    end: { x: width - margin, y: y + 10 },
    thickness: 0.5,
    color: rgb(0.6, 0.6, 0.6),
  });
  text(`Total: ${order.totalUnits} packs`, width - margin - 190, 10, bold);
  text(money(order.totalCost), width - margin - 55, 10, bold);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The text cut with an ellipsis to fit `room` points. */
function fit(value: string, face: PDFFont, size: number, room: number): string {
  // Helvetica covers WinAnsi only: anything else becomes '?'.
  let text = value.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
  if (face.widthOfTextAtSize(text, size) <= room) return text;
  while (text.length > 1 && face.widthOfTextAtSize(`${text}…`, size) > room) text = text.slice(0, -1);
  return `${text}…`;
}
