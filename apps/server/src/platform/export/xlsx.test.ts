import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, type XlsxCell, xlsxReadable } from './xlsx.js';

async function bytesOf(readable: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readable) parts.push(part);
  return Buffer.concat(parts);
}

async function* once(rows: XlsxCell[][]): AsyncGenerator<XlsxCell[][]> {
  yield rows;
}

describe('xlsxReadable', () => {
  it('writes a workbook spreadsheets read: a bold frozen header, numbers as numbers, text kept as text', async () => {
    const file = await bytesOf(
      xlsxReadable(
        'Products: a/b',
        ['ASIN', 'Title', 'Cost'],
        once([
          ['B000000001', '=1+1', 12.5],
          ['B000000002', ' <Tea & "Cakes">\u0007 ', null],
          ['B000000003', null, Number.NaN],
        ]),
      ),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Products  a b');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('A1').value).toBe('ASIN');
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    expect(sheet?.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet?.getCell('B2').value).toBe('=1+1');
    expect(sheet?.getCell('B2').formula).toBeUndefined();
    expect(sheet?.getCell('C2').value).toBe(12.5);
    expect(sheet?.getCell('B3').value).toBe(' <Tea & "Cakes"> ');
    expect(sheet?.getCell('C3').value).toBeNull();
    expect(sheet?.getCell('B4').value).toBeNull();
    expect(sheet?.getCell('C4').value).toBeNull();
    expect(sheet?.rowCount).toBe(4);
  });

  it('reads the rows only as fast as the consumer takes the file, instead of buffering them', async () => {
    let pulled = 0;
    async function* pages(): AsyncGenerator<XlsxCell[][]> {
      for (let page = 0; page < 200; page++) {
        pulled++;
        yield Array.from({ length: 500 }, (_, i) => [`B${page}-${i}`, `A product title ${page * 500 + i}`, i * 1.5]);
      }
    }
    const readable = xlsxReadable('Products', ['ASIN', 'Title', 'Cost'], pages());
    const first: Buffer[] = [];
    const takeOne = (part: Buffer) => {
      first.push(part);
      readable.pause();
    };
    readable.on('data', takeOne);
    await sleep(300);
    // A slow client: the first bytes are taken, then nothing. Each page is some 40 kB of XML; a
    // writer that did not wait would have read all 200 by now.
    expect(pulled).toBeLessThan(20);
    readable.off('data', takeOne);
    const file = Buffer.concat([...first, await bytesOf(readable)]);
    expect(pulled).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(100_001);
    expect(book.worksheets[0]?.getCell('B100001').value).toBe('A product title 99999');
  });

  it('gives columns their widths and number formats: currency, percent, dates, integers', async () => {
    const day = new Date(Date.UTC(2026, 10, 29));
    const file = await bytesOf(
      xlsxReadable('Formats', ['Name', 'Cost', 'Margin', 'Ordered', 'Units'], once([['Café Noël', 1234.5, 0.256, day, 12000]]), [
        { width: 30 },
        { width: 12, format: 'currency' },
        { format: 'percent' },
        { width: 11, format: 'date' },
        { format: 'integer' },
      ]),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect([1, 2, 3, 4].map((n) => sheet?.getColumn(n).width)).toEqual([30, 12, undefined, 11]);
    expect(sheet?.getCell('B2').numFmt).toBe('"$"#,##0.00');
    expect(sheet?.getCell('C2').numFmt).toBe('0.00%');
    expect(sheet?.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet?.getCell('E2').numFmt).toBe('#,##0');
    // The header keeps its bold, not the column's format.
    expect(sheet?.getCell('B1').numFmt).toBeUndefined();
    expect(sheet?.getCell('B1').font?.bold).toBe(true);
    // The values read back as written: the date as the same day.
    expect(sheet?.getCell('A2').value).toBe('Café Noël');
    expect(sheet?.getCell('B2').value).toBe(1234.5);
    expect(sheet?.getCell('C2').value).toBe(0.256);
    expect(sheet?.getCell('D2').value).toEqual(day);
    expect(sheet?.getCell('E2').value).toBe(12000);
  });

  it('names columns past Z as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
