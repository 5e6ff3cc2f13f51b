import { Blob } from 'node:buffer';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvHeaders, readHeaders, xlsxHeaders } from './headers';

// jsdom's Blob lacks arrayBuffer(); a browser's File has it, as Node's Blob does.
describe('reading a price list header', () => {
  it('reads the first CSV record with quotes, escaped quotes, a BOM and other separators', () => {
    expect(csvHeaders('\uFEFFUPC,"Case, Price","Say ""hi""",Pack\n012,3\n')).toEqual(['UPC', 'Case, Price', 'Say "hi"', 'Pack']);
    expect(csvHeaders('ASIN;Cost;Qty\r\nB0;1;2')).toEqual(['ASIN', 'Cost', 'Qty']);
    expect(csvHeaders('barcode\tunit price\n')).toEqual(['barcode', 'unit price']);
  });

  it('reads the first row of an XLSX file written by a spreadsheet library', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Price list');
    sheet.addRow(['Item #', 'UPC', 'Wholesale Cost', 'Case Qty']);
    sheet.getCell('F1').value = 'Notes';
    sheet.addRow(['A-1', '012345678905', 12.5, 6]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await xlsxHeaders(bytes)).toEqual(['Item #', 'UPC', 'Wholesale Cost', 'Case Qty', '', 'Notes']);
    const file = Object.assign(new Blob([bytes]), { name: 'list.xlsx' });
    expect(await readHeaders(file)).toEqual(['Item #', 'UPC', 'Wholesale Cost', 'Case Qty', '', 'Notes']);
  });

  it('says so when a file named .xlsx is not a workbook', async () => {
    const file = Object.assign(new Blob(['not a zip']), { name: 'list.xlsx' });
    await expect(readHeaders(file)).rejects.toThrow('damaged');
  });
});
