import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUpload, xlsxOf } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';

// Spreadsheet decompression is bounded (docs/uploads.md): a workbook is inflated once, without
// keeping it, before anything parses it; past the bounds the upload is a 400 saying why.

let ctx: TestContext;
let jwt: string;
let supplierId: string;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_XLSX_MAX_UNCOMPRESSED_MB: '2' });
  ({ jwt } = await sellerSession(ctx));
  supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Bombs' })).body.data.id;
});
afterAll(() => ctx.close());

/** `parts` written one after the other, `times` times over, as a stream (never one big string). */
function repeated(head: string, body: string, times: number, tail: string): Readable {
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      const block = Buffer.from(body.repeat(Math.max(1, Math.floor(65_536 / body.length))));
      const perBlock = Math.max(1, Math.floor(65_536 / body.length));
      for (let done = 0; done < times; done += perBlock) yield block;
      yield Buffer.from(tail);
    })(),
  );
}

/** A real workbook with one of its parts replaced by `part` (deflated: the file stays small). */
async function workbookWith(path: string, part: Readable): Promise<Buffer> {
  const zip = await JSZip.loadAsync(
    await xlsxOf([
      ['ASIN', 'Unit Price'],
      [asinOf(1), '2.50'],
    ]),
  );
  zip.file(path, part);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe('XLSX decompression bounds', () => {
  it('refuses a zip bomb: a 100 MB shared string in a small file', async () => {
    const bomb = await workbookWith(
      'xl/sharedStrings.xml',
      repeated(
        '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>',
        'A',
        100 * 1024 * 1024,
        '</t></si></sst>',
      ),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await postUpload(ctx, jwt, { name: 'bomb.xlsx', content: bomb }, { supplierId });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'file' });
    expect(res.body.errors[0].description).toMatch(/longer than 32,767 characters/);
  });

  it('refuses a workbook expanding past the configured size, however short its cells', async () => {
    const row = '<row><c t="inlineStr"><is><t>B00TEST0001</t></is></c><c><v>2.5</v></c></row>';
    const big = await workbookWith(
      'xl/worksheets/sheet1.xml',
      repeated(
        '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
        row,
        60_000,
        '</sheetData></worksheet>',
      ),
    );
    const res = await postUpload(ctx, jwt, { name: 'big.xlsx', content: big }, { supplierId });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].description).toMatch(/expands to more than 2 MB uncompressed/);
  });

  it('takes an ordinary workbook within the bounds', async () => {
    const res = await postUpload(
      ctx,
      jwt,
      {
        name: 'fine.xlsx',
        content: await xlsxOf([
          ['ASIN', 'Unit Price'],
          [asinOf(2), '3.10'],
        ]),
      },
      { supplierId },
    );
    expect(res.status).toBe(200);
  });

  it('refuses a file named .xlsx that is a broken zip', async () => {
    const good = await xlsxOf([['ASIN'], [asinOf(3)]]);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await postUpload(ctx, jwt, { name: 'broken.xlsx', content: broken }, { supplierId });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'file' });
  });
});
