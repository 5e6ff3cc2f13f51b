import { MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { minorUnitsPer } from '../keepa/units.js';
import { identityOf, indexOf } from './catalog.js';
import { hash } from './random.js';

/**
 * The simulated catalog on each marketplace (README.md, "Marketplaces"): one catalog of products
 * whose listings differ per marketplace. Amazon.com is the catalog as it always was; the others
 * list a part of it (decided per identity, so a variation family and its multipacks are listed
 * together), plus slices of their own: the EU slice (UK and DE, half of it FR, IT and ES too) and
 * the JP slice (Amazon.co.jp alone). A listing's price is the US price times the marketplace's
 * price level (local currency per US dollar, with VAT where prices carry it) times a per-product
 * factor; its sales rank the US level times the marketplace's rank level and its own factor.
 */

/** First index of the EU slice: beyond every US catalog size (at most 1,000,000), a multiple of 200. */
export const EU_SLICE = 10_000_000;
/** First index of the JP slice. */
export const JP_SLICE = 20_000_000;

/** Products in each regional slice: a tenth of the catalog size, at least 100. */
export const sliceSize = (size: number) => Math.max(100, Math.floor(size / 10));

type Level = {
  /** Local currency per US dollar of price, VAT (IVA, consumption tax) included where prices carry it. */
  price: number;
  /** A typical rank there as a share of the US rank (smaller marketplaces, smaller ranks). */
  rank: number;
  /** Which identities of the US catalog the marketplace lists too. */
  listsShared: (identity: number) => boolean;
};

const LEVELS: Record<MarketplaceCode, Level> = {
  US: { price: 1, rank: 1, listsShared: () => true },
  CA: { price: 1.35, rank: 0.3, listsShared: (id) => id % 10 < 7 },
  MX: { price: 19, rank: 0.15, listsShared: (id) => id % 10 < 3 },
  // UK prices are about the US figure in pounds (VAT-inclusive).
  UK: { price: 1, rank: 0.4, listsShared: (id) => id % 10 !== 9 },
  DE: { price: 1.05, rank: 0.5, listsShared: (id) => id % 10 !== 8 },
  FR: { price: 1.09, rank: 0.35, listsShared: (id) => id % 10 < 7 },
  IT: { price: 1.1, rank: 0.3, listsShared: (id) => id % 10 < 6 },
  ES: { price: 1.06, rank: 0.3, listsShared: (id) => id % 10 < 6 },
  // A quarter of the US catalog, in whole yen.
  JP: { price: 155, rank: 0.45, listsShared: (id) => id % 4 === 1 },
};

/** Whether product `index` is listed on the marketplace of a catalog of `size` products. */
export function isListedIn(index: number, marketplace: MarketplaceCode, size: number): boolean {
  const id = identityOf(index);
  if (index >= 0 && index < size) return LEVELS[marketplace].listsShared(id);
  const slice = sliceSize(size);
  if (index >= EU_SLICE && index < EU_SLICE + slice) {
    if (marketplace === 'UK' || marketplace === 'DE') return true;
    return (marketplace === 'FR' || marketplace === 'IT' || marketplace === 'ES') && id % 2 === 0;
  }
  return marketplace === 'JP' && index >= JP_SLICE && index < JP_SLICE + slice;
}

/** The index of an ASIN listed on the marketplace, or null (malformed, or not listed there). */
export function indexOn(asin: string, marketplace: MarketplaceCode, size: number): number | null {
  const index = indexOf(asin, Number.MAX_SAFE_INTEGER);
  return index !== null && isListedIn(index, marketplace, size) ? index : null;
}

/** The key a listing's random streams are seeded with: the index on Amazon.com (as always), else the pair. */
export const seedKeyOf = (index: number, marketplace: MarketplaceCode) =>
  marketplace === 'US' ? String(index) : `${marketplace}:${index}`;

/** A factor in [low, high) fixed by the identity and the marketplace (a family and its packs share it). */
function factorOf(index: number, marketplace: MarketplaceCode, salt: number, low: number, high: number): number {
  return low + (hash(`${marketplace}:${identityOf(index)}`, salt) / 4_294_967_296) * (high - low);
}

/**
 * A US price (cents) as the listing's local price, in the currency's minor units: the level
 * times the product's factor (0.9 to 1.15), ending in 9 (cents) or on 10 yen as sellers set them.
 */
export function localPrice(usCents: number, index: number, marketplace: MarketplaceCode): number {
  if (marketplace === 'US') return usCents;
  const perUnit = minorUnitsPer(MARKETPLACES[marketplace].currency);
  const minor = (usCents / 100) * LEVELS[marketplace].price * factorOf(index, marketplace, 31, 0.9, 1.15) * perUnit;
  return perUnit === 1 ? Math.max(10, Math.round(minor / 10) * 10) : Math.max(99, Math.round(minor / 10) * 10 - 1);
}

/** A US amount (cents, e.g. a shipping charge) in the local currency's minor units, at the level alone. */
export function localAmount(usCents: number, marketplace: MarketplaceCode): number {
  const perUnit = minorUnitsPer(MARKETPLACES[marketplace].currency);
  return Math.round((usCents / 100) * LEVELS[marketplace].price * perUnit);
}

/** A US sales rank as the listing's rank on the marketplace: the level times a factor (0.6 to 1.6). */
export function localRank(usRank: number, index: number, marketplace: MarketplaceCode): number {
  if (marketplace === 'US') return usRank;
  return Math.max(1, Math.round(usRank * LEVELS[marketplace].rank * factorOf(index, marketplace, 37, 0.6, 1.6)));
}
