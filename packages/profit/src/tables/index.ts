import { utcDay } from '../dates.js';
import { FEES_US_2026 } from './fees-us-2026.js';
import type { FeeTable } from './types.js';

/** Every fee table. Next year: add `fees-us-2027.ts` (same shape, its own effectiveFrom and source) and list it here. */
export const FEE_TABLES: readonly FeeTable[] = [FEES_US_2026];

/**
 * The table in force on `date`: the one with the latest `effectiveFrom` on or before the date's
 * UTC day. Dates before every table get the oldest table (the best figures we have).
 */
export function feeTableAt(date: Date, tables: readonly FeeTable[] = FEE_TABLES): FeeTable {
  if (tables.length === 0) throw new Error('feeTableAt: no fee tables');
  const day = utcDay(date);
  const newestFirst = [...tables].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return newestFirst.find((table) => table.effectiveFrom <= day) ?? (newestFirst[newestFirst.length - 1] as FeeTable);
}

export { FEES_US_2026 } from './fees-us-2026.js';
export type { Band3, FeeRow, FeeTable, Origin, ReferralRule, TableSource } from './types.js';
