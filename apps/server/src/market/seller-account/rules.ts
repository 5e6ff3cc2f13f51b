import { ListingCondition, MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { identityOf, specialOf } from '../simulated/catalog.js';
import { identityFor } from '../simulated/identity.js';
import { indexOn } from '../simulated/marketplaces.js';
import { hash } from '../simulated/random.js';

/**
 * The simulated seller account's listing restrictions: deterministic from the product, the
 * marketplace, the condition and the day, in the Listings Restrictions API's JSON shapes
 * (`GET /listings/2021-08-01/restrictions`). The rules, in order (docs/seller-account.md):
 *
 * 1. An ASIN the marketplace does not list: `ASIN_NOT_FOUND`.
 * 2. Restricted outright: identity `id mod 251 = 13`: `NOT_ELIGIBLE`, no link.
 * 3. Grocery, health, beauty and baby goods in a used or collectible condition: `NOT_ELIGIBLE`.
 * 4. Hazmat (dangerous goods): `APPROVAL_REQUIRED` with a link.
 * 5. Gated brands (a brand whose name hashes to 0 mod 5): `APPROVAL_REQUIRED` with a link.
 * 6. Changing answers: identity `id mod 17 = 4` needs approval on odd days (days since
 *    1970-01-01, UTC) and is allowed on even days; Amazon gives no link for it.
 *
 * Several rules can hold: every reason is listed, as Amazon lists them.
 */
export type ConditionType = ListingCondition;

/** Every listing condition, in Amazon's order (contracts' ListingCondition: one list). */
export const CONDITION_TYPES: readonly ConditionType[] = ListingCondition.options;

export type RestrictionLink = { resource: string; verb: 'GET'; title: string; type: string };
export type RestrictionReason = {
  message: string;
  reasonCode?: 'APPROVAL_REQUIRED' | 'ASIN_NOT_FOUND' | 'NOT_ELIGIBLE';
  links?: RestrictionLink[];
};
export type Restriction = { marketplaceId: string; conditionType?: ConditionType; reasons?: RestrictionReason[] };
export type RestrictionList = { restrictions: Restriction[] };

const GATED_CATEGORIES = new Set(['Grocery & Gourmet Food', 'Health & Household', 'Beauty & Personal Care', 'Baby Products']);

const SELLER_CENTRAL: Record<string, string> = {
  NA: 'https://sellercentral.amazon.com',
  EU: 'https://sellercentral-europe.amazon.com',
  FE: 'https://sellercentral.amazon.co.jp',
};

export const dayNumber = (now: Date) => Math.floor(now.getTime() / 86_400_000);

/** Brands that need an approval on every marketplace (the rule's own test, for documentation and tests). */
export const isGatedBrand = (brand: string) => hash(brand, 42) % 5 === 0;

function approvalLink(asin: string, marketplace: MarketplaceCode, condition: ConditionType): RestrictionLink {
  const base = SELLER_CENTRAL[MARKETPLACES[marketplace].region];
  const itemCondition = condition.split('_')[0];
  return {
    resource: `${base}/hz/approvalrequest/restrictions/approve?asin=${asin}&itemcondition=${itemCondition}`,
    verb: 'GET',
    title: 'Request Approval',
    type: 'text/html',
  };
}

/** The reasons product `asin` is restricted on `marketplace` in `condition` on `now`'s day (none: allowed). */
export function restrictionReasons(
  asin: string,
  marketplace: MarketplaceCode,
  condition: ConditionType,
  now: Date,
  size: number,
): RestrictionReason[] {
  const index = indexOn(asin, marketplace, size);
  if (index === null) {
    return [
      { message: `ASIN ${asin} was not found in the ${MARKETPLACES[marketplace].name} catalog.`, reasonCode: 'ASIN_NOT_FOUND' },
    ];
  }
  const id = identityOf(index);
  const identity = identityFor(index);
  const reasons: RestrictionReason[] = [];
  if (id % 251 === 13) {
    reasons.push({ message: 'You cannot list the product in this condition.', reasonCode: 'NOT_ELIGIBLE' });
  }
  if (!condition.startsWith('new') && GATED_CATEGORIES.has(identity.dept.name)) {
    reasons.push({
      message: `Listings in the ${identity.dept.name} category are limited to new condition.`,
      reasonCode: 'NOT_ELIGIBLE',
    });
  }
  if (specialOf(index) === 'hazmat') {
    reasons.push({
      message: 'You need approval to list this product because it is classified as dangerous goods (hazmat).',
      reasonCode: 'APPROVAL_REQUIRED',
      links: [approvalLink(asin, marketplace, condition)],
    });
  }
  if (isGatedBrand(identity.brand)) {
    reasons.push({
      message: `You need approval to list products from the brand ${identity.brand}.`,
      reasonCode: 'APPROVAL_REQUIRED',
      links: [approvalLink(asin, marketplace, condition)],
    });
  }
  if (id % 17 === 4 && dayNumber(now) % 2 === 1) {
    reasons.push({ message: 'You need approval to list in this category.', reasonCode: 'APPROVAL_REQUIRED' });
  }
  return reasons;
}

/** The API's answer for one ASIN: one restriction per marketplace and condition that has reasons. */
export function restrictionsAnswer(
  asin: string,
  marketplace: MarketplaceCode,
  condition: ConditionType,
  now: Date,
  size: number,
): RestrictionList {
  const reasons = restrictionReasons(asin, marketplace, condition, now, size);
  return {
    restrictions:
      reasons.length === 0
        ? []
        : [{ marketplaceId: MARKETPLACES[marketplace].spApiMarketplaceId, conditionType: condition, reasons }],
  };
}
