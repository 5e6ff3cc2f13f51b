import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { TextEncoding } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUpload, xlsxOf } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { detectEncoding } from './encoding.js';
import { csvRows, type FileRow } from './source.js';

// One price list saved in each encoding (test/fixtures/encodings, made by a script of Python's codecs):
// accented names and £ prices. The Windows-1252 one quotes its first note with “ ” (0x93, 0x94),
// which only Windows-1252 has.
const FIXTURES: [file: string, encoding: TextEncoding][] = [
  ['utf-8.csv', 'utf-8'],
  ['utf-8-bom.csv', 'utf-8'],
  ['utf-16le.csv', 'utf-16le'],
  ['utf-16be.csv', 'utf-16be'],
  ['iso-8859-1.csv', 'windows-1252'],
  ['windows-1252.csv', 'windows-1252'],
];
const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/encodings/${name}`, import.meta.url));

const rowsOf = (name: string): string[][] => [
  ['ASIN', 'Name', 'Unit Price', 'Notes'],
  ['B005PNVRGJ', 'Crème brûlée set', '£4.50', name === 'windows-1252.csv' ? '“Café Noël”' : 'Café Noël'],
  ['B005POH72E', 'Größe Müsli', '£12.00', 'Jalapeño'],
];

/** The file cut into 3-byte pieces, so that characters (and UTF-16 units) are split across chunks. */
async function readAll(bytes: Buffer, encoding: TextEncoding): Promise<string[][]> {
  const pieces = Array.from({ length: Math.ceil(bytes.length / 3) }, (_, i) => bytes.subarray(i * 3, i * 3 + 3));
  const rows: FileRow[] = [];
  for await (const row of csvRows(Readable.from(pieces), encoding)) rows.push(row);
  return rows.map((row) => row.cells);
}

describe('the text encoding of a CSV', () => {
  it.each(FIXTURES)('detects %s as %s and reads the same rows, split across chunks', async (name, encoding) => {
    const bytes = fixture(name);
    expect(detectEncoding(bytes)).toBe(encoding);
    expect(await readAll(bytes, encoding)).toEqual(rowsOf(name));
  });

  it('waits for a UTF-8 character cut at the end of the sample instead of calling it Windows-1252', () => {
    const bytes = Buffer.from('ASIN,Name\nB0,Café');
    expect(detectEncoding(bytes.subarray(0, bytes.length - 1))).toBe('utf-8');
  });
});

let ctx: TestContext;
let jwt: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
});
afterAll(() => ctx.close());

const preview = (name: string, fields: Record<string, string> = {}) =>
  postUpload(ctx, jwt, { name, content: fixture(name) }, fields, '/api/Product/bulk/preview');

describe('POST /api/Product/bulk/preview names the encoding', () => {
  it.each(FIXTURES)('%s: read as %s, the rows as written', async (name, encoding) => {
    const res = await preview(name);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ encoding, detectedEncoding: encoding, headerRow: 1, problem: null });
    expect(res.body.data.rows.map((row: FileRow) => row.cells)).toEqual(rowsOf(name).slice(1));
  });

  it('re-reads the file in the encoding the user chooses, and keeps naming the detected one', async () => {
    const wrong = await preview('iso-8859-1.csv', { encoding: 'utf-8' });
    expect(wrong.body.data).toMatchObject({ encoding: 'utf-8', detectedEncoding: 'windows-1252' });
    // Read as UTF-8, the Latin-1 bytes are undecodable (dropped from what is shown).
    expect(wrong.body.data.rows[0].cells[1]).toBe('Crme brle set');
    const chosen = await preview('iso-8859-1.csv', { encoding: 'iso-8859-1' });
    expect(chosen.body.data).toMatchObject({ encoding: 'iso-8859-1', detectedEncoding: 'windows-1252' });
    expect(chosen.body.data.rows[0].cells[1]).toBe('Crème brûlée set');
  });

  it('refuses an unknown encoding with a 400 on the field', async () => {
    const res = await preview('utf-8.csv', { encoding: 'ebcdic' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'encoding', description: expect.stringContaining('utf-16le') });
  });

  it('names no encoding for an XLSX', async () => {
    const content = await xlsxOf(rowsOf('utf-8.csv'));
    const res = await postUpload(ctx, jwt, { name: 'list.xlsx', content }, {}, '/api/Product/bulk/preview');
    expect(res.body.data).toMatchObject({ encoding: null, detectedEncoding: null });
  });
});

describe('POST /api/Product/bulk reads the file in its encoding', () => {
  it.each([
    ['windows-1252.csv', {}],
    ['utf-16be.csv', {}],
    ['iso-8859-1.csv', { encoding: 'iso-8859-1' }],
  ] as const)('%s: the products carry the accented notes and the £ costs', async (name, fields) => {
    const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: `Encoded ${name}` });
    const supplierId = supplier.body.data.id as string;
    const res = await postUpload(ctx, jwt, { name, content: fixture(name) }, { supplierId, ...fields });
    expect(res.status).toBe(200);
    const upload = await eventually(async () => {
      const detail = await api(ctx, 'GET', `/api/Upload/${res.body.data.id}`, jwt);
      return ['done', 'failed', 'stopped'].includes(detail.body.data.status) ? detail.body.data : null;
    }, 25_000);
    expect(upload).toMatchObject({ status: 'done', matched: 2, failed: 0 });
    const listed = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=10`, jwt);
    const byAsin = Object.fromEntries(
      (listed.body.data as { asin: string; cost: number; comment: string }[]).map((p) => [p.asin, [p.cost, p.comment]]),
    );
    const firstNote = rowsOf(name)[1]?.[3];
    expect(byAsin).toEqual({ B005PNVRGJ: [4.5, firstNote], B005POH72E: [12, 'Jalapeño'] });
  });
});
