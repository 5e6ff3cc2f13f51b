import type { MarketplaceCode, MarketSnapshot } from '@shelfscope/contracts';
import type { LookupRequest, MarketDataProvider, ProductRequest } from './provider.js';

/** Amazon's own seller id on the marketplace (Keepa's and the simulated market's). */
export const AMAZON_SELLER_ID = 'ATVPDKIKX0DER';

/** A push to the (development) marketplace: what `POST /dev/market/events` takes. */
export type MarketEvent =
  | { kind: 'buyBoxPrice'; asin: string; marketplace: MarketplaceCode; price: number }
  | { kind: 'removeAmazon'; asin: string; marketplace: MarketplaceCode }
  | { kind: 'emptyStock'; asin: string; marketplace: MarketplaceCode; sellerId: string }
  | { kind: 'reset'; asin: string; marketplace: MarketplaceCode };

type Overlay = { buyBoxPrice?: number; amazonRemoved?: boolean; emptied: Set<string> };

/**
 * The marketplace with events pushed onto it, for tests and demos (dev tools only): each ASIN's
 * overlay changes the readings the provider gives from then on (the buy-box price, Amazon gone
 * from the listing and its offers, a seller's stock at 0) until reset. Held in this process:
 * with several instances, push the event to the one that refreshes (or run one, as dev does).
 */
export class EventfulMarket implements MarketDataProvider {
  readonly name: MarketDataProvider['name'];
  readonly figuresNeedHistory?: boolean;
  private readonly overlays = new Map<string, Overlay>();

  constructor(private readonly inner: MarketDataProvider) {
    this.name = inner.name;
    if (inner.figuresNeedHistory !== undefined) this.figuresNeedHistory = inner.figuresNeedHistory;
  }

  push(event: MarketEvent): void {
    const key = `${event.marketplace}:${event.asin}`;
    if (event.kind === 'reset') {
      this.overlays.delete(key);
      return;
    }
    const overlay = this.overlays.get(key) ?? { emptied: new Set<string>() };
    if (event.kind === 'buyBoxPrice') overlay.buyBoxPrice = event.price;
    else if (event.kind === 'removeAmazon') overlay.amazonRemoved = true;
    else overlay.emptied.add(event.sellerId);
    this.overlays.set(key, overlay);
  }

  async products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    const answer = await this.inner.products(asins, request);
    for (const [asin, snapshot] of answer) {
      const overlay = this.overlays.get(`${request.marketplace}:${asin}`);
      if (overlay) answer.set(asin, applyOverlay(snapshot, overlay));
    }
    return answer;
  }

  lookup(codes: string[], request: LookupRequest) {
    return this.inner.lookup(codes, request);
  }

  async close(): Promise<void> {
    await this.inner.close?.();
  }
}

function applyOverlay(snapshot: MarketSnapshot, overlay: Overlay): MarketSnapshot {
  const fields = { ...snapshot.fields };
  let offers = snapshot.offers;
  let stockInfo = snapshot.stockInfo;
  if (overlay.amazonRemoved) {
    Object.assign(fields, { isAmazonSeller: false, amazonCurrent: null, amazonAvailability: 4 });
    if (fields.buyBoxIsAmazon) Object.assign(fields, { buyBoxIsAmazon: false, buyBoxSellerId: null, buyBoxSellerName: null });
    offers = offers.filter((offer) => !offer.isAmazon && offer.sellerId !== AMAZON_SELLER_ID);
    stockInfo = stockInfo.filter((stock) => stock.sellerId !== AMAZON_SELLER_ID);
  }
  if (overlay.buyBoxPrice !== undefined) Object.assign(fields, { buyBoxCurrent: overlay.buyBoxPrice, hasBuyBox: true });
  if (overlay.emptied.size > 0) {
    // A seller out of stock is no longer an offer the buyer can take: the FBA and FBM counts drop.
    const gone = offers.filter((offer) => overlay.emptied.has(offer.sellerId) && !offer.isAmazon);
    fields.fbaOffersCount = Math.max(0, fields.fbaOffersCount - gone.filter((offer) => offer.isFBA).length);
    fields.fbmOffersCount = Math.max(0, fields.fbmOffersCount - gone.filter((offer) => !offer.isFBA).length);
    offers = offers.map((offer) => (overlay.emptied.has(offer.sellerId) ? { ...offer, stock: 0 } : offer));
    stockInfo = stockInfo.map((stock) => (overlay.emptied.has(stock.sellerId) ? { ...stock, stock: 0 } : stock));
  }
  return { ...snapshot, fields, offers, stockInfo };
}
