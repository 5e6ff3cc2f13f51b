import { PRODUCT_COLUMNS, Product } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gridColumn } from './columns';

/** The kind of a product field in the API's schema, under its nullable or optional wrapper. */
function kindOf(schema: z.ZodType | undefined): string | undefined {
  let s = schema as { def?: { type: string; innerType?: z.ZodType } } | undefined;
  while (s?.def && (s.def.type === 'nullable' || s.def.type === 'optional')) s = s.def.innerType as typeof s;
  return s?.def?.type;
}

/**
 * Fields the grid shows as words, not as a figure or a yes/no: Amazon's availability ("In
 * stock"), the buy-box override's choice, and hasAlert as the alerts' badges.
 */
const SHOWN_AS_WORDS = new Set(['amazonAvailability', 'override', 'hasAlert']);

describe('the grid columns', () => {
  it('line every figure up on the right, and centre the levels and yes/no', () => {
    const shape = Product.shape as Record<string, z.ZodType>;
    const misplaced = PRODUCT_COLUMNS.filter((id) => kindOf(shape[id]) === 'number' && !SHOWN_AS_WORDS.has(id))
      .map((id) => [id, gridColumn(id).align] as const)
      .filter(([, align]) => align !== 'right' && align !== 'center');
    expect(misplaced).toEqual([]);
    const yesNo = PRODUCT_COLUMNS.filter((id) => kindOf(shape[id]) === 'boolean' && !SHOWN_AS_WORDS.has(id)).map((id) => [
      id,
      gridColumn(id).align,
    ]);
    expect(yesNo.filter(([, align]) => align !== 'center')).toEqual([]);
  });
});

describe('money in the grid', () => {
  const ctx = { thresholds: undefined, system: 0 as const, href: () => '#' };
  // A product of amazon.de, its costs quoted in pounds (the fields the grid reads; the rest absent).
  const german = {
    asin: 'B000000001',
    marketplace: 'DE',
    currency: 'EUR',
    costCurrency: 'GBP',
    cost: 52.2,
    quantityPack: 12,
    vatOnSale: 3.19,
    priceExVat: 16.8,
    storageFee: 0.12,
    fulfilment: 'FBM',
    buyBoxCurrent: 19.99,
  } as unknown as Product;

  it('writes figures in the product’s currency and the pack cost in the supplier’s', () => {
    expect(gridColumn('buyBoxCurrent').cell(german, ctx)).toBe('€19.99');
    expect(gridColumn('cost').cell(german, ctx)).toBe('£52.20 (12 × £4.35)');
    expect(gridColumn('vatOnSale').cell(german, ctx)).toBe('€3.19');
    expect(gridColumn('priceExVat').cell(german, ctx)).toBe('€16.80');
    expect(gridColumn('storageFee').cell(german, ctx)).toBe('€0.12');
    expect(gridColumn('fulfilment').cell(german, ctx)).toBe('FBM');
    expect(gridColumn('vatOnSale').label).toBe('VAT on sale');
  });

  it('writes a product from before marketplaces in dollars', () => {
    const old = { ...german, marketplace: undefined, currency: undefined, costCurrency: undefined } as unknown as Product;
    expect(gridColumn('buyBoxCurrent').cell(old, ctx)).toBe('$19.99');
    expect(gridColumn('cost').cell(old, ctx)).toBe('$52.20 (12 × $4.35)');
  });
});
