import { bounded, Fulfilment, type ProductPatchField } from '@shelfscope/contracts';
import { z } from 'zod';
import type { products } from './schema.js';

/**
 * The single-field edits (spec section 7): `PATCH .../{field}?{field}=value`. Numbers arrive as
 * query text; an empty value clears a field that may be empty. `column` is the products column
 * it sets; `reanalyse` says whether the analysis depends on it (costs do, notes do not).
 */
type Patch = {
  query: z.ZodType<Record<string, unknown>>;
  column: keyof typeof products.$inferInsert;
  reanalyse: boolean;
};

const number = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value), schema.nullable());

const text = (max: number) => z.string().trim().max(max);

const patch = (
  field: ProductPatchField,
  value: z.ZodType,
  column: Patch['column'],
  reanalyse: boolean,
): [ProductPatchField, Patch] => [
  field,
  { query: z.object({ [field]: value }) as z.ZodType<Record<string, unknown>>, column, reanalyse },
];

// Typed by contracts' PRODUCT_PATCH_FIELDS: a field added there and not here fails the typecheck.
export const PRODUCT_PATCHES = Object.fromEntries([
  patch('cost', number(bounded('cost')), 'cost', true),
  patch('preparationCost', number(bounded('preparationCost')), 'preparationCost', true),
  patch(
    'quantityPack',
    number(bounded('quantityPack')).refine((value) => value !== null, 'is required'),
    'quantityPack',
    true,
  ),
  patch('supplierDescription', text(1000), 'supplierDescription', false),
  patch('supplierUrl', text(2000), 'supplierUrl', false),
  patch('supplierImageUrl', text(2000), 'supplierImageUrl', false),
  patch('itemNumber', text(100), 'itemNumber', false),
  patch('upc', text(32), 'supplierUpc', false),
  patch('comment', text(2000), 'comment', false),
  // How it is fulfilled and how long a unit sits in stock (docs/marketplaces.md); empty: the default.
  patch(
    'fulfilment',
    z.preprocess((value) => (value === '' ? null : value), Fulfilment.nullable()),
    'fulfilment',
    true,
  ),
  patch('monthsInStock', number(z.number().min(0, 'must be 0 or more').max(36, 'must be at most 36')), 'monthsInStock', true),
]) as Record<ProductPatchField, Patch>;

/** The fulfilment choices the quick view offers beside the cost edits. */
export const FULFILMENT_PATCHES = ['fulfilment', 'monthsInStock'] as const;

/** The three cost edits the quick view and the browser extension offer (contracts' COST_FIELDS). */
export { COST_FIELDS as COST_PATCHES } from '@shelfscope/contracts';

/** The value to store: empty text clears the field. */
export function patchValue(value: unknown): unknown {
  return value === '' ? null : value;
}
