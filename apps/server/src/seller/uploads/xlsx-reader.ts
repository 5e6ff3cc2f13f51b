import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sax from 'sax';

/** One row of a worksheet: its number (1 = the first) and its cells as text, '' where empty. */
export type SheetRow = { row: number; cells: string[] };

/**
 * The rows of an XLSX's first worksheet, read as the zip streams by (docs/uploads.md, "XLSX"):
 * `unzipper` inflates each entry in the order it is stored, `sax` reads its XML, and no row is
 * kept once yielded. The shared strings (which a sheet's cells point into) and the styles (which
 * say a number is a date) are read into memory; a worksheet stored before them (Excel's order)
 * is spooled to a temporary file and read once they are known. Cells read as exceljs read them:
 * numbers in full (integers without a point), dates as ISO instants, booleans as true/false,
 * formulas as their cached result, errors empty.
 */
export async function* xlsxSheetRows(input: Readable): AsyncGenerator<SheetRow> {
  const book: Book = { firstSheetId: null, targets: new Map(), strings: [], dateStyles: new Set(), waitingFor: null };
  const spooled = new Map<string, string>();
  let dir: string | null = null;
  let done = false;
  try {
    // unzipper (2 MB of heap) is loaded with the first workbook, not at start (decision 048).
    const { default: unzipper } = await import('unzipper');
    const zip = input.pipe(unzipper.Parse({ forceStream: true }));
    for await (const entry of zip) {
      const name = entry.path;
      if (name === '[Content_Types].xml') await readXml(entry, contentTypesHandler(book));
      else if (name === 'xl/workbook.xml') await readXml(entry, workbookHandler(book));
      else if (name === 'xl/_rels/workbook.xml.rels') await readXml(entry, relsHandler(book));
      else if (name === 'xl/sharedStrings.xml') {
        await readXml(entry, stringsHandler(book));
        book.waitingFor?.delete(name);
      } else if (name === 'xl/styles.xml') {
        await readXml(entry, stylesHandler(book));
        book.waitingFor?.delete(name);
      } else if (!done && /^xl\/worksheets\/[^/]+\.xml$/.test(name) && mayBeFirst(book, name)) {
        // Streamed at once when what its cells need is known (our own writer's order); else kept for later.
        if (book.waitingFor?.size === 0 && firstSheetPath(book) === name) {
          yield* sheetRows(entry, book);
          done = true;
          continue;
        }
        dir ??= await mkdtemp(path.join(tmpdir(), 'shelfscope-xlsx-'));
        const file = path.join(dir, `sheet-${spooled.size}.xml`);
        await pipeline(entry, createWriteStream(file));
        spooled.set(name, file);
      } else entry.autodrain();
    }
    if (done) return;
    const first = firstSheetPath(book) ?? [...spooled.keys()].sort()[0];
    const file = first ? spooled.get(first) : undefined;
    if (!file) throw new Error('the workbook has no worksheet');
    yield* sheetRows(createReadStream(file), book);
  } finally {
    input.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

type Book = {
  /** The relationship id of the workbook's first sheet (its tab order). */
  firstSheetId: string | null;
  /** Relationship id -> part name (xl/worksheets/sheet1.xml). */
  targets: Map<string, string>;
  strings: string[];
  /** The cell formats (indexes of cellXfs) whose number format is a date or time. */
  dateStyles: Set<number>;
  /** The shared strings and styles parts the workbook has ([Content_Types].xml) and that are not read yet; null: not known. */
  waitingFor: Set<string> | null;
};

/** The parts a sheet's cells need, from the package's content types (its first entry, as a rule). */
function contentTypesHandler(book: Book): Handler {
  book.waitingFor = new Set();
  return {
    open(tag) {
      const part = tag.attributes.PartName;
      if (tag.name === 'Override' && (part === '/xl/sharedStrings.xml' || part === '/xl/styles.xml'))
        book.waitingFor?.add(part.slice(1));
    },
  };
}

function firstSheetPath(book: Book): string | null {
  const target = book.firstSheetId ? book.targets.get(book.firstSheetId) : undefined;
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`);
}

/** Whether a worksheet entry could be the first sheet (any, while the workbook is not read yet). */
const mayBeFirst = (book: Book, name: string) => {
  const first = firstSheetPath(book);
  return first === null || first === name;
};

type Handler = { open?: (tag: sax.Tag) => void; text?: (text: string) => void; close?: (name: string) => void };

/** Reads an entry's XML through `handler` (namespace prefixes dropped from tag names). */
async function readXml(source: AsyncIterable<Buffer | string>, handler: Handler): Promise<void> {
  const parser = sax.parser(true, { trim: false, normalize: false });
  wire(parser, handler);
  const decoder = new TextDecoder();
  // stream: a character split between two chunks is decoded whole.
  for await (const chunk of source) parser.write(decoder.decode(chunk as Buffer, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

function wire(parser: sax.SAXParser, handler: Handler) {
  parser.onerror = (error) => {
    throw new Error(`the workbook's XML is broken (${error.message.split('\n')[0]})`);
  };
  parser.onopentag = (tag) => handler.open?.({ ...(tag as sax.Tag), name: local(tag.name) });
  parser.ontext = (text) => handler.text?.(text);
  parser.oncdata = (text) => handler.text?.(text);
  parser.onclosetag = (name) => handler.close?.(local(name));
}

function workbookHandler(book: Book): Handler {
  return {
    open(tag) {
      if (tag.name !== 'sheet' || book.firstSheetId) return;
      const id = Object.entries(tag.attributes).find(([key]) => local(key) === 'id' && key.includes(':'))?.[1];
      if (typeof id === 'string') book.firstSheetId = id;
    },
  };
}

function relsHandler(book: Book): Handler {
  return {
    open(tag) {
      const { Id, Target } = tag.attributes;
      if (tag.name === 'Relationship' && typeof Id === 'string' && typeof Target === 'string') book.targets.set(Id, Target);
    },
  };
}

/** Shared strings: each `<si>` is one, its `<t>` runs joined (rich text); phonetic runs (`<rPh>`) left out. */
function stringsHandler(book: Book): Handler {
  let text: string | null = null;
  let inT = false;
  let inPhonetic = false;
  return {
    open(tag) {
      if (tag.name === 'si') text = '';
      else if (tag.name === 'rPh') inPhonetic = true;
      else if (tag.name === 't' && !inPhonetic) inT = true;
    },
    text(value) {
      if (inT && text !== null) text += value;
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        book.strings.push(text ?? '');
        text = null;
      }
    },
  };
}

/** Built-in number formats that are dates or times (ECMA-376 part 1, 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
/** A custom format is a date when, outside quotes and brackets, it has day, month, year, hour or second codes. */
const isDateCode = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

function stylesHandler(book: Book): Handler {
  const customDates = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  return {
    open(tag) {
      const { numFmtId, formatCode } = tag.attributes;
      if (tag.name === 'numFmt' && typeof formatCode === 'string' && isDateCode(formatCode)) customDates.add(Number(numFmtId));
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) {
        const id = Number(numFmtId ?? 0);
        if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) book.dateStyles.add(index);
        index++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  };
}

/** A column's index from a cell reference: B7 is 1. */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** A spreadsheet serial day as an instant (day 25,569 is 1970-01-01; the 1900 leap-year bug is before it). */
const serialToIso = (serial: number) => new Date(Math.round((serial - 25_569) * 86_400_000)).toISOString();

/** A number as the upload read it with exceljs: integers without a point, others in full. */
const numberText = (value: number) => (Number.isInteger(value) ? value.toFixed(0) : String(value));

/** The worksheet's rows, one chunk of XML at a time: the rows each chunk completes are yielded before the next is read. */
async function* sheetRows(source: AsyncIterable<Buffer | string>, book: Book): AsyncGenerator<SheetRow> {
  const parser = sax.parser(true, { trim: false, normalize: false });
  const ready: SheetRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: { index: number; type: string; style: number } | null = null;
  let value = '';
  let inValue = false;
  let nextIndex = 0;
  wire(parser, {
    open(tag) {
      const { r, t, s } = tag.attributes as Record<string, string | undefined>;
      if (tag.name === 'row') {
        rowNumber = r ? Number(r) : rowNumber + 1;
        cells = [];
        nextIndex = 0;
      } else if (tag.name === 'c') {
        cell = { index: r ? columnIndex(r) : nextIndex, type: t ?? 'n', style: Number(s ?? 0) };
        value = '';
      } else if (tag.name === 'v' || (tag.name === 't' && cell?.type === 'inlineStr')) inValue = true;
    },
    text(text) {
      if (inValue) value += text;
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'c' && cell) {
        cells[cell.index] = cellValue(cell, value, book);
        nextIndex = cell.index + 1;
        cell = null;
      } else if (name === 'row') {
        const row = Array.from(cells, (text) => text ?? '');
        if (row.some((text) => text.trim() !== '')) ready.push({ row: rowNumber, cells: row });
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of source) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    yield* ready.splice(0);
  }
  parser.write(decoder.decode());
  parser.close();
  yield* ready.splice(0);
}

function cellValue(cell: { type: string; style: number }, raw: string, book: Book): string {
  switch (cell.type) {
    case 's':
      return book.strings[Number(raw)] ?? '';
    case 'b':
      return raw === '1' ? 'true' : raw === '' ? '' : 'false';
    case 'e':
      return '';
    case 'str':
    case 'inlineStr':
      return raw;
    default: {
      if (raw.trim() === '') return '';
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw;
      return book.dateStyles.has(cell.style) ? serialToIso(number) : numberText(number);
    }
  }
}
