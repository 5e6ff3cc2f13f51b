import { gs1CheckDigit } from '../codes.js';
import { asinOf, familyOf, hasNoCode, indexOf, isbnOf, multipackOf, multipacksOf, specialOf, upcOf } from './catalog.js';
import { RISKY_BRANDS } from './departments.js';
import { departmentOf, identityFor } from './identity.js';
import { listingOf } from './listing.js';
import { EU_SLICE, JP_SLICE } from './marketplaces.js';

/** The first index from `from` (below `from + 1,000`) that fits; the catalog guarantees one for each use below. */
function first(fits: (index: number) => boolean, from = 0): number {
  for (let index = from; index < from + 1000; index++) if (fits(index)) return index;
  throw new Error('No simulated product fits the example');
}

const isPlain = (index: number) =>
  familyOf(index).role === 'single' && multipackOf(index) === null && multipacksOf(index).length === 0;
const isRisky = (index: number) => RISKY_BRANDS.some((r) => r.brand === identityFor(index).brand);
const isSold = (index: number, marketplace: 'US' | 'UK' | 'JP' = 'US') => {
  const listing = listingOf(index, marketplace);
  return listing.fba.length > 0 && (listing.amazonSells || listing.fbm.length > 0);
};

const standard = first(
  (i) => isPlain(i) && specialOf(i) === null && !hasNoCode(i) && !departmentOf(i).isBooks && !isRisky(i) && isSold(i),
  2,
);
const risky = first((i) => isPlain(i) && specialOf(i) === null && isRisky(i) && isSold(i));
const book = first((i) => isPlain(i) && departmentOf(i).isBooks === true && !hasNoCode(i));
const unlisted = first((i) => isPlain(i) && hasNoCode(i) && !departmentOf(i).isBooks, 1);
// In the regional slices (marketplaces.ts): the first 100 of each are in every catalog size.
const plainSold = (i: number, marketplace: 'US' | 'UK' | 'JP') =>
  isPlain(i) && specialOf(i) === null && !departmentOf(i).isBooks && !hasNoCode(i) && isSold(i, marketplace);
const euOnly = first((i) => plainSold(i, 'UK') && i % 2 === 1 && i < EU_SLICE + 100, EU_SLICE);
const jpOnly = first((i) => plainSold(i, 'JP') && i < JP_SLICE + 100, JP_SLICE);
const sharedWithJp = first((i) => plainSold(i, 'US') && plainSold(i, 'JP') && i % 4 === 1, 1);
const unmatchedBody = '71234567890'; // UPCs of ours start with 8: this valid one is nobody's

/**
 * ASINs and codes of the simulated catalog that show each case (README.md; tests use them).
 * Indexes are below 1,000, so every catalog size from 1,000 holds them.
 */
export const SIMULATED_EXAMPLES = {
  /** A plain single product with FBA offers, a UPC of its own and no alert. */
  standard: asinOf(standard),
  variationParent: asinOf(10),
  /** The first child of that parent (its siblings share the family's sales rank). */
  variationChild: asinOf(11),
  /** A pack of 3 of `multipackBase`; the base's UPC (`multiMatchUpc`) lists both. */
  multipack: asinOf(26),
  multipackBase: asinOf(25),
  multiMatchUpc: upcOf(25),
  /** Product 100's UPC: the product, its pack of 3 (101) and its case of 12 (102). */
  tripleMatchUpc: upcOf(100),
  tripleMatchAsins: [asinOf(100), asinOf(101), asinOf(102)],
  /** The standard product's UPC: one ASIN. */
  singleMatchUpc: upcOf(standard),
  /** A well-formed UPC of no product. */
  unmatchedUpc: unmatchedBody + gs1CheckDigit(unmatchedBody),
  /** The UPC a product was made with, which the marketplace does not list: no match either. */
  unlistedUpc: upcOf(unlisted),
  book: asinOf(book),
  isbn: isbnOf(book),
  hazmat: asinOf(5),
  meltable: asinOf(7),
  /** A bulky item (over 900 mm and 9 kg). */
  oversize: asinOf(3),
  /** A product of a brand in RISKY_BRANDS (its name in `riskyBrandName`). */
  riskyBrand: asinOf(risky),
  riskyBrandName: identityFor(risky).brand,
  /**
   * Marketplaces (marketplaces.ts): `standard` is on Amazon.com, .co.uk and .de but not .co.jp;
   * `euOnly` is on Amazon.co.uk and Amazon.de alone (the EU slice, an odd identity); `jpOnly` on
   * Amazon.co.jp alone (the JP slice); `sharedWithJp` on Amazon.com and Amazon.co.jp both.
   */
  euOnly: asinOf(euOnly),
  jpOnly: asinOf(jpOnly),
  sharedWithJp: asinOf(sharedWithJp),
  /** A well-formed ASIN beyond every catalog size (its index is over 1,000,000). */
  unknownAsin: 'B0ZZZZZZZZ',
  /** The department (root category) of a catalog ASIN, or null. */
  department: (asin: string): string | null => {
    const index = indexOf(asin, Number.MAX_SAFE_INTEGER);
    return index === null ? null : departmentOf(index).name;
  },
};
