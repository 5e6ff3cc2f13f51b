import { detectEncoding, isUtf16, textDecoder } from './encoding.js';

/**
 * What a price list's first bytes say it is, before the upload is accepted (docs/uploads.md,
 * "Content checks"): an XLSX is a zip; a CSV is text. Known binary formats are named, and text
 * is told from binary by its bytes (no NUL, hardly any control characters), so a PNG renamed
 * `.csv` or megabytes of random bytes are a 400 at once, never a failed upload later.
 */

/** How much of the file's start is looked at. */
export const SNIFF_BYTES = 64 * 1024;

const MAGIC: { bytes: number[]; offset?: number; what: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, what: 'a WebP image' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    // BIFF8 is not read: a maintained reader of it would be the npm `xlsx` build we refuse (ARCHITECTURE.md).
    what: 'an old Excel (.xls) or other Office 97 file: open it in Excel and choose File > Save As > Excel Workbook (.xlsx), or CSV UTF-8, then upload that file',
  },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program (ELF)' },
];

export const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

/** The binary format the bytes start with, in words, or null. */
export function knownBinary(head: Buffer): string | null {
  return MAGIC.find((m) => startsWith(head, m.bytes, m.offset))?.what ?? null;
}

const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || code === 0x7f;

/**
 * Why `head` (the file's first bytes) is not text, or null when it reads as text: UTF-8, UTF-16
 * with its byte-order mark, or a single-byte encoding (Windows-1252 price lists are common), at
 * most 1 character in 100 (or 8 in a short file) a control character (NUL included) other than
 * tab, line feed, carriage return and form feed. A stray NUL in a text file is read and dropped
 * (docs/uploads.md); random bytes are about 1 in 10 controls. UTF-16 without its mark (NULs
 * between the letters) is named so the user can save the file as UTF-8.
 */
export function notText(head: Buffer): string | null {
  const encoding = detectEncoding(head);
  const codes = isUtf16(encoding)
    ? Array.from(textDecoder(encoding).decode(head, { stream: true }), (char) => char.codePointAt(0) ?? 0)
    : head;
  let controls = 0;
  for (const code of codes) if (isControl(code)) controls++;
  // A few stray control characters in a short file are text with flaws (read, and NULs dropped), not binary.
  if (controls <= Math.max(8, codes.length / 100)) return null;
  return looksUtf16WithoutMark(head) ? 'UTF-16 text without a byte-order mark: save it as CSV UTF-8' : 'binary data, not text';
}

/** ASCII letters in UTF-16: every other byte of the start a NUL, on one side. */
function looksUtf16WithoutMark(head: Buffer): boolean {
  const sample = head.subarray(0, 512);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) i % 2 === 0 ? even++ : odd++;
  return Math.max(even, odd) > sample.length * 0.4 && Math.min(even, odd) < sample.length * 0.05;
}

/**
 * The format of a price list named `name` starting with `head`, or the reason it is refused. A
 * zip is an XLSX whatever its name (checked further as a workbook); anything else must be text
 * named .csv, .txt or .tsv (or with no extension).
 */
export function sniffFormat(name: string, head: Buffer): { format: 'csv' | 'xlsx' } | { problem: string } {
  if (startsWith(head, [...ZIP_MAGIC])) return { format: 'xlsx' };
  if (/\.xlsx$/i.test(name)) {
    const binary = knownBinary(head);
    return { problem: `${name} is not an XLSX workbook: it is ${binary ?? (notText(head) ? 'binary data' : 'text')}` };
  }
  const binary = knownBinary(head);
  // A known format is named (an .xls with how to convert it); another extension is refused as it is.
  if (!/\.(csv|txt|tsv)$/i.test(name) && /\.\w+$/.test(name))
    return { problem: `must be a CSV or XLSX file (got ${name}${binary ? `, ${binary}` : ''})` };
  if (binary) return { problem: `${name} is not a CSV price list: it is ${binary}` };
  const problem = notText(head);
  if (problem) return { problem: `${name} is not a CSV price list: it is ${problem}` };
  return { format: 'csv' };
}
