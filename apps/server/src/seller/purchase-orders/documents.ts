import { PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import type { PurchaseOrder, PurchaseOrderItem } from '@shelfscope/contracts';
import { cents } from '@shelfscope/profit';
import { embedFaces, type Face, fit, INK, RULE } from '../../platform/export/pdf-text.js';
import { type XlsxColumn, type XlsxRow, xlsxSheetReadable } from '../../platform/export/xlsx.js';
import { currencyDigits, formatMoney, type MoneyStyle, US_DOLLARS } from '../../platform/text/money.js';

/**
 * The figures of a line as every document prints them: the pack cost to the cent, the unit cost
 * beside it (pack cost / units per pack, to the cent: for reading, the supplier bills packs), and
 * the line total (the shown pack cost x packs, rounded per line: `line-total.ts`).
 */
const figures = (i: PurchaseOrderItem) => ({
  packCost: i.cost === null ? null : cents(i.cost),
  unitCost: i.unitCost === null ? null : cents(i.unitCost),
  lineTotal: i.lineTotal,
});

type Cell = string | number | null;
/** The columns of the CSV and XLSX, in order; `money` cells are amounts in dollars. */
const COLUMNS: { header: string; money?: boolean; value: (item: PurchaseOrderItem, line: number) => Cell }[] = [
  { header: 'Line', value: (_, line) => line },
  { header: 'Item number', value: (i) => i.itemNumber },
  { header: 'UPC', value: (i) => i.upc },
  { header: 'ASIN', value: (i) => i.asin },
  { header: 'Description', value: (i) => i.title ?? i.supplierDescription },
  { header: 'Units per pack', value: (i) => i.quantityPack },
  { header: 'Quantity (packs)', value: (i) => i.quantity },
  { header: 'Pack cost', money: true, value: (i) => figures(i).packCost },
  { header: 'Unit cost', money: true, value: (i) => figures(i).unitCost },
  { header: 'Line total', money: true, value: (i) => figures(i).lineTotal },
  { header: 'Comment', value: (i) => i.comment },
];
const totalRow = (order: PurchaseOrder): Cell[] =>
  COLUMNS.map((c) =>
    c.header === 'Description'
      ? 'Total'
      : c.header === 'Quantity (packs)'
        ? order.totalUnits
        : c.header === 'Line total'
          ? order.totalCost
          : null,
  );

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** How the order is named on every document: its number, or (orders older than numbers) its id. */
export const orderName = (order: PurchaseOrder) => order.orderNumber ?? order.id.slice(0, 8);

export function orderFileName(order: PurchaseOrder, extension: string): string {
  // Letters of any script stay (the header carries them as RFC 6266's filename*).
  const safe = order.supplierName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'supplier';
  return `purchase-order-${orderName(order).replace(/[^A-Za-z0-9-]+/g, '')}-${safe}.${extension}`;
}

/** The blocks above the lines, as label/value pairs (blank values left out). */
function headerBlocks(order: PurchaseOrder) {
  const lines = (value: string | null) => (value ? value.split('\n') : []);
  return {
    buyer: [order.buyerName, ...lines(order.buyerAddress), order.buyerPhone, order.buyerEmail].filter(Boolean) as string[],
    buyerTaxId: order.buyerTaxId,
    supplier: [order.supplierName, ...lines(order.supplierAddress), order.supplierPhone, order.supplierEmail].filter(
      Boolean,
    ) as string[],
    shipTo: lines(order.shipTo),
    details: [
      ['Order number', orderName(order)],
      ['Order date', day(order.placementDate) || 'not placed yet'],
      ['Status', order.statusName],
      ['Payment terms', order.paymentTerms],
      ['Supplier invoice', order.invoiceNumber],
    ].filter(([, value]) => value) as [string, string][],
  };
}

/**
 * CSV (RFC 4180): a header row, one row per line, quotes doubled; a total row. Amounts with the
 * currency's decimals (two, none for yen); the currency is the supplier's (the XLSX and PDF name it).
 */
export function orderCsv(order: PurchaseOrder, items: PurchaseOrderItem[], money: MoneyStyle = US_DOLLARS): string {
  const digits = currencyDigits(money.currency);
  const cell = (value: Cell, isMoney = false) => {
    const text = value === null ? '' : isMoney && typeof value === 'number' ? value.toFixed(digits) : String(value);
    // Spreadsheet formula injection: a leading = + - @ is prefixed with a quote.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const row = (values: Cell[]) => values.map((value, k) => cell(value, COLUMNS[k]?.money)).join(',');
  const rows = [
    COLUMNS.map((c) => cell(c.header)).join(','),
    ...items.map((item, k) => row(COLUMNS.map((c) => c.value(item, k + 1)))),
    row(totalRow(order)),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * XLSX (the own streaming writer, platform/export/xlsx.ts): the buyer, supplier, ship-to and
 * order blocks, then the lines as a table with the total; amounts are numbers in currency format.
 */
export async function orderXlsx(
  order: PurchaseOrder,
  items: PurchaseOrderItem[],
  money: MoneyStyle = US_DOLLARS,
): Promise<Buffer> {
  const blocks = headerBlocks(order);
  const rows: XlsxRow[] = [{ cells: ['Purchase order', orderName(order)], style: 'title' }, { cells: [] }];
  const block = (title: string, values: string[]) => {
    values.forEach((value, k) => {
      rows.push(k === 0 ? { cells: [title, value], style: 'boldFirst' } : { cells: ['', value] });
    });
  };
  block('Buyer', [...blocks.buyer, ...(blocks.buyerTaxId ? [`Tax ID: ${blocks.buyerTaxId}`] : [])]);
  block('Supplier', blocks.supplier);
  block('Ship to', blocks.shipTo);
  for (const [label, value] of blocks.details) rows.push({ cells: [label, value], style: 'boldFirst' });
  rows.push({ cells: ['Currency', money.currency], style: 'boldFirst' });
  if (order.notes) rows.push({ cells: ['Notes', order.notes], style: 'boldFirst' });
  rows.push({ cells: [] }, { cells: COLUMNS.map((c) => c.header), style: 'header' });
  items.forEach((item, k) => {
    rows.push({ cells: COLUMNS.map((c) => c.value(item, k + 1)) });
  });
  rows.push({ cells: totalRow(order), style: 'bold' });
  const columns: XlsxColumn[] = COLUMNS.map((c, i) => ({
    width: c.header === 'Description' ? 44 : i === 1 ? 24 : 14,
    ...(c.money ? { format: 'currency' as const, currency: money.currency } : {}),
  }));
  const parts: Buffer[] = [];
  for await (const part of xlsxSheetReadable('Purchase order', [rows], { columns })) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * A PDF a supplier can fill without questions (US Letter, more pages as needed): the buyer with
 * its tax id, the supplier with its full address, where to ship, the order number, date and
 * payment terms, the lines (item number, UPC, description, units per pack, packs, pack cost,
 * unit cost, line total; a line's comment beneath it), the totals and the notes; every page
 * carries the order number and "Page i of n".
 */
export async function orderPdf(
  order: PurchaseOrder,
  items: PurchaseOrderItem[],
  style: MoneyStyle = US_DOLLARS,
): Promise<Buffer> {
  // Prices and totals in the supplier's currency, as its marketplace's locale writes it.
  const money = (value: number) => formatMoney(value, style);
  const nullableMoney = (value: number | null) => (value === null ? '' : money(value));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Purchase order ${orderName(order)}`);
  pdf.setProducer('ShelfScope');
  const { font, bold } = await embedFaces(pdf);
  const [width, height] = [612, 792]; // US Letter
  const margin = 40;
  const bottom = margin + 30; // room for the footer
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const text = (value: string, x: number, size = 9, face: Face = font, room = width - margin - x) => {
    face.draw(page, fit(value, face, size, room), { x, y, size, color: INK });
  };
  const right = (value: string, x: number, w: number, size = 9, face: Face = font) => {
    const fitted = fit(value, face, size, w);
    face.draw(page, fitted, { x: x + w - face.widthOfTextAtSize(fitted, size), y, size, color: INK });
  };
  const rule = () => page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5, color: RULE });

  const blocks = headerBlocks(order);
  text('PURCHASE ORDER', margin, 18, bold);
  right(orderName(order), width / 2, width / 2 - margin, 14, bold);
  y -= 30;
  const third = (width - 2 * margin) / 3;
  const columnsOf: [string, string[]][] = [
    ['Buyer', [...blocks.buyer, ...(blocks.buyerTaxId ? [`Tax ID: ${blocks.buyerTaxId}`] : [])]],
    ['Supplier', blocks.supplier],
    ['Ship to', blocks.shipTo.length > 0 ? blocks.shipTo : ['(the buyer’s address)']],
  ];
  columnsOf.forEach(([title], k) => {
    text(title, margin + k * third, 9, bold, third - 8);
  });
  y -= 13;
  const depth = Math.max(...columnsOf.map(([, values]) => values.length));
  for (let line = 0; line < depth; line++) {
    columnsOf.forEach(([, values], k) => {
      const value = values[line];
      if (value) text(value, margin + k * third, 9, line === 0 ? bold : font, third - 8);
    });
    y -= 12;
  }
  y -= 8;
  for (const [label, value] of [...blocks.details, ['Currency', style.currency] as [string, string]]) {
    text(`${label}:`, margin, 9, bold);
    text(value, margin + 90, 9);
    y -= 12;
  }
  y -= 10;

  // Widths sum to the printable width (532 pt); the description takes what is left.
  const cols: { label: string; w: number; align?: 'right'; get: (i: PurchaseOrderItem, n: number) => string }[] = [
    { label: '#', w: 18, get: (_, n) => String(n) },
    { label: 'Item no.', w: 62, get: (i) => i.itemNumber ?? '' },
    { label: 'UPC', w: 74, get: (i) => i.upc ?? '' },
    { label: 'Description', w: 138, get: (i) => i.title ?? i.supplierDescription ?? '' },
    { label: 'Per pack', w: 44, align: 'right', get: (i) => String(i.quantityPack) },
    { label: 'Packs', w: 36, align: 'right', get: (i) => String(i.quantity) },
    { label: 'Pack cost', w: 54, align: 'right', get: (i) => nullableMoney(figures(i).packCost) },
    { label: 'Unit cost', w: 48, align: 'right', get: (i) => nullableMoney(figures(i).unitCost) },
    { label: 'Line total', w: 58, align: 'right', get: (i) => money(figures(i).lineTotal) },
  ];
  const xOf = (k: number) => margin + cols.slice(0, k).reduce((sum, c) => sum + c.w, 0);
  const cell = (value: string, k: number, face: Face = font) => {
    const c = cols[k];
    if (!c) return;
    if (c.align === 'right') right(value, xOf(k), c.w - 4, 8.5, face);
    else text(value, xOf(k), 8.5, face, c.w - 6);
  };
  const headerRow = () => {
    cols.forEach((c, k) => {
      cell(c.label, k, bold);
    });
    y -= 5;
    rule();
    y -= 11;
  };
  headerRow();
  items.forEach((item, n) => {
    // The description wraps onto a second line rather than lose its end; a comment goes beneath.
    const description = wrap(cols[3]?.get(item, n + 1) ?? '', font, 8.5, (cols[3]?.w ?? 0) - 6, 2);
    const extra = description.length - 1 + (item.comment ? 1 : 0);
    if (y - extra * 10 < bottom) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      headerRow();
    }
    cols.forEach((c, k) => {
      if (k !== 3) cell(c.get(item, n + 1), k);
    });
    description.forEach((line, k) => {
      if (k > 0) y -= 10;
      cell(line, 3);
    });
    if (item.comment) {
      y -= 10;
      text(`Note: ${item.comment}`, xOf(3), 7.5, font, width - margin - xOf(3));
    }
    y -= 13;
  });
  if (y < bottom + 40) {
    page = pdf.addPage([width, height]);
    y = height - margin;
  }
  y += 6;
  rule();
  y -= 12;
  right(`Total: ${order.totalUnits} packs`, xOf(3), cols[3]?.w ?? 0, 9.5, bold);
  right(money(order.totalCost), xOf(8), (cols[8]?.w ?? 0) - 4, 9.5, bold);
  y -= 20;
  if (order.notes) {
    text('Notes', margin, 9, bold);
    y -= 12;
    for (const line of order.notes.split('\n')) {
      if (y < bottom) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      text(line, margin, 9);
      y -= 12;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, k) => {
    const footer = `${orderName(order)} · Page ${k + 1} of ${pages.length}`;
    font.draw(p, footer, { x: width - margin - font.widthOfTextAtSize(footer, 8), y: margin - 10, size: 8, color: RULE });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The text in at most `lines` lines of `room` points, broken between words; the last line cut with an ellipsis. */
function wrap(value: string, face: Face, size: number, room: number, lines: number): string[] {
  const result: string[] = [];
  let rest = value.trim();
  while (rest && result.length < lines - 1) {
    const words = rest.split(' ');
    let line = words.shift() ?? '';
    while (words.length > 0 && face.widthOfTextAtSize(`${line} ${words[0]}`, size) <= room) line = `${line} ${words.shift()}`;
    if (face.widthOfTextAtSize(line, size) > room) break; // one long word: cut it below
    result.push(line);
    rest = words.join(' ');
  }
  if (rest) result.push(fit(rest, face, size, room));
  return result.length > 0 ? result : [''];
}
