import { z } from 'zod';
import { Id } from './base.js';
import { LookupRow } from './market.js';
import { PageQuery } from './paging.js';
import { UploadChangeSummary } from './price-changes.js';

/**
 * The spreadsheet row of the spec (section 3) plus the identifier column (ASIN, UPC, EAN, ISBN)
 * and the supplier's item number.
 */
export const UploadField = z.enum([
  'identifier',
  'supplier',
  'productLink',
  'packPrice',
  'unitPrice',
  'packSize',
  'notes',
  'deal',
  'itemNumber',
]);
export type UploadField = z.infer<typeof UploadField>;

/** An explicit column mapping: field -> the header text in the file (case and spacing ignored). */
export const UploadMapping = z.partialRecord(UploadField, z.string().min(1).max(200));
export type UploadMapping = z.infer<typeof UploadMapping>;

export const UploadStatus = z.enum(['queued', 'parsing', 'matching', 'done', 'stopped', 'failed']);
export type UploadStatus = z.infer<typeof UploadStatus>;

/** What became of one row: matched (a new product), updated (the supplier listed it already), … */
export const UploadRowStatus = z.enum([
  'pending',
  'matched',
  'updated',
  'unmatched',
  'candidates',
  'merged',
  'failed',
  'skipped',
]);
export type UploadRowStatus = z.infer<typeof UploadRowStatus>;

/**
 * The text encoding a CSV price list is read in. Detected from its bytes (a byte-order mark, else
 * UTF-8 when the bytes are valid UTF-8, else Windows-1252), or chosen by the user with the
 * multipart field `encoding`. `iso-8859-1` is read as Windows-1252, as browsers read it (the WHATWG
 * Encoding Standard): the two agree on every printable Latin-1 character.
 */
export const TextEncoding = z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1']);
export type TextEncoding = z.infer<typeof TextEncoding>;

/** The name a person knows each encoding by. */
export const TEXT_ENCODING_NAMES: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
  'iso-8859-1': 'ISO-8859-1',
};

/**
 * `POST /api/Product/bulk/preview` (multipart: file, optional mapping): what an upload of the file
 * would read, before it starts: the header row found (its row number, null when none), its
 * columns, which column each field would use (the mapping applied), the first data rows, and
 * why the file could not be started as it is (`problem`, null when it can). With the field
 * `firstRowIsData=true` the file is read as having no header row: its columns are named A, B,
 * C… (`firstRowIsData` says so) and row 1 is data. `looksHeaderless`: no header row was found
 * and the first row reads as data (an identifier and a price), so the page offers that reading.
 */
export const UploadPreview = z.object({
  headerRow: z.number().int().nullable(),
  firstRowIsData: z.boolean(),
  looksHeaderless: z.boolean(),
  headers: z.array(z.string()),
  columns: z.partialRecord(UploadField, z.string()),
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  problem: z.string().nullable(),
  /** The encoding the text was read in (the `encoding` field when sent, else the detected one); null for an XLSX. */
  encoding: TextEncoding.nullable(),
  /** The encoding the file's bytes suggest; null for an XLSX. */
  detectedEncoding: TextEncoding.nullable(),
});
export type UploadPreview = z.infer<typeof UploadPreview>;

/** `POST /api/Product/bulk`: the upload is stored and queued; the work runs in the background. */
/**
 * An upload's place in its company's line while it waits for one of the company's upload slots
 * (`UPLOAD_MAX_RUNNING_PER_COMPANY` run at once): 1 = the next to start. Null when it is not
 * waiting (running, ended, or about to start). The status stays `queued` while it waits.
 */
export const QueuePosition = z.number().int().min(1).nullable();

export const UploadCreated = z.object({ id: Id, status: UploadStatus, queuePosition: QueuePosition, message: z.string() });
export type UploadCreated = z.infer<typeof UploadCreated>;

/** One line of the row report (row = the line in the file; the header, when there is one, is row 1). */
export const UploadRowReport = z.object({
  row: z.number().int(),
  status: UploadRowStatus,
  original: z.string().nullable(),
  identifier: z.string().nullable(),
  asin: z.string().nullable(),
  /** Cost of one unit: the unit price, else the pack price / pack size (4 decimals). */
  unitCost: z.number().nullable(),
  packSize: z.number().int().nullable(),
  /** Cost of one supplier pack of `packSize` units: the pack price, else unit price x pack size. */
  packCost: z.number().nullable(),
  itemNumber: z.string().nullable(),
  productId: Id.nullable(),
  candidates: z.array(z.string()),
  reason: z.string().nullable(),
  /**
   * What the seller holds at Amazon of the row's product (the connected account's FBA inventory, as
   * copied onto the product: docs/seller-account.md): units fulfillable and inbound; null when the
   * row has no product or the seller holds none of it.
   */
  fbaFulfillable: z.number().int().nullable(),
  fbaInbound: z.number().int().nullable(),
});
export type UploadRowReport = z.infer<typeof UploadRowReport>;

/** An upload's status and progress (rows are counted once each: processed = the sum of outcomes). */
export const Upload = z.object({
  id: Id,
  supplierId: Id,
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  sizeBytes: z.number().int(),
  status: UploadStatus,
  queuePosition: QueuePosition,
  message: z.string().nullable(),
  columns: z.partialRecord(UploadField, z.string()).nullable(),
  rowsTotal: z.number().int().nullable(),
  rowsRead: z.number().int(),
  processed: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  candidates: z.number().int(),
  merged: z.number().int(),
  failed: z.number().int(),
  created: z.string(),
  finished: z.string().nullable(),
  /** What changed since the supplier's previous list, once the upload is done (docs/price-changes.md); null before. */
  changes: UploadChangeSummary.nullable().optional(),
});
export type Upload = z.infer<typeof Upload>;

/** `GET /api/Upload/{uploadId}`: the upload and one page of its row report. */
export const UploadDetail = Upload.extend({ report: z.array(UploadRowReport), reportTotal: z.number().int() });
export type UploadDetail = z.infer<typeof UploadDetail>;

export const UploadIdParams = z.object({ uploadId: Id });

/** The report page of an upload; `status` keeps one outcome (e.g. failed). */
export const UploadReportQuery = PageQuery.extend({ status: UploadRowStatus.optional() });

export const UploadListQuery = PageQuery.extend({ supplierId: Id.optional() });

/** One row of an upload's report (row = its line in the file). */
export const UploadRowParams = z.object({ uploadId: Id, row: z.coerce.number().int().min(1).max(1_000_001) });

/** `POST /api/Upload/{uploadId}/rows/{row}/choice`: which of a "several matches" row's products is meant. */
export const UploadChoiceInput = z.object({ asin: z.string().regex(/^[A-Z0-9]{10}$/, 'must be an ASIN') });
export type UploadChoiceInput = z.infer<typeof UploadChoiceInput>;

/**
 * `GET /api/Upload/{uploadId}/rows/{row}/candidates`: one of a "several matches" row's products
 * with what to choose by: its image, the buy-box price the analysis uses, the units the listing
 * holds, and the profit and ROI at the row's pack and cost (the profit engine's, as the product
 * would be analysed once added).
 */
export const UploadCandidate = LookupRow.extend({
  image: z.string().nullable(),
  /** The buy-box price the analysis sells at (selectedBuyBoxValue). */
  buyBox: z.number().nullable(),
  /** Units in the listing (the market's packageQuantity: a pack of 3 is 3). */
  packageQuantity: z.number().int(),
  /** The listing holds as many units as the row's pack (a row without a pack size is a pack of 1). */
  samePack: z.boolean(),
  profitLoss: z.number().nullable(),
  /** Percent. */
  roi: z.number().nullable(),
  /** The one "pick the best match for all" takes: the same pack as the row, then the highest ROI. */
  best: z.boolean(),
});
export type UploadCandidate = z.infer<typeof UploadCandidate>;

/** `POST /api/Upload/{uploadId}/best-matches`: rows resolved by the rule, and rows left open (no match with the row's pack). */
export const UploadBestMatches = z.object({ picked: z.number().int(), left: z.number().int() });
export type UploadBestMatches = z.infer<typeof UploadBestMatches>;
