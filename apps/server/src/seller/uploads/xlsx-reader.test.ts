import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type XlsxCell, xlsxReadable } from '../../platform/export/xlsx.js';
import { type SheetRow, xlsxSheetRows } from './xlsx-reader.js';

async function rowsOf(file: Buffer, chunk = 997): Promise<SheetRow[]> {
  const pieces = Array.from({ length: Math.ceil(file.length / chunk) }, (_, i) => file.subarray(i * chunk, (i + 1) * chunk));
  const rows: SheetRow[] = [];
  for await (const row of xlsxSheetRows(Readable.from(pieces))) rows.push(row);
  return rows;
}

async function bytesOf(readable: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readable) parts.push(part);
  return Buffer.concat(parts);
}

describe('reading the first worksheet of an XLSX', () => {
  it('reads back what our own writer wrote: inline text, numbers, currency and dates', async () => {
    const day = new Date(Date.UTC(2026, 10, 29, 12));
    async function* once(): AsyncGenerator<XlsxCell[][]> {
      yield [
        ['Café Noël 日本', 4.5, day, 12],
        ['=1+1', null, null, 0.125],
      ];
    }
    const file = await bytesOf(
      xlsxReadable('List', ['Name', 'Cost', 'Since', 'Units'], once(), [{}, { format: 'currency' }, { format: 'date' }]),
    );
    expect(await rowsOf(file)).toEqual([
      { row: 1, cells: ['Name', 'Cost', 'Since', 'Units'] },
      { row: 2, cells: ['Café Noël 日本', '4.5', day.toISOString(), '12'] },
      { row: 3, cells: ['=1+1', '', '', '0.125'] },
    ]);
  });

  it("reads Excel's layout: shared strings after the sheet, rich text, formulas, booleans, dates, gaps, other sheets left", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Price list');
    sheet.addRow(['ASIN', 'Title', 'Cost', 'Listed', 'Since']);
    sheet.addRow([
      'B000000001',
      { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'tea' }] },
      { formula: '2*2.25', result: 4.5 },
      true,
      new Date(Date.UTC(2026, 0, 2)),
    ]);
    sheet.addRow([]);
    sheet.getCell('A4').value = 'B000000002';
    sheet.getCell('E4').value = 123456789012;
    book.addWorksheet('Terms').addRow(['not read']);
    const rows = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()), 64);
    expect(rows).toEqual([
      { row: 1, cells: ['ASIN', 'Title', 'Cost', 'Listed', 'Since'] },
      { row: 2, cells: ['B000000001', 'Bold tea', '4.5', 'true', '2026-01-02T00:00:00.000Z'] },
      { row: 4, cells: ['B000000002', '', '', '', '123456789012'] },
    ]);
  });

  it('refuses what is no workbook', async () => {
    await expect(rowsOf(Buffer.from('ASIN,Cost\n'))).rejects.toThrow();
  });
});
