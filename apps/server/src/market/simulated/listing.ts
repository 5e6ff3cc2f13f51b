import type { MarketplaceCode } from '@shelfscope/contracts';
import { familyOf, identityOf, multipackOf } from './catalog.js';
import { type Identity, identityFor } from './identity.js';
import { localAmount, localPrice, localRank, seedKeyOf } from './marketplaces.js';
import { hash, seeded } from './random.js';
import { brandSellerIdOf, SELLER_NAMES, sellerIdOf } from './sellers.js';

/** One ASIN's listing: its identity plus who sells it and how (decided once, from the index). */
export type Listing = {
  index: number;
  marketplace: MarketplaceCode;
  /** What the listing's random streams are seeded with (the index alone on Amazon.com). */
  seedKey: string;
  identity: Identity;
  role: 'parent' | 'child' | 'single';
  /** Units in the package (multipacks: 2, 3, 6, 12). */
  quantity: number;
  /** Variation attributes of a child. */
  attributes: { dimension: string; value: string }[];
  /** The typical new price of the listing in the marketplace's minor unit (cents; yen on JP). */
  priceCents: number;
  /** The same on Amazon.com, cents (the referral-fee tier is read on it). */
  usPriceCents: number;
  amazonSells: boolean;
  /** Third-party FBA sellers (the brand's store first when it sells), then FBM sellers. */
  fba: string[];
  fbm: string[];
  /** What FBM sellers charge for shipping, minor units. */
  fbmShipping: number;
  brandSellerId: string | null;
  hasUsed: boolean;
  hasWarehouse: boolean;
  hasDeals: boolean;
  /** Seed of the sales-rank process: a family shares it, so children share the parent's rank. */
  rankSeed: number;
  rankBase: number;
  /** The listing's share of its family's sales (1 for singles). */
  salesShare: number;
};

/**
 * The listing of product `index` on the marketplace (parents have no sellers). Amazon.com's is
 * the catalog's own; elsewhere the sellers, offers and walks are drawn from streams of their own,
 * the price and rank scaled to the marketplace (marketplaces.ts).
 */
export function listingOf(index: number, marketplace: MarketplaceCode = 'US'): Listing {
  const identity = identityFor(index);
  const family = familyOf(index);
  const multipack = multipackOf(index);
  const seedKey = seedKeyOf(index, marketplace);
  const rng = seeded(hash(seedKey, 13));
  const quantity = multipack?.quantity ?? 1;
  const attributes = family.role === 'child' ? attributesOf(index) : [];
  // A child differs a little in price from its siblings; a pack costs less per unit.
  const childFactor = family.role === 'child' ? 1 + (((index - family.parent) * 7) % 5) * 0.04 : 1;
  const packFactor = quantity > 1 ? quantity * (quantity >= 6 ? 0.85 : 0.92) : 1;
  const priceCents = Math.round((identity.unitPriceCents * childFactor * packFactor) / 10) * 10 - 1;

  // Better-selling listings draw more sellers. Amazon rarely sells resellers' multipacks.
  const popularity = Math.max(0, 1 - Math.log10(identity.rankBase) / 7);
  const amazonSells = rng.chance(quantity > 1 ? 0.05 : 0.3);
  let fbaCount = Math.floor(rng.range(0, 4 + 14 * popularity));
  const fbmCount = Math.floor(rng.range(0, 2 + 6 * popularity));
  if (family.role === 'child' && fbaCount + fbmCount === 0) fbaCount = 1; // a variation on offer
  const order = shuffled(SELLER_NAMES.length, rng.next);
  const brandSells = !identity.dept.isBooks && rng.chance(0.12);
  const brandSellerId = brandSells ? brandSellerIdOf(identity.brand) : null;
  const fba = order.slice(0, fbaCount).map(sellerIdOf);
  if (brandSellerId) fba.unshift(brandSellerId);
  const fbm = order.slice(fbaCount, fbaCount + fbmCount).map(sellerIdOf);

  const usPriceCents = Math.max(299, priceCents);
  // Drawn in this order (the order Amazon.com's listings were always drawn in).
  const fbmShipping = localAmount(rng.pick([0, 499, 599, 399]), marketplace);
  const hasUsed = rng.chance(identity.dept.used);
  const hasWarehouse = rng.chance(amazonSells ? 0.45 : 0.08);
  const hasDeals = amazonSells && rng.chance(0.3);
  const usRank = multipack ? Math.round(identity.rankBase * rng.range(2, 6)) : identity.rankBase;
  return {
    index,
    marketplace,
    seedKey,
    identity,
    role: family.role,
    quantity,
    attributes,
    priceCents: localPrice(usPriceCents, index, marketplace),
    usPriceCents,
    amazonSells,
    fba: family.role === 'parent' ? [] : fba,
    fbm: family.role === 'parent' ? [] : fbm,
    fbmShipping,
    brandSellerId: family.role === 'parent' ? null : brandSellerId,
    hasUsed,
    hasWarehouse,
    hasDeals,
    // Packs are listings of their own with their own (worse) rank; children share the parent's.
    rankSeed: hash(seedKeyOf(multipack ? index : identityOf(index), marketplace), 17),
    rankBase: localRank(usRank, index, marketplace),
    salesShare: family.role === 'child' ? childShare(index, family.parent, family.children) : 1,
  };
}

/** A child's attributes: its position in the family walks the department's variation values. */
export function attributesOf(index: number): { dimension: string; value: string }[] {
  const family = familyOf(index);
  const k = index - family.parent - 1;
  const dims = identityFor(index).dept.variations;
  return dims.map((dim, i) => ({
    dimension: dim.dimension,
    value: dim.values[(i === 0 ? k : Math.floor(k / 2) + family.parent) % dim.values.length] as string,
  }));
}

/** Children's shares of the family's sales: the first few sell most (weights 1/(k+1), normalised). */
function childShare(index: number, parent: number, children: number): number {
  let total = 0;
  for (let k = 0; k < children; k++) total += 1 / (k + 1);
  return 1 / (index - parent) / total;
}

function shuffled(n: number, next: () => number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}
