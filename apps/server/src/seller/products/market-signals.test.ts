import type { Offer } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { marketSignals } from './market-signals.js';
import type { MarketReading } from './market-store.js';

// Worked examples of what a reading says of the sellers: who holds the buy box, who ran out.
type Fields = MarketReading['fields'];
const fields = (over: Partial<Fields>) =>
  ({
    brand: 'Acme',
    manufacturer: 'Acme Industries',
    hasBuyBox: true,
    buyBoxSellerId: 'S1',
    buyBoxSellerName: null,
    ...over,
  }) as Fields;
const offer = (sellerId: string, over: Partial<Offer> = {}) =>
  ({ sellerId, sellerName: null, stock: null, isBrandOffer: false, ...over }) as Offer;

describe('the buy box held by the brand', () => {
  it('is the brand’s when its holder’s offer is the brand’s, or its name is the brand’s or the maker’s', () => {
    expect(marketSignals({ fields: fields({}), offers: [offer('S1', { isBrandOffer: true })] }).buyBoxIsBrand).toBe(true);
    expect(marketSignals({ fields: fields({ buyBoxSellerName: 'ACME Official' }), offers: [] }).buyBoxIsBrand).toBe(true);
    expect(marketSignals({ fields: fields({}), offers: [offer('S1', { sellerName: 'Acme Industries' })] }).buyBoxIsBrand).toBe(
      true,
    );
  });

  it('is not when a reseller holds it (a name that only contains the brand), or nobody does', () => {
    expect(marketSignals({ fields: fields({ buyBoxSellerName: 'Deals on Acme' }), offers: [] }).buyBoxIsBrand).toBe(false);
    expect(marketSignals({ fields: fields({ buyBoxSellerName: 'Acmeville Store' }), offers: [] }).buyBoxIsBrand).toBe(false);
    expect(marketSignals({ fields: fields({ hasBuyBox: false, buyBoxSellerId: null }), offers: [] }).buyBoxIsBrand).toBe(false);
  });

  it('is unknown when the holder is not named', () => {
    expect(marketSignals({ fields: fields({ buyBoxSellerId: null }), offers: [] }).buyBoxIsBrand).toBeNull();
    expect(marketSignals({ fields: fields({}), offers: [offer('S2')] }).buyBoxIsBrand).toBeNull();
  });
});

describe('competitors out of stock', () => {
  it('counts the offers whose reported stock is 0', () => {
    const offers = [offer('A', { stock: 0 }), offer('B', { stock: 4 }), offer('C', { stock: 0 }), offer('D')];
    expect(marketSignals({ fields: fields({}), offers }).competitorsOutOfStock).toBe(2);
    expect(marketSignals({ fields: fields({}), offers: [offer('B', { stock: 4 })] }).competitorsOutOfStock).toBe(0);
  });

  it('is unknown when no offer reports its stock (a reading without stock levels)', () => {
    expect(marketSignals({ fields: fields({}), offers: [offer('A'), offer('B')] }).competitorsOutOfStock).toBeNull();
    expect(marketSignals({ fields: fields({}), offers: [] }).competitorsOutOfStock).toBeNull();
  });
});
