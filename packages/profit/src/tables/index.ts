import type { MarketplaceCode } from '@shelfscope/contracts';
import { utcDay } from '../dates.js';
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
  const newestFirst = newestFirstOf(marketplaceOrTables);
  if (newestFirst.length === 0)
    throw new Error(`feeTableAt: no fee tables${typeof marketplaceOrTables === 'string' ? ` for ${marketplaceOrTables}` : ''}`);
  const day = utcDay(date);
  return newestFirst.find((table) => table.effectiveFrom <= day) ?? (newestFirst[newestFirst.length - 1] as FeeTable);
}

// Each marketplace's (or list's) tables sorted once: an analysis looks a table up for every price
// its break-even search tries. The lists are constants, never changed after they are made.
const sortedByMarketplace = new Map<MarketplaceCode, readonly FeeTable[]>();
const sortedLists = new WeakMap<readonly FeeTable[], readonly FeeTable[]>();

function newestFirstOf(marketplaceOrTables: MarketplaceCode | readonly FeeTable[]): readonly FeeTable[] {
  const known =
    typeof marketplaceOrTables === 'string' ? sortedByMarketplace.get(marketplaceOrTables) : sortedLists.get(marketplaceOrTables);
  if (known) return known;
  const tables =
    typeof marketplaceOrTables === 'string'
      ? MARKETPLACE_FEE_TABLES.filter((table) => table.marketplace === marketplaceOrTables)
      : marketplaceOrTables;
  const sorted = [...tables].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  if (typeof marketplaceOrTables === 'string') sortedByMarketplace.set(marketplaceOrTables, sorted);
  else sortedLists.set(marketplaceOrTables, sorted);
  return sorted;
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
