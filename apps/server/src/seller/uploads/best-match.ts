import type { LookupRow, MarketplaceCode, UploadBestMatches, UploadCandidate } from '@shelfscope/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { skuAllowance } from '../plans/sku-allowance.js';
import type { AnalysisSettings, Analyze, CostInputs } from '../products/analysis.js';
import { analysisSettings, marketplaceInputs } from '../products/analysis-inputs.js';
import type { StoredSnapshot } from '../products/market-store.js';
import type { ProductsDeps } from '../products/workflows.js';
import { findSupplier, type SupplierRow } from '../suppliers/service.js';
import type { Tenant } from '../tenancy.js';
import { uploadRows, uploads } from './schema.js';
import { findUpload } from './service.js';
import { listedProducts, type Matched, type Outcome, packOf, saveOutcomes, waves, writeProducts } from './write-products.js';

type RowRecord = typeof uploadRows.$inferSelect;
type Listed = Awaited<ReturnType<typeof listedProducts>>;

/** What a row's candidates are analysed with besides the row: the member's settings, the supplier's override, what it lists. */
export type FigureContext = {
  analyze: Analyze;
  settings: AnalysisSettings;
  supplier: Pick<SupplierRow, 'override' | 'overrideCustomValue' | 'marketplace' | 'currency' | 'costsIncludeVat'>;
  listed: Listed;
  at: Date;
};

// As an upload reads: the analysis reads the stats only (the chart fetches the history on view).
const need = (maxAgeMs: number, marketplace: MarketplaceCode) => ({
  marketplace,
  maxAgeMs,
  offers: true,
  stock: false,
  history: false,
});

/** The settings, the supplier's override and the products it lists among `asins`: what the figures need. */
export async function figureContext(
  tenant: Tenant,
  analyze: Analyze,
  supplierId: string,
  asins: string[],
): Promise<FigureContext> {
  const supplier = await findSupplier(tenant, supplierId);
  return {
    analyze,
    settings: await analysisSettings(tenant),
    supplier,
    listed: asins.length > 0 ? await listedProducts(tenant, supplierId, asins) : new Map(),
    at: new Date(),
  };
}

/** The market snapshots of every candidate of the rows on the supplier's marketplace (one batched read). */
export function candidateSnapshots(deps: ProductsDeps, rows: Pick<RowRecord, 'candidates'>[], marketplace: MarketplaceCode) {
  const asins = [...new Set(rows.flatMap((row) => row.candidates ?? []))];
  return deps.store.snapshots(asins, need(deps.freshForMs, marketplace));
}

/** The marketplace of an upload's supplier (its rows are read there). */
export async function uploadMarketplace(tenant: Tenant, supplierId: string): Promise<MarketplaceCode> {
  return marketplaceCode((await findSupplier(tenant, supplierId)).marketplace);
}

/**
 * The figures of a row's candidates as each product would be analysed once chosen: the row's
 * pack and pack cost, the default preparation cost (or the one the supplier's product already
 * has, as the upload keeps it), the supplier's override, run through the same profit engine as
 * every product. `best` marks the rule's pick: among the candidates whose listing holds the
 * row's pack size, the highest ROI (one without an ROI last; a tie keeps the market's order).
 * A candidate the market no longer has a snapshot of is left out.
 */
export function candidateFigures(
  row: Pick<RowRecord, 'candidates' | 'packCost' | 'packSize' | 'unitCost'>,
  names: Map<string, LookupRow>,
  snapshots: Map<string, StoredSnapshot>,
  context: FigureContext,
): UploadCandidate[] {
  const pack = packOf(row);
  const defaultPreparation = context.analyze.defaultPreparation(
    context.settings,
    marketplaceCode(context.supplier.marketplace),
    context.at,
  );
  const figures = (row.candidates ?? []).flatMap((asin): UploadCandidate[] => {
    const stored = snapshots.get(asin);
    if (!stored) return [];
    const known = context.listed.get(asin);
    const inputs: CostInputs = {
      cost: pack.cost,
      quantityPack: pack.quantityPack,
      preparationCost: known ? known.preparationCost : defaultPreparation,
      override: known?.override ?? -1,
      overrideCustomValue: known?.overrideCustomValue ?? null,
      supplierOverride: context.supplier.override,
      supplierOverrideCustomValue: context.supplier.overrideCustomValue,
      ...marketplaceInputs(
        {
          marketplace: context.supplier.marketplace,
          fulfilment: known?.fulfilment ?? null,
          monthsInStock: known?.monthsInStock ?? null,
        },
        context.supplier,
      ),
    };
    const analysis = context.analyze(stored.snapshot, inputs, context.settings, null, context.at);
    const fields = stored.snapshot.fields;
    const packageQuantity = Math.max(1, fields.packageQuantity);
    return [
      {
        asin,
        productName: names.get(asin)?.productName ?? fields.title ?? asin,
        countryAndRegion: names.get(asin)?.countryAndRegion ?? 'US',
        image: fields.image,
        buyBox: analysis.selectedBuyBoxValue,
        packageQuantity,
        samePack: packageQuantity === pack.quantityPack,
        profitLoss: analysis.profitLoss,
        roi: analysis.roi,
        best: false,
      },
    ];
  });
  const best = figures
    .filter((c) => c.samePack)
    .reduce<UploadCandidate | null>((top, c) => (top === null || (c.roi ?? -Infinity) > (top.roi ?? -Infinity) ? c : top), null);
  return figures.map((c) => (c === best ? { ...c, best: true } : c));
}

/**
 * "Pick the best match for all": every row of the upload still waiting for a choice gets the
 * candidate the rule picks (see candidateFigures), added to the supplier as the upload adds a
 * product (one batched write, the row's pack, cost, item number, link and notes). One
 * transaction: every pick is written or none is (the plan's SKU allowance must cover them all).
 * Rows where no candidate holds the row's pack size are left for the member and counted.
 */
export async function pickBestMatches(deps: ProductsDeps, uploadId: string): Promise<UploadBestMatches> {
  const { upload, open, marketplace } = await deps.run(async (tenant) => {
    const upload = await findUpload(tenant, uploadId);
    const open = await tenant.db
      .select()
      .from(uploadRows)
      .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'candidates')))
      .orderBy(asc(uploadRows.row));
    return { upload, open, marketplace: await uploadMarketplace(tenant, upload.supplierId) };
  });
  if (open.length === 0) return { picked: 0, left: 0 };
  // The market's reads outside any transaction, as the upload's batches read it.
  const snapshots = await candidateSnapshots(deps, open, marketplace);

  return deps.run(async (tenant) => {
    // One pick at a time per upload: a second request waits here and finds the rows resolved.
    await tenant.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, upload.id)).for('update');
    const still = await tenant.db
      .select()
      .from(uploadRows)
      .where(
        and(
          eq(uploadRows.uploadId, upload.id),
          eq(uploadRows.status, 'candidates'),
          inArray(
            uploadRows.row,
            open.map((r) => r.row),
          ),
        ),
      )
      .orderBy(asc(uploadRows.row));
    const context = await figureContext(tenant, deps.analyze, upload.supplierId, [...snapshots.keys()]);
    const picks: (Matched<typeof uploadRows.$inferSelect> & { why: string })[] = [];
    for (const row of still) {
      const figures = candidateFigures(row, new Map(), snapshots, context);
      const best = figures.find((c) => c.best);
      if (best) picks.push({ row, asin: best.asin, why: whyPicked(figures, best, packOf(row).quantityPack) });
    }
    const left = still.length - picks.length;
    if (picks.length === 0) return { picked: 0, left };

    const { left: allowance, limit } = await skuAllowance(tenant);
    if (allowance < picks.length) {
      throw new HttpError(
        409,
        'plan_limit_reached',
        `Your plan allows ${limit.toLocaleString('en-US')} SKUs scanned a month and ${allowance.toLocaleString('en-US')} are left: picking ${picks.length.toLocaleString('en-US')} matches needs more. Upgrade your plan or choose the matches one by one.`,
      );
    }
    const outcomes = new Map<number, Outcome>();
    for (const wave of waves(picks))
      for (const [row, outcome] of await writeProducts(
        deps,
        tenant,
        { ...upload, marketplace },
        wave,
        snapshots,
        context.settings,
      ))
        outcomes.set(row, outcome);
    const report = picks.map(({ row, asin, why }) => {
      const outcome = outcomes.get(row.row) ?? { status: 'matched', asin };
      return {
        ...outcome,
        row: row.row,
        candidates: row.candidates ?? [],
        reason: [why, outcome.reason].filter(Boolean).join(' '),
      };
    });
    await saveOutcomes(tenant, upload.id, report);
    await tenant.db
      .update(uploads)
      .set({
        candidates: sql`${uploads.candidates} - ${picks.length}`,
        matched: sql`${uploads.matched} + ${picks.length}`,
        modified: new Date(),
      })
      .where(eq(uploads.id, upload.id));
    return { picked: picks.length, left };
  });
}

/** The report's reason for a pick: which rule decided it, and the ROI it has at the row's cost. */
function whyPicked(figures: UploadCandidate[], best: UploadCandidate, pack: number): string {
  const roi = best.roi === null ? 'unknown' : `${best.roi.toFixed(1)}%`;
  const samePack = figures.filter((c) => c.samePack).length;
  return samePack === 1
    ? `Picked of ${figures.length} matches: the only one with the row’s pack (${pack}); ROI ${roi}.`
    : `Picked of ${figures.length} matches: of the ${samePack} with the row’s pack (${pack}), the highest ROI (${roi}).`;
}
