import { PRODUCT_FILTER_FIELDS } from '../products/fields.js';
import type { FilterFieldTypes } from '../products/filter.js';
import type { FieldValue, Reading } from './evaluate-filter.js';

/**
 * The analysis key each filter field reads when a rule is evaluated over a stored version: the
 * same name, except where the list's column is derived (upc: the first associated code) or the
 * field is an alias of another (see products/fields.ts).
 */
const KEYS: Record<string, string> = { amazonOnListing: 'isAmazonSeller', fbaOffers: 'fbaOffersCount' };

/**
 * The fields alert rules may name: every products filter field, and what only a reading says
 * (a version records it; no product column): `eligibilityChanged`, the seller account's answer
 * changed since the product's previous reading (products/reading-eligibility.ts).
 */
export const ALERT_FIELDS: FilterFieldTypes = { ...PRODUCT_FILTER_FIELDS, eligibilityChanged: { type: 'boolean' } };

export function readField(reading: Reading, field: string): FieldValue {
  const value = field === 'upc' ? (reading.associatedUPCs as unknown[] | undefined)?.[0] : reading[KEYS[field] ?? field];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  return null;
}

/** The fields a parsed condition names, for an alert's before and after figures. */
export function conditionFields(node: import('../products/filter.js').FilterNode): string[] {
  if (node.kind === 'compare') return [node.field];
  if (node.kind === 'not') return conditionFields(node.item);
  return [...new Set(node.items.flatMap(conditionFields))];
}
