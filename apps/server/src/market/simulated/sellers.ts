import { AMAZON_SELLER_ID, type KeepaProduct, type KeepaSeller } from '../keepa/format.js';
import { hash, seeded } from './random.js';

/** The simulated marketplace's third-party sellers. */
export const SELLER_NAMES = [
  'Northwind Traders',
  'BlueHarbor Goods',
  'Prime Parcel Co',
  'Evergreen Outlet',
  'Summit Supply',
  'Maple & Main',
  'Coastline Deals',
  'Redwood Retail',
  'Bright Basket',
  'Atlas Wholesale',
  'Kestrel Commerce',
  'Riverbend Resale',
  'Oak Street Market',
  'Sapphire Sellers',
  'Beacon Bargains',
  'Granite Goods',
  'Willow Warehouse',
  'Copper Crate',
  'Lighthouse Liquidators',
  'Pinecrest Products',
  'Falcon Fulfillment',
  'Harborview Shop',
  'Silver Spoon Supply',
  'Meadowlark Merchants',
  'Cobalt Commerce',
  'Juniper Junction',
  'Ironwood Imports',
  'Starling Stock',
  'Aspen Arbitrage',
  'Cedar Lane Sales',
];

const ID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A seller id in Amazon's shape ('A' + 13 characters) derived from a name. */
function idFor(name: string): string {
  const rng = seeded(hash(name, 5));
  let id = 'A';
  for (let i = 0; i < 13; i++) id += ID_CHARS[rng.int(0, 35)];
  return id;
}

/** The id of third-party seller k (0 <= k < SELLER_NAMES.length). */
export const sellerIdOf = (k: number): string => SELLER_IDS[k % SELLER_IDS.length] as string;
const SELLER_IDS = SELLER_NAMES.map(idFor);

/** The brand's own storefront, which sells some of its products ("<Brand> Official Store"). */
export const brandSellerIdOf = (brand: string): string => idFor(`brand:${brand}`);

const records = new Map<string, KeepaSeller>();
SELLER_NAMES.forEach((name, k) => {
  records.set(SELLER_IDS[k] as string, recordOf(SELLER_IDS[k] as string, name, [82, 100]));
});
records.set(AMAZON_SELLER_ID, {
  sellerId: AMAZON_SELLER_ID,
  sellerName: 'Amazon.com',
  currentRating: 100,
  currentRatingCount: 0,
  ratingsLast30Days: 0,
});

function recordOf(id: string, name: string, ratingRange: [number, number]): KeepaSeller {
  const rng = seeded(hash(id, 7));
  return {
    sellerId: id,
    sellerName: name,
    currentRating: rng.int(ratingRange[0], ratingRange[1]),
    currentRatingCount: Math.round(rng.logRange(40, 80_000)),
    ratingsLast30Days: rng.int(0, 900),
  };
}

/** The simulated /seller answer for one id (null when the id is not a seller of ours). */
export function sellerOf(id: string, brands: readonly string[] = []): KeepaSeller | null {
  const known = records.get(id);
  if (known) return known;
  const brand = brands.find((b) => brandSellerIdOf(b) === id);
  return brand ? recordOf(id, `${brand} Official Store`, [95, 100]) : null;
}

/** The seller records of a product's offers (as the provider fetches them from /seller). */
export function sellersFor(product: KeepaProduct): Record<string, KeepaSeller> {
  const out: Record<string, KeepaSeller> = {};
  const brands = product.brand ? [product.brand] : [];
  for (const offer of product.offers ?? []) {
    const seller = sellerOf(offer.sellerId, brands);
    if (seller) out[offer.sellerId] = seller;
  }
  return out;
}
