import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { CURRENCY_CODES } from '@shelfscope/contracts';
import { US_DOLLARS } from '../text/money.js';

/** An amount in a currency of its own (a row of a product export: each product's marketplace's). */
export type XlsxMoney = { amount: number; currency: string };
export type XlsxCell = string | number | Date | null | XlsxMoney;

/**
 * How a column's numbers show (the value stays the number): `currency` in dollars with cents,
 * `percent` a fraction shown as a percentage (0.25 is 25.00%), `date` a Date as yyyy-mm-dd,
 * `integer` with thousands separators.
 */
export type XlsxFormat = 'currency' | 'percent' | 'date' | 'integer';
/**
 * A column's look: its width in characters (Excel's unit) and the format of its numbers;
 * `currency` (ISO 4217) is the currency of a `currency` column (US dollars when left out).
 */
export type XlsxColumn = { width?: number; format?: XlsxFormat; currency?: string };

/**
 * A one-sheet XLSX written as it is read: the sheet's XML is made a page of rows at a time and
 * deflated into a zip as the consumer takes the bytes (`Readable.from` pulls only when the
 * response wants more). exceljs's streaming WorkbookWriter did not wait for its zip's deflate,
 * so the whole uncompressed sheet (about 80 MB for 100,000 rows of 13 columns) piled up in
 * buffers (bench/RESULTS.md, 2026-11-26). Text is written inline (no shared strings table);
 * the header row is bold and frozen; `columns` give widths and number formats.
 */
export function xlsxReadable(
  sheetName: string,
  header: string[],
  pages: AsyncIterable<XlsxCell[][]>,
  columns: XlsxColumn[] = [],
): Readable {
  async function* rows(): AsyncGenerator<XlsxRow[]> {
    yield [{ cells: header, style: 'header' }];
    for await (const page of pages) yield page.map((cells) => ({ cells }));
  }
  return xlsxSheetReadable(sheetName, rows(), { columns, frozenRows: 1 });
}

/**
 * A row of a sheet laid out by hand (an order with blocks above its table): `header` is a table's
 * header (bold text), `bold` makes the row bold and keeps its columns' formats (a total),
 * `title` is bold and larger, `boldFirst` makes only its first cell bold (a label).
 */
export type XlsxRow = { cells: XlsxCell[]; style?: 'header' | 'bold' | 'title' | 'boldFirst' };

/** A one-sheet XLSX of styled rows, streamed as xlsxReadable is; `frozenRows` rows stay on screen. */
export function xlsxSheetReadable(
  sheetName: string,
  rows: AsyncIterable<XlsxRow[]> | Iterable<XlsxRow[]>,
  options: { columns?: XlsxColumn[]; frozenRows?: number } = {},
): Readable {
  const name = sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
  return Readable.from(
    zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: ROOT_RELS },
      { name: 'xl/workbook.xml', data: workbookXml(name) },
      { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
      { name: 'xl/styles.xml', data: STYLES },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml(rows, options.columns ?? [], options.frozenRows ?? 0) },
    ]),
  );
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
/**
 * The cell formats (cellXfs, by index): 0 the default, 1 bold (the header), then one per
 * XlsxFormat. Currency and date are custom number formats (ids from 164, the first free one);
 * percent (10, 0.00%) and integer (3, #,##0) are built in.
 */
const STYLE_OF: Record<XlsxFormat, number> = { currency: 2, percent: 3, date: 4, integer: 5 };
/** Bold, bold in a currency column (a total), a title (bold, 14 pt). */
const BOLD = 1;
const BOLD_CURRENCY = 6;
const TITLE = 7;

/** The cell format of an amount in a currency, plain or bold (a total): the dollar's own, else its entry after the eight. */
export function currencyStyle(currency: string | undefined, isBold = false): number {
  const k = currency ? OTHER_CURRENCIES.indexOf(currency.toUpperCase() as (typeof OTHER_CURRENCIES)[number]) : -1;
  if (k < 0) return isBold ? BOLD_CURRENCY : STYLE_OF.currency;
  return 8 + 2 * k + (isBold ? 1 : 0);
}
/**
 * Every currency but the dollar gets a number format of its own (ids from 166) and two cell
 * formats (plain, bold), after the eight above: the styles part is written before the sheet, so
 * they are all there whichever currencies the rows turn out to hold. The symbol comes first and
 * the currency's own decimals follow ("€"#,##0.00, "¥"#,##0), as Intl writes it in en-US; a
 * spreadsheet then shows it in its reader's separators.
 */
const OTHER_CURRENCIES = CURRENCY_CODES.filter((c) => c !== 'USD');
function currencyFormatCode(currency: string): string {
  const format = new Intl.NumberFormat(US_DOLLARS.locale, { style: 'currency', currency });
  const symbol = format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const spaced = /\p{L}$/u.test(symbol) ? `${symbol} ` : symbol;
  return `&quot;${spaced}&quot;#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
}
const CURRENCY_NUMFMTS = OTHER_CURRENCIES.map(
  (c, k) => `<numFmt numFmtId="${166 + k}" formatCode="${currencyFormatCode(c)}"/>`,
).join('');
const CURRENCY_XFS = OTHER_CURRENCIES.map(
  (_, k) =>
    `<xf numFmtId="${166 + k}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="${166 + k}" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>`,
).join('');
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="${2 + OTHER_CURRENCIES.length}"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0.00"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/>${CURRENCY_NUMFMTS}</numFmts><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${8 + 2 * OTHER_CURRENCIES.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>${CURRENCY_XFS}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Characters XML 1.0 cannot hold at all (control characters but tab and line ends, lone surrogates). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text: string): string {
  const printable = text.replace(NOT_XML, '');
  return /[&<>"]/.test(printable) ? printable.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c) : printable;
}

/** A column's letters: 0 is A, 26 is AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A date as a spreadsheet's serial day number (days since 1899-12-30, UTC; the fraction is the time). */
const serialDay = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/**
 * One row's XML. Numbers stay numbers (not finite ones are left empty), dates become serial day
 * numbers; text is inline text, never a formula. `styles` are each column's ` s="n"` (or '').
 */
function rowXml(
  values: XlsxCell[],
  rowNumber: number,
  styles: (i: number) => string,
  columns: string[],
  isBold: boolean,
): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < values.length; i++) {
    let value = values[i];
    if (value === null || value === undefined) continue;
    const ref = `${columns[i] ?? columnName(i)}${rowNumber}`;
    let style = styles(i);
    if (typeof value === 'object' && !(value instanceof Date)) {
      style = ` s="${currencyStyle(value.currency, isBold)}"`;
      value = value.amount;
    }
    if (value instanceof Date) value = serialDay(value);
    if (typeof value === 'number') {
      if (Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
    } else {
      const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
      xml += `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/**
 * Characters of sheet XML handed on at a time. Kept well under V8's large-object size (some
 * 128 kB): a page's whole XML as one string (800 kB for 1,000 rows) is freed only by a full
 * garbage collection, which let the server's memory grow by a page at a time.
 */
const CHUNK = 32_768;

/** The `<cols>` element of the columns given a width (none when no column has one). */
function colsXml(looks: XlsxColumn[]): string {
  const cols = looks
    .map((look, i) =>
      look.width === undefined
        ? ''
        : `<col min="${i + 1}" max="${i + 1}" width="${Math.min(255, Math.max(0, look.width))}" customWidth="1"/>`,
    )
    .join('');
  return cols ? `<cols>${cols}</cols>` : '';
}

/** Each row style's cell style attribute, by column (its format, unless the row's style overrides it). */
function stylesOf(looks: XlsxColumn[]): Record<NonNullable<XlsxRow['style']> | 'plain', (i: number) => string> {
  const format = (i: number) => looks[i]?.format;
  const attribute = (style: number | undefined) => (style ? ` s="${style}"` : '');
  const plain = (i: number) =>
    attribute(format(i) === 'currency' ? currencyStyle(looks[i]?.currency) : format(i) && STYLE_OF[format(i) as XlsxFormat]);
  return {
    plain,
    header: () => attribute(BOLD),
    bold: (i) => attribute(format(i) === 'currency' ? currencyStyle(looks[i]?.currency, true) : BOLD),
    title: () => attribute(TITLE),
    boldFirst: (i) => (i === 0 ? attribute(BOLD) : plain(i)),
  };
}

async function* sheetXml(
  rows: AsyncIterable<XlsxRow[]> | Iterable<XlsxRow[]>,
  looks: XlsxColumn[],
  frozenRows: number,
): AsyncGenerator<string> {
  const columns: string[] = [];
  const styles = stylesOf(looks);
  const pane =
    frozenRows > 0
      ? `<pane ySplit="${frozenRows}" topLeftCell="A${frozenRows + 1}" activePane="bottomLeft" state="frozen"/>`
      : '';
  // Element order is the schema's: sheetViews, then cols, then sheetData.
  yield `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>${colsXml(looks)}<sheetData>`;
  let rowNumber = 0;
  let xml = '';
  for await (const page of rows) {
    for (const row of page) {
      while (columns.length < row.cells.length) columns.push(columnName(columns.length));
      xml += rowXml(
        row.cells,
        ++rowNumber,
        styles[row.style ?? 'plain'],
        columns,
        row.style === 'bold' || row.style === 'header',
      );
      if (xml.length >= CHUNK) {
        yield xml;
        xml = '';
      }
    }
  }
  if (xml) yield xml;
  yield '</sheetData></worksheet>';
}

type ZipEntry = { name: string; data: string | AsyncIterable<string> };

/** DOS date and time of now, as zip headers keep it. */
function dosDateTime(date = new Date()): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

const MAX_32 = 0xffff_ffff;

/**
 * A zip of the entries, deflated, each with a data descriptor after its data (sizes and CRC are
 * known only once an entry is written) and the central directory at the end. No ZIP64: an
 * entry or archive of 4 GiB or more is an error.
 */
async function* zip(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const { time, day } = dosDateTime();
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);
    const start = offset;
    offset += local.length + name.length;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    if (typeof entry.data === 'string') {
      const raw = Buffer.from(entry.data, 'utf8');
      crc = crc32(raw);
      size = raw.length;
      const deflated = deflateRawSync(raw);
      compressed = deflated.length;
      yield deflated;
    } else {
      const source = entry.data;
      const deflate = createDeflateRaw();
      const input = Readable.from(
        (async function* () {
          for await (const text of source) {
            const raw = Buffer.from(text, 'utf8');
            crc = crc32(raw, crc);
            size += raw.length;
            yield raw;
          }
        })(),
      );
      input.on('error', (error) => deflate.destroy(error));
      input.pipe(deflate);
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        yield chunk;
      }
    }
    if (size > MAX_32 || compressed > MAX_32) throw new Error(`zip entry ${entry.name} is 4 GiB or more`);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += compressed + descriptor.length;

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4); // made by
    record.writeUInt16LE(20, 6); // needed
    record.writeUInt16LE(0x0808, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(day, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(start, 42);
    central.push(record, name);
  }
  if (offset > MAX_32) throw new Error('zip archive is 4 GiB or more');
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
