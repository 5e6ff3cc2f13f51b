import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { TextEncoding, UploadMapping } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/errors.js';
import { inputProblem } from '../../platform/http/input-guard.js';
import { findSupplier } from '../suppliers/service.js';
import type { Tenant } from '../tenancy.js';
import { recordUsage, usageThisMonth } from '../usage/service.js';
import { detectEncoding } from './encoding.js';
import { storedMapping } from './headerless.js';
import { uploadFileChunks, uploads } from './schema.js';
import { SNIFF_BYTES, sniffFormat } from './sniff.js';
import { checkXlsxChunks, XlsxTooLarge } from './xlsx-bounds.js';

const CHUNK_BYTES = 1024 * 1024;

export type Received = {
  supplierId: string | null;
  mapping: UploadMapping | null;
  /** The file has no header row: its first row is data (columns A, B, C…). */
  firstRowIsData: boolean;
  /** The text encoding the user chose for a CSV (the field `encoding`), or null to use the detected one. */
  encoding: TextEncoding | null;
  fileName: string;
  format: 'csv' | 'xlsx';
  chunks: Buffer[];
  size: number;
};

const field = (name: string, description: string) =>
  new HttpError(400, 'validation', `${name} ${description}`, [
    { type: 'validation', description: `${name} ${description}`, field: name },
  ]);

/**
 * Reads the multipart body: the fields supplierId, mapping (JSON), firstRowIsData and encoding, and one file (an XLSX by
 * its first bytes, a zip; else a CSV, which must read as text: sniff.ts). The file is cut into
 * chunks as it arrives; at most maxBytes are kept. A preview needs no supplier.
 */
export async function receiveUpload(
  request: FastifyRequest,
  limits: { maxBytes: number; xlsxMaxUncompressedBytes: number },
  query: { supplierId?: string },
  options: { needsSupplier: boolean } = { needsSupplier: true },
): Promise<Received> {
  const { maxBytes } = limits;
  if (!request.isMultipart()) throw HttpError.badRequest('Send the price list as multipart/form-data with a file field.');
  let supplierId = query.supplierId ?? null;
  let mapping: UploadMapping | null = null;
  let firstRowIsData = false;
  let encoding: TextEncoding | null = null;
  let file: Omit<Received, 'supplierId' | 'mapping' | 'firstRowIsData' | 'encoding'> | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 } })) {
    if (part.type === 'field') {
      const value = String(part.value ?? '');
      // The edge's text rule (input-guard.ts), here where multipart fields are read.
      if (inputProblem(value, part.fieldname))
        throw field(part.fieldname, 'contains a NUL character or an unpaired surrogate, which are not accepted');
      if (part.fieldname === 'supplierId') supplierId = value;
      if (part.fieldname === 'mapping' && value.trim() !== '') mapping = parseMapping(value);
      if (part.fieldname === 'firstRowIsData') firstRowIsData = parseFlag('firstRowIsData', value);
      if (part.fieldname === 'encoding' && value !== '') encoding = parseEncoding(value);
      continue;
    }
    if (inputProblem(part.filename, 'file'))
      throw field('file', 'name contains a NUL character or an unpaired surrogate, which are not accepted');
    file = await readFile(part, maxBytes);
  }
  if (!file) throw field('file', 'is required: a CSV or XLSX price list');
  if (file.format === 'xlsx') await checkWorkbook(file, limits.xlsxMaxUncompressedBytes);
  if (!options.needsSupplier) return { supplierId, mapping, firstRowIsData, encoding, ...file };
  if (!supplierId) throw field('supplierId', 'is required');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(supplierId))
    throw field('supplierId', 'must be a UUID');
  return { supplierId, mapping, firstRowIsData, encoding, ...file };
}

function parseFlag(name: string, value: string): boolean {
  if (value === 'true' || value === 'false' || value === '') return value === 'true';
  throw field(name, 'must be true or false');
}

function parseEncoding(value: string): TextEncoding {
  const parsed = TextEncoding.safeParse(value.toLowerCase());
  if (!parsed.success) throw field('encoding', `must be one of ${TextEncoding.options.join(', ')}`);
  return parsed.data;
}

function parseMapping(value: string): UploadMapping {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw field('mapping', 'must be a JSON object of field to column header');
  }
  const problem = inputProblem(json, 'mapping');
  if (problem) throw field('mapping', `is not accepted: ${problem.description}`);
  const parsed = UploadMapping.safeParse(json);
  if (!parsed.success) {
    throw field(
      'mapping',
      `must map the fields identifier, supplier, productLink, packPrice, unitPrice, packSize, notes, deal to header names (${parsed.error.issues[0]?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}

async function readFile(part: MultipartFile, maxBytes: number) {
  const name = (part.filename || 'price-list').slice(0, 255);
  const chunks: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let sniffed: ReturnType<typeof sniffFormat> | null = null;
  for await (const piece of part.file as AsyncIterable<Buffer>) {
    // Refused by its first bytes: the rest is read past (so the answer reaches the client) and not kept.
    if (sniffed && 'problem' in sniffed) continue;
    if (!sniffed && size + piece.length >= SNIFF_BYTES)
      sniffed = sniffFormat(name, Buffer.concat([...pending, piece]).subarray(0, SNIFF_BYTES));
    pending.push(piece);
    pendingBytes += piece.length;
    size += piece.length;
    if (pendingBytes >= CHUNK_BYTES) {
      chunks.push(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    }
  }
  if (part.file.truncated) {
    throw new HttpError(
      413,
      'file_too_large',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most one upload takes.`,
    );
  }
  if (pendingBytes > 0) chunks.push(Buffer.concat(pending));
  if (size === 0) throw field('file', 'is empty');
  sniffed ??= sniffFormat(name, (chunks[0] ?? Buffer.alloc(0)).subarray(0, SNIFF_BYTES));
  if ('problem' in sniffed) throw field('file', sniffed.problem);
  return { fileName: name, format: sniffed.format, chunks, size };
}

/** A workbook that would expand too far (a zip bomb, a giant cell) or is no zip at all is refused here. */
async function checkWorkbook(file: { fileName: string; chunks: Buffer[] }, maxUncompressedBytes: number) {
  try {
    await checkXlsxChunks(file.chunks, { maxUncompressedBytes });
  } catch (error) {
    if (error instanceof XlsxTooLarge) throw field('file', `is refused: ${error.message}`);
    throw field(
      'file',
      `${file.fileName} is not a readable XLSX workbook (${error instanceof Error ? error.message : 'unreadable'})`,
    );
  }
}

/**
 * Stores the upload and its file in the caller's transaction (all or nothing) after the checks:
 * the supplier is the company's, and the plan's monthly file uploads are not used up.
 */
export async function storeUpload(tenant: Tenant, received: Received, filesPerMonth: number): Promise<string> {
  const supplier = await findSupplier(tenant, received.supplierId ?? '');
  const used = await usageThisMonth(tenant, 'files_uploaded');
  if (used >= filesPerMonth) {
    throw new HttpError(
      403,
      'plan_limit',
      `Your plan allows ${filesPerMonth} file uploads a month and ${used} were used. Upgrade the plan or wait for next month.`,
    );
  }
  const id = randomUUID();
  await tenant.db.insert(uploads).values({
    id,
    companyId: tenant.companyId,
    createdBy: tenant.memberId,
    supplierId: supplier.id,
    fileName: received.fileName,
    format: received.format,
    sizeBytes: received.size,
    // A CSV's encoding is fixed now: the job reads the stored file in it.
    mapping: storedMapping({
      ...received,
      encoding: received.format === 'csv' ? (received.encoding ?? detectEncoding(received.chunks[0] ?? Buffer.alloc(0))) : null,
    }),
    // With no header row, row 1 is the first to stage (the cursor is the last row staged).
    cursorRow: received.firstRowIsData ? 0 : 1,
  });
  for (const [seq, data] of received.chunks.entries()) {
    await tenant.db.insert(uploadFileChunks).values({ uploadId: id, seq, companyId: tenant.companyId, data });
  }
  await recordUsage(tenant, 'files_uploaded');
  return id;
}

export const uploadById = (id: string) => eq(uploads.id, id);
