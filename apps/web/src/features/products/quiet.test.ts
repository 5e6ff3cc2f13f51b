import { describe, expect, it } from 'vitest';
import { isQuietAddress } from './quiet';

describe('quiet addresses (spec section 2)', () => {
  it('are those carrying a price list or shortlist name', () => {
    expect(isQuietAddress({ supplierId: 'x', priceListName: 'June.csv' })).toBe(true);
    expect(isQuietAddress({ shortlistName: 'Q3 buys' })).toBe(true);
    expect(isQuietAddress({ priceList: 'June' })).toBe(true);
    expect(isQuietAddress({ supplierId: 'x' })).toBe(false);
    expect(isQuietAddress({ shortlistName: '  ' })).toBe(false);
  });
});
