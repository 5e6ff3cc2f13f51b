// No zod here: the browser extension's content script and popup import these, and a module
// that builds schemas at its top level brings all of zod with it (93 kB gzip: the extension's
// content script went from 44 to 143 kB when EXTENSION_COST_PATHS lived in product.ts).

/**
 * The single-field product edits (spec section 7): `PATCH /api/product/{id}/{field}?{field}=value`.
 * The server registers one route per field; the web grid and quick view send them.
 */
export const PRODUCT_PATCH_FIELDS = [
  'cost',
  'preparationCost',
  'quantityPack',
  'supplierDescription',
  'supplierUrl',
  'supplierImageUrl',
  'itemNumber',
  'upc',
  'comment',
  'fulfilment',
  'monthsInStock',
] as const;
export type ProductPatchField = (typeof PRODUCT_PATCH_FIELDS)[number];

/** The cost inputs the quick view and the browser extension edit. */
export const COST_FIELDS = ['cost', 'preparationCost', 'quantityPack'] as const;
export type CostField = (typeof COST_FIELDS)[number];
export const isCostField = (field: string): field is CostField => (COST_FIELDS as readonly string[]).includes(field);

/** The browser extension's cost edits, by the paths spec section 7 gives them (`/preparation-cost`). */
export const EXTENSION_COST_PATHS: Record<CostField, string> = {
  cost: 'cost',
  preparationCost: 'preparation-cost',
  quantityPack: 'quantity-pack',
};
