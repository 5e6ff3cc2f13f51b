import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRows, type FileRow } from './source.js';

async function rowsOf(chunks: Buffer[]): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for await (const row of csvRows(Readable.from(chunks))) rows.push(row);
  return rows;
}

/** The bytes cut every `size` bytes, as the stored file's chunks are (mid-character, mid-row). */
const cut = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.subarray(k * size, (k + 1) * size));

describe('csvRows', () => {
  it('reads every row of a long file whatever its chunks: quoted line breaks, accents, a BOM', async () => {
    const lines = ['\uFEFFUPC,Notes'];
    for (let i = 0; i < 40_000; i++) lines.push(i % 5_000 === 0 ? `${i},"Crème brûlée,\nsecond line"` : `${i},Café ${i}`);
    const bytes = Buffer.from(`${lines.join('\n')}\n`);
    for (const size of [1024 * 1024, 4_099]) {
      const rows = await rowsOf(cut(bytes, size));
      expect(rows).toHaveLength(40_001);
      expect(rows[0]).toEqual({ row: 1, cells: ['UPC', 'Notes'] });
      expect(rows[1]).toEqual({ row: 2, cells: ['0', 'Crème brûlée,\nsecond line'] });
      expect(rows[40_000]).toEqual({ row: 40_001, cells: ['39999', 'Café 39999'] });
      expect(rows.filter((row) => row.cells[1]?.startsWith('Crème'))).toHaveLength(8);
    }
  });
});
