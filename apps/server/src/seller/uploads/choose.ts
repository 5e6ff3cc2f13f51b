import type { UploadCandidate, UploadRowReport } from '@shelfscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { addProduct, codeTypeOf, type ProductsDeps } from '../products/workflows.js';
import type { Tenant } from '../tenancy.js';
import { candidateFigures, candidateSnapshots, figureContext, uploadMarketplace } from './best-match.js';
import { uploadRows, uploads } from './schema.js';
import { findUpload, heldOf, reportDto } from './service.js';

type RowRecord = typeof uploadRows.$inferSelect;

async function findRow(tenant: Tenant, uploadId: string, row: number): Promise<RowRecord> {
  const upload = await findUpload(tenant, uploadId);
  const [found] = await tenant.db
    .select()
    .from(uploadRows)
    .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.row, row), eq(uploadRows.companyId, tenant.companyId)));
  if (!found) throw HttpError.notFound(`The upload has no row ${row}.`);
  return found;
}

function assertOpen(row: RowRecord): asserts row is RowRecord & { identifier: string } {
  if (row.status !== 'candidates' || !row.identifier) {
    throw new HttpError(409, 'row_not_open', `Row ${row.row} has no choice to make: it is ${row.status}.`);
  }
}

/**
 * The products a "several matches" row's code matches, with their names and the figures to
 * choose by (image, buy box, units in the listing, profit and ROI at the row's pack and cost;
 * `best` marks the one "pick the best match for all" would take).
 */
export async function rowCandidates(deps: ProductsDeps, uploadId: string, rowNumber: number): Promise<UploadCandidate[]> {
  const { row, marketplace } = await deps.run(async (tenant) => ({
    row: await findRow(tenant, uploadId, rowNumber),
    marketplace: await uploadMarketplace(tenant, (await findUpload(tenant, uploadId)).supplierId),
  }));
  assertOpen(row);
  const [found, snapshots] = await Promise.all([
    deps.provider.lookup([row.identifier], { type: codeTypeOf(row.identifier), marketplace }),
    candidateSnapshots(deps, [row], marketplace),
  ]);
  // The market's answer, in the order the report lists them; an ASIN it no longer gives is left out.
  const names = new Map((found.get(row.identifier) ?? []).map((c) => [c.asin, c]));
  const listed = { ...row, candidates: (row.candidates ?? []).filter((asin) => names.has(asin)) };
  const context = await deps.run(async (tenant) => {
    const upload = await findUpload(tenant, uploadId);
    return figureContext(tenant, deps.analyze, upload.supplierId, listed.candidates);
  });
  return candidateFigures(listed, names, snapshots, context);
}

/**
 * Resolves a "several matches, choose one" row: the chosen ASIN is added to the upload's
 * supplier with what the row said (its pack and pack cost, item number, link and notes), as the
 * upload would have added it, and the row becomes `matched` (the upload's counters move from
 * candidates to matched). Only one of the row's candidates may be chosen, and only once.
 */
export async function chooseCandidate(
  deps: ProductsDeps,
  input: { uploadId: string; row: number; asin: string },
): Promise<UploadRowReport> {
  const { row, supplierId } = await deps.run(async (tenant) => {
    const found = await findRow(tenant, input.uploadId, input.row);
    return { row: found, supplierId: (await findUpload(tenant, input.uploadId)).supplierId };
  });
  assertOpen(row);
  if (!(row.candidates ?? []).includes(input.asin)) {
    const message = `asin: is not one of row ${row.row}'s matches (${(row.candidates ?? []).join(', ')})`;
    throw new HttpError(400, 'validation', message, [{ type: 'validation', description: message, field: 'asin' }]);
  }
  const packed = row.packCost !== null;
  const added = await addProduct(
    deps,
    { supplierId },
    {
      identifier: row.identifier,
      identifierType: 1,
      asin: input.asin,
      cost: packed ? row.packCost : row.unitCost,
      quantityPack: packed ? (row.packSize ?? 1) : 1,
      itemNumber: row.itemNumber,
      supplierUrl: row.productLink,
      comment: row.notes,
    },
  );
  const product = added.product;
  if (!product) throw new Error('a chosen candidate was not added');
  return deps.run(async (tenant) => {
    const [updated] = await tenant.db
      .update(uploadRows)
      .set({
        status: 'matched',
        asin: input.asin,
        productId: product.id,
        reason: `You chose ${input.asin} of ${(row.candidates ?? []).length} matches.`,
      })
      .where(and(eq(uploadRows.uploadId, row.uploadId), eq(uploadRows.row, row.row), eq(uploadRows.status, 'candidates')))
      .returning();
    if (!updated) throw new HttpError(409, 'row_not_open', `Row ${row.row} was resolved meanwhile.`);
    await tenant.db
      .update(uploads)
      .set({ candidates: sql`${uploads.candidates} - 1`, matched: sql`${uploads.matched} + 1`, modified: new Date() })
      .where(eq(uploads.id, row.uploadId));
    return reportDto(updated, await heldOf(tenant, product.id));
  });
}
