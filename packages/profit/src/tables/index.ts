import type { MarketplaceCode } from '@shelfscope/contracts';
import { utcDay } from '../dates.js';
import { sortedOnce } from '../sorted-once.js';
import { FEES_CA_2026, FEES_JP_2026, FEES_MX_2026 } from './fees-ca-mx-jp-2026.js';
import { FEES_DE_2026, FEES_ES_2026, FEES_FR_2026, FEES_IT_2026 } from './fees-eu-2026.js';
import { FEES_UK_2026 } from './fees-uk-2026.js';
import { FEES_US_2026 } from './fees-us-2026.js';
import type { FeeTable, UsFeeTable } from './types.js';

/** The US tables (amazon.com). Next year: add `fees-us-2027.ts` (same shape, its own effectiveFrom and source) and list it here. */
export const FEE_TABLES: readonly UsFeeTable[] = [FEES_US_2026];

/** Every marketplace's tables, the US ones included; a new year or marketplace is a new entry. */
export const MARKETPLACE_FEE_TABLES: readonly FeeTable[] = [
  ...FEE_TABLES,
  FEES_UK_2026,
  FEES_DE_2026,
  FEES_FR_2026,
  FEES_IT_2026,
  FEES_ES_2026,
  FEES_CA_2026,
  FEES_MX_2026,
  FEES_JP_2026,
];

// Each marketplace's tables as one constant list, so `sortedOnce` knows it again on every lookup.
const TABLES_BY_MARKETPLACE = new Map<MarketplaceCode, readonly FeeTable[]>();
for (const table of MARKETPLACE_FEE_TABLES) {
  TABLES_BY_MARKETPLACE.set(table.marketplace, [...(TABLES_BY_MARKETPLACE.get(table.marketplace) ?? []), table]);
}

/**
 * The table in force on `date` for a marketplace (default US): the one with the latest
 * `effectiveFrom` on or before the date's UTC day. Dates before every table get the oldest table
 * (the best figures we have). A list of tables instead of a marketplace picks among those alone
 * (whatever their marketplace), as before marketplaces existed.
 */
export function feeTableAt(date: Date, marketplace?: 'US'): UsFeeTable;
export function feeTableAt(date: Date, tables: readonly UsFeeTable[]): UsFeeTable;
export function feeTableAt(date: Date, marketplaceOrTables?: MarketplaceCode | readonly FeeTable[]): FeeTable;
export function feeTableAt(date: Date, marketplaceOrTables: MarketplaceCode | readonly FeeTable[] = 'US'): FeeTable {
  const tables =
    typeof marketplaceOrTables === 'string' ? (TABLES_BY_MARKETPLACE.get(marketplaceOrTables) ?? []) : marketplaceOrTables;
  if (tables.length === 0)
    throw new Error(`feeTableAt: no fee tables${typeof marketplaceOrTables === 'string' ? ` for ${marketplaceOrTables}` : ''}`);
  const day = utcDay(date);
  const newestFirst = sortedOnce(tables, (a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return newestFirst.find((table) => table.effectiveFrom <= day) ?? (newestFirst[newestFirst.length - 1] as FeeTable);
}

export { FEES_CA_2026, FEES_JP_2026, FEES_MX_2026 } from './fees-ca-mx-jp-2026.js';
export { EURO_GRIDS, FEES_DE_2026, FEES_ES_2026, FEES_FR_2026, FEES_IT_2026 } from './fees-eu-2026.js';
export { FEES_UK_2026, UK_GRID } from './fees-uk-2026.js';
export { FEES_US_2026 } from './fees-us-2026.js';
export { EUROPEAN_TIERS } from './metric.js';
export type {
  Band3,
  ClosingFee,
  FeeRow,
  FeeTable,
  MetricFeeTable,
  MetricRow,
  MetricTier,
  Origin,
  ReferralRule,
  ReferralTable,
  SeasonRates,
  StorageTable,
  TableSource,
  UsFeeTable,
} from './types.js';
