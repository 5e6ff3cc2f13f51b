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
