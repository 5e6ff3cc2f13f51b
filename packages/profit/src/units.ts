import type { PackageSize } from './size-tier.js';

export const MM_PER_INCH = 25.4;
export const GRAMS_PER_POUND = 453.59237;
export const GRAMS_PER_OUNCE = GRAMS_PER_POUND / 16;

/** A Keepa price in cents to dollars; -1 (no offer or no data) and -2 (not requested) are unknown. */
export function keepaCentsToDollars(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  return value / 100;
}

/** Millimetres to inches; 0 or negative (Keepa's unknown) is null. */
export function mmToInches(mm: number | null | undefined): number | null {
  return mm && mm > 0 ? mm / MM_PER_INCH : null;
}

/** Grams to pounds; 0 or negative (Keepa's unknown) is null. */
export function gramsToPounds(grams: number | null | undefined): number | null {
  return grams && grams > 0 ? grams / GRAMS_PER_POUND : null;
}

/** Grams to ounces; 0 or negative (Keepa's unknown) is null. */
export function gramsToOunces(grams: number | null | undefined): number | null {
  return grams && grams > 0 ? grams / GRAMS_PER_OUNCE : null;
}

/** Keepa's package dimensions (mm) and weight (g) as a package in inches and pounds; null when any is unknown. */
export function packageSizeFromKeepa(keepa: {
  packageLength: number | null | undefined;
  packageWidth: number | null | undefined;
  packageHeight: number | null | undefined;
  packageWeight: number | null | undefined;
}): PackageSize | null {
  const length = mmToInches(keepa.packageLength);
  const width = mmToInches(keepa.packageWidth);
  const height = mmToInches(keepa.packageHeight);
  const weightPounds = gramsToPounds(keepa.packageWeight);
  if (length === null || width === null || height === null || weightPounds === null) return null;
  return { length, width, height, weightPounds };
}

/**
 * The cost of one marketplace unit, unrounded: the supplier's pack price divided by the units
 * in the supplier's pack, times the units in the marketplace listing (a multipack of 3 needs
 * 3), plus preparation per listing unit. Pack sizes below 1 count as 1. Null when the cost is
 * unknown.
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

/**
 * Listing units in one supplier pack's worth, at least 1: what adding a product to a shortlist
 * starts at (a pack of 6 of a single-item listing is 6; of a listing of 4, 1 with 2 items left over).
 */
export function unitsPerPack(product: { quantityPack: number; packageQuantity: number | null | undefined }): number {
  return Math.max(1, Math.floor(Math.max(1, product.quantityPack) / Math.max(1, product.packageQuantity ?? 1)));
}

/**
 * Listing units to buy so that what the seller holds at Amazon (fulfillable plus inbound, from the
 * FBA inventory) reaches `target`: max(0, target - (fulfillable + inbound)), rounded up to whole
 * supplier packs of `packUnits` listing units (unitsPerPack). Nothing held (null) counts as 0.
 * The one definition of a shortlist's target-stock quantity (docs/seller-account.md).
 */
export function targetStockQuantity(input: {
  target: number;
  fulfillable: number | null;
  inbound: number | null;
  packUnits: number;
}): number {
  const held = Math.max(0, input.fulfillable ?? 0) + Math.max(0, input.inbound ?? 0);
  const gap = Math.max(0, input.target - held);
  const pack = Math.max(1, Math.floor(input.packUnits));
  return Math.ceil(gap / pack) * pack;
}
