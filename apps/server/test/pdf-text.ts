import { inflateSync } from 'node:zlib';

// Test support, also read by the e2e tests: what a downloaded PDF says.

/** The text drawn in a PDF: every content stream inflated, the hex strings of Tj operators decoded. */
export function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
