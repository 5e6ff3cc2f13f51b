import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.js';

// The test PDF reader cut each stream at "\r?\nendstream" by pattern: a compressed stream whose
// last byte is "\r" (0x0D, about one in 256 streams; an invoice's random id changes its font's
// glyphs, so its ToUnicode CMap, from run to run) lost that byte, failed to inflate, and its font
// read as U+FFFD of the right length (invoices.test.ts, once in CI on 2026-11-29).

/** A ToUnicode CMap mapping glyph 0001.. to `text`'s characters, padded until it deflates to a last byte of \r. */
function cmapEndingInCr(text: string): Buffer {
  const chars = [...text].map(
    (c, i) => `<${(i + 1).toString(16).padStart(4, '0')}> <${c.charCodeAt(0).toString(16).padStart(4, '0')}>`,
  );
  for (let pad = 0; pad < 100_000; pad++) {
    const body = `/CIDInit /ProcSet findresource begin\n${chars.length} beginbfchar\n${chars.join('\n')}\nendbfchar\n%${'x'.repeat(pad % 97)}${pad}\nend`;
    const deflated = deflateSync(body);
    if (deflated.at(-1) === 0x0d) return deflated;
  }
  throw new Error('no padding gave a stream ending in \\r');
}

/** A one-page PDF (as our documents are saved: no object streams) showing `text` in one font. */
function pdfShowing(text: string, cmap: Buffer): Buffer {
  const codes = [...text].map((_, i) => (i + 1).toString(16).padStart(4, '0')).join('');
  const content = deflateSync(`BT /F1-1234 9 Tf <${codes}> Tj ET`);
  const parts: Buffer[] = [
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('1 0 obj\n<< /Type /Page /Resources << /Font << /F1-1234 2 0 R >> >> /Contents 4 0 R >>\nendobj\n'),
    Buffer.from('2 0 obj\n<< /Type /Font /Subtype /Type0 /ToUnicode 3 0 R >>\nendobj\n'),
    Buffer.from(`3 0 obj\n<< /Length ${cmap.length} /Filter /FlateDecode >>\nstream\n`),
    cmap,
    Buffer.from('\nendstream\nendobj\n'),
    Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ];
  return Buffer.concat(parts);
}

describe('the test PDF reader', () => {
  it('reads a stream whose compressed bytes end in \\r', () => {
    const text = '400 Pier Avenue';
    const cmap = cmapEndingInCr(text);
    expect(cmap.at(-1)).toBe(0x0d);
    expect(pdfText(pdfShowing(text, cmap))).toBe(text);
  });
});
