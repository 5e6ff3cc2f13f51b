import type { MarketReading } from './market-store.js';

/**
 * What a reading says about the listing's sellers beyond the market's fields, for alert rules
 * ("the last competitor ran out", "the brand lost the buy box") and the list's filter. Read from
 * the snapshot's offers, so a market event that empties a seller's stock (market/events.ts) shows.
 */
export type MarketSignals = {
  /**
   * The buy box's seller is the brand or its maker: its offer is the brand's (`isBrandOffer`), or
   * its name is the brand's or the manufacturer's, or starts with it ("Acme Official"). False
   * when nobody holds the buy box; null when a holder is named but not known.
   */
  buyBoxIsBrand: boolean | null;
  /** Offers whose reported stock is 0; null when no offer reports its stock (stock not read). */
  competitorsOutOfStock: number | null;
};

export function marketSignals(reading: Pick<MarketReading, 'fields' | 'offers'>): MarketSignals {
  const stocked = reading.offers.filter((offer) => offer.stock !== null);
  return {
    buyBoxIsBrand: buyBoxIsBrand(reading),
    competitorsOutOfStock: stocked.length === 0 ? null : stocked.filter((offer) => offer.stock === 0).length,
  };
}

function buyBoxIsBrand({ fields, offers }: Pick<MarketReading, 'fields' | 'offers'>): boolean | null {
  if (!fields.hasBuyBox) return false;
  if (fields.buyBoxSellerId === null) return null;
  const holder = offers.find((offer) => offer.sellerId === fields.buyBoxSellerId);
  if (holder?.isBrandOffer) return true;
  const name = (fields.buyBoxSellerName ?? holder?.sellerName ?? '').trim().toLowerCase();
  if (name === '') return null;
  return [fields.brand, fields.manufacturer].some((maker) => {
    const m = maker?.trim().toLowerCase();
    return Boolean(m && (name === m || name.startsWith(`${m} `)));
  });
}
