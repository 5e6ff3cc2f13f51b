import { AMAZON_SELLER_ID, DAY_MINUTES, type KeepaOffer } from '../keepa/format.js';
import type { Listing } from './listing.js';
import { localAmount } from './marketplaces.js';
import type { DailyModel } from './model.js';
import { hash, seeded } from './random.js';
import { sellerIdOf } from './sellers.js';

/** Amazon's warehouse-deals account (not "Amazon" for Keepa's isAmazon). */
export const WAREHOUSE_SELLER_ID = 'A2L77EE7U53NWQ';

const USED_COMMENTS = [
  'Light shelf wear on the box',
  'Opened, never used',
  'Minor scuffs, fully working',
  'Missing outer sleeve',
];

/**
 * Today's offers of a listing, agreeing with the last day of its model: Amazon's when in stock,
 * the FBA sellers (the cheapest at the model's lowest FBA price, the buy-box holder at it too),
 * the FBM sellers, a used and a warehouse offer when those exist, plus offers seen in the past
 * that are no longer live (Keepa keeps them; liveOffersOrder leaves them out).
 */
export function offersOf(listing: Listing, m: DailyModel, today: number, withStock: boolean) {
  const rng = seeded(hash(listing.seedKey, 29));
  const last = m.days - 1;
  const holder = m.holder[last] as string;
  const offers: KeepaOffer[] = [];
  const add = (sellerId: string, price: number, shipping: number, extra: Partial<KeepaOffer>, stock: number) => {
    const before = Math.round(price * rng.range(0.97, 1.06));
    offers.push({
      offerId: offers.length + 1,
      lastSeen: today,
      sellerId,
      offerCSV: [today - rng.int(2, 40) * DAY_MINUTES, before, shipping, today, price, shipping],
      condition: 1,
      isPrime: false,
      isFBA: false,
      isAmazon: false,
      isMAP: false,
      isShippable: true,
      isPreorder: false,
      isWarehouseDeal: false,
      isScam: false,
      shipsFromChina: false,
      isPrimeExcl: false,
      stockCSV: withStock ? [today, stock] : null,
      minOrderQty: 1,
      ...extra,
    });
  };
  const amazon = m.amazon[last] as number;
  if (amazon >= 0) add(AMAZON_SELLER_ID, amazon, 0, { isAmazon: true, isFBA: true, isPrime: true }, rng.int(3, 10));
  const fbaLow = m.fbaLow[last] as number;
  listing.fba.slice(0, m.fbaCount[last]).forEach((sellerId, k) => {
    const price = k === 0 || sellerId === holder ? fbaLow : Math.round(fbaLow * (1 + 0.012 * k + rng.range(0, 0.01)));
    add(sellerId, price, 0, { isFBA: true, isPrime: true }, Math.round(rng.logRange(1, 150)));
  });
  const fbmLow = m.fbmLow[last] as number;
  listing.fbm.slice(0, m.fbmCount[last]).forEach((sellerId, k) => {
    const price = k === 0 ? fbmLow : Math.round(fbmLow * (1 + 0.02 * k + rng.range(0, 0.02)));
    add(sellerId, price, listing.fbmShipping, { shipsFromChina: rng.chance(0.15) }, rng.int(1, 30));
  });
  const used = m.used[last] as number;
  if (used >= 0) {
    const condition = rng.int(2, 5);
    add(
      sellerIdOf(listing.index + 7),
      used,
      localAmount(399, listing.marketplace),
      { condition, conditionComment: rng.pick(USED_COMMENTS) },
      rng.int(1, 3),
    );
  }
  const warehouse = m.warehouse[last] as number;
  if (warehouse >= 0) {
    const extra = { condition: 2, conditionComment: 'Damaged packaging', isFBA: true, isPrime: true, isWarehouseDeal: true };
    add(WAREHOUSE_SELLER_ID, warehouse, 0, extra, 1);
  }
  const liveOffersOrder = offers
    .map((o, i) => ({ i, isNew: o.condition === 1, landed: (o.offerCSV[4] as number) + (o.offerCSV[5] as number) }))
    .sort((a, b) => Number(b.isNew) - Number(a.isNew) || a.landed - b.landed || a.i - b.i)
    .map((o) => o.i);
  // Sellers who left: still in Keepa's offers, seen weeks or months ago.
  for (let k = 0; k < 1 + (listing.index % 2); k++) {
    const seen = today - rng.int(20, 300) * DAY_MINUTES;
    offers.push({
      offerId: offers.length + 1,
      lastSeen: seen,
      sellerId: sellerIdOf(listing.index + 11 + k),
      offerCSV: [seen - 5 * DAY_MINUTES, Math.round((m.market[0] as number) * 1.02), 0, seen, m.market[0] as number, 0],
      condition: 1,
      isFBA: true,
      isPrime: true,
    });
  }
  return { offers, liveOffersOrder };
}
