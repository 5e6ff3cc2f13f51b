import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachment } from '../http/content-disposition.js';
import { type XlsxColumn, type XlsxMoney, xlsxReadable } from './xlsx.js';

/** A cell: an amount with its currency is a number in a CSV and a currency-formatted number in an XLSX. */
export type Cell = string | number | null | XlsxMoney;
export type TableFormat = 'csv' | 'xlsx';

/** Text a spreadsheet would run as a formula (= + - @, tab, return first). */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * One CSV line. Text that a spreadsheet would run as a formula is prefixed with an apostrophe:
 * a supplier's file (or a product title) must not be able to plant a formula.
 */
export function csvLine(values: Cell[]): string {
  return `${values
    .map((value) => {
      if (value === null) return '';
      let text = typeof value === 'object' ? String(value.amount) : String(value);
      if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

/** The CSV text of a header and rows, a page of lines at a time. */
async function* csvChunks(header: string[], pages: AsyncIterable<Cell[][]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of pages) yield rows.map(csvLine).join('');
}

/**
 * Lets the event loop turn. PGlite runs a query in this thread and answers it in promises only:
 * page after page, an export was one chain of microtasks, during which no socket was read and
 * no timer ran, so one 100,000-row CSV export held every other request (health included) until
 * it ended (issue 37, finding 2). Between two pages, everything waiting gets its turn.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pages with the first one already read: a bad query (an unknown order, a filter that does
 * not parse) is then an error of the request, answered 400 before the download starts, not a
 * download cut off midway. The event loop turns before each later page is read.
 */
async function primed(pages: AsyncIterable<Cell[][]>): Promise<AsyncIterable<Cell[][]>> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (;;) {
      await turn();
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  })();
}

/**
 * Sends a table as a CSV or XLSX download, streamed: `pages` is read a page at a time as the
 * client takes the file, so 100,000 rows never sit in memory (bench/export.ts).
 */
export async function sendTable(
  reply: FastifyReply,
  table: {
    fileName: string;
    sheetName: string;
    format: TableFormat;
    header: string[];
    pages: AsyncIterable<Cell[][]>;
    /** The XLSX's column widths and number formats (a CSV has none). */
    columns?: XlsxColumn[];
  },
) {
  const pages = await primed(table.pages);
  const name = `${table.fileName.replace(/[^\p{L}\p{N}_.-]+/gu, '_')}.${table.format}`;
  reply.header('content-disposition', attachment(name));
  if (table.format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(csvChunks(table.header, pages)));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(xlsxReadable(table.sheetName, table.header, pages, table.columns));
}
