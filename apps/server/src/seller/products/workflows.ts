import type { LookupRow, MarketplaceCode, ProductCreateInput, ProductCreateResult } from '@shelfscope/contracts';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { CodeType, MarketDataProvider } from '../../market/provider.js';
import { HttpError } from '../../platform/http/errors.js';
import { companyMarketplace, marketplaceCode } from '../marketplaces/service.js';
import { skuAllowance } from '../plans/sku-allowance.js';
import { stockedUnits } from '../seller-account/stocked.js';
import { findSupplier } from '../suppliers/service.js';
import type { RunAsTenant, Tenant } from '../tenancy.js';
import type { Analyze } from './analysis.js';
import { analysisSettings } from './analysis-inputs.js';
import type { MarketStore, SnapshotNeed, StoredSnapshot } from './market-store.js';
import {
  createProduct,
  findProduct,
  lockUnreadSince,
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
  run: RunAsTenant;
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

/** What a product is added from; `marketplace` counts for the quick view (a supplier's product is read on its supplier's). */
export type AddProductInput = Omit<ProductCreateInput, 'supplierId'> & { marketplace?: MarketplaceCode };

/**
 * Adds a product by ASIN or code, read on its marketplace: its supplier's, or for the quick view
 * the input's (the company's default when left out). A code that matches several ASINs answers
 * the candidates (nothing is created) unless `asin` names one of them; a code or ASIN the
 * marketplace does not know is a 404.
 */
export async function addProduct(deps: ProductsDeps, scope: ProductScope, input: AddProductInput): Promise<ProductCreateResult> {
  // The supplier (and the member's settings) first: its marketplace is where the product is read,
  // and an unknown supplier is a 404 before anything is fetched or written.
  const known =
    'supplierId' in scope
      ? await deps.run(async (tenant) => ({
          supplier: await findSupplier(tenant, scope.supplierId),
          settings: await analysisSettings(tenant),
        }))
      : null;
  const marketplace = known
    ? marketplaceCode(known.supplier.marketplace)
    : (input.marketplace ?? (await deps.run(companyMarketplace)));
  const reading = await marketReading(deps, input, marketplace);
  if ('candidates' in reading) return { product: null, candidates: reading.candidates };
  const { asin, stored } = reading;
  const identifier = input.identifier.trim();

  const row = await deps
    .run(async (tenant) => {
      await assertSkuAllowance(tenant);
      const settings = known?.settings ?? (await analysisSettings(tenant));
      const preparationCost = input.preparationCost ?? deps.analyze.defaultPreparation(settings, marketplace, new Date());
      const values: NewProduct = {
        supplierId: 'supplierId' in scope ? scope.supplierId : null,
        asin,
        marketplace,
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
        // What the seller already stocks of it (the last inventory reading), from the start.
        ...(await stockedUnits(tenant, marketplace, [asin])).get(asin),
      };
      return createProduct(tenant, deps.analyze, values, stored, settings, known?.supplier);
    })
    // The scope's unique index on the ASIN among live products (the quick view's: per marketplace)
    // is the duplicate check: no read before the insert, and two adds at once cannot both pass it.
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
  input: AddProductInput,
  marketplace: MarketplaceCode,
): Promise<{ asin: string; stored: StoredSnapshot } | { candidates: LookupRow[] }> {
  const identifier = input.identifier.trim();
  let asin: string;
  if (input.identifierType === 0) {
    asin = identifier.toUpperCase();
    if (!ASIN.test(asin)) throw fieldError('identifier', 'must be a 10-character ASIN when identifierType is 0');
  } else {
    const candidates = await lookup(deps, identifier, marketplace);
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
  const history = deps.provider.figuresNeedHistory === true;
  const stored = await deps.store.snapshot(asin, need(marketplace, deps.freshForMs, false, history));
  if (!stored) throw HttpError.notFound(`The marketplace has no product ${asin}.`);
  return { asin, stored };
}

/**
 * Fetches fresh market data for the products, each on its own marketplace (one provider call per
 * marketplace among them), and stores a new version of each, all in one `run`. `history`: read
 * the price history too (a single product the user is looking at); background refreshes do not
 * (the chart fetches it on first view). `unreadSince`: leave out the products read from then on,
 * checked again under their row locks as the versions are written (a scheduled reading run twice
 * at once writes each product once).
 */
export async function refreshProducts(
  deps: ProductsDeps,
  rows: ProductRow[],
  options: { fetchStockLevels: boolean; history: boolean; unreadSince?: Date },
): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const groups = byMarketplace(rows);
  const readings = await Promise.all(
    [...groups].map(async ([marketplace, group]) => ({
      ids: new Set(group.map((row) => row.id)),
      snapshots: await deps.store.snapshots(
        group.map((row) => row.asin),
        need(marketplace, 0, options.fetchStockLevels, options.history),
      ),
    })),
  );
  return deps.run(async (tenant) => {
    const ids = rows.map((r) => r.id);
    const own = options.unreadSince ? await lockUnreadSince(tenant, ids, options.unreadSince) : await ownProductIds(tenant, ids);
    const settings = await analysisSettings(tenant);
    const written: ProductRow[] = [];
    for (const { ids, snapshots } of readings) {
      const mine = own.filter((row) => ids.has(row.id));
      written.push(...(await writeVersions(tenant, deps.analyze, mine, snapshots, settings)));
    }
    return written;
  });
}

/** Rows by their marketplace (a snapshot map is keyed by ASIN: one per marketplace). */
function byMarketplace(rows: ProductRow[]): Map<MarketplaceCode, ProductRow[]> {
  const groups = new Map<MarketplaceCode, ProductRow[]>();
  for (const row of rows) {
    const marketplace = marketplaceCode(row.marketplace);
    const group = groups.get(marketplace);
    if (group) group.push(row);
    else groups.set(marketplace, [row]);
  }
  return groups;
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
export async function lookup(deps: ProductsDeps, code: string, marketplace: MarketplaceCode): Promise<LookupRow[]> {
  const normalized = code.replace(/-/g, '').toUpperCase();
  return (await deps.provider.lookup([normalized], { type: codeTypeOf(normalized), marketplace })).get(normalized) ?? [];
}

/** ISBN-10 (9 digits and a digit or X), ISBN-13 (978/979…), EAN-13, else UPC. */
export function codeTypeOf(code: string): CodeType {
  if (/^\d{9}[\dX]$/.test(code)) return 'ISBN';
  if (/^97[89]\d{10}$/.test(code)) return 'ISBN';
  if (/^\d{13}$/.test(code)) return 'EAN';
  return 'UPC';
}

function need(marketplace: MarketplaceCode, maxAgeMs: number, stock: boolean, history: boolean): SnapshotNeed {
  return { marketplace, maxAgeMs, offers: true, stock, history };
}

function fieldError(field: string, description: string): HttpError {
  return new HttpError(400, 'validation', `${field} ${description}`, [
    { type: 'validation', description: `${field} ${description}`, field },
  ]);
}
