/** Keepa price in cents; -1 (no offer) and -2 (not requested) mean unknown. */
export function keepaCentsToDollars(value: number | null | undefined): number | null {
  if (value === null || value === undefined || value < 0) return null;
  return value / 100;
}

export const MM_PER_INCH = 25.4;
export const GRAMS_PER_POUND = 453.59237;

/** Millimetres to inches; 0 or negative (Keepa's unknown) is null. */
export function mmToInches(mm: number | null | undefined): number | null {
  return mm && mm > 0 ? mm / MM_PER_INCH : null;
}

/** Grams to pounds; 0 or negative is null. */
export function gramsToPounds(grams: number | null | undefined): number | null {
  return grams && grams > 0 ? grams / GRAMS_PER_POUND : null;
}

/**
 * The cost of one marketplace unit: the supplier's pack price divided by the units in the
 * supplier's pack, times the units in the marketplace listing (a multipack of 3 needs 3), plus
 * preparation per listing unit. Null when the cost is unknown.
 */
export function unitCost(input: {
  packPrice: number | null;
  supplierPackSize: number;
  listingPackageQuantity: number;
  preparationCost: number;
}): number | null {
  if (input.packPrice === null) return null;
  const perUnit = input.packPrice / Math.max(1, input.supplierPackSize);
  return perUnit * Math.max(1, input.listingPackageQuantity) + input.preparationCost;
}
