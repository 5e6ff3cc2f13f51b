import type { LookupRow, ProductCreateInput, ProductCreateResult } from '@shelfscope/contracts';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { CodeType, MarketDataProvider } from '../../market/provider.js';
import { HttpError } from '../../platform/http/errors.js';
import { skuAllowance } from '../plans/sku-allowance.js';
import { findSupplier } from '../suppliers/service.js';
import type { Tenant } from '../tenancy.js';
import type { Analyze } from './analysis.js';
import type { MarketStore, SnapshotNeed, StoredSnapshot } from './market-store.js';
import {
  analysisSettings,
  createProduct,
  findProduct,
  type NewProduct,
  ownProductIds,
  type ProductRow,
  type ProductScope,
  productDto,
  writeVersion,
  writeVersions,
} from './service.js';

/** What the product workflows stand on: the market (store and provider) and the profit engine. */
export type ProductsDeps = {
  store: MarketStore;
  provider: MarketDataProvider;
  analyze: Analyze;
  /** A stored snapshot younger than this serves a create or a read; refreshes always fetch. */
  freshForMs: number;
  /** Runs `fn` as the calling company (one transaction under row-level security). */
  run: <T>(fn: (tenant: Tenant) => Promise<T>) => Promise<T>;
};

const ASIN = /^[A-Z0-9]{10}$/;

const alreadyListed = (asin: string, scope: ProductScope) =>
  'supplierId' in scope ? `This supplier already lists ${asin}.` : `${asin} is already in the quick view.`;

/** Each product added is a SKU scanned: refused once the plan's monthly allowance is used up. */
async function assertSkuAllowance(tenant: Tenant): Promise<void> {
  const { left, limit } = await skuAllowance(tenant);
  if (left > 0) return;
  throw new HttpError(
    409,
    'plan_limit_reached',
    `Your plan allows ${limit.toLocaleString('en-US')} SKUs scanned a month. Upgrade your plan or wait for next month.`,
  );
}

/**
 * Adds a product by ASIN or code. A code that matches several ASINs answers the candidates
 * (nothing is created) unless `asin` names one of them; a code or ASIN the market does not
 * know is a 404.
 */
export async function addProduct(
  deps: ProductsDeps,
  scope: ProductScope,
  input: Omit<ProductCreateInput, 'supplierId'>,
): Promise<ProductCreateResult> {
  // The supplier check (and the member's settings) run beside the market lookup: an unknown
  // supplier is still a 404 before anything is written, and a known one adds no wait.
  const market = marketReading(deps, input);
  market.catch(() => {}); // awaited below; a supplier 404 first must not leave it unhandled
  const known =
    'supplierId' in scope
      ? await deps.run(async (tenant) => ({
          supplier: await findSupplier(tenant, scope.supplierId),
          settings: await analysisSettings(tenant),
        }))
      : null;
  const reading = await market;
  if ('candidates' in reading) return { product: null, candidates: reading.candidates };
  const { asin, stored } = reading;
  const identifier = input.identifier.trim();

  const row = await deps
    .run(async (tenant) => {
      await assertSkuAllowance(tenant);
      const settings = known?.settings ?? (await analysisSettings(tenant));
      const preparationCost =
        input.preparationCost ?? (settings.applyDefaultPreparationCostWhenZero ? settings.defaultPreparationCost : null);
      const values: NewProduct = {
        supplierId: 'supplierId' in scope ? scope.supplierId : null,
        asin,
        identifier,
        identifierType: input.identifierType,
        cost: input.cost ?? null,
        preparationCost,
        quantityPack: input.quantityPack ?? 1,
        supplierUpc: input.supplierUPC ?? (input.identifierType === 1 ? identifier : null),
        itemNumber: input.itemNumber ?? null,
        supplierDescription: input.supplierDescription ?? null,
        supplierUrl: input.supplierUrl ?? null,
        supplierImageUrl: input.supplierImageUrl ?? null,
        comment: input.comment ?? null,
      };
      return createProduct(tenant, deps.analyze, values, stored, settings, known?.supplier);
    })
    // The scope's unique index on the ASIN among live products is the duplicate check: no read
    // before the insert, and two adds at once cannot both pass it.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, 'duplicate_product', alreadyListed(asin, scope));
      throw error;
    });
  return { product: productDto(row), candidates: [] };
}

/**
 * The market's reading of the product to add: its ASIN and stored snapshot, or the candidates
 * when a code matches several ASINs and none was chosen. Without the price history when the
 * provider's figures are whole without it (as uploads read): the chart fetches it onto the same
 * snapshot on first view (`MarketStore.history`), so an add does not generate, encode and store
 * three years of series it may never show. With Keepa some figures need the history: read it.
 */
async function marketReading(
  deps: ProductsDeps,
  input: Omit<ProductCreateInput, 'supplierId'>,
): Promise<{ asin: string; stored: StoredSnapshot } | { candidates: LookupRow[] }> {
  const identifier = input.identifier.trim();
  let asin: string;
  if (input.identifierType === 0) {
    asin = identifier.toUpperCase();
    if (!ASIN.test(asin)) throw fieldError('identifier', 'must be a 10-character ASIN when identifierType is 0');
  } else {
    const candidates = await lookup(deps, identifier);
    if (candidates.length === 0) throw HttpError.notFound(`No product on the marketplace matches ${identifier}.`);
    const chosen = input.asin
      ? candidates.find((c) => c.asin === input.asin)
      : candidates.length === 1
        ? candidates[0]
        : undefined;
    if (input.asin && !chosen) throw fieldError('asin', `is not one of the products that match ${identifier}`);
    if (!chosen) return { candidates };
    asin = chosen.asin;
  }
  const stored = await deps.store.snapshot(asin, need(deps.freshForMs, false, deps.provider.figuresNeedHistory === true));
  if (!stored) throw HttpError.notFound(`The marketplace has no product ${asin}.`);
  return { asin, stored };
}

/**
 * Fetches fresh market data for the products and stores a new version of each. `history`: read
 * the price history too (a single product the user is looking at); background refreshes do not
 * (the chart fetches it on first view).
 */
export async function refreshProducts(
  deps: ProductsDeps,
  rows: ProductRow[],
  options: { fetchStockLevels: boolean; history: boolean },
): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const snapshots = await deps.store.snapshots(
    rows.map((row) => row.asin),
    need(0, options.fetchStockLevels, options.history),
  );
  return deps.run(async (tenant) => {
    const own = await ownProductIds(
      tenant,
      rows.map((r) => r.id),
    );
    return writeVersions(tenant, deps.analyze, own, snapshots, await analysisSettings(tenant));
  });
}

/** Re-analyses a product on its current snapshot after its inputs changed (a new version). */
export async function reanalyse(deps: ProductsDeps, tenant: Tenant, row: ProductRow): Promise<ProductRow> {
  const stored = row.snapshotId ? await deps.store.byId(row.snapshotId, tenant.db) : null;
  if (!stored) throw new Error(`product ${row.id} has no market snapshot`);
  return writeVersion(tenant, deps.analyze, row, stored);
}

/** One product's market snapshot for its detail, offers, variations or graph. */
export async function snapshotOf(deps: ProductsDeps, id: string, scope?: ProductScope) {
  const row = await deps.run((tenant) => findProduct(tenant, id, scope));
  const stored = row.snapshotId ? await deps.store.byId(row.snapshotId) : null;
  if (!stored) throw new Error(`product ${row.id} has no market snapshot`);
  return { row, stored };
}

/** The marketplace's products that carry a code (UPC, EAN or ISBN; dashes ignored). */
export async function lookup(deps: ProductsDeps, code: string): Promise<LookupRow[]> {
  const normalized = code.replace(/-/g, '').toUpperCase();
  return (await deps.provider.lookup([normalized], codeTypeOf(normalized))).get(normalized) ?? [];
}

/** ISBN-10 (9 digits and a digit or X), ISBN-13 (978/979…), EAN-13, else UPC. */
export function codeTypeOf(code: string): CodeType {
  if (/^\d{9}[\dX]$/.test(code)) return 'ISBN';
  if (/^97[89]\d{10}$/.test(code)) return 'ISBN';
  if (/^\d{13}$/.test(code)) return 'EAN';
  return 'UPC';
}

function need(maxAgeMs: number, stock: boolean, history: boolean): SnapshotNeed {
  return { maxAgeMs, offers: true, stock, history };
}

function fieldError(field: string, description: string): HttpError {
  return new HttpError(400, 'validation', `${field} ${description}`, [
    { type: 'validation', description: `${field} ${description}`, field },
  ]);
}
