import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Reading a price-list XLSX as an upload's parse does (`xlsxRows` of the built server, today
 * exceljs's streaming WorkbookReader): time and peak memory for 10,000 and 100,000 rows of eight
 * columns, shared strings included (a file Excel saved), each size in a fresh Node process so
 * one run's heap does not carry into the next. The yardstick for replacing exceljs (issue 39).
 */
const SIZES = [10_000, 100_000];

// The child: writes nothing, reads the file given, samples memory every 20 ms while it reads.
const CHILD = `
import { createReadStream } from 'node:fs';
const { xlsxRows } = await import(process.argv[2]);
let peakRss = 0, peakHeap = 0;
const sample = () => { const m = process.memoryUsage(); peakRss = Math.max(peakRss, m.rss); peakHeap = Math.max(peakHeap, m.heapUsed); };
const timer = setInterval(sample, 20);
const started = performance.now();
let rows = 0;
for await (const _ of xlsxRows(createReadStream(process.argv[3]))) rows++;
const ms = performance.now() - started;
sample();
clearInterval(timer);
console.log(JSON.stringify({ rows, ms, peakRss, peakHeap }));
`;

/** An XLSX with shared strings (as Excel writes one): exceljs's writer, which the tests use too. */
async function workbook(rows: number, file: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = book.addWorksheet('Price list');
  sheet.addRow(['Item #', 'UPC', 'Description', 'Case Pack', 'Case Cost', 'Unit Price', 'Notes', 'Deal']).commit();
  for (let k = 0; k < rows; k++) {
    sheet
      .addRow([
        `SKU-${k}`,
        String(800_000_000_000 + k),
        `Product ${k} in a longer description`,
        12,
        18.5 + (k % 7),
        1.54,
        k % 3 ? 'Top seller' : '',
        '',
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
}

export async function xlsxReadBench(): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shelfscope-xlsx-read-'));
  const results: Record<string, string> = {};
  try {
    const child = path.join(dir, 'read.mjs');
    writeFileSync(child, CHILD);
    const source = path.resolve(import.meta.dirname, '../apps/server/dist/seller/uploads/source.js');
    for (const rows of SIZES) {
      const file = path.join(dir, `list-${rows}.xlsx`);
      await workbook(rows, file);
      const out = JSON.parse(execFileSync(process.execPath, [child, source, file], { encoding: 'utf8' })) as {
        rows: number;
        ms: number;
        peakRss: number;
        peakHeap: number;
      };
      const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      results[`${rows.toLocaleString('en-US')} rows`] =
        `${(out.ms / 1000).toFixed(2)} s, peak RSS ${mb(out.peakRss)}, peak heap ${mb(out.peakHeap)} (${out.rows} rows read)`;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
