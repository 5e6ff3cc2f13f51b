// What an analysis reads besides the product itself: the member's settings, the company's
// VAT registration and currency, brand alerts and the supplier's overrides (moved out of
// service.ts, which keeps the product rows, their versions and the DTO).

import { type BrandAlert, MARKETPLACES, type ScoreThresholds } from '@shelfscope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { companies } from '../company/schema.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { getSettings } from '../settings/service.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import type { AnalysisSettings, CostInputs } from './analysis.js';
import { brandAlerts } from './schema.js';

import type { ProductRow } from './service.js';

/**
 * The member's settings as the analysis reads them, with the company's VAT registration and the
 * currency the money settings are in: the company's default marketplace's.
 */
export async function analysisSettings(tenant: Tenant): Promise<AnalysisSettings> {
  const row = await getSettings(tenant);
  const [company] = await tenant.db
    .select({ vatRegistered: companies.vatRegistered, defaultMarketplace: companies.defaultMarketplace })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  return {
    currency: MARKETPLACES[marketplaceCode(company?.defaultMarketplace)].currency,
    vatRegistered: company?.vatRegistered ?? false,
    defaultFulfilment: row.defaultFulfilment === 'FBM' ? 'FBM' : 'FBA',
    fbmShippingPerUnit: row.fbmShippingPerUnit,
    fbmShippingTable: row.fbmShippingTable as AnalysisSettings['fbmShippingTable'],
    inboundFees: row.inboundFees,
    roiPercentage: row.roiPercentage,
    competitionMargin: row.competitionMargin,
    defaultPreparationCost: row.defaultPreparationCost,
    applyDefaultPreparationCostWhenZero: row.applyDefaultPreparationCostWhenZero,
    scoreThresholds: row.scoreThresholds as ScoreThresholds,
  };
}

/** The risk entries of the brands that have one, by brand key (see `brandKey`). */
export async function brandAlertsOf(tenant: Tenant, brands: (string | null)[]): Promise<Map<string, BrandAlert>> {
  const keys = [...new Set(brands.flatMap((brand) => (brand ? [brandKey(brand)] : [])))];
  if (keys.length === 0) return new Map();
  const rows = await tenant.db.select().from(brandAlerts).where(inArray(brandAlerts.brandKey, keys));
  return new Map(
    rows.map((row) => [
      row.brandKey,
      { brand: row.brand, threatLevel: row.threatLevel as 100 | 200 | 300, reportType: row.reportType },
    ]),
  );
}

export function brandKey(brand: string): string {
  return brand.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** What the analysis reads of a product's supplier: its buy-box override and what its figures depend on. */
export type SupplierOverride = {
  override: number;
  overrideCustomValue: number | null;
  currency: string | null;
  costsIncludeVat: boolean;
};

/** The buy-box overrides, currencies and VAT settings of the company's live suppliers among `ids`, by id. */
export async function supplierOverrides(tenant: Tenant, ids: (string | null)[]): Promise<Map<string, SupplierOverride>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tenant.db
    .select({
      id: suppliers.id,
      override: suppliers.override,
      overrideCustomValue: suppliers.overrideCustomValue,
      currency: suppliers.currency,
      costsIncludeVat: suppliers.costsIncludeVat,
    })
    .from(suppliers)
    .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.deleted, false), inArray(suppliers.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a new version reads of a product row: its ASIN, its supplier and its cost inputs. */
export type VersionedProduct = Pick<
  ProductRow,
  | 'id'
  | 'asin'
  | 'supplierId'
  | 'cost'
  | 'preparationCost'
  | 'quantityPack'
  | 'override'
  | 'overrideCustomValue'
  | 'marketplace'
  | 'fulfilment'
  | 'monthsInStock'
>;

/** The cost inputs of a product row, with its supplier's override (none: -1). */
export function costInputs(row: VersionedProduct, supplier: SupplierOverride | undefined): CostInputs {
  return {
    cost: row.cost,
    preparationCost: row.preparationCost,
    quantityPack: row.quantityPack,
    override: row.override,
    overrideCustomValue: row.overrideCustomValue,
    supplierOverride: supplier?.override ?? -1,
    supplierOverrideCustomValue: supplier?.overrideCustomValue ?? null,
    ...marketplaceInputs(row, supplier),
  };
}

/**
 * Where and how a product sells: its marketplace, the currency its cost is in (the supplier's;
 * the marketplace's when the supplier quotes in it, and for the quick view), whether that cost
 * includes VAT, and its own fulfilment and months in stock.
 */
export function marketplaceInputs(
  row: Pick<ProductRow, 'marketplace' | 'fulfilment' | 'monthsInStock'>,
  supplier: Pick<SupplierOverride, 'currency' | 'costsIncludeVat'> | undefined,
): Pick<CostInputs, 'marketplace' | 'costCurrency' | 'costsIncludeVat' | 'fulfilment' | 'monthsInStock'> {
  const marketplace = marketplaceCode(row.marketplace);
  return {
    marketplace,
    costCurrency: supplier?.currency ?? MARKETPLACES[marketplace].currency,
    costsIncludeVat: supplier?.costsIncludeVat ?? false,
    fulfilment: row.fulfilment === 'FBA' || row.fulfilment === 'FBM' ? row.fulfilment : null,
    monthsInStock: row.monthsInStock,
  };
}

/** The cost inputs of a product row (with its supplier's override). */
export async function costInputsOf(tenant: Tenant, row: ProductRow): Promise<CostInputs> {
  return costInputs(row, (await supplierOverrides(tenant, [row.supplierId])).get(row.supplierId ?? ''));
}
