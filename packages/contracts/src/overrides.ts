import { z } from 'zod';
import { bounded } from './limits.js';

/**
 * A buy-box override (spec sections 3, 4 and 9): which price the profit analysis uses.
 * -1 = not set (fall through to the next level, finally the default), 0..4 = a market price,
 * 5 = the custom value. The profit engine documents each value.
 */
export const BuyBoxOverride = z.number().int().min(-1, 'must be from -1 to 5').max(5, 'must be from -1 to 5');

/** A custom buy-box price in dollars. */
export const OverrideCustomValue = bounded('overrideCustomValue');

/** Override 5 (custom) needs its value; the others ignore it. */
export function requireCustomValue(input: { override: number; overrideCustomValue?: number | null | undefined }) {
  return input.override !== 5 || (input.overrideCustomValue !== undefined && input.overrideCustomValue !== null);
}
