import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { printableText } from '../../platform/text/storable.js';
import { sniffFormat } from './sniff.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('what a file is, by its first bytes', () => {
  it('takes text as CSV: UTF-8, Windows-1252, tabs and a BOM', () => {
    expect(sniffFormat('list.csv', Buffer.from('ASIN,Cost\r\nB000000001,4.50\r\n'))).toEqual({ format: 'csv' });
    expect(sniffFormat('list.txt', Buffer.from('\uFEFFASIN\tCost\nB000000001\t4,50 €\n'))).toEqual({ format: 'csv' });
    expect(sniffFormat('list.csv', Buffer.from([...Buffer.from('Caf'), 0xe9, ...Buffer.from(',1.00\n')]))).toEqual({
      format: 'csv',
    });
    expect(sniffFormat('no-extension', Buffer.from('UPC,Price\n'))).toEqual({ format: 'csv' });
  });

  it('takes UTF-16 with its byte-order mark as text (LE and BE)', () => {
    const le = Buffer.from('\uFEFFASIN,Cost\nB000000001,£4.50\n', 'utf16le');
    expect(sniffFormat('wide.csv', le)).toEqual({ format: 'csv' });
    expect(sniffFormat('wide.csv', Buffer.from(le).swap16())).toEqual({ format: 'csv' });
  });

  it('takes a zip as an XLSX whatever its name (the workbook check follows)', () => {
    expect(sniffFormat('list.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({ format: 'xlsx' });
    expect(sniffFormat('list.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({ format: 'xlsx' });
  });

  it('names known binary formats and refuses binary data, whatever the name says', () => {
    expect(sniffFormat('photo.csv', PNG)).toEqual({ problem: 'photo.csv is not a CSV price list: it is a PNG image' });
    expect(sniffFormat('scan.csv', Buffer.from('%PDF-1.7\n%\xe2\xe3'))).toEqual({
      problem: 'scan.csv is not a CSV price list: it is a PDF document',
    });
    expect(sniffFormat('old.xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatchObject({
      problem: expect.stringContaining('old Excel (.xls)'),
    });
    // BIFF8 is refused with how to convert it.
    expect(sniffFormat('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatchObject({
      problem: expect.stringContaining('File > Save As > Excel Workbook (.xlsx)'),
    });
    expect(sniffFormat('list.xlsx', Buffer.from('ASIN,Cost\n'))).toEqual({
      problem: 'list.xlsx is not an XLSX workbook: it is text',
    });
    expect(sniffFormat('noise.csv', randomBytes(64 * 1024))).toEqual({
      problem: 'noise.csv is not a CSV price list: it is binary data, not text',
    });
    expect(sniffFormat('wide.csv', Buffer.from('ASIN,Cost\nB000000001,4.50\n', 'utf16le'))).toMatchObject({
      problem: expect.stringContaining('UTF-16 text without a byte-order mark'),
    });
    expect(sniffFormat('list.numbers', Buffer.from('ASIN\n'))).toEqual({
      problem: 'must be a CSV or XLSX file (got list.numbers)',
    });
  });
});

describe('printable text', () => {
  it('drops control characters, undecodable bytes and lone surrogates, keeps letters and emoji, and cuts long text', () => {
    expect(printableText('AS\u0000IN\u0007 \uFFFD\uFFFD ok \uD800 🙂 Café')).toBe('ASIN ok 🙂 Café');
    expect(printableText('x'.repeat(600), 500)).toHaveLength(500);
    expect(printableText('x'.repeat(600), 500).endsWith('…')).toBe(true);
  });
});
