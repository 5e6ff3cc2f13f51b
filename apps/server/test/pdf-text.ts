import { inflateSync } from 'node:zlib';

// Test support, also read by the e2e tests: what a downloaded PDF says. Our documents embed
// subsets of Unicode fonts, so a shown string holds glyph ids (4 hex digits each); each font's
// ToUnicode CMap turns them back into text, as a PDF reader's copy and paste does.

type PdfObject = { body: string; stream: string | null };

/** The PDF's objects by number (our PDFs are saved without object streams). */
function objects(pdf: Buffer): Map<string, PdfObject> {
  const found = new Map<string, PdfObject>();
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) {
    const [, number = '', whole = ''] = match;
    const streamAt = /stream\r?\n/.exec(whole);
    const body = streamAt ? whole.slice(0, streamAt.index) : whole;
    let stream: string | null = null;
    if (streamAt) {
      // The dictionary's /Length when it is a number (ours always are): cutting at "\r?\nendstream"
      // by pattern also took a compressed stream's own last byte when that byte was \r.
      const data = whole.slice(streamAt.index + streamAt[0].length);
      const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(body)?.[1];
      const bytes = Buffer.from(
        length !== undefined ? data.slice(0, Number(length)) : data.replace(/\r?\nendstream\s*$/, ''),
        'latin1',
      );
      try {
        stream = /\/FlateDecode/.test(body) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
      } catch {
        stream = bytes.toString('latin1');
      }
    }
    found.set(number, { body, stream });
  }
  return found;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap: code (hex, upper case) -> text. */
function cmap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', dst = ''] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), utf16(dst));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', dst = ''] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = Number.parseInt(from, 16);
      const first = Number.parseInt(dst, 16);
      for (let code = start; code <= Number.parseInt(to, 16); code++) {
        map.set(
          code.toString(16).toUpperCase().padStart(from.length, '0'),
          utf16((first + code - start).toString(16).padStart(dst.length, '0')),
        );
      }
    }
  }
  return map;
}

/** The text drawn in a PDF: one line per text object (BT … ET), its shown strings decoded with their fonts' CMaps. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const { body } of all.values()) {
    for (const dict of body.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name = '', ref = ''] of (dict[1] ?? '').matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(all.get(ref)?.body ?? '')?.[1];
        const stream = toUnicode ? all.get(toUnicode)?.stream : null;
        if (stream) fonts.set(name, cmap(stream));
      }
    }
  }
  const lines: string[] = [];
  for (const { body, stream } of all.values()) {
    // Content streams only: a font file or a CMap may hold the letters BT by chance.
    if (!stream || /\/(Type|Subtype|Length1)\b/.test(body)) continue;
    for (const [, block = ''] of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: Map<string, string> | undefined;
      let line = '';
      for (const op of block.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (op[1]) font = fonts.get(op[1]);
        else if (font)
          line +=
            (op[2] ?? '')
              .toUpperCase()
              .match(/.{4}/g)
              ?.map((code) => font?.get(code) ?? '\uFFFD')
              .join('') ?? '';
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
