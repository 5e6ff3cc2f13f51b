import type { MarketFields } from '@shelfscope/contracts';
import type { KeepaProduct } from './format.js';
import { inches, pounds, round1 } from './units.js';

type SizeFields<P extends 'item' | 'package'> = Pick<
  MarketFields,
  | `${P}Height`
  | `${P}Width`
  | `${P}Length`
  | `${P}Weight`
  | `${P}HeightPrecise`
  | `${P}WidthPrecise`
  | `${P}LengthPrecise`
  | `${P}WeightPrecise`
  | `${P}Dimensions`
>;

/**
 * Item or package size in the spec's three variants: inches and pounds rounded to 0.1, precise,
 * and "L x W x H inches" (Keepa's length is the longest side, height the shortest).
 */
export function sizeOf<P extends 'item' | 'package'>(product: KeepaProduct, prefix: P): SizeFields<P> {
  const h = inches(product[`${prefix}Height`]);
  const w = inches(product[`${prefix}Width`]);
  const l = inches(product[`${prefix}Length`]);
  const lb = pounds(product[`${prefix}Weight`]);
  return {
    [`${prefix}Height`]: round1(h),
    [`${prefix}Width`]: round1(w),
    [`${prefix}Length`]: round1(l),
    [`${prefix}Weight`]: round1(lb),
    [`${prefix}HeightPrecise`]: h,
    [`${prefix}WidthPrecise`]: w,
    [`${prefix}LengthPrecise`]: l,
    [`${prefix}WeightPrecise`]: lb,
    [`${prefix}Dimensions`]: h && w && l ? `${l.toFixed(2)} x ${w.toFixed(2)} x ${h.toFixed(2)} inches` : null,
  } as SizeFields<P>;
}
