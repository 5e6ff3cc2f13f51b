// Test support for uploads (also used by the isolation test): price-list files built in memory and the multipart
// request that uploads them.
import ExcelJS from 'exceljs';
import type { TestContext } from '../test-app.js';

export type Sheet = (string | number | null)[][];

export function csvOf(rows: Sheet): Buffer {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n'));
}

export async function xlsxOf(rows: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Price list');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Terms').addRow(['Prices valid 30 days']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/Product/bulk with a file and fields, as a browser's FormData sends it. */
export async function postUpload(
  ctx: TestContext,
  jwt: string,
  file: { name: string; content: Buffer } | null,
  fields: Record<string, string>,
  url = '/api/Product/bulk',
) {
  const boundary = `----shelfscope${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return { status: res.statusCode, body: res.json() };
}
