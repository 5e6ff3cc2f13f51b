import { DEFAULT_MARKETPLACE, MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { companies } from '../company/schema.js';
import type { Tenant } from '../tenancy.js';

const CODES = new Set<string>(MARKETPLACE_CODES);

/**
 * A stored marketplace column as a code. Columns are written only from validated input, so an
 * unknown value is a corrupted row: it throws rather than show another marketplace's figures.
 */
export function marketplaceCode(stored: string | null | undefined): MarketplaceCode {
  if (stored === null || stored === undefined) return DEFAULT_MARKETPLACE;
  if (!CODES.has(stored)) throw new Error(`unknown marketplace '${stored}' in a stored row`);
  return stored as MarketplaceCode;
}

/** The currency to store for a supplier: null when it is the marketplace's own (so it follows a marketplace change). */
export function ownCurrency(marketplace: MarketplaceCode, currency: string | null | undefined): string | null {
  return currency && currency !== MARKETPLACES[marketplace].currency ? currency : null;
}

/** The currency a supplier's prices are in: its own, else its marketplace's. */
export function supplierCurrency(row: { marketplace: string; currency: string | null }): string {
  return row.currency ?? MARKETPLACES[marketplaceCode(row.marketplace)].currency;
}

/** The company's default marketplace, for a supplier created or a quick view asked without one. */
export async function companyMarketplace(tenant: Tenant): Promise<MarketplaceCode> {
  const [row] = await tenant.db
    .select({ marketplace: companies.defaultMarketplace })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  return marketplaceCode(row?.marketplace);
}
