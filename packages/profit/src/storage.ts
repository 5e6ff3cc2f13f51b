import { sizeOf } from './fees.js';
import { cents, roundTo } from './money.js';
import { isOversize, type PackageSize } from './size-tier.js';
import type { FeeTable } from './tables/types.js';

const CUBIC_INCHES_PER_FOOT = 1728;
const CUBIC_CM_PER_INCH = 2.54 ** 3;
/** Average days in a month, for the age the aged-inventory surcharge looks at. */
const DAYS_PER_MONTH = 30.4375;

/** A package's volume in the table's storage unit (cubic feet or cubic metres), from its sides in inches. */
export function storageVolume(size: PackageSize, unit: FeeTable['storage']['volumeUnit']): number {
  const cubicInches = size.length * size.width * size.height;
  return unit === 'cubicFoot' ? cubicInches / CUBIC_INCHES_PER_FOOT : (cubicInches * CUBIC_CM_PER_INCH) / 1_000_000;
}

/** The season's monthly rate per volume unit: October to December is peak, January to September is not. */
export function monthlyStorageRate(table: FeeTable, oversize: boolean, month: number): number {
  const rates = oversize ? table.storage.oversize : table.storage.standard;
  return month >= 9 ? rates.octToDec : rates.janToSep;
}

/** The aged-inventory surcharge per volume unit and month for a unit `ageDays` old (the last row it reaches; 0 before any). */
export function agedSurchargeRate(table: FeeTable, ageDays: number): number {
  const reached = table.storage.agedSurcharge.filter((row) => ageDays >= row.fromDays);
  return reached[reached.length - 1]?.perVolumeMonth ?? 0;
}

/**
 * Storage per unit over `monthsInStock` months from `from`, in the table's currency, to the cent:
 * for each month the unit is in stock (the last one pro rata), its volume x the season's rate of
 * that calendar month (UTC) plus the aged-inventory surcharge for the age the unit reaches by the
 * month's end ((i + 1) x 30.44 days for the i-th month from 0). Standard or oversize follows the
 * size tier on the table. 0 without a size or months.
 */
export function storageFeePerUnit(input: {
  size: PackageSize | null;
  table: FeeTable;
  from: Date;
  monthsInStock: number;
}): number {
  const { size, table, from } = input;
  const months = Math.max(0, input.monthsInStock);
  if (!size || months === 0) return 0;
  const tier = sizeOf(size, table);
  const oversize = 'oversize' in tier ? tier.oversize : isOversize(tier.tier);
  const volume = storageVolume(size, table.storage.volumeUnit);
  let total = 0;
  for (let i = 0; i < Math.ceil(months); i++) {
    const share = Math.min(1, months - i);
    const month = (from.getUTCMonth() + i) % 12;
    const rate = monthlyStorageRate(table, oversize, month) + agedSurchargeRate(table, (i + 1) * DAYS_PER_MONTH);
    total += volume * rate * share;
  }
  return cents(total);
}

/**
 * The months the average unit of a purchase stays in stock: bought together and sold at an even
 * `monthlySales` a month, the last sells after unitsBought / monthlySales months and the average
 * unit after half of that. To 0.01 month, at least 0.01; 1 when either is unknown or not positive.
 */
export function expectedMonthsInStock(unitsBought: number | null | undefined, monthlySales: number | null | undefined): number {
  if (!unitsBought || !monthlySales || unitsBought <= 0 || monthlySales <= 0) return 1;
  return Math.max(0.01, roundTo(unitsBought / monthlySales / 2, 2));
}
