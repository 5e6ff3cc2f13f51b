import { FEES_US_2026 } from './fees-us-2026.js';
import type { FeeTable } from './types.js';

/** Every fee table, newest first. Next year: add its file and put it first. */
export const FEE_TABLES: FeeTable[] = [FEES_US_2026];

/** The table in force on `date` (the oldest one for dates before every table). */
export function feeTableAt(date: Date): FeeTable {
  const day = date.toISOString().slice(0, 10);
  return FEE_TABLES.find((table) => table.effectiveFrom <= day) ?? (FEE_TABLES[FEE_TABLES.length - 1] as FeeTable);
}

export type { FeeTable } from './types.js';
