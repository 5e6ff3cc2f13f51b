/**
 * The header row of a price list, read in the browser before the upload so the seller can map
 * columns: the first line of a CSV (quotes and separators as papaparse reads them on the
 * server), or the first row of an XLSX's first sheet (a zip: its central directory, then the
 * sheet and shared-strings XML inflated with the browser's DecompressionStream).
 */
export async function readHeaders(file: FileLike): Promise<string[]> {
  const isXlsx = /\.xlsx$/i.test(file.name) || (await isZip(file));
  return isXlsx ? xlsxHeaders(new Uint8Array(await file.arrayBuffer())) : csvHeaders(await file.slice(0, 64 * 1024).text());
}

/** What is read of a File (a browser's File, or Node's Blob with a name in tests). */
type FileLike = {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  slice(start: number, end: number): { text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> };
};

async function isZip(file: FileLike): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The first record of a CSV: separator guessed from , ; tab |, quoted fields with "" escapes. */
export function csvHeaders(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = [',', ';', '\t', '|'].reduce((best, s) => (count(firstLine, s) > count(firstLine, best) ? s : best), ',');
  const fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (isQuoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') isQuoted = false;
      else field += c;
    } else if (c === '"') isQuoted = true;
    else if (c === separator) {
      fields.push(field.trim());
      field = '';
    } else if (c === '\n' || c === '\r') break;
    else field += c;
  }
  fields.push(field.trim());
  return fields.filter((f, i) => f !== '' || i < fields.length - 1);
}

const count = (line: string, s: string) => line.split(s).length - 1;

type ZipEntry = { method: number; compressedSize: number; offset: number };

/** The entries of a zip file by name, from its central directory. */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('This XLSX file is damaged (no zip directory).');
  const entries = new Map<string, ZipEntry>();
  let at = view.getUint32(end + 16, true);
  const total = view.getUint16(end + 10, true);
  for (let i = 0; i < total && view.getUint32(at, true) === 0x02014b50; i++) {
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      offset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

async function unzip(bytes: Uint8Array, entry: ZipEntry): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  const body = new Response(data).body;
  if (!body) return '';
  return new Response(body.pipeThrough(new DecompressionStream('deflate-raw'))).text();
}

/** The first row of the workbook's first sheet, shared strings and inline strings resolved. */
export async function xlsxHeaders(bytes: Uint8Array): Promise<string[]> {
  const entries = zipEntries(bytes);
  const sheetName = [...entries.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0];
  const sheetEntry = sheetName ? entries.get(sheetName) : undefined;
  if (!sheetEntry) throw new Error('This XLSX file has no worksheet.');
  const parser = new DOMParser();
  const stringsEntry = entries.get('xl/sharedStrings.xml');
  const shared = stringsEntry
    ? [...parser.parseFromString(await unzip(bytes, stringsEntry), 'application/xml').getElementsByTagName('si')].map((si) =>
        [...si.getElementsByTagName('t')].map((t) => t.textContent ?? '').join(''),
      )
    : [];
  const sheet = parser.parseFromString(await unzip(bytes, sheetEntry), 'application/xml');
  const row = sheet.getElementsByTagName('row')[0];
  if (!row) return [];
  const headers: string[] = [];
  for (const cell of row.getElementsByTagName('c')) {
    const column = columnIndex(cell.getAttribute('r') ?? '') ?? headers.length;
    const type = cell.getAttribute('t');
    const value =
      type === 's'
        ? (shared[Number(cell.getElementsByTagName('v')[0]?.textContent)] ?? '')
        : type === 'inlineStr'
          ? [...cell.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')
          : (cell.getElementsByTagName('v')[0]?.textContent ?? '');
    while (headers.length < column) headers.push('');
    headers[column] = value.trim();
  }
  return headers;
}

/** "C1" -> 2. */
function columnIndex(reference: string): number | null {
  const letters = /^[A-Z]+/.exec(reference)?.[0];
  if (!letters) return null;
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}
